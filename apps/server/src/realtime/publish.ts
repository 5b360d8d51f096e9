// Publishing lounge events, so the event bus of every server instance, this one's included, hears of
// a change only once it is committed (and never of a rolled-back one). That is the only way an event
// reaches a socket. By default a NOTIFY inside the command's transaction carries it; with a broker
// (REALTIME_BROKER_URL, realtime/broker.ts) the transaction holds its events and hands them to the
// broker once it has committed.
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client";

export const EVENTS_CHANNEL = "lounge_office_events";

/** Sends committed events to the broker, in the order they were published. */
export type BrokerSend = (payloads: string[]) => void;

/** A database whose events go through a broker: its sender. */
const brokers = new WeakMap<Executor, BrokerSend>();
/** A transaction of such a database: the events it published so far, sent if it commits. */
const held = new WeakMap<Executor, LoungeEvent[]>();

/**
 * The event as it travels: the event and when it was published (milliseconds since the epoch, this
 * process's clock), so the relay can measure commit → send; clients never see the stamp.
 */
const payloadOf = (event: LoungeEvent) => JSON.stringify({ ...event, published_at: Date.now() });

/** Publishes `event` with the command's transaction: heard by the bus once (and if) it commits. */
export async function publish(tx: Executor, event: LoungeEvent): Promise<void> {
  const pending = held.get(tx);
  if (pending) {
    pending.push(event);
    return;
  }
  // Outside a transaction, on a database with a broker: the change is already committed.
  const send = brokers.get(tx);
  if (send) return send([payloadOf(event)]);
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payloadOf(event)})`);
}

/**
 * From now on `db`'s events go to `send` in place of NOTIFY: each transaction opened with
 * `db.transaction` holds what it publishes and sends it once its commit has succeeded. (The app
 * opens no nested transaction; a savepoint's events would take the NOTIFY path, heard by no one.)
 */
export function publishThrough(db: Db, send: BrokerSend): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const pending: LoungeEvent[] = [];
    const result = await transaction((tx) => {
      held.set(tx, pending);
      return run(tx);
    }, config);
    if (pending.length > 0) send(pending.map(payloadOf));
    return result;
  }) as Db["transaction"];
  brokers.set(db, send);
}
