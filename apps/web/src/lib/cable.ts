// The lounge's /cable WebSocket, for any screen that follows a lounge live: connects, reconnects after
// 6 s without a message (back-off 3 s doubling to 30 s, reset by a welcome) and at once when the
// browser says the network is back, the page is shown again or the server closes with 1012 (it is
// restarting: within a random 0–300 ms, so an instance's tablets do not all arrive in the same
// instant at the one that stays), says since when the screen may be stale (6 s without a word, or
// the browser offline), parses every message with the contract's schema and says when to read
// again what may have been missed (every (re)connect).
// Components that only listen (the shell's system-message banner) follow the messages of whichever
// socket a screen holds open for the lounge (`useCableMessages`), without opening one of their own.
import {
  CABLE_CLOSE,
  CABLE_RESTART_JITTER_MS,
  type CableMessage,
  systemApi,
  ZCableMessage,
} from "@lounge-office/domain/realtime";
import { pathOf } from "@lounge-office/domain/shared";
import { useEffect, useRef, useState } from "react";

export type CableState = {
  connected: boolean;
  /**
   * Null while the server is heard; else the last moment it was (the screen is current up to then):
   * set after CABLE_SILENCE_MS without a word, or at once when the browser goes offline.
   */
  staleSince: number | null;
};

export type CableHandlers = {
  /** Every message the contract's schema accepts (welcome and ping included). */
  onMessage?: (message: CableMessage) => void;
  /** The socket opened (first time or again): whatever happened while disconnected is only in the database. */
  onConnect?: () => void;
  /** The server closed because the session ended: a read now meets the 401 that signs the tablet out. */
  onSessionEnded?: () => void;
};

/** The server pings every 3 s: this long without any message means the link is dead. */
export const CABLE_SILENCE_MS = 6_000;
export const CABLE_MIN_BACKOFF_MS = 3_000;
export const CABLE_MAX_BACKOFF_MS = 30_000;
/** A socket heard from within this is alive (pings every 3 s); an older one is reopened on return. */
export const CABLE_FRESH_MS = 4_000;

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

export type CableListener = (message: CableMessage) => void;

/** Listeners by lounge: told every message of that lounge's sockets (useLoungeCable). */
const listeners = new Map<number, Set<CableListener>>();

function tellListeners(loungeId: number, message: CableMessage) {
  for (const listener of listeners.get(loungeId) ?? []) listener(message);
}

/**
 * Follows the messages of the lounge's socket while some screen holds one open (the board, the
 * attendance screen); opens none. The welcome of every (re)connect comes through too: a listener
 * reads again then what it may have missed. Two screens holding sockets of one lounge at once would
 * tell a message twice, so handlers must not mind a repeat. The handler may change on every render.
 */
export function useCableMessages(loungeId: number, handler: CableListener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: CableListener = (message) => latest.current(message);
    const forLounge = listeners.get(loungeId) ?? new Set<CableListener>();
    listeners.set(loungeId, forLounge);
    forLounge.add(listener);
    return () => {
      forLounge.delete(listener);
      if (forLounge.size === 0 && listeners.get(loungeId) === forLounge) listeners.delete(loungeId);
    };
  }, [loungeId]);
}

/**
 * Keeps one socket to the lounge's cable while mounted (a new one when the lounge changes). The
 * handlers may change on every render: the socket always calls the latest ones and is not reopened.
 */
export function useLoungeCable(loungeId: number, handlers: CableHandlers): CableState {
  const [connected, setConnected] = useState(false);
  const [staleSince, setStaleSince] = useState<number | null>(null);
  const latest = useRef(handlers);
  // Declared before the socket's effect, so it runs first: the socket never calls stale handlers.
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let staleTimer: ReturnType<typeof setTimeout> | undefined;
    let backoff = CABLE_MIN_BACKOFF_MS;
    let disposed = false;
    // Until the first word, the screen is as current as the moment it opened.
    let heardAt = Date.now();

    const goStale = () => {
      clearTimeout(staleTimer);
      setStaleSince(heardAt);
    };
    // Every word from the server: current again, and stale if the next one is 6 s late.
    const heard = () => {
      heardAt = Date.now();
      setStaleSince(null);
      clearTimeout(staleTimer);
      staleTimer = setTimeout(goStale, CABLE_SILENCE_MS);
    };

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

    // After the back-off, or after `delay` when given (a restarting server's 1012).
    const retry = (delay?: number) => {
      dropSocket();
      setConnected(false);
      if (disposed || retryTimer !== undefined) return;
      const wait = delay ?? backoff;
      if (delay === undefined) backoff = Math.min(backoff * 2, CABLE_MAX_BACKOFF_MS);
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        connect();
      }, wait);
    };

    // Also armed during the handshake: a connection that never opens counts as silence.
    const expectMessage = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => retry(), CABLE_SILENCE_MS);
    };

    const connect = () => {
      const ws = new WebSocket(cableUrl(loungeId));
      socket = ws;
      expectMessage();
      ws.onopen = () => {
        setConnected(true);
        heard();
        expectMessage();
        latest.current.onConnect?.();
      };
      ws.onmessage = (event: MessageEvent) => {
        heard();
        expectMessage();
        const message = parse(event.data);
        if (!message) return;
        // A welcomed connection is a healthy one: the next outage starts from the short delay.
        if (message.type === "welcome") backoff = CABLE_MIN_BACKOFF_MS;
        latest.current.onMessage?.(message);
        tellListeners(loungeId, message);
      };
      ws.onclose = (event: CloseEvent) => {
        if (event.code === CABLE_CLOSE.sessionEnded) latest.current.onSessionEnded?.();
        if (event.code === CABLE_CLOSE.restart) {
          // The server let go on purpose, and another instance (or this one, back) takes the
          // socket: no back-off; should that attempt fail, the retries start again from 3 s.
          backoff = CABLE_MIN_BACKOFF_MS;
          retry(Math.random() * CABLE_RESTART_JITTER_MS);
        } else retry();
      };
    };

    // The network is back, or the tablet shows the page again (a suspended page's socket is
    // usually dead): a socket not heard from lately is replaced now, not after the back-off.
    const reconnectNow = () => {
      if (disposed) return;
      const live = socket?.readyState === WebSocket.OPEN && Date.now() - heardAt < CABLE_FRESH_MS;
      if (live) return;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      backoff = CABLE_MIN_BACKOFF_MS;
      dropSocket();
      connect();
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") reconnectNow();
    };
    // The browser knows it has no network: the screen is stale now, and the socket is dead.
    const onOffline = () => {
      goStale();
      retry();
    };
    // The network is back. A socket that is open and heard (it opened while the browser still
    // said offline) missed nothing, but the reads made meanwhile may be the service worker's
    // copies: read again, as on a (re)connect. Any other socket is replaced at once.
    const onOnline = () => {
      const live = socket?.readyState === WebSocket.OPEN && Date.now() - heardAt < CABLE_FRESH_MS;
      if (live) latest.current.onConnect?.();
      else reconnectNow();
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    document.addEventListener("visibilitychange", onVisibility);

    setConnected(false);
    setStaleSince(null);
    staleTimer = setTimeout(goStale, CABLE_SILENCE_MS);
    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      clearTimeout(staleTimer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
      document.removeEventListener("visibilitychange", onVisibility);
      dropSocket();
    };
  }, [loungeId]);

  return { connected, staleSince };
}
