// The menu list's drag: a move the server refuses puts every cached view back and says why in a red
// notification (the row is not left where it was dropped).
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenusPage } from "./menus-page";
import { apiError, GENRES, json, layOutRows, MANAGER_SESSION, MENUS } from "./test-fixtures";

beforeEach(layOutRows);

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const beerNames = () =>
  within(screen.getByRole("table", { name: "メニュー一覧" }))
    .getAllByRole("row")
    .filter((row) => row.closest("tbody")?.getAttribute("data-section") === "10")
    .map((row) => row.getAttribute("data-menu"))
    .filter(Boolean);

describe("menu drag", { timeout: 20_000 }, () => {
  it("puts a refused move back and says why", async () => {
    const sent: unknown[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/genres": GENRES,
        "/menus/change_parent": GENRES.map(({ id, name }) => ({ id, name })),
        "/menus": () => json(MENUS),
        "/menus/2/sort": (_url: URL, init?: RequestInit) => {
          sent.push(JSON.parse(String(init?.body)));
          return gate.then(() =>
            apiError(500, "internal", "サーバーでエラーが発生しました"),
          ) as unknown as Response;
        },
      }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <MenusPage />
      </>,
      { path: "/menus" },
    );
    const handle = await screen.findByRole("button", {
      name: "「ハイネケン」をドラッグして並べ替え",
    });
    await waitFor(() => expect(handle).toBeEnabled());
    expect(beerNames()).toEqual(["生ビール", "ハイネケン"]);

    handle.focus();
    await userEvent.keyboard("[Space][ArrowUp][Space]");
    await waitFor(() => expect(beerNames()).toEqual(["ハイネケン", "生ビール"]));
    expect(sent).toEqual([{ _method: "put", menu: { row_order_position: 0 } }]);
    release();

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("並べ替えできませんでした");
    expect(notice).toHaveTextContent("サーバーでエラーが発生しました");
    expect(beerNames()).toEqual(["生ビール", "ハイネケン"]);
  });
});
