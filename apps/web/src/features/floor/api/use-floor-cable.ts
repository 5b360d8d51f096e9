// Realtime for the floor: the lounge's /cable WebSocket patches the board cache; after 6 s
// without a message it reconnects (back-off 3–30 s) and refetches the board on every (re)connect.
import {
  CABLE_CLOSE,
  type CableMessage,
  pathOf,
  systemApi,
  ZCableMessage,
} from "@lounge-office/domain";
import { notifications } from "@mantine/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { applySeats, applyWarn, refetchBoard } from "./board-cache";

export type CableState = { connected: boolean };

/** The server pings every 3 s: this long without any message means the link is dead. */
export const CABLE_SILENCE_MS = 6_000;
export const CABLE_MIN_BACKOFF_MS = 3_000;
export const CABLE_MAX_BACKOFF_MS = 30_000;
/** The server closes with this code when the session ended: the board refetch then gets the 401. */
const SESSION_ENDED = CABLE_CLOSE.sessionEnded;

export function cableUrl(loungeId: number, location: Location = window.location) {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = new URLSearchParams({ lounge_id: String(loungeId) });
  return `${scheme}://${location.host}${pathOf(systemApi.cable)}?${query}`;
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

/** Applies server messages through the board cache (the same patches as the HTTP answers). */
function createPatcher(queryClient: QueryClient, loungeId: number) {
  const apply = (message: CableMessage) => {
    switch (message.type) {
      case "seat": {
        const { type: _type, ...seat } = message;
        applySeats(queryClient, loungeId, [seat]);
        break;
      }
      case "warn":
        applyWarn(queryClient, loungeId, message);
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
  return { apply, refetch: () => refetchBoard(queryClient, loungeId) };
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
    };
  }, [loungeId, queryClient]);

  return { connected };
}
