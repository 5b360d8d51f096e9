// The event-log engine: after any change of seats' composition, every group there gets the open log
// matching its (seat, status) — logs that no longer match are closed and new ones opened at `now`.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { customerGroups, eventLogs, groupMatches, lounges, seats } from "../db/schema";

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
 * `lockSeats`, answering the locked seats' rows too, each with its lounge (read under the lock, in
 * id order; a missing id is missing): a command that must check its seats reads them in the same
 * round trip.
 */
export async function lockSeatRows(tx: Executor, seatIds: number[]) {
  const ids = lockOrder(seatIds);
  const locked =
    ids.length === 0
      ? []
      : (
          await tx
            .select({ seat: seats, lounge: lounges })
            .from(seats)
            .innerJoin(lounges, eq(lounges.id, seats.lounge_id))
            .where(inArray(seats.id, ids))
            .orderBy(seats.id)
            .for("update", { of: seats })
        ).map(({ seat, lounge }) => ({ ...seat, lounge }));
  return { now: await clockAfterLocks(tx), seats: locked };
}

const lockOrder = (seatIds: number[]) => [...new Set(seatIds)].sort((a, b) => a - b);

/** A statement of its own: in the locking one, the time would be read before its lock waits. */
async function clockAfterLocks(tx: Executor): Promise<Date> {
  const result = await tx.execute<{ now: string | Date }>(sql`select clock_timestamp() as now`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    now: string | Date;
  }[];
  return new Date(rows[0]?.now ?? Date.now());
}

/**
 * The ids of the matched groups present at the seat of the group row named `group` (a table name or
 * alias of `customer_groups` in the outer query), in order: a subquery, so groups and their matches
 * come in one round trip. The outer row is named in plain SQL: Drizzle leaves a column unqualified
 * in a one-table select, where inside this subquery it would name the partner's.
 */
export function matchedGroupIdsOf(group: "customer_groups" | "g") {
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
 * shares the table. Returns the ids of groups whose log changed.
 */
export async function recomposeSeats(tx: Executor, loungeId: number, seatIds: number[], now: Date) {
  if (seatIds.length === 0) return [];
  // Each group with its matches and its open log, in one round trip.
  const groups = await tx
    .select({
      id: customerGroups.id,
      seat_id: customerGroups.seat_id,
      matched_group_ids: matchedGroupIdsOf("customer_groups"),
      open_id: eventLogs.id,
      open_seat_id: eventLogs.seat_id,
      open_status: eventLogs.status,
      open_start_at: eventLogs.start_at,
    })
    .from(customerGroups)
    .leftJoin(
      eventLogs,
      and(eq(eventLogs.customer_group_id, customerGroups.id), isNull(eventLogs.end_at)),
    )
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
  const changed: number[] = [];
  for (const group of groups) {
    const status = group.matched_group_ids.length > 0 ? "share" : "solo";
    const current =
      group.open_id === null || group.open_start_at === null
        ? null
        : { id: group.open_id, start_at: group.open_start_at };
    if (current && group.open_seat_id === group.seat_id && group.open_status === status) continue;
    if (current) {
      // Never end a log before it started, whatever the clocks did.
      const end = current.start_at > now ? current.start_at : now;
      await tx.update(eventLogs).set({ end_at: end }).where(eq(eventLogs.id, current.id));
    }
    await tx.insert(eventLogs).values({
      lounge_id: loungeId,
      seat_id: group.seat_id,
      customer_group_id: group.id,
      status,
      start_at: current && current.start_at > now ? current.start_at : now,
    });
    changed.push(group.id);
  }
  return changed;
}
