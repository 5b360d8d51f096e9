// After a log is recorded: its comment (one's own, or managers for anyone), and managers' corrections
// of its time or type and voids. Every correction replays the staff member's whole sequence (a break
// refuses it, naming the first log that no longer follows), keeps shift days in step, and is kept in
// attendance_log_changes with who, when, what and why.
import {
  ATTENDANCE_STATE_AFTER,
  type AttendanceLog,
  type AttendanceLogType,
  type ZAttendanceCorrection,
} from "@lounge-office/domain/attendance";
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { attendanceLogChanges, attendanceLogs } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { factsOf, findAttendanceLog, presentAttendanceLog } from "./attendance-logs";
import {
  type AttendanceLogRow,
  assertNotFuture,
  databaseClock,
  lockAttendance,
  sequenceLogs,
  sequenceMessage,
  settleSequence,
  wholeMinute,
} from "./attendance-sequence";

type CorrectionInput = z.output<typeof ZAttendanceCorrection>["attendance_log"];

const refuse = (message: string): never => {
  throw new AppError("unprocessable", message);
};

/**
 * Loads a log for a correction: the manager's right at its lounge first, then the sequence's lock,
 * then the log again as it is under the lock (a void or a correction that came first is seen).
 */
async function lockedLog(tx: Executor, actor: Actor, id: number): Promise<AttendanceLogRow> {
  const found = await findAttendanceLog(tx, id);
  authorize(actor, "attendance.manage", { loungeId: found.lounge_id });
  await lockAttendance(tx, found.lounge_id, found.staff_id);
  return findAttendanceLog(tx, id);
}

/**
 * Replays the sequence after a correction (of the `changed` logs) and tells the lounge's devices the
 * state it leaves.
 */
async function settleAndPublish(
  tx: Executor,
  log: AttendanceLogRow,
  changed: ReadonlySet<number> = new Set(),
) {
  const lounge = await findLounge(tx, log.lounge_id);
  const state = await settleSequence(
    tx,
    lounge,
    log.staff_id,
    (entry, message) => sequenceMessage(entry, message, lounge.time_zone),
    changed,
  );
  await publish(tx, {
    type: "attendance",
    lounge_id: log.lounge_id,
    staff_id: log.staff_id,
    state,
  });
}

/** `PUT /attendance_logs/{id}` (screen 17): one's own log's comment, or anyone's for managers. */
export async function updateAttendanceComment(
  tx: Executor,
  actor: Actor,
  id: number,
  comment: string,
): Promise<AttendanceLog> {
  const log = await findAttendanceLog(tx, id);
  const action = log.staff_id === actor.staffId ? "attendance.own" : "attendance.manage";
  authorize(actor, action, { loungeId: log.lounge_id });
  await tx
    .update(attendanceLogs)
    .set({ comment, updated_at: new Date() })
    .where(eq(attendanceLogs.id, log.id));
  // The state is unchanged; the event makes the lounge's other devices read the logs again.
  const last = (await sequenceLogs(tx, log.lounge_id, log.staff_id)).at(-1);
  await publish(tx, {
    type: "attendance",
    lounge_id: log.lounge_id,
    staff_id: log.staff_id,
    state: last ? ATTENDANCE_STATE_AFTER[last.log_type] : "off",
  });
  return presentAttendanceLog(tx, log.id);
}

/** `PATCH /attendance_logs/{id}` (managers): a log's type and/or time, with the reason. */
export async function correctAttendanceLog(
  tx: Executor,
  actor: Actor,
  id: number,
  input: CorrectionInput,
): Promise<AttendanceLog> {
  const log = await lockedLog(tx, actor, id);
  if (log.voided_at) refuse("取り消された勤怠記録は修正できません");
  if (input.log_type === undefined && input.logged_at === undefined) {
    refuse("修正する種類か日時を指定してください");
  }
  const { now } = await databaseClock(tx);
  const next: { log_type: AttendanceLogType; logged_at: Date } = {
    log_type: input.log_type ?? log.log_type,
    logged_at: input.logged_at === undefined ? log.logged_at : wholeMinute(input.logged_at),
  };
  if (input.logged_at !== undefined) assertNotFuture(next.logged_at, now);
  if (next.log_type === log.log_type && next.logged_at.getTime() === log.logged_at.getTime()) {
    refuse("種類も日時も変わっていません");
  }
  await tx
    .update(attendanceLogs)
    .set({ ...next, corrected: true, updated_at: now })
    .where(eq(attendanceLogs.id, log.id));
  await settleAndPublish(tx, log, new Set([log.id]));
  await tx.insert(attendanceLogChanges).values({
    attendance_log_id: log.id,
    lounge_id: log.lounge_id,
    kind: "update",
    before: factsOf(log),
    after: factsOf(next),
    reason: input.reason,
    changed_by: actor.staffId,
  });
  return presentAttendanceLog(tx, log.id);
}

/**
 * What goes with a voided log, so that the rest still replays: a break's other half (half a break
 * never replays), and with a clock-in its whole shift (its breaks and clock-out: a shift recorded by
 * mistake between two real ones). A clock-out alone is voided alone (the shift is then open again).
 */
async function voidedWith(tx: Executor, log: AttendanceLogRow): Promise<AttendanceLogRow[]> {
  if (log.log_type === "clock_out") return [log];
  const logs = await sequenceLogs(tx, log.lounge_id, log.staff_id);
  const at = logs.findIndex((l) => l.id === log.id);
  if (log.log_type === "clock_in") {
    const next = logs.findIndex((l, i) => i > at && l.log_type === "clock_in");
    return logs.slice(at, next === -1 ? undefined : next);
  }
  const partner = log.log_type === "break_start" ? logs[at + 1] : logs[at - 1];
  const wanted = log.log_type === "break_start" ? "break_end" : "break_start";
  return partner?.log_type === wanted ? [log, partner] : [log];
}

/**
 * `POST /attendance_logs/{id}/void` (managers): a mistaken log stops counting (with what goes with it,
 * see `voidedWith`); the rest must still follow.
 */
export async function voidAttendanceLog(
  tx: Executor,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AttendanceLog> {
  const log = await lockedLog(tx, actor, id);
  if (log.voided_at) refuse("この勤怠記録は取り消し済みです");
  const { now } = await databaseClock(tx);
  const voided = await voidedWith(tx, log);
  for (const each of voided) {
    await tx
      .update(attendanceLogs)
      .set({ voided_at: now, corrected: true, updated_at: now })
      .where(eq(attendanceLogs.id, each.id));
  }
  await settleAndPublish(tx, log);
  await tx.insert(attendanceLogChanges).values(
    voided.map((each) => ({
      attendance_log_id: each.id,
      lounge_id: each.lounge_id,
      kind: "void" as const,
      before: factsOf(each),
      after: null,
      reason,
      changed_by: actor.staffId,
    })),
  );
  return presentAttendanceLog(tx, log.id);
}
