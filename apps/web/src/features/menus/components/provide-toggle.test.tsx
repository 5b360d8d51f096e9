// The menu list's provide toggle: on success the button changes (red ban ↔ primary cutlery) and
// the row is highlighted for 3000 ms; on failure a red notification says why and the row stays as it was.
import type { Menu } from "@lounge-office/domain/shared";
import { Notifications, notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { MenusPage } from "./menus-page";
import { apiError, GENRES, json, MANAGER_SESSION, MENUS } from "./test-fixtures";
import { ROW_HIGHLIGHT_MS } from "./use-row-highlight";

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A server holding the menus; `put` answers PUT /menus/{id}. */
function stubServer(put: (menu: Menu, body: { menu: Partial<Menu> }) => Response | "apply") {
  let menus = MENUS.map((m) => ({ ...m }));
  const sent: { path: string; method?: string; body: unknown }[] = [];
  const routes: Parameters<typeof jsonFetch>[0] = {
    "/api/v1/session": MANAGER_SESSION,
    "/genres": GENRES,
    "/menus/change_parent": GENRES.map(({ id, name }) => ({ id, name })),
    "/menus": () => json(menus),
  };
  for (const menu of MENUS) {
    routes[`/menus/${menu.id}`] = (_url: URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      sent.push({ path: `/menus/${menu.id}`, method: init?.method, body });
      const current = menus.find((m) => m.id === menu.id)!;
      const answer = put(current, body);
      if (answer !== "apply") return answer;
      const saved = { ...current, ...body.menu };
      menus = menus.map((m) => (m.id === saved.id ? saved : m));
      return json(saved);
    };
  }
  vi.stubGlobal("fetch", jsonFetch(routes));
  return sent;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name, { selector: "td" })).closest("tr") as HTMLTableRowElement;
/** The page with the app's notification outlet. */
const renderPage = () =>
  renderWithProviders(
    <>
      <Notifications />
      <MenusPage />
    </>,
    { path: "/menus" },
  );
const toggleOf = (row: HTMLElement) => within(row).getByRole("button", { name: /提供中|停止中/ });

describe("menu provide toggle", { timeout: 20_000 }, () => {
  it("turns the button red with a ban icon and highlights the row for 3000 ms on success", async () => {
    const sent = stubServer(() => "apply");
    renderPage();
    const row = await rowOf("生ビール");
    const button = toggleOf(row);
    expect(button).toHaveAttribute("data-provided", "true");
    expect(button).toHaveTextContent("提供中");
    expect(row).toHaveAttribute("data-highlighted", "false");

    await userEvent.click(button);

    await waitFor(() => expect(toggleOf(row)).toHaveAttribute("data-provided", "false"));
    expect(toggleOf(row)).toHaveTextContent("停止中");
    expect(toggleOf(row).querySelector(".tabler-icon-ban")).not.toBeNull();
    expect(row).toHaveAttribute("data-highlighted", "true");
    expect(sent).toEqual([
      { path: "/menus/1", method: "PUT", body: { menu: { provide_flag: false, lounge_id: 1 } } },
    ]);
    // The other rows are untouched.
    expect(await rowOf("ハイネケン")).toHaveAttribute("data-highlighted", "false");

    // And back: a primary button with the cutlery icon.
    await userEvent.click(toggleOf(row));
    await waitFor(() => expect(toggleOf(row)).toHaveAttribute("data-provided", "true"));
    expect(toggleOf(row).querySelector(".tabler-icon-tools-kitchen-2")).not.toBeNull();
  });

  it("drops the highlight after 3000 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubServer(() => "apply");
    renderPage();
    const row = await rowOf("ハイネケン");
    await user.click(toggleOf(row));
    await waitFor(() => expect(row).toHaveAttribute("data-highlighted", "true"));
    act(() => vi.advanceTimersByTime(ROW_HIGHLIGHT_MS - 300));
    expect(row).toHaveAttribute("data-highlighted", "true");
    act(() => vi.advanceTimersByTime(400));
    expect(row).toHaveAttribute("data-highlighted", "false");
  });

  it("says so in a notification on failure and leaves the row as it was", async () => {
    const sent = stubServer(() => apiError(500, "internal", "サーバーでエラーが発生しました"));
    renderPage();
    const row = await rowOf("生ビール");
    await userEvent.click(toggleOf(row));

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("「生ビール」の提供状態を変更できませんでした");
    expect(notice).toHaveTextContent("サーバーでエラーが発生しました");
    expect(sent).toHaveLength(1);
    expect(toggleOf(row)).toHaveAttribute("data-provided", "true");
    expect(toggleOf(row)).toHaveTextContent("提供中");
    expect(toggleOf(row)).toHaveAttribute("aria-busy", "false");
    expect(row).toHaveAttribute("data-highlighted", "false");
  });
});
