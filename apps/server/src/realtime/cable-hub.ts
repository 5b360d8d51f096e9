// The sockets of one server process, grouped by lounge: relays floor events to them (loading each
// changed seat once per event, not once per socket), pings, and lets go of dead or expired ones.
import type { BoardSeat } from "@lounge-office/domain";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { WebSocket } from "ws";
import { idleSince, touchSessions } from "../auth/session-activity";
import type { Db, Executor } from "../db/client";
import { sessions, staff, staffLounges } from "../db/schema";
import { can } from "../policy/policy";
import { CLOSE, encode, welcome } from "./cable-messages";
import type { FloorEvent, PublishedEvent } from "./publish";

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
};

type Connection = {
  socket: WebSocket;
  loungeId: number;
  sessionId: number;
  lastSeen: number;
};

export class CableHub {
  private readonly byLounge = new Map<number, Set<Connection>>();
  /** Events waiting per lounge: relayed in order, so a later seat state never precedes an earlier one. */
  private readonly queues = new Map<number, PublishedEvent[]>();
  private readonly draining = new Set<number>();
  private readonly pingMs: number;
  private readonly sessionCheckMs: number;
  private readonly sessionIdleMinutes: number;
  private readonly maxBufferedBytes: number;
  private readonly pongTimeoutMs: number;
  private readonly onRelayed: CableHubOptions["onRelayed"];
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
  }

  start() {
    this.timer ??= setInterval(() => this.tick(), this.pingMs);
    this.timer.unref();
  }

  add(socket: WebSocket, { loungeId, sessionId }: { loungeId: number; sessionId: number }) {
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
          // Seat events that piled up while the last load ran are loaded together.
          const merged = [event];
          const seatIds = new Set(event.seat_ids);
          while (queue[0]?.type === "seat") {
            for (const id of queue[0].seat_ids) seatIds.add(id);
            merged.push(queue[0]);
            queue.shift();
          }
          const sent = await this.relaySeats(loungeId, [...seatIds]);
          for (const seatEvent of merged) this.relayed(seatEvent, sent);
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
        }
      }
      this.queues.delete(loungeId);
    } finally {
      this.draining.delete(loungeId);
    }
  }

  /** Sends the changed seats; answers how many sockets got them (0 when the load failed). */
  private async relaySeats(loungeId: number, seatIds: number[]): Promise<number> {
    if (!this.byLounge.has(loungeId) || seatIds.length === 0) return 0;
    try {
      const seats = await this.loadSeats(this.db, loungeId, seatIds);
      let sent = 0;
      for (const seat of seats) sent = this.broadcast(loungeId, encode({ type: "seat", ...seat }));
      return sent;
    } catch (err) {
      // The clients' next reconnect refetches the board; one failed load must not stop the relay.
      this.log.error({ err, loungeId, seatIds }, "realtime: could not load changed seats");
      return 0;
    }
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
    if (connections.length === 0) return;
    const sessionIds = [...new Set(connections.map((c) => c.sessionId))];
    try {
      const alive = await this.db
        .select({ sessionId: sessions.id, staffId: staff.id, role: staff.role })
        .from(sessions)
        .innerJoin(staff, eq(staff.id, sessions.staff_id))
        .where(
          and(
            inArray(sessions.id, sessionIds),
            gt(sessions.expires_at, new Date()),
            gt(sessions.last_seen_at, idleSince(this.sessionIdleMinutes)),
            eq(staff.active, true),
          ),
        );
      await touchSessions(
        this.db,
        alive.map((s) => s.sessionId),
      );
      const staffIds = [...new Set(alive.map((s) => s.staffId))];
      const memberships =
        staffIds.length === 0
          ? []
          : await this.db
              .select({ staffId: staffLounges.staff_id, loungeId: staffLounges.lounge_id })
              .from(staffLounges)
              .where(inArray(staffLounges.staff_id, staffIds));
      const bySession = new Map(alive.map((s) => [s.sessionId, s]));
      for (const connection of connections) {
        const session = bySession.get(connection.sessionId);
        if (!session) {
          connection.socket.close(CLOSE.sessionEnded, "session ended");
          continue;
        }
        const actor = {
          staffId: session.staffId,
          role: session.role,
          loungeIds: memberships
            .filter((m) => m.staffId === session.staffId)
            .map((m) => m.loungeId),
          currentLoungeId: connection.loungeId,
        };
        if (!can(actor, "floor.use", { loungeId: connection.loungeId })) {
          connection.socket.close(CLOSE.forbidden, "forbidden");
        }
      }
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
    if (set.size === 0) this.byLounge.delete(connection.loungeId);
  }
}
