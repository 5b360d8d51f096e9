// Publishing lounge events: a NOTIFY inside the command's transaction, so the event bus of every
// server instance, this one's included, hears of it only once the change is committed (and never
// of a rolled-back one). That is the only way an event reaches a socket.
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/client";

export const EVENTS_CHANNEL = "lounge_office_events";

/**
 * Publishes `event` in the command's transaction. The payload is the event and when it was
 * published (milliseconds since the epoch, this process's clock), stamped shortly before the
 * commit, so the relay can measure commit → send; clients never see the stamp.
 */
export async function publish(tx: Executor, event: LoungeEvent): Promise<void> {
  const payload = JSON.stringify({ ...event, published_at: Date.now() });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
}
