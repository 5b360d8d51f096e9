// The accounting screen's bill session: opening the screen marks its groups 会計中 on every device
// (a call of its own: reading the bill marks nothing), renews it while open, and ends it when the
// screen goes — but not after settling or 会計をやめる, which ended it already.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { BILL_SESSION_RENEW_MS } from "../api/start-bill-session";
import { AccountingPage } from "./accounting-page";
import { accountingLog, billOf, json, sessionOf } from "./test-fixtures";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = "/accounting_logs/new?customer_group_ids[]=12&customer_group_ids[]=13";

/** Every call the screen sends, by path, with its JSON body. */
function stubServer() {
  const calls: { path: string; body: unknown }[] = [];
  const answer = jsonFetch({
    "/api/v1/session": sessionOf("staff", 3),
    "/accounting_logs/new": () => json(billOf({ discountPercent: null, extra: {} })),
    "/accounting_logs/bill_session": { ok: true },
    "/accounting_logs/release": { ok: true },
    "/accounting_logs": () =>
      json(
        { accounting_logs: [accountingLog(1), accountingLog(2, { customer_group_id: 13 })] },
        201,
      ),
  });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), "http://localhost").pathname;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer(input, init);
  });
  const to = (path: string) => calls.filter((c) => c.path === path);
  return {
    calls,
    sessions: () => to("/accounting_logs/bill_session"),
    releases: () => to("/accounting_logs/release"),
  };
}

const BOTH = { customer_group_ids: [12, 13] };

describe("AccountingPage bill session", () => {
  it("marks the groups 会計中 on opening and releases them when the screen goes", async () => {
    const server = stubServer();
    const view = renderWithProviders(<AccountingPage />, { path: PATH });
    await screen.findByTestId("total-合計");
    expect(server.sessions().map((c) => c.body)).toEqual([BOTH]);
    expect(server.releases()).toEqual([]);
    view.unmount();
    await waitFor(() => expect(server.releases().map((c) => c.body)).toEqual([BOTH]));
  });

  it("renews the session while the screen stays open", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = stubServer();
    const view = renderWithProviders(<AccountingPage />, { path: PATH });
    await screen.findByTestId("total-合計");
    expect(server.sessions()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(BILL_SESSION_RENEW_MS);
    expect(server.sessions()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(BILL_SESSION_RENEW_MS);
    expect(server.sessions()).toHaveLength(3);
    view.unmount();
  });

  it("sends nothing more once settled, not even on leaving", async () => {
    const server = stubServer();
    const view = renderWithProviders(<AccountingPage receiptSlot={() => null} />, { path: PATH });
    await screen.findByTestId("total-合計");
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "担当スタッフ" }),
      "佐藤 花",
    );
    await userEvent.click(screen.getByRole("button", { name: "会計する" }));
    await screen.findByRole("heading", { name: "会計しました" });
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sessions()).toHaveLength(1);
    expect(server.releases()).toEqual([]);
  });

  it("会計をやめる releases once, not again when the screen goes", async () => {
    const server = stubServer();
    const { router, unmount } = renderWithProviders(<AccountingPage />, { path: PATH });
    await screen.findByTestId("total-合計");
    await userEvent.click(screen.getByRole("button", { name: "会計をやめる" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/lounges/entries"));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.releases().map((c) => c.body)).toEqual([BOTH]);
  });
});
