// Publishing floor events: a NOTIFY inside the command's transaction, so listeners on every server
// instance hear of it only once the change is committed (and never for a rolled-back one).
import { sql } from "drizzle-orm";
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
  | { type: "system_message_end"; lounge_id: number | null; system_message_id: number };

/**
 * What travels on the channel: the event and when it was published (milliseconds since the epoch,
 * the publishing process's clock), so the relay can measure commit → send. Clients never see it.
 */
export type PublishedEvent = FloorEvent & { published_at?: number };

export async function publish(tx: Executor, event: FloorEvent): Promise<void> {
  // Stamped at the NOTIFY, inside the command's transaction shortly before its commit: the relay
  // lag measured from it covers the rest of the transaction, the commit and the delivery.
  const published: PublishedEvent = { ...event, published_at: Date.now() };
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(published)})`);
}
