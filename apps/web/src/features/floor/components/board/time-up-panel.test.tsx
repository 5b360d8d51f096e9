// Time-up alerts on the board: the groups at or past their rule's warning lead, most overdue first,
// a one-tap call at level 1 for those not yet called, and the call's own state for the others.
import { floorApi } from "@lounge-office/domain/floor";
import { pathOf } from "@lounge-office/domain/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { buildGroup, buildSeat } from "./board.fixtures";
import { dueGroups, timeUpLabel } from "./board-view";
import { TimeUpPanel } from "./time-up-panel";

const NOW = Date.parse("2026-11-24T12:00:30.000Z");
const arrivedAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const timed = { set_minutes: 60, warn_lead_minutes: 10 };

const seats = [
  buildSeat({
    id: 1,
    name: "A1",
    group_mens: [
      buildGroup({ id: 11, seat_id: 1, ...timed, service_start_at: arrivedAgo(55) }), // 残5分
      buildGroup({ id: 12, seat_id: 1, ...timed, service_start_at: arrivedAgo(30) }), // 残30分
    ],
  }),
  buildSeat({
    id: 2,
    name: "B3",
    group_ladys: [
      buildGroup({
        id: 21,
        seat_id: 2,
        gender: "ladys",
        ...timed,
        service_start_at: arrivedAgo(72),
      }),
      // No set on its rule: never listed, however long it stays.
      buildGroup({ id: 22, seat_id: 2, gender: "ladys", service_start_at: arrivedAgo(300) }),
    ],
  }),
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("dueGroups", () => {
  it("lists the groups at or past the lead, most overdue first, with their minutes", () => {
    const due = dueGroups(seats, NOW);
    expect(due.map((d) => [d.group.id, d.timeUp.state, timeUpLabel(d.timeUp)])).toEqual([
      [21, "over", "超過12分"],
      [11, "warn", "残5分"],
    ]);
  });
});

describe("TimeUpPanel", () => {
  it("calls a due group at level 1 in one tap, shows a called group's call, and opens details", async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const calls: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [pathOf(floorApi.warn)]: (_url: URL, init?: RequestInit) => {
            calls.push(JSON.parse(String(init?.body)));
            return new Response(JSON.stringify({ ok: true }), { status: 200 });
          },
        }),
      ),
    );
    const onOpenGroup = vi.fn();
    renderWithProviders(
      <TimeUpPanel
        loungeId={2}
        seats={seats}
        // Group 21 has already been called at level 2.
        warnLevelOf={(group) => (group.id === 21 ? 2 : null)}
        onOpenGroup={onOpenGroup}
      />,
    );
    const panel = screen.getByRole("region", { name: "セット時間のお知らせ" });
    const items = within(panel).getAllByRole("button", { name: /詳細を開く/ });
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual([
      "B3 女性2名 セット時間を12分超過（詳細を開く）",
      "A1 男性2名 セット残り5分（詳細を開く）",
    ]);
    expect(within(panel).getByText("呼び出し中 レベル2")).toBeInTheDocument();
    expect(
      within(panel).queryByRole("button", { name: "B3 女性2名を呼び出す（レベル1）" }),
    ).toBeNull();

    await userEvent.click(
      within(panel).getByRole("button", { name: "A1 男性2名を呼び出す（レベル1）" }),
    );
    await waitFor(() =>
      expect(calls).toEqual([{ customer_group: { id: 11, gender: "mens", level: 1 } }]),
    );
    await userEvent.click(items[1]!);
    expect(onOpenGroup).toHaveBeenCalledWith(11);
  });

  it("renders nothing when no group is due", () => {
    const { container } = renderWithProviders(
      <TimeUpPanel loungeId={2} seats={[]} warnLevelOf={() => null} onOpenGroup={vi.fn()} />,
    );
    expect(container.querySelector("[data-testid='time-up-panel']")).toBeNull();
  });
});
