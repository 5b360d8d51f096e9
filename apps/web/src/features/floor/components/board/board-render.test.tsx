// Rendering cost of realtime on a busy floor (80 seats, 300 groups): each `seat` message, delivered
// through the board's own socket handler, re-renders that seat's cell and no other. Counted with
// React's Profiler: one inside each cell (a test-only wrapper behind the cell's own memo) and one
// around the board, whose commit times are printed (never asserted: tests do not depend on timing).
// `npm run bench:render` runs this file with RENDER_BENCH=1 and reformats the JSON line it prints.
import {
  type Board,
  type BoardSeat,
  boardSideOf,
  type IconDetail,
  type WarnIcon,
} from "@lounge-office/domain/floor";
import type { CableMessage } from "@lounge-office/domain/realtime";
import { act, screen, waitFor } from "@testing-library/react";
import {
  type ComponentProps,
  type ComponentType,
  Profiler,
  type ProfilerOnRenderCallback,
} from "react";
import { afterEach, expect, it, vi } from "vitest";
import { createQueryClient, SESSION_QUERY_KEY } from "../../../../lib/query-client";
import { FakeWebSocket } from "../../../../test/fake-web-socket";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import {
  boardHeadcount,
  boardQuery,
  iconDetailsQuery,
  summaryQuery,
  warnIconsQuery,
} from "../../api/board-cache";
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
  const Probe = (props: P) =>
    createElement(Profiler, { id: idOf(props), onRender }, createElement(inner, props));
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
  staff: {
    id: 7,
    name: "加藤 由衣",
    account: "shinjuku-staff1",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja",
  },
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

/** A group of two men arrives at a seat: the seat's new state, as the server sends it. */
function arrivalAt(seat: BoardSeat, groupId: number): Extract<CableMessage, { type: "seat" }> {
  const arrival = buildGroup({
    id: groupId,
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

const isBoardRead = (url: unknown) => String(url).includes("/lounges/entries/board");

/**
 * The busy board as a tablet has it: loaded (so the first render is the whole board at once), its
 * socket connected and the read that follows the welcome done. Time stands still (timers still
 * run), so no minute turns mid-test: the labels re-render once a minute with the board clock, which
 * is expected and not what these tests measure.
 */
async function renderBusyBoard() {
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

  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, SESSION);
  queryClient.setQueryData(boardQuery(LOUNGE.id).queryKey, BOARD);
  queryClient.setQueryData(summaryQuery(LOUNGE.id).queryKey, summaryOf(BOARD));
  queryClient.setQueryData(warnIconsQuery(LOUNGE.id).queryKey, WARN_ICONS);
  queryClient.setQueryData(iconDetailsQuery(LOUNGE.id).queryKey, ICON_DETAILS);

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

  const socket = FakeWebSocket.latest();
  await act(async () => {
    socket.open();
    socket.message({
      type: "welcome",
      lounge_id: LOUNGE.id,
      server_time: new Date().toISOString(),
    });
  });
  await waitFor(() => {
    expect(fetch.mock.calls.some(([url]) => isBoardRead(url))).toBe(true);
    expect(queryClient.isFetching()).toBe(0);
  });
  await settle();

  /** Forgets what rendered so far: from here on, only what the next change renders is counted. */
  const startCounting = () => {
    rendered.cells.length = 0;
    rendered.labels.length = 0;
    commits.length = 0;
  };
  return { queryClient, socket, commits, fullRenderMs, startCounting };
}

const distinct = (ids: string[]) => [...new Set(ids)];
const groupIdsOf = (seat: BoardSeat) =>
  [...seat.group_mens, ...seat.group_ladys].map((group) => String(group.id));

/** Seats in different parts of the room, each changed once, one after the other. */
const CHANGED_SEATS = [38, 6, 63, 19, 80];

it("a seat message on an 80-seat, 300-group board re-renders that seat's cell and no other", async () => {
  const { socket, commits, fullRenderMs, startCounting } = await renderBusyBoard();
  const samples: {
    seat: number;
    cells: string[];
    labels: string[];
    commits: number;
    ms: number;
  }[] = [];
  let headcount = boardHeadcount(BOARD);
  for (const [index, seatId] of CHANGED_SEATS.entries()) {
    const seat = BOARD.seats.find((s) => s.id === seatId) as BoardSeat;
    const message = arrivalAt(seat, GROUPS + 1 + index);
    startCounting();
    await act(async () => socket.message(message));
    // The header's people present follow the seat.
    headcount = { ...headcount, mens: headcount.mens + 2, total: headcount.total + 2 };
    expect(
      await screen.findByText(
        new RegExp(`在席 男性 ${headcount.mens} / 女性 ${headcount.ladys} / 計 ${headcount.total}`),
      ),
    ).toBeInTheDocument();
    await settle();
    const cell = document.querySelector(`[data-seat-id="${seat.id}"]`) as HTMLElement;
    expect(cell.querySelector(`[data-group-id="${GROUPS + 1 + index}"]`)).not.toBeNull();
    samples.push({
      seat: seat.id,
      cells: distinct(rendered.cells),
      labels: distinct(rendered.labels),
      commits: commits.length,
      ms: sum(commits.map((c) => c.ms)),
    });
  }

  // One update is a few milliseconds, where a busy machine's noise shows: the median of the five.
  const median = [...samples].sort((a, b) => a.ms - b.ms)[Math.floor(samples.length / 2)];
  const figures = {
    seats: SEATS,
    groups: GROUPS,
    updates: samples.length,
    cells: Math.max(...samples.map((sample) => sample.cells.length)),
    labels: Math.max(...samples.map((sample) => sample.labels.length)),
    commits: median?.commits ?? 0,
    update_ms: median?.ms ?? Number.NaN,
    full_ms: fullRenderMs,
  };
  console.log(
    `board render: at most ${figures.cells} of ${SEATS} cells and ${figures.labels} group labels re-rendered per seat update; ` +
      `update ${figures.update_ms.toFixed(1)} ms (median of ${samples.length}: ${samples.map((sample) => sample.ms.toFixed(1)).join(", ")}) ` +
      `vs full render ${figures.full_ms.toFixed(1)} ms`,
  );
  if (process.env.RENDER_BENCH) console.log(`render-bench ${JSON.stringify(figures)}`);

  for (const [index, sample] of samples.entries()) {
    const seat = BOARD.seats.find((s) => s.id === sample.seat) as BoardSeat;
    expect(sample.cells).toEqual([String(seat.id)]);
    expect(sample.labels.sort()).toEqual([...groupIdsOf(seat), String(GROUPS + 1 + index)].sort());
  }
});

it("polls that answer what the board already shows re-render no cell, though the calls now come from the poll", async () => {
  const { queryClient, startCounting } = await renderBusyBoard();
  // Later than the board's read: the calls poll's answer now wins (a new resolver for every cell).
  vi.setSystemTime(new Date("2026-11-21T12:00:30.000Z"));
  startCounting();
  await act(async () => {
    await queryClient.refetchQueries({ queryKey: warnIconsQuery(LOUNGE.id).queryKey });
    await queryClient.refetchQueries({ queryKey: iconDetailsQuery(LOUNGE.id).queryKey });
    await queryClient.refetchQueries({ queryKey: summaryQuery(LOUNGE.id).queryKey });
  });
  await settle();
  expect(rendered.cells).toEqual([]);
  expect(rendered.labels).toEqual([]);
  const called = document.querySelectorAll("[data-warn-level]");
  expect(called).toHaveLength(WARN_ICONS.length);
});
