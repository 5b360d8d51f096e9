// The board page: seats by column and row with labels, counts, classes and calls; the header;
// the accounting table's link; the age modal's failure path back to the detail modal; the bar and
// the dimmed board while the realtime link is lost.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../../test/fake-web-socket";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { buildBoard, buildGroup, buildSeat } from "./board.fixtures";
import { BoardPage } from "./board-page";

const SESSION = {
  staff: {
    id: 7,
    name: "加藤 由衣",
    account: "shinjuku-staff1",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja",
  },
  lounge: { id: 2, name: "新宿", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" },
  lounges: [{ id: 2, name: "新宿", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" }],
  csrf_token: "token",
  expires_at: "2099-01-01T00:00:00.000Z",
};

const vipMan = buildGroup({
  id: 1,
  num: 2,
  seat_id: 1,
  fee_rule_id: 6,
  fee_rule: "VIP",
  vip: true,
  warn_level: 2,
  matched_group_ids: [2],
});
const lady = buildGroup({ id: 2, gender: "ladys", num: 3, seat_id: 1, matched_group_ids: [1] });
const BOARD = buildBoard([
  buildSeat({
    id: 1,
    name: "A1",
    seat_type: "auto",
    col: 0,
    row: 0,
    group_mens: [vipMan],
    group_ladys: [lady],
    mens_label_class: "label-vip",
    mens_warn_level: 2,
  }),
  buildSeat({ id: 2, name: "C3", seat_type: "normal", col: 2, row: 1 }),
]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(extra: Record<string, unknown> = {}) {
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": SESSION,
      "/lounges/entries/board": BOARD,
      "/lounges/entries/summary": {
        lounge_id: 2,
        name: "新宿",
        result: 12300,
        status: { total: 5, mens: 2, ladys: 3 },
      },
      "/customer_groups/warn_icons_json": [
        { seat_id: 1, group_id: 1, gender: "mens", level: 2, put_at: 1_700_000_000 },
      ],
      "/lounges/entries/icon_details": [
        { seat_id: 1, gender: "mens", last_normal_event_log_elapsed_min: 14, account: true },
      ],
      ...extra,
    }),
  );
}

const seatCell = (name: string) =>
  document.querySelector(`[data-seat-name="${name}"]`) as HTMLElement;

describe("BoardPage", () => {
  it("lays seats out like the room with coloured labels, counts, calls and the header", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    await screen.findByRole("group", { name: /^A1 自動会計席/ });
    const a1 = seatCell("A1");
    expect(a1).toHaveAttribute("data-seat-type", "auto");
    expect(a1).toHaveAttribute("data-seat-id", "1");
    expect(a1).toHaveClass("warn-2");
    expect(a1.style.gridColumn).toBe("1");
    expect(seatCell("C3").style.gridColumn).toBe("3");
    expect(seatCell("C3").style.gridRow).toBe("2");

    const mens = a1.querySelector('[data-gender="mens"][data-count]') as HTMLElement;
    expect(mens).toHaveClass("label-vip", "warn-2");
    expect(mens).toHaveAttribute("data-count", "2");
    expect(
      within(mens).getByRole("button", { name: /男性 2名（A1） VIP 呼び出し中 レベル2/ }),
    ).toHaveClass("warn-2");
    expect(await within(mens).findByText("14分")).toBeInTheDocument();
    expect(within(mens).getByText("会計中")).toBeInTheDocument();
    const ladys = a1.querySelector('[data-gender="ladys"][data-count]') as HTMLElement;
    expect(ladys).toHaveClass("label-normal");
    expect(ladys).toHaveTextContent("女3");
    const empty = seatCell("C3").querySelector('[data-gender="mens"][data-count]') as HTMLElement;
    expect(empty).toHaveAttribute("data-empty", "true");
    expect(empty).toHaveTextContent("");

    expect(screen.getByRole("heading", { name: "新宿" })).toBeInTheDocument();
    expect(screen.getByTestId("board-clock").textContent).toMatch(
      /^\d{1,2}\/\d{1,2} \(.\) \d{2}:\d{2}$/,
    );
    expect(await screen.findByText("¥12,300")).toBeInTheDocument();
    expect(screen.getByText(/在席 男性 2 \/ 女性 3 \/ 計 5/)).toBeInTheDocument();
    expect(screen.getByTestId("cable-status")).toHaveTextContent(/接続中|再接続中…/);
    expect(screen.getByRole("button", { name: "新規 男性" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "新規 女性" })).toBeInTheDocument();
  });

  it("says the link is lost with a bar and the last update in the lounge's time, dims the board, and clears both on reconnect", async () => {
    // 22:41 in Tokyo; the browser's own zone plays no part.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-27T13:41:10.000Z") });
    FakeWebSocket.instances = [];
    vi.stubGlobal("WebSocket", FakeWebSocket);
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    await screen.findByRole("group", { name: /^A1 自動会計席/ });
    const socket = FakeWebSocket.latest();
    await act(async () => {
      socket.open();
      socket.message({ type: "welcome", lounge_id: 2, server_time: new Date().toISOString() });
    });
    const board = document.querySelector("[data-stale]") as HTMLElement;
    expect(board).toHaveAttribute("data-stale", "false");
    expect(screen.queryByTestId("offline-bar")).toBeNull();

    // Six seconds without a word from the server.
    await act(() => vi.advanceTimersByTimeAsync(6_100));
    const bar = await screen.findByTestId("offline-bar");
    expect(bar).toHaveTextContent(
      "接続が切れています — 最終更新 22:41（表示は古い可能性があります）",
    );
    expect(board).toHaveAttribute("data-stale", "true");
    // The header with the bar stays bright; the rest of the board is dimmed.
    expect(board.firstElementChild).toContainElement(bar);

    // The retry opens: live again.
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await act(async () => FakeWebSocket.latest().open());
    await waitFor(() => expect(screen.queryByTestId("offline-bar")).toBeNull());
    expect(board).toHaveAttribute("data-stale", "false");
  });

  it("shows the app's notice slot for the board's lounge above the board", async () => {
    serve();
    renderWithProviders(
      <BoardPage noticeSlot={(loungeId) => <div data-testid="notice">店舗{loungeId}</div>} />,
      { path: "/lounges/entries" },
    );
    expect(await screen.findByTestId("notice")).toHaveTextContent(`店舗${SESSION.lounge.id}`);
  });

  it("keeps the group-accounting link disabled until a group is ticked", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    const table = await screen.findByRole("table", { name: "会計するグループ" });
    expect(screen.getByRole("button", { name: "まとめて会計へ" })).toBeDisabled();
    await userEvent.click(within(table).getByRole("checkbox", { name: "A1 男性 2名を選択" }));
    await userEvent.click(within(table).getByRole("checkbox", { name: "A1 女性 3名を選択" }));
    expect(screen.getByRole("link", { name: /まとめて会計へ（2組）/ })).toHaveAttribute(
      "href",
      "/accounting_logs/new?customer_group_ids[]=1&customer_group_ids[]=2",
    );
  });

  it("ticks a group when its row is tapped, unticks on a second tap; Space on the box still ticks", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    const table = await screen.findByRole("table", { name: "会計するグループ" });
    const box = within(table).getByRole("checkbox", { name: "A1 男性 2名を選択" });
    const row = box.closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByText("男性"));
    expect(box).toBeChecked();
    expect(screen.getByRole("link", { name: /まとめて会計へ（1組）/ })).toBeInTheDocument();
    await userEvent.click(within(row).getByText("2名"));
    expect(box).not.toBeChecked();
    // A click on the box itself ticks it once (the row does not tick it back).
    await userEvent.click(box);
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(" ");
    expect(box).not.toBeChecked();
  });

  it("opens a group's details on tap and on Enter, with なし for an empty comment and the links", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    const label = await screen.findByRole("button", { name: /— 女性 3名（A1）/ });
    label.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "女性 3名 — A1" });
    expect(within(dialog).getByTestId("group-comment")).toHaveTextContent("なし");
    expect(within(dialog).getByText(/男性 2名 VIP/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "イベントログ" })).toHaveAttribute(
      "href",
      "/event_logs?q[customer_group_id_eq]=2",
    );
    expect(within(dialog).getByRole("link", { name: "会計へ" })).toHaveAttribute(
      "href",
      "/accounting_logs/new?customer_group_ids[]=2",
    );
    expect(within(dialog).getByRole("button", { name: "呼び出し停止" })).toBeDisabled();
  });

  it("closes the age modal on a refused save and reopens the detail modal with the error", async () => {
    serve({
      "/customer_groups/1": () =>
        new Response(
          JSON.stringify({
            error: {
              code: "validation_failed",
              message: "年齢の人数の合計が組の人数（2名）を超えています",
            },
          }),
          { status: 400 },
        ),
    });
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    await userEvent.click(await screen.findByRole("button", { name: /— 男性 2名（A1）/ }));
    await userEvent.click(await screen.findByRole("button", { name: "年齢を設定" }));
    await screen.findByRole("dialog", { name: "年齢 — 男性 2名" });
    await userEvent.selectOptions(screen.getByLabelText("生まれ年"), "1990");
    await userEvent.click(screen.getByRole("button", { name: "追加" }));
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    const detail = await screen.findByRole("dialog", { name: "男性 2名 — A1" });
    expect(within(detail).getByRole("alert")).toHaveTextContent(
      "年齢の人数の合計が組の人数（2名）を超えています",
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "年齢 — 男性 2名" })).not.toBeInTheDocument(),
    );
  });

  it("seats by tap: a tapped palette item is selected with a hint and a cancel, a tapped seat opens the entry", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    const palette = await screen.findByRole("button", { name: "新規 女性" });
    expect(screen.getByTestId("board-hint")).toBeVisible();
    await userEvent.click(palette);
    expect(palette).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("tap-hint")).toHaveTextContent("新規 女性: 席をタップして案内します");
    await userEvent.click(
      within(screen.getByTestId("tap-hint")).getByRole("button", { name: "取消" }),
    );
    expect(screen.queryByTestId("tap-hint")).not.toBeInTheDocument();
    expect(palette).toHaveAttribute("aria-pressed", "false");

    await userEvent.click(palette);
    await userEvent.click(seatCell("C3"));
    expect(await screen.findByRole("dialog", { name: /女性/ })).toBeInTheDocument();
    expect(screen.queryByTestId("tap-hint")).not.toBeInTheDocument();
  });

  it("selects a group on a finger's tap and opens its details on the second tap; a mouse click opens them at once", async () => {
    serve();
    renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    const label = await screen.findByRole("button", { name: /— 男性 2名（A1）/ });
    expect(label).toHaveAttribute("data-match", "A");
    expect(screen.getByRole("button", { name: /— 女性 3名（A1）/ })).toHaveAttribute(
      "data-match",
      "A",
    );
    const tap = async () => {
      fireEvent.pointerDown(label, { pointerType: "touch", isPrimary: true });
      fireEvent.click(label);
    };
    await tap();
    expect(label).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("tap-hint")).toHaveTextContent(
      "男性 2名（A1）: 席をタップして案内します",
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await tap();
    expect(await screen.findByRole("dialog", { name: "男性 2名 — A1" })).toBeInTheDocument();
    expect(screen.queryByTestId("tap-hint")).not.toBeInTheDocument();
  });

  it("works from the keyboard: a new group to a seat by name, a group chosen, called and settled; ? lists the keys", async () => {
    serve();
    const put = vi.fn();
    const { router } = renderWithProviders(<BoardPage />, { path: "/lounges/entries" });
    await screen.findByRole("button", { name: /— 男性 2名（A1）/ });

    // M G C 3 Enter: the entry for a new men's group on C3 (its OK is the sixth key).
    await userEvent.keyboard("mgc3");
    expect(screen.getByTestId("key-status")).toHaveTextContent("席へ: C3");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "新規 男性 → C3" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // G A 1 Enter chooses A1's first group; 3 calls it at level 3.
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/customer_groups/warn_icon") {
        put(JSON.parse(String(init?.body)));
        return new Response(JSON.stringify({ ok: true }), {
          headers: { "content-type": "application/json" },
        });
      }
      return new Response("{}", { status: 404 });
    });
    await userEvent.keyboard("ga1{Enter}");
    const label = screen.getByRole("button", { name: /— 男性 2名（A1）/ });
    expect(label).toHaveAttribute("aria-pressed", "true");
    expect(label).toHaveFocus();
    await userEvent.keyboard("3");
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith({ customer_group: { id: 1, gender: "mens", level: 3 } }),
    );

    // An unknown seat says so; ? opens the list of keys.
    await userEvent.keyboard("gz9{Enter}");
    expect(screen.getByTestId("key-status")).toHaveTextContent("席「Z9」はありません");
    await userEvent.keyboard("?");
    const help = await screen.findByRole("dialog", { name: "キーボード操作" });
    expect(help).toHaveTextContent("選んだ組を会計へ");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // S: the selected group to the accounting screen.
    label.focus();
    await userEvent.keyboard("s");
    await waitFor(() => expect(router.state.location.pathname).toBe("/accounting_logs/new"));
    expect(router.state.location.search).toContain("customer_group_ids");
  });
});
