// The account field's hand-over to its suggestions, with the suggestions' chunk held back: the plain
// field keeps what is typed and its focus while the lounge's list arrives, and once the suggestions
// come in they take the focus only from the plain field, never from the password field.
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AccountField } from "./account-field";

const chunk = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release: () => release() };
});

vi.mock("./account-suggestions", async (importOriginal) => {
  await chunk.gate;
  return importOriginal();
});

const LISTED = [{ account: "shibuya-staff1", role_ja: "スタッフ" }];

let showList = () => {};

function Form() {
  const [listed, setListed] = useState<typeof LISTED>([]);
  const [account, setAccount] = useState("");
  showList = () => setListed(LISTED);
  return (
    <>
      <AccountField
        listed={listed}
        value={account}
        onChange={setAccount}
        onPick={() => {}}
        disabled={false}
      />
      <input aria-label="パスワード" />
    </>
  );
}

describe("AccountField", () => {
  it("keeps the field and its focus as the list comes, then leaves the focus where staff put it", async () => {
    renderWithProviders(<Form />);
    const plain = screen.getByRole("textbox", { name: "アカウント" });
    await userEvent.type(plain, "shibuya-");
    // The list arrives while the account is typed: the same field, still focused, still typing.
    act(() => showList());
    expect(screen.getByRole("textbox", { name: "アカウント" })).toBe(plain);
    expect(plain).toHaveFocus();
    await userEvent.keyboard("staff1");
    // Staff go on to the password before the suggestions' chunk is in.
    const password = screen.getByLabelText("パスワード");
    await userEvent.click(password);
    chunk.release();
    const suggestions = await screen.findByRole("combobox", { name: "アカウント" });
    expect(suggestions).toHaveValue("shibuya-staff1");
    expect(password).toHaveFocus();
    expect(suggestions).toHaveAttribute("aria-expanded", "false");
  });
});
