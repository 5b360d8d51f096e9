// Event-log corrections (managers): a stay's start and end fixed by hand, with the old values, who,
// when and why kept in `event_log_corrections`. Minutes and running totals derive from the logs, so
// the board and every bill follow the corrected times.
import type {
  EventLogCorrected,
  EventLogCorrection,
  EventLogCorrectionInput,
} from "@lounge-office/domain/floor";
import { AppError } from "@lounge-office/domain/shared";
import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogCorrections, eventLogs, staff } from "../../db/schema";
import { lockSeats } from "../../ledger/recompose";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { assertReadableGroup, loadEventLogs } from "./event-log-query";

export const SETTLED_GROUP_MESSAGE = "会計済みの組の滞在記録は変更できません";

type Log = typeof eventLogs.$inferSelect;
type Times = { start_at: Date; end_at: Date | null };

/** `GET /event_logs/corrections`: a group's corrections, for an actor who may read the group. */
export async function listEventLogCorrections(tx: Executor, actor: Actor, groupId: number) {
  await assertReadableGroup(tx, actor, groupId);
  return loadEventLogCorrections(tx, groupId);
}

/** The group's corrections, newest first, with the name of who made each. */
async function loadEventLogCorrections(
  tx: Executor,
  groupId: number,
): Promise<EventLogCorrection[]> {
  const rows = await tx
    .select({ correction: eventLogCorrections, staff_name: staff.name })
    .from(eventLogCorrections)
    .innerJoin(staff, eq(staff.id, eventLogCorrections.staff_id))
    .where(eq(eventLogCorrections.customer_group_id, groupId))
    .orderBy(desc(eventLogCorrections.corrected_at), desc(eventLogCorrections.id));
  return rows.map(({ correction: c, staff_name }) => ({
    id: c.id,
    event_log_id: c.event_log_id,
    staff_id: c.staff_id,
    staff_name,
    reason: c.reason,
    old_start_at: c.old_start_at.toISOString(),
    old_end_at: c.old_end_at?.toISOString() ?? null,
    new_start_at: c.new_start_at.toISOString(),
    new_end_at: c.new_end_at?.toISOString() ?? null,
    corrected_at: c.corrected_at.toISOString(),
  }));
}

const refuse = (message: string): never => {
  throw new AppError("unprocessable", message);
};

/**
 * The rules a corrected log must keep (each refusal says which): no time in the future, the end
 * after the start, the open log stays open and only it, and the group's logs stay ordered without
 * overlapping their neighbours.
 */
function assertCorrection(
  log: Log,
  next: Times,
  neighbours: { before?: Log; after?: Log },
  now: Date,
) {
  if (next.start_at > now) refuse("開始時刻を未来にすることはできません");
  if (log.end_at === null && next.end_at !== null) {
    refuse("在席中の記録は終了時刻を入力できません（在席中のまま開始時刻だけを修正できます）");
  }
  if (log.end_at !== null && next.end_at === null) refuse("終了時刻を入力してください");
  if (next.end_at !== null) {
    if (next.end_at > now) refuse("終了時刻を未来にすることはできません");
    if (next.end_at < next.start_at) refuse("終了時刻は開始時刻より後にしてください");
  }
  const { before, after } = neighbours;
  if (before && (before.end_at === null || before.end_at > next.start_at)) {
    refuse("前の滞在記録と重なります。開始時刻を前の記録の終了時刻以降にしてください");
  }
  if (after && (next.end_at === null || next.end_at > after.start_at)) {
    refuse("次の滞在記録と重なります。終了時刻を次の記録の開始時刻以前にしてください");
  }
  if (
    next.start_at.getTime() === log.start_at.getTime() &&
    (next.end_at?.getTime() ?? null) === (log.end_at?.getTime() ?? null)
  ) {
    refuse("開始時刻も終了時刻も変わっていません");
  }
}

/**
 * Corrects one event log's start and end. The group's row is locked first (two corrections of one
 * group never interleave), then its logs (a move being recorded at the same time finishes first and
 * is seen); a settled group's logs are closed to change.
 */
export async function correctEventLog(
  tx: Executor,
  actor: Actor,
  id: number,
  input: EventLogCorrectionInput["event_log"],
): Promise<EventLogCorrected> {
  const [found] = await tx
    .select({ group_id: eventLogs.customer_group_id })
    .from(eventLogs)
    .where(eq(eventLogs.id, id));
  if (!found) throw new AppError("not_found", "滞在記録が見つかりません");
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, found.group_id))
    .for("update");
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "accounting.correct", { loungeId: group.lounge_id });
  if (group.state === "left") throw new AppError("conflict", SETTLED_GROUP_MESSAGE);
  if (group.state === "cancelled") {
    throw new AppError("conflict", "入店取消されたグループの滞在記録は修正できません");
  }
  const logs = await tx
    .select()
    .from(eventLogs)
    .where(eq(eventLogs.customer_group_id, group.id))
    .orderBy(asc(eventLogs.start_at), asc(eventLogs.id))
    .for("update");
  // No seats to lock: this only reads the database's clock, after the locks above.
  const now = await lockSeats(tx, []);
  const index = logs.findIndex((l) => l.id === id);
  const log = logs[index];
  if (!log) throw new AppError("not_found", "滞在記録が見つかりません");
  const next = {
    start_at: new Date(input.start_at),
    end_at: input.end_at === null ? null : new Date(input.end_at),
  };
  assertCorrection(log, next, { before: logs[index - 1], after: logs[index + 1] }, now);

  await tx.update(eventLogs).set(next).where(eq(eventLogs.id, log.id));
  if (index === 0) {
    // The first stay begins the visit: the group's arrival follows its correction.
    await tx
      .update(customerGroups)
      .set({ service_start_at: next.start_at, updated_at: now })
      .where(eq(customerGroups.id, group.id));
  }
  await tx.insert(eventLogCorrections).values({
    lounge_id: group.lounge_id,
    event_log_id: log.id,
    customer_group_id: group.id,
    staff_id: actor.staffId,
    reason: input.reason,
    old_start_at: log.start_at,
    old_end_at: log.end_at,
    new_start_at: next.start_at,
    new_end_at: next.end_at,
    corrected_at: now,
  });
  await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: [group.seat_id] });
  return {
    event_logs: await loadEventLogs(tx, group.id, now),
    corrections: await loadEventLogCorrections(tx, group.id),
  };
}
