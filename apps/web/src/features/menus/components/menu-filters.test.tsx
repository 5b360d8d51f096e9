// Screen 7: a genre kind, or a switch of the session's lounge, refills the genre selector from change_parent (the
// lounge is the header's: no selector of its own; a link to another lounge offers the switch); the price amounts
// only count while their checkboxes are ticked.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pagePolicy from "../../../lib/page-policy";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenusPage } from "./menus-page";
import { GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stub() {
  const searches: URLSearchParams[] = [];
  const parents: URLSearchParams[] = [];
  const switches: unknown[] = [];
  let session = MANAGER_SESSION;
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": () => json(session),
      "/api/v1/session/lounge": (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        switches.push(body);
        const lounge = session.lounges.find((l) => l.id === body.lounge_id);
        if (lounge) session = { ...session, lounge };
        return json(session);
      },
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
  return { searches, parents, switches };
}

const genreOptions = () =>
  within(screen.getByLabelText("ジャンル"))
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("menu search filters", { timeout: 20_000 }, () => {
  it("shows the session's lounge with no selector of its own; a genre kind refills the genre selector", async () => {
    const { parents, searches } = stub();
    renderWithProviders(<MenusPage />, { path: "/menus" });
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "ビール", "おつまみ"]));
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("店舗: 渋谷");
    expect(screen.queryByLabelText("店舗")).toBeNull();
    expect(screen.queryByTestId("lounge-mismatch")).toBeNull();
    expect(searches.every((s) => s.get("lounge_id") === "1")).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText("ジャンル種別"), "food");
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "おつまみ"]));
    expect(parents.at(-1)?.toString()).toBe("lounge_id=1&genre_kind=food");
  });

  it("a link to another lounge shows the session's lounge and offers the switch; switching refills the genres", async () => {
    const { parents, searches, switches } = stub();
    const loadPage = vi.spyOn(pagePolicy, "loadPageAfresh").mockImplementation(() => {});
    const { router } = renderWithProviders(<MenusPage />, {
      path: "/menus?lounge_id=2&genre_kind=food&genre_id=11",
    });
    const offer = await screen.findByTestId("lounge-mismatch");
    expect(offer).toHaveTextContent(
      "このリンクは新宿のものです。いま表示・編集している店舗は渋谷です。",
    );
    // Nothing of 新宿 is read or shown before the switch: the page is 渋谷's.
    await waitFor(() => expect(screen.getByLabelText("ジャンル")).toHaveValue("11"));
    expect(searches.every((s) => s.get("lounge_id") === "1")).toBe(true);
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("店舗: 渋谷");

    await userEvent.click(within(offer).getByRole("button", { name: "新宿に切り替える" }));
    expect(switches).toEqual([{ lounge_id: 2 }]);
    // The page is loaded afresh (its printers are the new lounge's), the address without the lounge.
    await waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith("/menus?genre_kind=food&genre_id=11"),
    );
    // Until it comes, the page already reads as the new lounge's.
    await waitFor(() => expect(genreOptions()).toEqual(["すべてのジャンル", "新宿ドリンク"]));
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("店舗: 新宿");
    expect(parents.at(-1)?.get("lounge_id")).toBe("2");
    // The genre choice was emptied with the refill, and the address no longer names a lounge.
    expect(screen.getByLabelText("ジャンル")).toHaveValue("");
    expect(screen.queryByTestId("lounge-mismatch")).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe("?genre_kind=food"));
    await waitFor(() => expect(searches.at(-1)?.get("lounge_id")).toBe("2"));
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
