// Publishing floor events: a NOTIFY inside the command's transaction, so listeners on every server
// instance hear of it only once the change is committed (and never for a rolled-back one). The
// transaction also keeps what it published in an outbox, with the seats as it left them when the
// command shares them: this process's relay sends those at commit, before its own read (decision 012).
import { randomBytes } from "node:crypto";
import type { BoardSeat } from "@lounge-office/domain/floor";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";

export const EVENTS_CHANNEL = "lounge_office_events";

export type FloorEvent =
  | { type: "seat"; lounge_id: number; seat_ids: number[] }
  | {
      type: "warn";
      lounge_id: number;
      seat_id: number;
      group_id: number;
      gender: "mens" | "ladys";
      level: number | null;
      stop: boolean;
    }
  | {
      type: "attendance";
      lounge_id: number;
      staff_id: number;
      state: "off" | "working" | "on_break";
    }
  | {
      type: "system_message";
      lounge_id: number | null;
      message: string;
      system_message_id: number;
    }
  | { type: "system_message_end"; lounge_id: number | null; system_message_id: number }
  /** The lounge's list of papers that did not print changed: its tablets read it again. */
  | { type: "print_jobs"; lounge_id: number };

/**
 * What travels on the channel: the event, when it was published (milliseconds since the epoch,
 * the publishing process's clock), so the relay can measure commit → send, and an id unique to
 * the publishing process and event, so that process's relay knows it already sent it. Clients
 * never see either.
 */
export type PublishedEvent = FloorEvent & { published_at?: number; event_id?: string };

/** What one transaction published, and the seats as it left them (those its command shared). */
export type Outbox = { events: PublishedEvent[]; seats: Map<number, BoardSeat> };

const outboxes = new WeakMap<Executor, Outbox>();
/** Event ids: this process's prefix (random, so two processes never share one) and a counter. */
const PROCESS_ID = randomBytes(6).toString("base64url");
let lastEvent = 0;

function outboxOf(tx: Executor): Outbox {
  let outbox = outboxes.get(tx);
  if (!outbox) {
    outbox = { events: [], seats: new Map() };
    outboxes.set(tx, outbox);
  }
  return outbox;
}

export async function publish(tx: Executor, event: FloorEvent): Promise<void> {
  await publishWith(tx, event, (notify) => tx.execute(sql`select ${notify}`));
}

/**
 * `publish` riding on a statement the command sends anyway, a round trip less: `send` runs that
 * statement with `notify` (the NOTIFY, an expression) where it is evaluated exactly once. Where in
 * the transaction does not matter: listeners hear it at commit. The event enters the outbox once
 * the statement has run.
 */
export async function publishWith<T>(
  tx: Executor,
  event: FloorEvent,
  send: (notify: SQL) => Promise<T>,
): Promise<T> {
  // Stamped before its statement, inside the command's transaction shortly before its commit: the
  // relay lag measured from it covers the rest of the transaction, the commit and the delivery.
  lastEvent += 1;
  const published: PublishedEvent = {
    ...event,
    published_at: Date.now(),
    event_id: `${PROCESS_ID}.${lastEvent}`,
  };
  const result = await send(sql`pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(published)})`);
  outboxOf(tx).events.push(published);
  return result;
}

/**
 * The seats as this transaction leaves them: loaded after its last write to them, under the locks
 * its command took. This process's sockets get them as soon as it commits (`takeOutbox`); the
 * relay's own read after the commit still follows and sends only what differs.
 */
export function shareSeats(tx: Executor, seats: BoardSeat[]) {
  const outbox = outboxOf(tx);
  for (const seat of seats) outbox.seats.set(seat.id, seat);
}

/** What `tx` published and shared, once: for the caller that saw it commit. */
export function takeOutbox(tx: Executor): Outbox | undefined {
  const outbox = outboxes.get(tx);
  outboxes.delete(tx);
  return outbox;
}
