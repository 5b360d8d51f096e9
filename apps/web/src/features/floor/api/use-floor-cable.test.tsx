// useFloorCable against a fake WebSocket: cache patches, liveness, back-off and refetch on reconnect.
import type { Board, BoardGroup, BoardSeat, Summary } from "@lounge-office/domain/floor";
import { notifications } from "@mantine/notifications";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { noteAnswer, OFFLINE_COPY_HEADER } from "../../../lib/offline-copy";
import { createQueryClient } from "../../../lib/query-client";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { boardQuery, summaryQuery } from "./board-cache";
import { useFloorCable } from "./use-floor-cable";

const latest = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;

const group = (overrides: Partial<BoardGroup>): BoardGroup => ({
  id: 1,
  gender: "mens",
  num: 2,
  seat_id: 10,
  fee_rule_id: 1,
  fee_rule: "通常",
  other_flag: false,
  executive: false,
  vip: false,
  lock_version: 0,
  matched_group_ids: [],
  warn_level: null,
  set_minutes: null,
  warn_lead_minutes: null,
  service_start_at: "2025-01-01T12:00:00.000Z",
  status: "solo",
  status_start_at: "2025-01-01T12:00:00.000Z",
  solo_min: 0,
  share_min: 0,
  age_list: [],
  comment: "",
  last_seat_name: "A1",
  seated_normal_today: false,
  accounting: false,
  ...overrides,
});

const seat = (id: number, overrides: Partial<BoardSeat> = {}): BoardSeat => ({
  id,
  seat_id: id,
  name: `A${id}`,
  seat: `A${id}`,
  seat_type: "auto",
  col: id,
  row: 0,
  mens: 0,
  ladys: 0,
  group_mens: [],
  group_ladys: [],
  mens_other_flag: false,
  ladys_other_flag: false,
  mens_label_class: "",
  ladys_label_class: "",
  mens_warn_level: null,
  ladys_warn_level: null,
  ...overrides,
});

const LOUNGE = 1;
const board = (): Board => ({
  lounge: { id: LOUNGE, name: "渋谷店", time_zone: "Asia/Tokyo" },
  business_day: "2025-01-01",
  server_time: "2025-01-01T12:00:00.000Z",
  seats: [
    seat(10, { mens: 2, group_mens: [group({ id: 1, seat_id: 10 })] }),
    seat(11, { ladys: 3, group_ladys: [group({ id: 2, gender: "ladys", num: 3, seat_id: 11 })] }),
  ],
  fee_rules: [],
});

let fetchBoard: ReturnType<typeof vi.fn<() => Promise<Board>>>;
/** When set, the board's answers are the service worker's copy read at this moment. */
let copyReadAt: number | null;

/**
 * The hook, with the board query the board screen keeps active (so invalidation refetches it); its
 * reads reach `fetchBoard` through the app's own request (the contract parses every answer).
 */
function renderCable(loungeId = LOUNGE) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ id }: { id: number }) => {
      useQuery(boardQuery(id));
      return useFloorCable(id);
    },
    { wrapper, initialProps: { id: loungeId } },
  );
  const cached = () => queryClient.getQueryData<Board>(boardQuery(LOUNGE).queryKey);
  return { ...view, queryClient, cached };
}

/** Lets timers, promises and React updates run for `ms` of fake time. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server's side of a successful (re)connection. */
async function welcome(socket = latest()) {
  await act(async () => {
    socket.open();
    socket.message({ type: "welcome", lounge_id: LOUNGE, server_time: new Date().toISOString() });
  });
  await pass(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  fetchBoard = vi.fn(async () => board());
  copyReadAt = null;
  vi.stubGlobal("fetch", async (input: string) => {
    expect(input).toBe(`/lounges/entries/board?lounge_id=${LOUNGE}`);
    const headers = new Headers();
    if (copyReadAt !== null) headers.set(OFFLINE_COPY_HEADER, String(copyReadAt));
    return Response.json(await fetchBoard(), { headers });
  });
});
afterEach(() => {
  noteAnswer(new Headers()); // no copy left on screen for the next test
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useFloorCable", () => {
  it("connects to the lounge's /cable and reports the connection", async () => {
    const { result } = renderCable();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(latest().url).toBe(`ws://${window.location.host}/cable?lounge_id=${LOUNGE}`);
    expect(result.current.connected).toBe(false);
    await welcome();
    expect(result.current.connected).toBe(true);
  });

  it("replaces a seat in the cached board with a seat message, keeping the other seats", async () => {
    const { cached } = renderCable();
    await welcome();
    const before = cached();
    const moved = seat(10, {
      mens: 5,
      group_mens: [group({ id: 1, num: 5, seat_id: 10, lock_version: 1 })],
    });
    await act(async () => latest().message({ type: "seat", ...moved }));
    expect(cached()?.seats[0]).toEqual(moved);
    expect(cached()?.seats[1]).toBe(before?.seats[1]);
  });

  it("sets a group's call and its seat's level on warn, and clears both on stop", async () => {
    const { cached } = renderCable();
    await welcome();
    const warn = { type: "warn", seat_id: 11, group_id: 2, gender: "ladys" } as const;
    await act(async () => latest().message({ ...warn, level: 3, stop: false }));
    expect(cached()?.seats[1]?.group_ladys[0]?.warn_level).toBe(3);
    expect(cached()?.seats[1]?.ladys_warn_level).toBe(3);
    expect(cached()?.seats[0]?.mens_warn_level).toBeNull();

    await act(async () => latest().message({ ...warn, level: null, stop: true }));
    expect(cached()?.seats[1]?.group_ladys[0]?.warn_level).toBeNull();
    expect(cached()?.seats[1]?.ladys_warn_level).toBeNull();
  });

  it("reads the board again when a call names a group the board does not have at that seat", async () => {
    const { cached } = renderCable();
    await welcome();
    const reads = fetchBoard.mock.calls.length;
    await act(async () =>
      latest().message({
        type: "warn",
        seat_id: 11,
        group_id: 1,
        gender: "mens",
        level: 2,
        stop: false,
      }),
    );
    await pass(0);
    expect(fetchBoard.mock.calls.length).toBe(reads + 1);
    expect(cached()?.seats[0]?.mens_warn_level).toBeNull();
  });

  it("keeps the header's people present in step with every seat message", async () => {
    const { queryClient } = renderCable();
    queryClient.setQueryData(summaryQuery(LOUNGE).queryKey, {
      lounge_id: LOUNGE,
      name: "渋谷店",
      result: 0,
      status: { total: 5, mens: 2, ladys: 3 },
    });
    await welcome();
    const arrived = seat(10, {
      mens: 6,
      group_mens: [group({ id: 1, seat_id: 10 }), group({ id: 3, num: 4, seat_id: 10 })],
    });
    await act(async () => latest().message({ type: "seat", ...arrived }));
    expect(queryClient.getQueryData<Summary>(summaryQuery(LOUNGE).queryKey)?.status).toEqual({
      total: 9,
      mens: 6,
      ladys: 3,
    });
  });

  it("reads the day's takings again when a seat message shows groups gone (a settlement)", async () => {
    const { queryClient } = renderCable();
    queryClient.setQueryData(summaryQuery(LOUNGE).queryKey, {
      lounge_id: LOUNGE,
      name: "渋谷店",
      result: 0,
      status: { total: 5, mens: 2, ladys: 3 },
    });
    await welcome();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const arrived = seat(10, {
      mens: 6,
      group_mens: [group({ id: 1, seat_id: 10 }), group({ id: 3, num: 4, seat_id: 10 })],
    });
    await act(async () => latest().message({ type: "seat", ...arrived }));
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: summaryQuery(LOUNGE).queryKey });
    await act(async () =>
      latest().message({ type: "seat", ...seat(10, { mens: 0, group_mens: [] }) }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: summaryQuery(LOUNGE).queryKey });
  });

  it("leaves a system message to the shell's banner: no notification of its own", async () => {
    const show = vi.spyOn(notifications, "show");
    renderCable();
    await welcome();
    await act(async () =>
      latest().message({ type: "system_message", message: "本日は点検です", system_message_id: 4 }),
    );
    expect(show).not.toHaveBeenCalled();
  });

  it("reconnects after 6 s of silence, backing off from 3 s doubling to 30 s", async () => {
    const { result } = renderCable();
    await welcome();
    const first = latest();
    await pass(5_900);
    expect(first.closedByClient).toBe(false);
    await act(async () => first.message({ type: "ping", at: new Date().toISOString() }));
    await pass(5_900); // each message restarts the 6 s
    expect(first.closedByClient).toBe(false);
    await pass(100);
    expect(first.closedByClient).toBe(true);
    expect(result.current.connected).toBe(false);

    // Attempts that never open are silence too: 3 s, then 6, 12, 24, 30, 30 s between them.
    const waits: number[] = [];
    for (const delay of [3_000, 6_000, 12_000, 24_000, 30_000, 30_000]) {
      const count = FakeWebSocket.instances.length;
      await pass(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(count);
      await pass(1);
      expect(FakeWebSocket.instances).toHaveLength(count + 1);
      waits.push(delay);
      await pass(6_000); // this attempt hangs: silence
    }
    expect(waits).toHaveLength(6);

    // A dropped connection is retried too; a welcomed one resets the back-off to 3 s.
    await pass(30_000);
    await welcome();
    expect(result.current.connected).toBe(true);
    const count = FakeWebSocket.instances.length;
    await act(async () => latest().drop());
    expect(result.current.connected).toBe(false);
    await pass(2_999);
    expect(FakeWebSocket.instances).toHaveLength(count);
    await pass(1);
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
  });

  it("refetches the board on every (re)connect", async () => {
    renderCable();
    await pass(0);
    expect(fetchBoard).toHaveBeenCalledTimes(1); // the board screen's own fetch
    await welcome();
    expect(fetchBoard).toHaveBeenCalledTimes(2);
    await act(async () => latest().drop());
    await pass(3_000);
    await welcome();
    expect(fetchBoard).toHaveBeenCalledTimes(3);
  });

  it("reads again every 3 s while its socket is up and the board is still the service worker's copy", async () => {
    copyReadAt = Date.parse("2025-01-01T11:58:00Z");
    renderCable();
    await pass(5_000);
    expect(fetchBoard).toHaveBeenCalledTimes(1); // no network: the copy, and no reads meanwhile
    await welcome(); // the network is back: the read on connect still falls to the copy
    expect(fetchBoard).toHaveBeenCalledTimes(2);
    await pass(3_000);
    expect(fetchBoard).toHaveBeenCalledTimes(3);
    copyReadAt = null;
    await pass(3_000);
    expect(fetchBoard).toHaveBeenCalledTimes(4); // live: the board is current again
    await pass(9_000);
    expect(fetchBoard).toHaveBeenCalledTimes(4);
  });

  /** Reconnects, with the board read that follows held until `release` is called with its answer. */
  async function reconnectWithReadHeld() {
    let release: (b: Board) => void = () => {};
    fetchBoard.mockImplementationOnce(() => new Promise<Board>((resolve) => (release = resolve)));
    await act(async () => latest().drop());
    await pass(3_000);
    await welcome(); // the board is read again, and the read hangs
    return async (answer: Board) => {
      await act(async () => release(answer));
      await pass(0);
    };
  }

  it("gives a board read the changes that came while it was out, and reads no more", async () => {
    const { cached } = renderCable();
    await welcome();
    expect(fetchBoard).toHaveBeenCalledTimes(2);
    const land = await reconnectWithReadHeld();
    expect(fetchBoard).toHaveBeenCalledTimes(3);
    await act(async () => latest().message({ type: "seat", ...seat(10, { mens: 7 }) }));
    const warn = { type: "warn", seat_id: 11, group_id: 2, gender: "ladys" } as const;
    await act(async () => latest().message({ ...warn, level: 2, stop: false }));
    await land(board()); // read before both changes, answered after them
    expect(fetchBoard).toHaveBeenCalledTimes(3);
    expect(cached()?.seats[0]).toEqual(seat(10, { mens: 7 }));
    expect(cached()?.seats[1]?.ladys_warn_level).toBe(2);

    // The next read starts afresh: what came during the last one is not given to it again.
    fetchBoard.mockImplementationOnce(async () => board());
    await act(async () => latest().drop());
    await pass(3_000);
    await welcome();
    expect(fetchBoard).toHaveBeenCalledTimes(4);
    expect(cached()?.seats[0]?.mens).toBe(2);
  });

  it("ends on the newest seat the tablet heard of, whichever of the read and the message is newer", async () => {
    const { cached } = renderCable();
    await welcome();
    const land = await reconnectWithReadHeld();
    await act(async () => latest().message({ type: "seat", ...seat(10, { mens: 4 }) }));
    await act(async () => latest().message({ type: "seat", ...seat(10, { mens: 6 }) }));
    const newer = board();
    newer.seats[0] = seat(10, { mens: 6 }); // the read already held both changes
    await land(newer);
    expect(cached()?.seats[0]).toEqual(seat(10, { mens: 6 }));
    expect(fetchBoard).toHaveBeenCalledTimes(3);
  });

  it("reads once more when a change that came during a read does not apply to its answer", async () => {
    const { cached } = renderCable();
    await welcome();
    const land = await reconnectWithReadHeld();
    const seated = seat(12, { ladys: 2, group_ladys: [group({ id: 3, gender: "ladys" })] });
    await act(async () => latest().message({ type: "seat", ...seated }));
    const changed = board();
    changed.seats.push(seated);
    fetchBoard.mockImplementation(async () => changed);
    await land(board()); // a seat the answer lacks: the layout changed since
    expect(fetchBoard).toHaveBeenCalledTimes(4);
    expect(cached()?.seats).toHaveLength(3);
  });

  it("reads once more when the socket reconnects during a read (it may predate the gap)", async () => {
    const { cached } = renderCable();
    await welcome();
    const land = await reconnectWithReadHeld();
    await act(async () => latest().drop());
    await pass(3_000);
    await welcome();
    const changed = board();
    changed.seats[0] = seat(10, { mens: 9 });
    fetchBoard.mockImplementation(async () => changed);
    await land(board());
    expect(fetchBoard).toHaveBeenCalledTimes(4);
    expect(cached()?.seats[0]?.mens).toBe(9);
  });

  it("closes its socket and stops reconnecting on unmount, and moves with the lounge", async () => {
    const { unmount, rerender } = renderCable();
    await welcome();
    const first = latest();
    rerender({ id: 2 });
    expect(first.closedByClient).toBe(true);
    expect(latest().url).toContain("lounge_id=2");
    const second = latest();
    unmount();
    expect(second.closedByClient).toBe(true);
    const count = FakeWebSocket.instances.length;
    await pass(120_000);
    expect(FakeWebSocket.instances).toHaveLength(count);
  });
});
