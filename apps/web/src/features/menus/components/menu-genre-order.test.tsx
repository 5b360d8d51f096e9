// 表示順 on the menu list, which is grouped by genre: each genre's menus are numbered 1..n (not by the lounge-wide
// row_order), and typing a place moves the menu there within its genre through the sort call.
import type { Menu } from "@lounge-office/domain/shared";
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenusPage } from "./menus-page";
import { apiError, GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const BEER = MENUS[0] as Menu;
const SNACK = MENUS[2] as Menu;
/** The lounge's whole list in row_order: the two genres' menus interleaved. */
const WHOLE: Menu[] = [
  { ...BEER, id: 1, name: "生ビール", row_order: 0 },
  { ...SNACK, id: 3, name: "枝豆", row_order: 1 },
  { ...BEER, id: 2, name: "ハイネケン", row_order: 2 },
  { ...SNACK, id: 5, name: "唐揚げ", row_order: 3 },
  { ...BEER, id: 4, name: "黒ビール", row_order: 4 },
];

/** A server that applies a sort as the real one does: out of the list, back in at the position. */
function stubServer(refuse = false) {
  let menus = WHOLE.map((m) => ({ ...m }));
  const sorts: { path: string; body: unknown }[] = [];
  const routes: Parameters<typeof jsonFetch>[0] = {
    "/api/v1/session": MANAGER_SESSION,
    "/genres": GENRES,
    "/menus/change_parent": GENRES.map(({ id, name }) => ({ id, name })),
    "/menus": () => json(menus),
  };
  for (const menu of WHOLE) {
    routes[`/menus/${menu.id}/sort`] = (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sorts.push({ path: `/menus/${menu.id}/sort`, body });
      if (refuse) return apiError(409, "conflict", "並べ替えが競合しました");
      const rest = menus.filter((m) => m.id !== menu.id);
      rest.splice(body.menu.row_order_position, 0, menus.find((m) => m.id === menu.id) as Menu);
      menus = rest.map((m, row_order) => ({ ...m, row_order }));
      return json(menus);
    };
  }
  vi.stubGlobal("fetch", jsonFetch(routes));
  return sorts;
}

const renderPage = () =>
  renderWithProviders(
    <>
      <Notifications />
      <MenusPage />
    </>,
    { path: "/menus" },
  );
const placeOf = async (name: string) => {
  const row = (await screen.findByText(name, { selector: "td" })).closest("tr") as HTMLElement;
  return within(row).getByLabelText(`「${name}」の表示順`);
};
const places = async (names: string[]) =>
  Promise.all(names.map(async (name) => ((await placeOf(name)) as HTMLInputElement).value));

describe("表示順 within a genre", { timeout: 20_000 }, () => {
  it("numbers each genre's menus 1..n, not by the lounge-wide row_order", async () => {
    stubServer();
    renderPage();
    expect(await screen.findByRole("columnheader", { name: "表示順（ジャンル内）" })).toBeVisible();
    await waitFor(async () =>
      expect(await places(["生ビール", "ハイネケン", "黒ビール"])).toEqual(["1", "2", "3"]),
    );
    expect(await places(["枝豆", "唐揚げ"])).toEqual(["1", "2"]);
  });

  it("moves a menu to the typed place within its genre and renumbers; the other genre stays", async () => {
    const sorts = stubServer();
    renderPage();
    const input = await placeOf("黒ビール");
    await waitFor(() => expect(input).toHaveValue("3"));
    await userEvent.clear(input);
    await userEvent.type(input, "1{Enter}");
    // Before 生ビール, the first of the genre: index 0 of the whole list.
    await waitFor(() =>
      expect(sorts).toEqual([
        { path: "/menus/4/sort", body: { _method: "put", menu: { row_order_position: 0 } } },
      ]),
    );
    await waitFor(async () =>
      expect(await places(["黒ビール", "生ビール", "ハイネケン"])).toEqual(["1", "2", "3"]),
    );
    expect(await places(["枝豆", "唐揚げ"])).toEqual(["1", "2"]);

    // Past the genre's end means last: 生ビール (now 2nd) typed 9 goes just after ハイネケン.
    const beer = await placeOf("生ビール");
    await userEvent.clear(beer);
    await userEvent.type(beer, "9{Enter}");
    await waitFor(() => expect(sorts).toHaveLength(2));
    expect(sorts[1]?.body).toEqual({ _method: "put", menu: { row_order_position: 3 } });
    await waitFor(async () =>
      expect(await places(["黒ビール", "ハイネケン", "生ビール"])).toEqual(["1", "2", "3"]),
    );
  });

  it("refuses 0 without sending; a refused move is notified and the place goes back", async () => {
    const sorts = stubServer(true);
    renderPage();
    const input = await placeOf("ハイネケン");
    await waitFor(() => expect(input).toHaveValue("2"));
    await userEvent.clear(input);
    await userEvent.type(input, "0{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "表示順は1以上の整数で入力してください",
    );
    expect(input).toHaveValue("2");
    expect(sorts).toEqual([]);
    notifications.clean();

    await userEvent.clear(input);
    await userEvent.type(input, "1{Enter}");
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("「ハイネケン」の表示順を変更できませんでした");
    expect(notice).toHaveTextContent("並べ替えが競合しました");
    expect(sorts).toHaveLength(1);
    expect(input).toHaveValue("2");
  });
});
