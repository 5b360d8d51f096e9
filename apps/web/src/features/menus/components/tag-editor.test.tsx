// The options tag editor: Enter, comma and semicolon add tags; lowercase; duplicates dropped; 51 characters refused.
import { TAG_MAX_LENGTH } from "@lounge-office/domain/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { TAG_TOO_LONG_MESSAGE, TagEditor } from "./tag-editor";

let latest: string[] = [];

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  latest = tags;
  return <TagEditor label="オプション" value={tags} onChange={setTags} />;
}

const field = () => screen.getByLabelText("オプション");
const pills = () =>
  screen.queryAllByRole("button", { name: /を削除$/ }).map((b) => b.getAttribute("aria-label"));

describe("TagEditor", { timeout: 20_000 }, () => {
  it("adds tags on Enter, comma and semicolon, lowercased and without duplicates", async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), "Hot{Enter}");
    await userEvent.type(field(), "ICE,濃いめ;hot;");
    expect(latest).toEqual(["hot", "ice", "濃いめ"]);
    expect(pills()).toEqual(["「hot」を削除", "「ice」を削除", "「濃いめ」を削除"]);
    expect(field()).toHaveValue("");
  });

  it("keeps what follows the last delimiter as the text being typed", async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(field(), "a;b");
    expect(latest).toEqual(["a"]);
    expect(field()).toHaveValue("b");
  });

  it("refuses a 51-character tag, keeps the text and says why; 50 characters pass", async () => {
    renderWithProviders(<Harness initial={["hot"]} />);
    const long = "x".repeat(TAG_MAX_LENGTH + 1);
    await userEvent.type(field(), `${long}{Enter}`);
    expect(latest).toEqual(["hot"]);
    expect(field()).toHaveValue(long);
    expect(screen.getByText(TAG_TOO_LONG_MESSAGE)).toBeInTheDocument();

    await userEvent.type(field(), "{Backspace}{Enter}");
    expect(latest).toEqual(["hot", "x".repeat(TAG_MAX_LENGTH)]);
    expect(screen.queryByText(TAG_TOO_LONG_MESSAGE)).not.toBeInTheDocument();
  });

  it("removes a tag with its pill's button, and the last one with Backspace", async () => {
    renderWithProviders(<Harness initial={["hot", "ice", "濃いめ"]} />);
    await userEvent.click(screen.getByRole("button", { name: "「ice」を削除" }));
    expect(latest).toEqual(["hot", "濃いめ"]);
    await userEvent.type(field(), "{Backspace}");
    expect(latest).toEqual(["hot"]);
    expect(within(document.body).queryByText("濃いめ")).not.toBeInTheDocument();
  });
});
