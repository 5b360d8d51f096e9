// The board's reads and the one place their cache changes: the HTTP answers of enter, move and call,
// and the /cable messages, apply the same patches. A board read in flight gets the patches that came
// while it was out (its answer may predate them), so a busy lounge's tablets read the board once, not
// once more after every read a message overlapped. The header's people present follow every seat
// patch, and its takings are read again when groups leave the floor (a settlement).
import {
  type Board,
  type BoardSeat,
  floorApi,
  type Summary,
  seatCallLevel,
} from "@lounge-office/domain/floor";
import type { CableMessage } from "@lounge-office/domain/realtime";
import {
  hashKey,
  type QueryClient,
  type QueryFunctionContext,
  queryOptions,
} from "@tanstack/react-query";
import {
  type ContractKey,
  contractKey,
  contractQuery,
  contractRead,
} from "../../../lib/contract-query";

/** A change to the cached board; undefined when it cannot apply (the board is behind). */
type Patch = (board: Board) => Board | undefined;

/**
 * The board reads in flight, per query client and lounge: each holds, in the order they came, the
 * patches applied to the cache since it was sent.
 */
const readsInFlight = new WeakMap<QueryClient, Map<number, Set<Patch[]>>>();

function readsOf(queryClient: QueryClient, loungeId: number) {
  const lounges = readsInFlight.get(queryClient) ?? new Map<number, Set<Patch[]>>();
  readsInFlight.set(queryClient, lounges);
  const reads = lounges.get(loungeId) ?? new Set<Patch[]>();
  lounges.set(loungeId, reads);
  return reads;
}

type BoardContext = QueryFunctionContext<ContractKey>;

/**
 * A board read whose answer gets the patches that came while it was in flight, in order. Each is a
 * seat as read after its change (or a call on a group), and a lounge's messages come in order, so the
 * replay ends on the newest state the tablet has heard of each seat: one the answer already held is
 * only written again. A patch that no longer applies means the answer is behind: read once more.
 */
function patchedRead(
  loungeId: number,
  read: (context: BoardContext) => Promise<Board>,
): (context: BoardContext) => Promise<Board> {
  return async (context) => {
    const patches: Patch[] = [];
    const reads = readsOf(context.client, loungeId);
    reads.add(patches);
    try {
      let board = await read(context);
      for (const patch of patches) {
        const next = patch(board);
        if (next === undefined) {
          refetchWhenSettled(context.client, loungeId);
          break;
        }
        board = next;
      }
      return board;
    } finally {
      reads.delete(patches);
    }
  };
}

/** GET /lounges/entries/board?lounge_id=: the board's whole state; realtime patches this entry. */
export const boardQuery = (loungeId: number) => {
  const input = { query: { lounge_id: loungeId } };
  return queryOptions({
    queryKey: contractKey(floorApi.board, input),
    queryFn: patchedRead(loungeId, contractRead(floorApi.board, input)),
  });
};

/** GET /lounges/entries/summary?lounge_id=: today's earnings and people present, every 60 s. */
export const summaryQuery = (loungeId: number) =>
  queryOptions({
    ...contractQuery(floorApi.summary, { query: { lounge_id: loungeId } }),
    refetchInterval: 60_000,
  });

/** GET /customer_groups/warn_icons_json: groups being called, every 60 s besides realtime. */
export const warnIconsQuery = (loungeId: number) =>
  queryOptions({
    ...contractQuery(floorApi.warnIcons, { query: { lounge_id: loungeId } }),
    refetchInterval: 60_000,
  });

/**
 * GET /lounges/entries/icon_details: minutes since each seat's last change per gender and the
 * accounting flag, every 30 s (read again after a change of who sits where).
 */
export const iconDetailsQuery = (loungeId: number) =>
  queryOptions({
    ...contractQuery(floorApi.iconDetails, { query: { lounge_id: loungeId } }),
    refetchInterval: 30_000,
  });

const boardQueryKey = (loungeId: number) => boardQuery(loungeId).queryKey;

/** What a call changes: a group's level (null when stopped) at the seat it sits at now. */
export type WarnChange = Pick<
  Extract<CableMessage, { type: "warn" }>,
  "seat_id" | "group_id" | "gender" | "level" | "stop"
>;

/** The board with the given seats replaced; undefined when one is not on it (the layout changed). */
export function patchSeats(board: Board, seats: BoardSeat[]): Board | undefined {
  const fresh = new Map(seats.map((seat) => [seat.id, seat]));
  if (seats.some((seat) => !board.seats.some((s) => s.id === seat.id))) return undefined;
  return { ...board, seats: board.seats.map((seat) => fresh.get(seat.id) ?? seat) };
}

/**
 * The board with a group's call set or cleared, and its seat's call level for that side; undefined
 * when the group is not at the named seat (the board is behind: read it again).
 */
export function patchWarn(board: Board, warn: WarnChange): Board | undefined {
  const seat = board.seats.find((s) => s.id === warn.seat_id);
  const side = `group_${warn.gender}` as const;
  if (!seat?.[side].some((g) => g.id === warn.group_id)) return undefined;
  const level = warn.stop ? null : warn.level;
  const groups = seat[side].map((g) => (g.id === warn.group_id ? { ...g, warn_level: level } : g));
  const patched: BoardSeat = {
    ...seat,
    [side]: groups,
    [`${warn.gender}_warn_level`]: seatCallLevel(groups),
  };
  return { ...board, seats: board.seats.map((s) => (s.id === seat.id ? patched : s)) };
}

/** People present, as the header shows them: every seat's men (and others) and women. */
export function boardHeadcount(board: Board): Summary["status"] {
  let mens = 0;
  let ladys = 0;
  for (const seat of board.seats) {
    mens += seat.mens;
    ladys += seat.ladys;
  }
  return { total: mens + ladys, mens, ladys };
}

/** Board fetches whose answer must be followed by one more (see `refetchBoard`). */
const refetchQueued = new WeakMap<QueryClient, Set<string>>();

function refetchWhenSettled(queryClient: QueryClient, loungeId: number) {
  const queryKey = boardQueryKey(loungeId);
  const queryHash = hashKey(queryKey);
  const queued = refetchQueued.get(queryClient) ?? new Set<string>();
  refetchQueued.set(queryClient, queued);
  if (queued.has(queryHash)) return;
  queued.add(queryHash);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.query.queryHash !== queryHash) return;
    if (event.action.type !== "success" && event.action.type !== "error") return;
    unsubscribe();
    queued.delete(queryHash);
    void queryClient.invalidateQueries({ queryKey });
  });
}

/**
 * Reads the board again, after the fetch in flight if there is one: what happened while the socket
 * was down (or what a refused write was up against) may have committed after that fetch read.
 */
export function refetchBoard(queryClient: QueryClient, loungeId: number) {
  if (queryClient.isFetching({ queryKey: boardQueryKey(loungeId) }) > 0) {
    refetchWhenSettled(queryClient, loungeId);
  } else {
    void queryClient.invalidateQueries({ queryKey: boardQueryKey(loungeId) });
  }
}

/**
 * Applies a patch to the cached board, and keeps it for every board read in flight (which may have
 * read the database before this change: its answer gets it too). A patch that cannot apply
 * (undefined) means the cache is behind: the board is read again.
 */
function updateBoard(queryClient: QueryClient, loungeId: number, patch: Patch) {
  const queryKey = boardQueryKey(loungeId);
  for (const patches of readsOf(queryClient, loungeId)) patches.push(patch);
  const board = queryClient.getQueryData<Board>(queryKey);
  if (!board) return;
  const next = patch(board);
  if (next === undefined) return refetchBoard(queryClient, loungeId);
  queryClient.setQueryData<Board>(queryKey, next);
  const status = boardHeadcount(next);
  queryClient.setQueryData<Summary>(summaryQuery(loungeId).queryKey, (summary) =>
    summary ? { ...summary, status } : summary,
  );
  // Fewer people on the floor: groups were settled, so the day's takings (売上) changed too.
  if (status.total < boardHeadcount(board).total) {
    void queryClient.invalidateQueries({ queryKey: summaryQuery(loungeId).queryKey });
  }
}

/** Seats as the server sent them (an enter or move answer, or `seat` messages). */
export function applySeats(queryClient: QueryClient, loungeId: number, seats: BoardSeat[]) {
  if (seats.length > 0) updateBoard(queryClient, loungeId, (board) => patchSeats(board, seats));
}

/** A call set or stopped (a call's own answer, or a `warn` message). */
export function applyWarn(queryClient: QueryClient, loungeId: number, warn: WarnChange) {
  updateBoard(queryClient, loungeId, (board) => patchWarn(board, warn));
  void queryClient.invalidateQueries({ queryKey: warnIconsQuery(loungeId).queryKey });
}
