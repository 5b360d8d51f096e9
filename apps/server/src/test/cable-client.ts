// A browser-like /cable client for server tests: keeps every message and waits for matching ones.
import { WebSocket } from "ws";
import type { TestClient } from "./harness";

export type Message = { type: string; [key: string]: any };

/** A socket that keeps every message, and waits for the next one matching a predicate. */
export class CableClient {
  readonly messages: Message[] = [];
  /** Browsers hand binary frames over as Blobs: every message must be a text frame. */
  binaryFrames = 0;
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => {
      if (isBinary) this.binaryFrames++;
      const message = JSON.parse(String(data)) as Message;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(message)) return true;
        w.resolve(message);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The first message (already received or to come) matching `match`. */
  next(match: (m: Message) => boolean, timeoutMs = 5_000): Promise<Message> {
    const seen = this.messages.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message in ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  close() {
    this.socket.close();
  }
}

export const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

export function cableUrl(baseUrl: string, loungeId: number | string) {
  return `${baseUrl.replace(/^http/, "ws")}/cable?lounge_id=${loungeId}`;
}

/** Opens /cable as a browser on `baseUrl` would: session cookie and same-origin Origin. */
export function openCable(
  client: TestClient,
  loungeId: number,
  baseUrl = client.baseUrl,
): Promise<CableClient> {
  const socket = new WebSocket(cableUrl(baseUrl, loungeId), {
    headers: {
      ...client.headers,
      cookie: cookieOf(client),
      // The page's origin: the client's own (https behind a TLS proxy) unless aimed elsewhere.
      origin: baseUrl === client.baseUrl ? client.origin : baseUrl,
    },
  });
  const cable = new CableClient(socket);
  return new Promise((resolve, reject) => {
    socket.once("open", () => resolve(cable));
    socket.once("error", reject);
  });
}

/** The HTTP status a refused upgrade gets (the socket never opens). */
export function refusedStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("open", () => {
      socket.close();
      reject(new Error("the socket opened"));
    });
    socket.once("error", () => {});
  });
}

export const seatMessage = (seatId: number) => (m: Message) => m.type === "seat" && m.id === seatId;
