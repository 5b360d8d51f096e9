// The sockets of one server process, grouped by lounge: sends a change's seats when its transaction
// commits, relays floor events to them (loading each changed seat once per event, not once per
// socket, and sending only what differs), pings, and lets go of dead or expired ones.
import type { Duplex } from "node:stream";
import type { BoardSeat } from "@lounge-office/domain/floor";
import type { FastifyBaseLogger } from "fastify";
import { WebSocket } from "ws";
import type { Db, Executor } from "../db/client";
import { CLOSE, encode, welcome } from "./cable-messages";
import type { FloorEvent, Outbox, PublishedEvent } from "./publish";
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
  /**
   * Called when an event reached its lounge's sockets, with the milliseconds since it was
   * published (the relay-lag metric); not for events that went to no socket or had no stamp.
   */
  onRelayed?: (type: FloorEvent["type"], lagMs: number) => void;
  /**
   * Whether the seats a committed transaction shared are final: true when transactions run one at
   * a time on the one connection of an embedded database (PGlite), so none can have changed a seat
   * between the rows' read and the commit, and no read need follow them. On a server, another
   * writer (or instance) may have: the relay reads every changed seat after its NOTIFY as well.
   */
  sharedSeatsFinal?: boolean;
};

/** How many event ids the hub remembers as sent at commit or read by the relay (oldest forgotten). */
const REMEMBERED_EVENTS = 2_000;

type Connection = CableConnection & {
  lastSeen: number;
  /** The connection under the WebSocket (the upgraded request's socket), corked around a batch. */
  transport: Duplex;
};

export class CableHub {
  private readonly byLounge = new Map<number, Set<Connection>>();
  /** Events waiting per lounge: relayed in order, so a later seat state never precedes an earlier one. */
  private readonly queues = new Map<number, PublishedEvent[]>();
  private readonly draining = new Set<number>();
  /**
   * Per lounge, the last seat message each seat's sockets got: a relay read that finds the seat as
   * it was last sent (typically sent at commit by `relayCommitted`) sends nothing.
   */
  private readonly lastSent = new Map<number, Map<number, string>>();
  /** Recent seat events of this process: sent at its commit, or already read by the relay. */
  private readonly settled = new Map<string, "sent" | "read">();
  private readonly pingMs: number;
  private readonly sessionCheckMs: number;
  private readonly sessionIdleMinutes: number;
  private readonly maxBufferedBytes: number;
  private readonly pongTimeoutMs: number;
  private readonly onRelayed: CableHubOptions["onRelayed"];
  private readonly sharedSeatsFinal: boolean;
  private timer: NodeJS.Timeout | null = null;
  private lastSessionCheck = Date.now();
  private checkingSessions: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly loadSeats: SeatLoader,
    options: CableHubOptions = {},
  ) {
    this.pingMs = options.pingMs ?? 3_000;
    this.sessionCheckMs = options.sessionCheckMs ?? 60_000;
    this.sessionIdleMinutes = options.sessionIdleMinutes ?? 120;
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
    this.pongTimeoutMs = options.pongTimeoutMs ?? 15_000;
    this.onRelayed = options.onRelayed;
    this.sharedSeatsFinal = options.sharedSeatsFinal ?? false;
  }

  start() {
    this.timer ??= setInterval(() => this.tick(), this.pingMs);
    this.timer.unref();
  }

  /** `transport` is the upgraded request's socket, the one the WebSocket writes to. */
  add(
    socket: WebSocket,
    { loungeId, sessionId, transport }: { loungeId: number; sessionId: number; transport: Duplex },
  ) {
    const connection: Connection = { socket, loungeId, sessionId, transport, lastSeen: Date.now() };
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

  /**
   * A transaction of this process has committed: its seat events go to the lounge's sockets now,
   * with the seats as it left them, instead of after the NOTIFY's round trip and the relay's read.
   * The read still follows (another writer may have changed a seat since) and sends what differs.
   * An event the relay has read already (its NOTIFY overtook the commit's answer) is not sent again:
   * the read is at least as new.
   */
  relayCommitted({ events, seats }: Outbox) {
    if (this.stopped) return;
    for (const event of events) {
      if (event.type !== "seat" || event.event_id === undefined) continue;
      if (!this.byLounge.has(event.lounge_id) || this.settled.has(event.event_id)) continue;
      const shared = event.seat_ids.flatMap((id) => seats.get(id) ?? []);
      // Only what the command shared in full: otherwise the relay's read sends it.
      if (shared.length === 0 || shared.length < event.seat_ids.length) continue;
      const sent = this.sendSeats(event.lounge_id, shared);
      this.remember(event.event_id, "sent");
      this.relayed(event, sent);
    }
  }

  private wasSent(event: PublishedEvent) {
    return event.event_id !== undefined && this.settled.get(event.event_id) === "sent";
  }

  private remember(eventId: string, how: "sent" | "read") {
    this.settled.set(eventId, how);
    if (this.settled.size > REMEMBERED_EVENTS) {
      const oldest = this.settled.keys().next().value;
      if (oldest !== undefined) this.settled.delete(oldest);
    }
  }

  /** A committed floor event, from the event bus. */
  handle(event: PublishedEvent) {
    if (this.stopped) return;
    if (event.type === "system_message" || event.type === "system_message_end") {
      const data = encode(
        event.type === "system_message"
          ? {
              type: "system_message",
              message: event.message,
              system_message_id: event.system_message_id,
            }
          : { type: "system_message_end", system_message_id: event.system_message_id },
      );
      let sent = 0;
      if (event.lounge_id === null) {
        for (const loungeId of this.byLounge.keys()) sent += this.broadcast(loungeId, data);
      } else {
        sent = this.broadcast(event.lounge_id, data);
      }
      this.relayed(event, sent);
      return;
    }
    // No socket here for this lounge: nothing to load, nothing to keep.
    if (!this.byLounge.has(event.lounge_id)) return;
    const queue = this.queues.get(event.lounge_id) ?? [];
    queue.push(event);
    this.queues.set(event.lounge_id, queue);
    void this.drain(event.lounge_id);
  }

  private async drain(loungeId: number) {
    if (this.draining.has(loungeId)) return;
    this.draining.add(loungeId);
    try {
      const queue = this.queues.get(loungeId) ?? [];
      for (let event = queue.shift(); event && !this.stopped; event = queue.shift()) {
        if (event.type === "seat") {
          if (this.sharedSeatsFinal) {
            // The NOTIFY is heard inside the COMMIT, before the committing request shares its
            // seats: one turn of the event loop lets it do so, and spares the read.
            await new Promise((resolve) => setImmediate(resolve));
          }
          // Seat events that piled up while the last load ran are loaded together.
          const merged = [event];
          while (queue[0]?.type === "seat") merged.push(queue.shift() as typeof event);
          const seatIds = new Set<number>();
          for (const seatEvent of merged) {
            if (this.sharedSeatsFinal && this.wasSent(seatEvent)) continue;
            for (const id of seatEvent.seat_ids) seatIds.add(id);
          }
          const sent = await this.relaySeats(loungeId, [...seatIds]);
          for (const seatEvent of merged) {
            // Sent at its commit already: its lag was counted then.
            const before = this.wasSent(seatEvent);
            if (seatEvent.event_id !== undefined) this.remember(seatEvent.event_id, "read");
            if (!before) this.relayed(seatEvent, sent);
          }
        } else if (event.type === "warn") {
          const { seat_id, group_id, gender, level, stop } = event;
          const sent = this.broadcast(
            loungeId,
            encode({ type: "warn", seat_id, group_id, gender, level, stop }),
          );
          this.relayed(event, sent);
        } else if (event.type === "attendance") {
          const { staff_id, state } = event;
          const sent = this.broadcast(loungeId, encode({ type: "attendance", staff_id, state }));
          this.relayed(event, sent);
        } else if (event.type === "print_jobs") {
          this.relayed(event, this.broadcast(loungeId, encode({ type: "print_jobs" })));
        }
      }
      this.queues.delete(loungeId);
    } finally {
      this.draining.delete(loungeId);
    }
  }

  /**
   * Sends the changed seats that differ from what their sockets got last; answers how many sockets
   * have them now (0 when the load failed).
   */
  private async relaySeats(loungeId: number, seatIds: number[]): Promise<number> {
    if (!this.byLounge.has(loungeId) || seatIds.length === 0) return 0;
    try {
      return this.sendSeats(loungeId, await this.loadSeats(this.db, loungeId, seatIds));
    } catch (err) {
      // The clients' next reconnect refetches the board; one failed load must not stop the relay.
      this.log.error({ err, loungeId, seatIds }, "realtime: could not load changed seats");
      return 0;
    }
  }

  /**
   * The seat messages of one change (a move's two seats) to the lounge's sockets; answers how many
   * sockets have them. Several seats are sent with every socket corked, so each socket gets them in
   * one write: one system call a socket, not one a message — with many sockets, these writes are
   * most of what a change costs this process.
   */
  private sendSeats(loungeId: number, seats: BoardSeat[]): number {
    // Those corked here are uncorked, whatever leaves the set meanwhile (a slow client dropped).
    const corked = seats.length > 1 ? [...(this.byLounge.get(loungeId) ?? [])] : [];
    for (const connection of corked) connection.transport.cork();
    try {
      let sent = 0;
      for (const seat of seats) sent = this.sendSeat(loungeId, seat);
      return sent;
    } finally {
      for (const connection of corked) connection.transport.uncork();
    }
  }

  /**
   * A seat message to the lounge's sockets, unless it is the one they got last for that seat (a
   * socket that connected since then read the board after connecting); answers the socket count.
   */
  private sendSeat(loungeId: number, seat: BoardSeat): number {
    const data = encode({ type: "seat", ...seat });
    let sent = this.lastSent.get(loungeId);
    if (!sent) {
      sent = new Map();
      this.lastSent.set(loungeId, sent);
    }
    if (sent.get(seat.id) === data) return this.byLounge.get(loungeId)?.size ?? 0;
    sent.set(seat.id, data);
    return this.broadcast(loungeId, data);
  }

  /** Reports the lag of an event that reached `sent` sockets (see `onRelayed`). */
  private relayed(event: PublishedEvent, sent: number) {
    if (!this.onRelayed || sent === 0 || event.published_at === undefined) return;
    // Another instance's clock may run a little ahead of this one's: never a negative lag.
    this.onRelayed(event.type, Math.max(0, Date.now() - event.published_at));
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
    this.lastSent.clear();
    for (const set of this.byLounge.values()) {
      for (const connection of set) connection.socket.close(code, reason);
    }
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.closeAll(CLOSE.goingAway, "server closing");
  }

  private remove(connection: Connection) {
    const set = this.byLounge.get(connection.loungeId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) {
      // The next socket reads the board itself: nothing sent before it is worth comparing with.
      this.byLounge.delete(connection.loungeId);
      this.lastSent.delete(connection.loungeId);
    }
  }
}
