// Realtime for the floor: the lounge's /cable WebSocket patches the board's query cache; after 6 s
// without a message it reconnects (back-off 3–30 s) and refetches the board on every (re)connect.
import {
  type Board,
  type BoardSeat,
  CABLE_CLOSE,
  type CableMessage,
  seatCallLevel,
  ZCableMessage,
} from "@lounge-office/domain";
import { notifications } from "@mantine/notifications";
import { hashKey, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { boardQueryKey } from "./get-board";

export type CableState = { connected: boolean };

/** The server pings every 3 s: this long without any message means the link is dead. */
export const CABLE_SILENCE_MS = 6_000;
export const CABLE_MIN_BACKOFF_MS = 3_000;
export const CABLE_MAX_BACKOFF_MS = 30_000;
/** The server closes with this code when the session ended: the board refetch then gets the 401. */
const SESSION_ENDED = CABLE_CLOSE.sessionEnded;

type WarnMessage = Extract<CableMessage, { type: "warn" }>;

export function cableUrl(loungeId: number, location: Location = window.location) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${location.host}/cable?lounge_id=${loungeId}`;
}

/** The board with one seat replaced by its new state; undefined when the seat is not on it. */
export function patchSeat(board: Board, seat: BoardSeat): Board | undefined {
  if (!board.seats.some((s) => s.id === seat.id)) return undefined;
  return { ...board, seats: board.seats.map((s) => (s.id === seat.id ? seat : s)) };
}

/** The board with a group's call set (or cleared on stop), and its seat's call level for that side. */
export function patchWarn(board: Board, warn: WarnMessage): Board {
  const level = warn.stop ? null : warn.level;
  const side = (seat: BoardSeat) =>
    seat.group_mens.some((g) => g.id === warn.group_id)
      ? "mens"
      : seat.group_ladys.some((g) => g.id === warn.group_id)
        ? "ladys"
        : null;
  // The group is looked up by id: after a move the event may name the seat it left.
  const seat =
    board.seats.find((s) => s.id === warn.seat_id && side(s)) ??
    board.seats.find((s) => side(s) !== null);
  const gender = seat && side(seat);
  if (!seat || !gender) return board;
  const groups = seat[`group_${gender}`].map((g) =>
    g.id === warn.group_id ? { ...g, warn_level: level } : g,
  );
  const patched: BoardSeat = {
    ...seat,
    [`group_${gender}`]: groups,
    [`${gender}_warn_level`]: seatCallLevel(groups),
  };
  return { ...board, seats: board.seats.map((s) => (s.id === seat.id ? patched : s)) };
}

function parse(data: unknown): CableMessage | null {
  if (typeof data !== "string") return null;
  try {
    const parsed = ZCableMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Applies server messages to the board's cache entry (the one the board screen reads). */
function createPatcher(queryClient: QueryClient, loungeId: number) {
  const queryKey = boardQueryKey(loungeId);
  const queryHash = hashKey(queryKey);
  // A board fetch in flight may have read the database before the socket opened or before the
  // change a message reports: when it lands it would undo that, so it is followed by one more.
  let refetchAfterFetch = false;
  const fetching = () => queryClient.isFetching({ queryKey }) > 0;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!refetchAfterFetch || event.type !== "updated" || event.query.queryHash !== queryHash)
      return;
    if (event.action.type !== "success" && event.action.type !== "error") return;
    refetchAfterFetch = false;
    void queryClient.invalidateQueries({ queryKey });
  });
  const refetch = () => {
    if (fetching()) refetchAfterFetch = true;
    else void queryClient.invalidateQueries({ queryKey });
  };
  const update = (patch: (board: Board) => Board | undefined) => {
    if (fetching()) refetchAfterFetch = true;
    const board = queryClient.getQueryData<Board>(queryKey);
    if (!board) return;
    const next = patch(board);
    // A seat the board does not know (just added by a manager): the layout changed, reload it.
    if (next === undefined) refetch();
    else queryClient.setQueryData<Board>(queryKey, next);
  };

  const apply = (message: CableMessage) => {
    switch (message.type) {
      case "seat": {
        const { type: _type, ...seat } = message;
        update((board) => patchSeat(board, seat));
        break;
      }
      case "warn":
        update((board) => patchWarn(board, message));
        break;
      case "system_message":
        notifications.show({
          id: `system-message-${message.system_message_id}`,
          title: "お知らせ",
          message: message.message,
          color: "blue",
          autoClose: false,
        });
        break;
      default:
        // welcome and ping: liveness only.
        break;
    }
  };
  return { apply, refetch, dispose: unsubscribe };
}

export function useFloorCable(loungeId: number): CableState {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const patcher = createPatcher(queryClient, loungeId);
    let socket: WebSocket | null = null;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let backoff = CABLE_MIN_BACKOFF_MS;
    let disposed = false;

    const dropSocket = () => {
      clearTimeout(silenceTimer);
      if (!socket) return;
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.onerror = null;
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
        socket.close();
      }
      socket = null;
    };

    const retry = () => {
      dropSocket();
      setConnected(false);
      if (disposed || retryTimer !== undefined) return;
      const delay = backoff;
      backoff = Math.min(backoff * 2, CABLE_MAX_BACKOFF_MS);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, delay);
    };

    // Also armed during the handshake: a connection that never opens counts as silence.
    const expectMessage = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(retry, CABLE_SILENCE_MS);
    };

    const connect = () => {
      const ws = new WebSocket(cableUrl(loungeId));
      socket = ws;
      expectMessage();
      ws.onopen = () => {
        setConnected(true);
        expectMessage();
        // Whatever happened while disconnected is only in the database: read the board again.
        patcher.refetch();
      };
      ws.onmessage = (event: MessageEvent) => {
        expectMessage();
        const message = parse(event.data);
        if (!message) return;
        // A welcomed connection is a healthy one: the next outage starts from the short delay.
        if (message.type === "welcome") backoff = CABLE_MIN_BACKOFF_MS;
        patcher.apply(message);
      };
      ws.onclose = (event: CloseEvent) => {
        if (event.code === SESSION_ENDED) patcher.refetch();
        retry();
      };
    };

    setConnected(false);
    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      dropSocket();
      patcher.dispose();
    };
  }, [loungeId, queryClient]);

  return { connected };
}
