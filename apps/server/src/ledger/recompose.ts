// The event-log engine: after any change of seats' composition, every group there gets the open log
// matching its (seat, status) — logs that no longer match are closed and new ones opened at `now`.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { rawRows } from "../db/raw-rows";
import { customerGroups, eventLogs, groupMatches, lounges, seats } from "../db/schema";
import { publish } from "../realtime/publish";

/**
 * Lock seats in id order (every command locks in the same order, so two commands never deadlock)
 * and return the instant the change happens: taken after the locks, so it never precedes a change
 * committed by a command that held them first.
 */
export async function lockSeats(tx: Executor, seatIds: number[]): Promise<Date> {
  const ids = lockOrder(seatIds);
  if (ids.length > 0) {
    await tx
      .select({ id: seats.id })
      .from(seats)
      .where(inArray(seats.id, ids))
      .orderBy(seats.id)
      .for("update");
  }
  return clockAfterLocks(tx);
}

/**
 * `lockSeats`, answering the locked seats' rows, each with its lounge's time zone and business-day
 * cutoff (read under the lock, in id order; a missing id is missing), but not the instant: the
 * command reads it after every lock it takes (`clockAfterLocks`).
 */
export async function lockSeatRows(tx: Executor, seatIds: number[]) {
  const ids = lockOrder(seatIds);
  if (ids.length === 0) return [];
  const locked = await tx
    // Only what a command needs of the lounge: Drizzle builds and maps every selected column.
    .select({
      seat: seats,
      lounge: { time_zone: lounges.time_zone, business_day_cutoff: lounges.business_day_cutoff },
    })
    .from(seats)
    .innerJoin(lounges, eq(lounges.id, seats.lounge_id))
    .where(inArray(seats.id, ids))
    .orderBy(seats.id)
    .for("update", { of: seats });
  return locked.map(({ seat, lounge }) => ({ ...seat, lounge }));
}

const lockOrder = (seatIds: number[]) => [...new Set(seatIds)].sort((a, b) => a - b);

/** The instant of a change, read after the locks: never before a change that held them first. */
export async function clockAfterLocks(tx: Executor): Promise<Date> {
  const [row] = await rawRows<{ now: string | Date }>(tx, sql`select clock_timestamp() as now`);
  return new Date(row?.now ?? Date.now());
}

/**
 * The ids of the matched groups present at the seat of the group row named `group` (a table name or
 * alias of `customer_groups` in the outer query), in order: a subquery, so groups and their matches
 * come in one round trip. The outer row is named in plain SQL: Drizzle leaves a column unqualified
 * in a one-table select, where inside this subquery it would name the partner's.
 */
export function matchedGroupIdsOf(group: "customer_groups" | "g" | "cg") {
  const outer = sql.raw(group);
  return sql<number[]>`array(
  select partner.id
  from ${groupMatches} m
  join ${customerGroups} partner on partner.id = case
    when m.group_id = ${outer}.id then m.matched_id else m.group_id end
  where (m.group_id = ${outer}.id or m.matched_id = ${outer}.id)
    and partner.seat_id = ${outer}.seat_id
    and partner.state = 'present'
  order by 1)`;
}

/** Groups present at the seats, with the ids of their matched groups present at the same seat. */
export async function presentGroupsAt(tx: Executor, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  return tx
    .select({
      id: customerGroups.id,
      seat_id: customerGroups.seat_id,
      gender: customerGroups.gender,
      matched_group_ids: matchedGroupIdsOf("customer_groups"),
    })
    .from(customerGroups)
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
}

/**
 * Bring the open event logs of every group at `seatIds` in line with where it sits and whether it
 * shares the table, and announce the seats to every board (a `seat` event: every command that
 * recomposes seats publishes them). Returns the ids of groups whose log changed.
 *
 * One statement (a round trip, however many groups change): each present group's status (share
 * when a matched group is present at its seat, else solo) against its open log; a log that no
 * longer matches is closed at `now` and a new one opened. Never does a log end before it started,
 * whatever the clocks did: both instants are the later of `now` and the old log's start. The
 * insert waits for the closing update (it reads its count), so the one-open-log-per-group index
 * sees the old log closed. Then the seats are published, whether or not a log changed.
 */
export async function recomposeSeats(tx: Executor, loungeId: number, seatIds: number[], now: Date) {
  if (seatIds.length === 0) return [];
  const ids = [...new Set(seatIds)];
  const at = now.toISOString();
  const [row] = await rawRows<{ ids: number[] }>(
    tx,
    sql`
    with present as materialized (
      select cg.id, cg.seat_id,
        case when cardinality(${matchedGroupIdsOf("cg")}) > 0 then 'share' else 'solo' end as status,
        open.id as open_id, open.seat_id as open_seat_id, open.status as open_status,
        open.start_at as open_start_at
      from ${customerGroups} cg
      left join ${eventLogs} open on open.customer_group_id = cg.id and open.end_at is null
      where ${inArray(sql`cg.seat_id`, ids)} and cg.state = 'present'
    ),
    changed as materialized (
      select * from present
      where open_id is null or open_seat_id <> seat_id or open_status <> status
    ),
    closed as (
      update ${eventLogs} set end_at = greatest(changed.open_start_at, ${at}::timestamptz)
      from changed
      where ${eventLogs}.id = changed.open_id
      returning ${eventLogs}.id
    ),
    opened as (
      insert into ${eventLogs} (lounge_id, seat_id, customer_group_id, status, start_at)
      select ${loungeId}::integer, changed.seat_id, changed.id, changed.status,
        greatest(changed.open_start_at, ${at}::timestamptz)
      from changed
      where (select count(*) from closed) >= 0
      returning customer_group_id
    )
    select array(select customer_group_id from opened order by 1) as ids`,
  );
  await publish(tx, { type: "seat", lounge_id: loungeId, seat_ids: ids });
  return (row?.ids ?? []).map(Number);
}
