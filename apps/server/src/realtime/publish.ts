// Publishing lounge events: a NOTIFY inside the command's transaction, so the event bus of every
// server instance, this one's included, hears of it only once the change is committed (and never
// of a rolled-back one). That is the only way an event reaches a socket.
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/client";

export const EVENTS_CHANNEL = "lounge_office_events";

/**
 * The NOTIFY of `event`, an expression for a statement the command sends anyway (a round trip
 * less; the event-log engine's does). It must be evaluated exactly once. The payload is the event
 * and when it was published (milliseconds since the epoch, this process's clock), stamped inside
 * the transaction shortly before its commit, so the relay can measure commit → send; clients never
 * see the stamp.
 */
export function notification(event: LoungeEvent): SQL {
  const payload = JSON.stringify({ ...event, published_at: Date.now() });
  return sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`;
}

/** Publishes `event` with a statement of its own. */
export async function publish(tx: Executor, event: LoungeEvent): Promise<void> {
  await tx.execute(sql`select ${notification(event)}`);
}
