// bench/realtime.ts's second baseline, the persisted bare change: the app's seat change committed by
// a minimal hand-written transaction on the bench database's node-postgres pool (PostgreSQL's, or
// PGlite's pool of one; no Drizzle, no Fastify, no session), before a bare `ws` broadcast of the same
// messages. The physical limit of a change that is saved before it is shown.

import { EVENTS_CHANNEL } from "@lounge-office/server/realtime/publish";
import type pg from "pg";
import type { Effect } from "./realtime-deliveries";

/**
 * Commits change `index` as the app would have it end, by hand: lock its seats, put its group at
 * the seat, close the group's open log and open the next, NOTIFY — seven round trips with BEGIN
 * and COMMIT, each statement prepared once per connection (named).
 */
export function persistSeatChange(pool: pg.Pool, loungeId: number, effects: Effect[]) {
  return async (index: number) => {
    const effect = effects[index];
    if (!effect) return;
    const { groupId, seatId } = effect;
    const seatIds = [seatId, effect.fromSeatId ?? seatId].sort((a, b) => a - b);
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query({
        name: "bare_lock",
        text: "select id from seats where id = any($1::int[]) order by id for update",
        values: [seatIds],
      });
      await client.query({
        name: "bare_move",
        text: "update customer_groups set seat_id = $2, lock_version = lock_version + 1 where id = $1",
        values: [groupId, seatId],
      });
      await client.query({
        name: "bare_close",
        text: "update event_logs set end_at = clock_timestamp() where customer_group_id = $1 and end_at is null",
        values: [groupId],
      });
      await client.query({
        name: "bare_open",
        text:
          "insert into event_logs (lounge_id, seat_id, customer_group_id, status, start_at) " +
          "values ($1, $2, $3, 'solo', clock_timestamp())",
        values: [loungeId, seatId, groupId],
      });
      await client.query({
        name: "bare_notify",
        text: "select pg_notify($1, $2)",
        values: [
          EVENTS_CHANNEL,
          JSON.stringify({ type: "seat", lounge_id: loungeId, seat_ids: seatIds }),
        ],
      });
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
}
