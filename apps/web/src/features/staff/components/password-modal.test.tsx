// Password reset form: the contract's message before sending, then the new password for that member.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { PasswordModal } from "./password-modal";

afterEach(() => vi.unstubAllGlobals());

const MEMBER = {
  id: 12,
  name: "石田 美咲",
  account: "shibuya-staff1",
  role: "staff" as const,
  role_ja: "スタッフ",
  active: true,
  lounge_ids: [1],
};

describe("PasswordModal", () => {
  it("refuses a short password with the schema's message, then sends the new one", async () => {
    const sent: { method?: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/staff_members/12/password": (_url: URL, init?: RequestInit) => {
          sent.push({ method: init?.method, body: JSON.parse(String(init?.body)) });
          return new Response(JSON.stringify({ ok: true }));
        },
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<PasswordModal member={MEMBER} onClose={onClose} />);
    const field = await screen.findByLabelText("新しいパスワード");
    await userEvent.type(field, "short");
    await userEvent.click(screen.getByRole("button", { name: "変更する" }));
    expect(await screen.findByText("パスワードは8文字以上で入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(field, "-enough");
    await userEvent.click(screen.getByRole("button", { name: "変更する" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ method: "POST", body: { password: "short-enough" } }]);
  });
});
