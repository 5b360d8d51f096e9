// Rendering cost of realtime on a busy floor (80 seats, 300 groups): one `seat` message, delivered
// through the board's own socket handler, re-renders that seat's cell and no other. Counted with
// React's Profiler: one inside each cell (a test-only wrapper behind the cell's own memo) and one
// around the board, whose commit times are printed (never asserted: tests do not depend on timing).
// `npm run bench:render` runs this file with RENDER_BENCH=1 and reformats the JSON line it prints.
import {
  type Board,
  type BoardSeat,
  boardSideOf,
  type CableMessage,
  type IconDetail,
  type WarnIcon,
} from "@lounge-office/domain";
import { act, screen, waitFor } from "@testing-library/react";
import { type ComponentProps, type ComponentType, Profiler, type ProfilerOnRenderCallback } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { createQueryClient, SESSION_QUERY_KEY } from "../../../../lib/query-client";
import { FakeWebSocket } from "../../../../test/fake-web-socket";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { boardHeadcount } from "../../api/board-cache";
import { boardQueryKey } from "../../api/get-board";
import { iconDetailsQueryKey } from "../../api/get-icon-details";
import { summaryQueryKey } from "../../api/get-summary";
import { warnIconsQueryKey } from "../../api/get-warn-icons";
import { buildFloorBoard, buildGroup } from "./board.fixtures";
import { BoardPage } from "./board-page";

/** Which cells and group labels rendered, by id, in the order React rendered them. */
const rendered = vi.hoisted(() => ({ cells: [] as string[], labels: [] as string[] }));

type Probed<P> = ComponentType<P> | { type: ComponentType<P>; compare?: (a: P, b: P) => boolean };

/**
 * The component with a Profiler inside it, keeping its `React.memo` (same comparison) outside: the
 * Profiler then reports exactly the renders the board really does, and production pays nothing.
 */
async function probe<P extends object>(
  component: Probed<P>,
  idOf: (props: P) => string,
  seen: string[],
) {
  const { createElement, memo, Profiler } = await import("react");
  const inner = "type" in component ? component.type : component;
  const onRender: ProfilerOnRenderCallback = (id) => seen.push(id);
  const Probe = (props: P) => createElement(Profiler, { id: idOf(props), onRender }, createElement(inner, props));
  return "type" in component ? memo(Probe, component.compare) : Probe;
}

vi.mock("./seat-cell", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./seat-cell")>();
  type Props = ComponentProps<typeof actual.SeatCell>;
  const SeatCell = await probe(
    actual.SeatCell as Probed<Props>,
    (props) => String(props.seat.id),
    rendered.cells,
  );
  return { ...actual, SeatCell };
});

vi.mock("./group-label", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./group-label")>();
  type Props = ComponentProps<typeof actual.GroupLabel>;
  const GroupLabel = await probe(
    actual.GroupLabel as Probed<Props>,
    (props) => String(props.group.id),
    rendered.labels,
  );
  return { ...actual, GroupLabel };
});

const SEATS = 80;
const GROUPS = 300;
const LOUNGE = { id: 2, name: "新宿", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SESSION = {
  staff: { id: 7, name: "加藤 由衣", account: "shinjuku-staff1", role: "staff", role_ja: "スタッフ" },
  lounge: LOUNGE,
  lounges: [LOUNGE],
  csrf_token: "token",
  expires_at: "2099-01-01T00:00:00.000Z",
};

const BOARD = buildFloorBoard({ seats: SEATS, groups: GROUPS });
const summaryOf = (board: Board) => ({
  lounge_id: LOUNGE.id,
  name: LOUNGE.name,
  result: 123_400,
  status: boardHeadcount(board),
});
const WARN_ICONS: WarnIcon[] = BOARD.seats.flatMap((seat) =>
  [...seat.group_mens, ...seat.group_ladys].flatMap((group) =>
    group.warn_level
      ? [
          {
            seat_id: seat.id,
            group_id: group.id,
            gender: boardSideOf(group.gender),
            level: group.warn_level,
            put_at: 1_700_000_000,
          },
        ]
      : [],
  ),
);
const ICON_DETAILS: IconDetail[] = BOARD.seats
  .filter((seat) => seat.id % 4 === 0)
  .map((seat) => ({
    seat_id: seat.id,
    gender: "mens",
    last_normal_event_log_elapsed_min: seat.id,
    account: seat.id % 8 === 0,
  }));

/** A group of two men arrives at one seat in the middle of the room: its new state, as the server sends it. */
function arrivalAt(seat: BoardSeat): Extract<CableMessage, { type: "seat" }> {
  const arrival = buildGroup({
    id: GROUPS + 1,
    gender: "mens",
    num: 2,
    seat_id: seat.id,
    last_seat_name: seat.name,
    service_start_at: "2026-11-21T12:00:00.000Z",
    status_start_at: "2026-11-21T12:00:00.000Z",
  });
  return {
    type: "seat",
    ...seat,
    mens: seat.mens + arrival.num,
    group_mens: [...seat.group_mens, arrival],
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lets queued query notifications and React commits land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

it("a seat message on an 80-seat, 300-group board re-renders that seat's cell and no other", async () => {
  // Time stands still (timers still run), so no minute turns mid-test: the labels re-render once a
  // minute with the board clock, which is expected and not what this test measures.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-21T12:00:20.000Z"));
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  const fetch = vi.fn(
    jsonFetch({
      "/api/v1/session": SESSION,
      "/lounges/entries/board": BOARD,
      "/lounges/entries/summary": summaryOf(BOARD),
      "/customer_groups/warn_icons_json": WARN_ICONS,
      "/lounges/entries/icon_details": ICON_DETAILS,
    }),
  );
  vi.stubGlobal("fetch", fetch);

  // The board as a tablet has it once loaded, so the first render is the whole board at once.
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, SESSION);
  queryClient.setQueryData(boardQueryKey(LOUNGE.id), BOARD);
  queryClient.setQueryData(summaryQueryKey(LOUNGE.id), summaryOf(BOARD));
  queryClient.setQueryData(warnIconsQueryKey(LOUNGE.id), WARN_ICONS);
  queryClient.setQueryData(iconDetailsQueryKey(LOUNGE.id), ICON_DETAILS);

  const commits: { phase: string; ms: number }[] = [];
  const onBoardRender: ProfilerOnRenderCallback = (_id, phase, actualDuration) =>
    commits.push({ phase, ms: actualDuration });
  rendered.cells.length = 0;
  rendered.labels.length = 0;
  renderWithProviders(
    <Profiler id="board" onRender={onBoardRender}>
      <BoardPage />
    </Profiler>,
    { path: "/lounges/entries", queryClient },
  );
  expect(document.querySelectorAll("[data-seat-id]")).toHaveLength(SEATS);
  expect(new Set(rendered.cells).size).toBe(SEATS);
  expect(new Set(rendered.labels).size).toBe(GROUPS);
  const fullRenderMs = sum(commits.filter((c) => c.phase === "mount").map((c) => c.ms));

  // Connected: the welcome makes the board read itself again (the same answer), as on a tablet.
  const socket = FakeWebSocket.latest();
  await act(async () => {
    socket.open();
    socket.message({ type: "welcome", lounge_id: LOUNGE.id, server_time: new Date().toISOString() });
  });
  await waitFor(() => {
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/lounges/entries/board"))).toBe(true);
    expect(queryClient.isFetching()).toBe(0);
  });
  await settle();

  const changed = BOARD.seats[37] as BoardSeat;
  const before = boardHeadcount(BOARD);
  rendered.cells.length = 0;
  rendered.labels.length = 0;
  commits.length = 0;
  await act(async () => socket.message(arrivalAt(changed)));
  // The header's people present follow the seat.
  expect(
    await screen.findByText(
      new RegExp(`在席 男性 ${before.mens + 2} / 女性 ${before.ladys} / 計 ${before.total + 2}`),
    ),
  ).toBeInTheDocument();
  await settle();
  const cell = document.querySelector(`[data-seat-id="${changed.id}"]`) as HTMLElement;
  expect(cell.querySelector(`[data-group-id="${GROUPS + 1}"]`)).not.toBeNull();

  const figures = {
    seats: SEATS,
    groups: GROUPS,
    cells: new Set(rendered.cells).size,
    labels: new Set(rendered.labels).size,
    commits: commits.length,
    update_ms: sum(commits.map((c) => c.ms)),
    full_ms: fullRenderMs,
  };
  console.log(
    `board render: ${figures.cells} of ${SEATS} cells and ${figures.labels} of ${GROUPS + 1} group labels re-rendered; ` +
      `update ${figures.update_ms.toFixed(1)} ms in ${figures.commits} commit(s) vs full render ${figures.full_ms.toFixed(1)} ms`,
  );
  if (process.env.RENDER_BENCH) console.log(`render-bench ${JSON.stringify(figures)}`);

  expect([...new Set(rendered.cells)]).toEqual([String(changed.id)]);
});
