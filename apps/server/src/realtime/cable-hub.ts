// The sockets of one server process, grouped by lounge: relays every committed lounge event the event
// bus hears to its lounge's sockets, in order — a `seat` event as each seat's new state, read once
// for all the sockets — pings, and lets go of dead or expired ones.
import type { BoardSeat } from "@lounge-office/domain/floor";
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import type { FastifyBaseLogger } from "fastify";
import { WebSocket } from "ws";
import { SESSION_RECHECK_MS } from "../auth/session-timing";
import type { Db, Executor } from "../db/client";
import { CLOSE, encode, messageOf, welcome } from "./cable-messages";
import { type CableConnection, recheckSessions } from "./session-recheck";

/**
 * Loads changed seats as the board shows them. The floor feature provides it where the app is
 * built: realtime relays seats but knows no feature.
 */
export type SeatLoader = (
  db: Executor,
  loungeId: number,
  seatIds: number[],
) => Promise<BoardSeat[]>;

export type CableHubOptions = {
  /** Server ping period: the client reconnects after 6 s without any message. */
  pingMs?: number;
  /** How often the sessions behind open sockets are re-checked (one query for all sockets). */
  sessionCheckMs?: number;
  /** SESSION_IDLE_MINUTES: a socket's session unused this long is closed like an expired one. */
  sessionIdleMinutes?: number;
  /** A client this far behind (bytes queued in its socket) is dropped; it resyncs on reconnect. */
  maxBufferedBytes?: number;
  /** A client that has not answered a protocol ping for this long is gone. */
  pongTimeoutMs?: number;
  /** Shutting down, how long a client has to answer the closing handshake (SHUTDOWN_SOCKET_GRACE_MS). */
  shutdownGraceMs?: number;
  /**
   * Called when an event reached its lounge's sockets, with the milliseconds since it was
   * published (the relay-lag metric); not for events that went to no socket or had no stamp.
   */
  onRelayed?: (type: LoungeEvent["type"], lagMs: number) => void;
};

/** How long a client closed for a shutdown has to answer the closing handshake before it is cut off. */
export const SHUTDOWN_SOCKET_GRACE_MS = 2_000;

type SeatsChanged = Extract<LoungeEvent, { type: "seat" }>;

/** An event as the bus heard it, with its publish time (ms since the epoch) when stamped. */
type Heard<E extends LoungeEvent = LoungeEvent> = { event: E; publishedAt: number | undefined };

type Connection = CableConnection & { lastSeen: number };

/** The seat events at the head of `queue`, taken off it. */
function takeSeatEvents(queue: Heard[]): Heard<SeatsChanged>[] {
  const batch: Heard<SeatsChanged>[] = [];
  for (;;) {
    const next = queue[0];
    if (next?.event.type !== "seat") return batch;
    queue.shift();
    batch.push({ event: next.event, publishedAt: next.publishedAt });
  }
}

export class CableHub {
  private readonly byLounge = new Map<number, Set<Connection>>();
  /** Per lounge, the events not relayed yet, in commit order: a later state never precedes an earlier. */
  private readonly queues = new Map<number, Heard[]>();
  private readonly draining = new Set<number>();
  private readonly pingMs: number;
  private readonly sessionCheckMs: number;
  private readonly sessionIdleMinutes: number;
  private readonly maxBufferedBytes: number;
  private readonly pongTimeoutMs: number;
  private readonly shutdownGraceMs: number;
  private readonly onRelayed: CableHubOptions["onRelayed"];
  private timer: NodeJS.Timeout | null = null;
  private lastSessionCheck = Date.now();
  private checkingSessions: Promise<void> | null = null;
  private stopped = false;
  /** The server is shutting down: every socket, and one that opens from now on, is let go (1012). */
  private shuttingDown = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly loadSeats: SeatLoader,
    options: CableHubOptions = {},
  ) {
    this.pingMs = options.pingMs ?? 3_000;
    this.sessionCheckMs = options.sessionCheckMs ?? SESSION_RECHECK_MS;
    this.sessionIdleMinutes = options.sessionIdleMinutes ?? 120;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 15_000;
    this.shutdownGraceMs = options.shutdownGraceMs ?? SHUTDOWN_SOCKET_GRACE_MS;
    this.onRelayed = options.onRelayed;
  }

  start() {
    this.timer ??= setInterval(() => this.tick(), this.pingMs);
    this.timer.unref();
  }

  add(socket: WebSocket, { loungeId, sessionId }: { loungeId: number; sessionId: number }) {
    // An upgrade that began before the shutdown lands after it: told to go elsewhere at once too.
    if (this.shuttingDown) return this.letGo([socket]);
    const connection: Connection = { socket, loungeId, sessionId, lastSeen: Date.now() };
    let set = this.byLounge.get(loungeId);
    if (!set) {
      set = new Set();
      this.byLounge.set(loungeId, set);
    }
    set.add(connection);
    const seen = () => {
      connection.lastSeen = Date.now();
    };
    socket.on("pong", seen);
    socket.on("message", seen);
    socket.on("close", () => this.remove(connection));
    this.send(connection, encode(welcome(loungeId)));
  }

  /** Open sockets per lounge id, for the sockets gauge. */
  *openSockets(): Generator<[loungeId: number, sockets: number]> {
    for (const [loungeId, set] of this.byLounge) yield [loungeId, set.size];
  }

  /** A committed lounge event, from the event bus. */
  handle(event: LoungeEvent, publishedAt: number | undefined) {
    if (this.stopped) return;
    const loungeId = event.lounge_id;
    if (loungeId === null) {
      // Head office's message to every lounge: no lounge's order to keep it in.
      if (event.type !== "seat") {
        const data = encode(messageOf(event));
        let sent = 0;
        for (const each of this.byLounge.keys()) sent += this.broadcast(each, data);
        this.relayed({ event, publishedAt }, sent);
      }
      return;
    }
    // No socket here for this lounge: nothing to read, nothing to send.
    if (!this.byLounge.has(loungeId)) return;
    const queue = this.queues.get(loungeId) ?? [];
    queue.push({ event, publishedAt });
    this.queues.set(loungeId, queue);
    void this.drain(loungeId);
  }

  /** Relays the lounge's queued events in order; one drain a lounge at a time. */
  private async drain(loungeId: number) {
    if (this.draining.has(loungeId)) return;
    this.draining.add(loungeId);
    try {
      const queue = this.queues.get(loungeId) ?? [];
      for (let next = queue.shift(); next && !this.stopped; next = queue.shift()) {
        const { event, publishedAt } = next;
        if (event.type === "seat") {
          // Seat events that queued up behind it are read with it: one read, each seat's newest state.
          await this.relaySeats(loungeId, [{ event, publishedAt }, ...takeSeatEvents(queue)]);
        } else {
          this.relayed(next, this.broadcast(loungeId, encode(messageOf(event))));
        }
      }
      this.queues.delete(loungeId);
    } finally {
      this.draining.delete(loungeId);
    }
  }

  /**
   * Reads the seats of these events once, after their commits, and sends each seat's state: the
   * last message a seat's sockets get is always a read made after the last commit that touched it,
   * whoever committed it (a writer without the seat's lock, another instance).
   */
  private async relaySeats(loungeId: number, heard: Heard<SeatsChanged>[]) {
    const seatIds = [...new Set(heard.flatMap(({ event }) => event.seat_ids))];
    let sent = 0;
    try {
      const seats = await this.loadSeats(this.db, loungeId, seatIds);
      for (const seat of seats) sent = this.broadcast(loungeId, encode({ type: "seat", ...seat }));
    } catch (err) {
      // The clients' next reconnect refetches the board; one failed read must not stop the relay.
      this.log.error({ err, loungeId, seatIds }, "realtime: could not load changed seats");
    }
    for (const each of heard) this.relayed(each, sent);
  }

  /** Reports the lag of an event that reached `sent` sockets (see `onRelayed`). */
  private relayed({ event, publishedAt }: Heard, sent: number) {
    if (!this.onRelayed || sent === 0 || publishedAt === undefined) return;
    // Another instance's clock may run a little ahead of this one's: never a negative lag.
    this.onRelayed(event.type, Math.max(0, Date.now() - publishedAt));
  }

  /** Sends to every socket of the lounge; answers how many sockets there were. */
  private broadcast(loungeId: number, data: string): number {
    const set = this.byLounge.get(loungeId);
    if (!set) return 0;
    // Encoded once for every socket (ws would re-encode a string per send).
    const bytes = Buffer.from(data);
    for (const connection of set) this.send(connection, bytes);
    return set.size;
  }

  private send(connection: Connection, data: string | Buffer) {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > this.maxBufferedBytes) {
      // A client this far behind gets nothing useful from more messages: drop it now; it
      // reconnects and refetches the board.
      this.log.warn({ loungeId: connection.loungeId }, "realtime: dropped a slow client");
      socket.terminate();
      return;
    }
    // A text frame even from a Buffer: browsers hand text frames over as strings.
    socket.send(data, { binary: false });
  }

  private tick() {
    const now = Date.now();
    const ping = Buffer.from(encode({ type: "ping", at: new Date(now).toISOString() }));
    for (const set of this.byLounge.values()) {
      for (const connection of set) {
        if (now - connection.lastSeen > this.pongTimeoutMs) {
          connection.socket.terminate();
          continue;
        }
        this.send(connection, ping);
        // A protocol ping too: browsers answer it, so a vanished client is noticed.
        if (connection.socket.readyState === WebSocket.OPEN) connection.socket.ping();
      }
    }
    if (now - this.lastSessionCheck >= this.sessionCheckMs) void this.checkSessions();
  }

  /**
   * Lets go of sockets whose session expired, went idle or was signed out, or whose staff member lost
   * the lounge or was deactivated: one query for every socket of the process. The sessions kept are
   * marked as seen: an open board is in use (the venue watches its calls all night), so it keeps its
   * session from going idle, never past the session's absolute end (SESSION_TTL_HOURS, one shift).
   */
  checkSessions(): Promise<void> {
    this.checkingSessions ??= this.recheck().finally(() => {
      this.checkingSessions = null;
    });
    return this.checkingSessions;
  }

  private async recheck() {
    this.lastSessionCheck = Date.now();
    const connections = [...this.byLounge.values()].flatMap((set) => [...set]);
    try {
      await recheckSessions(this.db, connections, this.sessionIdleMinutes);
    } catch (err) {
      this.log.error({ err }, "realtime: session re-check failed");
    }
  }

  /** Asks every client to reconnect (and so refetch), e.g. after events may have been missed. */
  closeAll(code: number, reason: string) {
    for (const set of this.byLounge.values()) {
      for (const connection of set) connection.socket.close(code, reason);
    }
  }

  /**
   * The server is shutting down (SIGTERM, a rolling restart): every socket is closed with 1012, which
   * tells its client to reconnect at once — through the proxy, to an instance that stays. A client
   * that does not finish the closing handshake within `shutdownGraceMs` is cut off, so the
   * server's close (which waits for every connection) never waits on a vanished tablet.
   */
  shutdown() {
    if (this.shuttingDown) return;
    this.shuttingDown = true;
    this.letGo([...this.byLounge.values()].flatMap((set) => [...set].map((c) => c.socket)));
  }

  private letGo(sockets: WebSocket[]) {
    for (const socket of sockets) socket.close(CLOSE.restart, "server restart");
    setTimeout(() => {
      for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();
    }, this.shutdownGraceMs).unref();
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.shutdown();
  }

  private remove(connection: Connection) {
    const set = this.byLounge.get(connection.loungeId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byLounge.delete(connection.loungeId);
  }
}
