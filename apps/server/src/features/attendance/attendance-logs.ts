// Attendance logs and their changes as the API presents them (with the names of the staff member, of
// who recorded it and of who changed it), and the look-ups every command starts from.
import {
  type AttendanceChange,
  type AttendanceLog,
  nextMonth,
  ZAttendanceChange,
} from "@lounge-office/domain/attendance";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { attendanceLogChanges, attendanceLogs, staff } from "../../db/schema";
import type { AttendanceLogRow } from "./attendance-sequence";

const recorder = alias(staff, "recorder");
const changer = alias(staff, "changer");

export const LOG_NOT_FOUND = "勤怠記録が見つかりません";

/** A log by id (404 in Japanese when there is none). */
export async function findAttendanceLog(tx: Executor, id: number): Promise<AttendanceLogRow> {
  const [row] = await tx.select().from(attendanceLogs).where(eq(attendanceLogs.id, id));
  if (!row) throw new AppError("not_found", LOG_NOT_FOUND);
  return row;
}

/** The facts a change records before and after: the type and the time. */
export const factsOf = (log: Pick<AttendanceLogRow, "log_type" | "logged_at">) => ({
  log_type: log.log_type,
  logged_at: log.logged_at.toISOString(),
});

/** Logs with shift_day in the month `"YYYY-MM"` (a shift belongs to the day its clock-in began in). */
export function inMonth(month: string): SQL {
  return and(
    gte(attendanceLogs.shift_day, `${month}-01`),
    lt(attendanceLogs.shift_day, `${nextMonth(month)}-01`),
  ) as SQL;
}

/** Logs matching `where`, voided ones included, in the order they happened. */
export async function loadAttendanceLogs(
  db: Executor,
  where: SQL | undefined,
): Promise<AttendanceLog[]> {
  const rows = await db
    .select({ log: attendanceLogs, staff_name: staff.name, recorded_by_name: recorder.name })
    .from(attendanceLogs)
    .innerJoin(staff, eq(staff.id, attendanceLogs.staff_id))
    .innerJoin(recorder, eq(recorder.id, attendanceLogs.recorded_by))
    .where(where)
    .orderBy(asc(attendanceLogs.logged_at), asc(attendanceLogs.id));
  return rows.map(({ log, staff_name, recorded_by_name }) => ({
    id: log.id,
    staff_id: log.staff_id,
    staff_name,
    lounge_id: log.lounge_id,
    log_type: log.log_type,
    logged_at: log.logged_at.toISOString(),
    comment: log.comment,
    shift_day: log.shift_day,
    recorded_by_id: log.recorded_by,
    recorded_by_name,
    voided_at: log.voided_at?.toISOString() ?? null,
    corrected: log.corrected,
    created_at: log.created_at.toISOString(),
  }));
}

/** One log as the API answers it. */
export async function presentAttendanceLog(db: Executor, id: number): Promise<AttendanceLog> {
  const [log] = await loadAttendanceLogs(db, eq(attendanceLogs.id, id));
  if (!log) throw new AppError("not_found", LOG_NOT_FOUND);
  return log;
}

/** The changes of the logs matching `where` (a condition on attendance_logs), newest first. */
export async function loadAttendanceChanges(
  db: Executor,
  where: SQL | undefined,
): Promise<AttendanceChange[]> {
  const rows = await db
    .select({
      change: attendanceLogChanges,
      staff_id: attendanceLogs.staff_id,
      staff_name: staff.name,
      changed_by_name: changer.name,
    })
    .from(attendanceLogChanges)
    .innerJoin(attendanceLogs, eq(attendanceLogs.id, attendanceLogChanges.attendance_log_id))
    .innerJoin(staff, eq(staff.id, attendanceLogs.staff_id))
    .innerJoin(changer, eq(changer.id, attendanceLogChanges.changed_by))
    .where(where)
    .orderBy(desc(attendanceLogChanges.changed_at), desc(attendanceLogChanges.id));
  return rows.map(({ change, staff_id, staff_name, changed_by_name }) => ({
    id: change.id,
    attendance_log_id: change.attendance_log_id,
    staff_id,
    staff_name,
    kind: change.kind,
    before: ZAttendanceChange.shape.before.parse(change.before),
    after: ZAttendanceChange.shape.after.parse(change.after),
    reason: change.reason,
    changed_by_id: change.changed_by,
    changed_by_name,
    changed_at: change.changed_at.toISOString(),
  }));
}
