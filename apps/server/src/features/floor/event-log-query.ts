// The timeline read side: a group's event logs.
import type { EventLog } from "@lounge-office/domain/floor";
import { AppError, minutesBetween } from "@lounge-office/domain/shared";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, seats } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";

/** A group the actor may read: it exists (404) and sits in a lounge whose floor the actor uses. */
export async function assertReadableGroup(tx: Executor, actor: Actor, groupId: number) {
  const [group] = await tx
    .select({ lounge_id: customerGroups.lounge_id })
    .from(customerGroups)
    .where(eq(customerGroups.id, groupId));
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
}

/** `GET /event_logs`: a group's stays, for an actor who may read it. */
export async function listEventLogs(tx: Executor, actor: Actor, groupId: number) {
  await assertReadableGroup(tx, actor, groupId);
  return loadEventLogs(tx, groupId);
}

export async function loadEventLogs(
  tx: Executor,
  groupId: number,
  now = new Date(),
): Promise<EventLog[]> {
  const rows = await tx
    .select({
      id: eventLogs.id,
      customer_group_id: eventLogs.customer_group_id,
      seat_id: eventLogs.seat_id,
      seat_name: seats.name,
      status: eventLogs.status,
      start_at: eventLogs.start_at,
      end_at: eventLogs.end_at,
    })
    .from(eventLogs)
    .innerJoin(seats, eq(seats.id, eventLogs.seat_id))
    .where(eq(eventLogs.customer_group_id, groupId))
    .orderBy(asc(eventLogs.start_at), asc(eventLogs.id));
  return rows.map((r) => ({
    ...r,
    start_at: r.start_at.toISOString(),
    end_at: r.end_at?.toISOString() ?? null,
    sojourn_time_js: minutesBetween(r.start_at, r.end_at ?? now),
  }));
}

export const openLogsOf = (tx: Executor, groupId: number) =>
  tx
    .select()
    .from(eventLogs)
    .where(and(eq(eventLogs.customer_group_id, groupId), isNull(eventLogs.end_at)));
