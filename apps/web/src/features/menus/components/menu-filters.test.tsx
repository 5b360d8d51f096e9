// Screen 7: choosing a lounge and a genre kind refills the genre selector from change_parent; the price amounts
// only count while their checkboxes are ticked.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenusPage } from "./menus-page";
import { GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

function stub() {
  const searches: URLSearchParams[] = [];
  const parents: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": MANAGER_SESSION,
      "/genres": GENRES,
      "/menus/change_parent": (url: URL) => {
        parents.push(url.searchParams);
        const kind = url.searchParams.get("genre_kind");
        const lounge = url.searchParams.get("lounge_id");
        const genres =
          lounge === "2"
            ? [{ id: 20, name: "新宿ドリンク" }]
            : GENRES.filter((g) => !kind || g.genre_kind === kind).map(({ id, name }) => ({
                id,
                name,
              }));
        return json(genres);
      },
      "/menus": (url: URL) => {
        searches.push(url.searchParams);
        return json(MENUS);
      },
    }),
  );
  return { searches, parents };
}

const genreOptions = () =>
  within(screen.getByLabelText("ジャンル"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("menu search filters", { timeout: 20_000 }, () => {
  it("refills the genre selector when the genre kind or the lounge changes", async () => {
    const { parents } = stub();
    renderWithProviders(<MenusPage />, { path: "/menus" });
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "ビール", "おつまみ"]));

    await userEvent.selectOptions(screen.getByLabelText("ジャンル種別"), "food");
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "おつまみ"]));
    expect(parents.at(-1)?.toString()).toBe("lounge_id=1&genre_kind=food");

    await userEvent.selectOptions(screen.getByLabelText("ジャンル"), "11");
    await userEvent.selectOptions(screen.getByLabelText("店舗"), "2");
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "新宿ドリンク"]));
    // The genre choice was emptied with the refill.
    expect(screen.getByLabelText("ジャンル")).toHaveValue("");
  });

  it("applies a price amount only while its checkbox is ticked", async () => {
    const { searches } = stub();
    renderWithProviders(<MenusPage />, { path: "/menus" });
    await screen.findByText("生ビール", { selector: "td" });
    await userEvent.type(screen.getByLabelText("この価格より高い"), "600");
    await new Promise((r) => setTimeout(r, 400));
    expect(searches.every((s) => !s.has("price_gt"))).toBe(true);

    await userEvent.click(screen.getByLabelText("価格が次より高い"));
    await waitFor(() => expect(searches.at(-1)?.get("price_gt")).toBe("600"));
    // Unticked again: a new amount is not sent.
    await userEvent.click(screen.getByLabelText("価格が次より高い"));
    await userEvent.type(screen.getByLabelText("この価格より高い"), "0");
    await new Promise((r) => setTimeout(r, 400));
    expect(searches.some((s) => s.get("price_gt") === "6000")).toBe(false);
  });

  it("ticks every menu of a genre with its group checkbox and offers bulk provide", async () => {
    stub();
    renderWithProviders(<MenusPage />, { path: "/menus" });
    await userEvent.click(await screen.findByLabelText("「ビール」のメニューをすべて選択"));
    expect(screen.getByLabelText("「生ビール」を選択")).toBeChecked();
    expect(screen.getByLabelText("「ハイネケン」を選択")).toBeChecked();
    expect(screen.getByLabelText("「枝豆」を選択")).not.toBeChecked();
    expect(screen.getByText("2件を選択中")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "提供停止" })).toBeEnabled();
  });
});
