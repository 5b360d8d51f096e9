// The menu screens name the lounge they write to: the menu form's title, the genre add form's title; a menu of
// another lounge than the session's is not edited until the staff member switches to it.
import type { Session } from "@lounge-office/domain/session";
import type { Menu } from "@lounge-office/domain/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pagePolicy from "../../../lib/page-policy";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { GenresPage } from "./genres-page";
import { MenuForm, MenuFormPage } from "./menu-form-page";
import { GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SHINJUKU_BEER: Menu = { ...(MENUS[0] as Menu), id: 40, lounge_id: 2, name: "新宿ビール" };

describe("lounge-named menu screens", { timeout: 20_000 }, () => {
  it("names the lounge in the menu form's and the genre form's titles", async () => {
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": MANAGER_SESSION, "/genres": GENRES }));
    const form = renderWithProviders(<MenuForm menu={null} loungeId={2} />);
    expect(await screen.findByRole("heading", { name: "メニューの登録（新宿）" })).toBeVisible();
    form.unmount();
    renderWithProviders(<GenresPage />, { path: "/genres" });
    expect(await screen.findByRole("form", { name: "ジャンルの追加（渋谷）" })).toBeVisible();
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("店舗: 渋谷");
    expect(screen.queryByLabelText("店舗")).toBeNull();
  });

  it("offers the switch for another lounge's menu and shows its form only after it", async () => {
    let session: Session = MANAGER_SESSION;
    const switches: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": () => json(session),
        "/api/v1/session/lounge": (_url: URL, init?: RequestInit) => {
          switches.push(JSON.parse(String(init?.body)));
          session = { ...session, lounge: session.lounges[1] as Session["lounge"] };
          return json(session);
        },
        "/menus": [...MENUS, SHINJUKU_BEER],
        "/genres": GENRES,
      }),
    );
    renderWithProviders(<MenuFormPage />, { path: "/menus/40/edit", route: "/menus/:id/edit" });
    const offer = await screen.findByTestId("lounge-mismatch");
    expect(offer).toHaveTextContent(
      "このメニューは新宿のものです。いま表示・編集している店舗は渋谷です。",
    );
    expect(screen.queryByLabelText(/メニュー名/)).toBeNull();
    expect(screen.queryByRole("button", { name: "保存" })).toBeNull();

    const loadPage = vi.spyOn(pagePolicy, "loadPageAfresh").mockImplementation(() => {});
    await userEvent.click(within(offer).getByRole("button", { name: "新宿に切り替える" }));
    expect(switches).toEqual([{ lounge_id: 2 }]);
    expect(loadPage).toHaveBeenCalledWith("/menus/40/edit");
    expect(await screen.findByRole("heading", { name: "メニューの編集（新宿）" })).toBeVisible();
    expect(screen.getByLabelText(/メニュー名/)).toHaveValue("新宿ビール");
    expect(screen.queryByTestId("lounge-mismatch")).toBeNull();
  });
});
