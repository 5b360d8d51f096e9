// The event-log engine: after any change of seats' composition, every group there gets the open log
// matching its (seat, status) — logs that no longer match are closed and new ones opened at `now`.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/client";
import { customerGroups, eventLogs, groupMatches, seats } from "../db/schema";

/**
 * Lock seats in id order (every command locks in the same order, so two commands never deadlock)
 * and return the instant the change happens: taken after the locks, so it never precedes a change
 * committed by a command that held them first.
 */
export async function lockSeats(tx: Executor, seatIds: number[]): Promise<Date> {
  const ids = [...new Set(seatIds)].sort((a, b) => a - b);
  if (ids.length > 0) {
    await tx
      .select({ id: seats.id })
      .from(seats)
      .where(inArray(seats.id, ids))
      .orderBy(seats.id)
      .for("update");
  }
  const result = await tx.execute<{ now: string | Date }>(sql`select clock_timestamp() as now`);
  const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
    now: string | Date;
  }[];
  return new Date(rows[0]?.now ?? Date.now());
}

/** Groups present at the seats, with the ids of their matched groups present at the same seat. */
export async function presentGroupsAt(tx: Executor, seatIds: number[]) {
  if (seatIds.length === 0) return [];
  const groups = await tx
    .select({
      id: customerGroups.id,
      seat_id: customerGroups.seat_id,
      gender: customerGroups.gender,
    })
    .from(customerGroups)
    .where(and(inArray(customerGroups.seat_id, seatIds), eq(customerGroups.state, "present")));
  const ids = groups.map((g) => g.id);
  const matches =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(groupMatches)
          .where(sql`${groupMatches.group_id} in ${ids} or ${groupMatches.matched_id} in ${ids}`);
  const seatOf = new Map(groups.map((g) => [g.id, g.seat_id]));
  return groups.map((g) => {
    const partners = matches
      .map((m) => (m.group_id === g.id ? m.matched_id : m.matched_id === g.id ? m.group_id : null))
      .filter((id): id is number => id !== null && seatOf.get(id) === g.seat_id);
    return { ...g, matched_group_ids: partners.sort((a, b) => a - b) };
  });
}

/**
 * Bring the open event logs of every group at `seatIds` in line with where it sits and whether it
 * shares the table. Returns the ids of groups whose log changed.
 */
export async function recomposeSeats(tx: Executor, loungeId: number, seatIds: number[], now: Date) {
  const groups = await presentGroupsAt(tx, seatIds);
  if (groups.length === 0) return [];
  const open = await tx
    .select()
    .from(eventLogs)
    .where(
      and(
        inArray(
          eventLogs.customer_group_id,
          groups.map((g) => g.id),
        ),
        isNull(eventLogs.end_at),
      ),
    );
  const openByGroup = new Map(open.map((log) => [log.customer_group_id, log]));
  const changed: number[] = [];
  for (const group of groups) {
    const status = group.matched_group_ids.length > 0 ? "share" : "solo";
    const current = openByGroup.get(group.id);
    if (current && current.seat_id === group.seat_id && current.status === status) continue;
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
