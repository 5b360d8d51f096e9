// Reads of attendance: each staff member's state at a lounge (its shared tablet shows everyone), the
// monthly sheet (and its CSV) and a month's logs with their corrections. Staff without
// `attendance.manage` at the lounge see only their own row and logs.
import {
  ATTENDANCE_STATE_AFTER,
  type AttendanceEntries,
  type AttendanceSheetRow,
  type AttendanceStateRow,
  attendanceMonthFigures,
  replayAttendance,
} from "@lounge-office/domain/attendance";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { attendanceLogs, staff, staffLounges } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, can } from "../../policy/policy";
import { inMonth, loadAttendanceChanges, loadAttendanceLogs } from "./attendance-logs";
import { clockOf, entryOf } from "./attendance-sequence";

type Member = { id: number; name: string };

/** The lounge's active staff, as `GET /attendance_logs/staff_list` lists them (the staff feature's query). */
async function loungeMembers(db: Executor, loungeId: number): Promise<Member[]> {
  return db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .innerJoin(staffLounges, eq(staffLounges.staff_id, staff.id))
    .where(and(eq(staffLounges.lounge_id, loungeId), eq(staff.active, true)))
    .orderBy(asc(staff.id));
}

const byStaffId = (a: { staff_id: number }, b: { staff_id: number }) => a.staff_id - b.staff_id;

/**
 * `GET /attendance_logs/state`: every active member of the lounge, plus anyone else not off there
 * (an admin working a shift), from each one's last non-voided log and last clock-in. Three queries
 * for the whole lounge.
 */
export async function listAttendanceStates(
  db: Executor,
  loungeId: number,
): Promise<AttendanceStateRow[]> {
  const [members, lasts, clockIns] = await Promise.all([
    loungeMembers(db, loungeId),
    db
      .selectDistinctOn([attendanceLogs.staff_id], {
        staff_id: attendanceLogs.staff_id,
        name: staff.name,
        log_type: attendanceLogs.log_type,
        logged_at: attendanceLogs.logged_at,
      })
      .from(attendanceLogs)
      .innerJoin(staff, eq(staff.id, attendanceLogs.staff_id))
      .where(and(eq(attendanceLogs.lounge_id, loungeId), isNull(attendanceLogs.voided_at)))
      .orderBy(
        asc(attendanceLogs.staff_id),
        desc(attendanceLogs.logged_at),
        desc(attendanceLogs.id),
      ),
    // Each one's last clock-in: the open shift's start when the state is not off.
    db
      .selectDistinctOn([attendanceLogs.staff_id], {
        staff_id: attendanceLogs.staff_id,
        logged_at: attendanceLogs.logged_at,
      })
      .from(attendanceLogs)
      .where(
        and(
          eq(attendanceLogs.lounge_id, loungeId),
          eq(attendanceLogs.log_type, "clock_in"),
          isNull(attendanceLogs.voided_at),
        ),
      )
      .orderBy(
        asc(attendanceLogs.staff_id),
        desc(attendanceLogs.logged_at),
        desc(attendanceLogs.id),
      ),
  ]);
  const lastOf = new Map(lasts.map((last) => [last.staff_id, last]));
  const clockInOf = new Map(clockIns.map((log) => [log.staff_id, log.logged_at]));
  const rowOf = (
    staffId: number,
    name: string,
    last: (typeof lasts)[number] | undefined,
  ): AttendanceStateRow => {
    const state = last ? ATTENDANCE_STATE_AFTER[last.log_type] : "off";
    return {
      staff_id: staffId,
      name,
      state,
      since: last?.logged_at.toISOString() ?? null,
      shift_started_at: state === "off" ? null : (clockInOf.get(staffId)?.toISOString() ?? null),
    };
  };
  const rows = members.map((member) => rowOf(member.id, member.name, lastOf.get(member.id)));
  const listed = new Set(members.map((member) => member.id));
  for (const last of lasts) {
    const state = ATTENDANCE_STATE_AFTER[last.log_type];
    if (listed.has(last.staff_id) || state === "off") continue;
    rows.push(rowOf(last.staff_id, last.name, last));
  }
  return rows.sort(byStaffId);
}

export type AttendanceSheetQuery = { lounge_id: number; month: string };

/**
 * `GET /attendance_logs` (and its CSV): per staff member, the month's figures from the shifts whose
 * business day falls in it — the lounge's members (zero rows included) and anyone who worked there.
 */
export async function attendanceSheet(
  db: Executor,
  actor: Actor,
  query: AttendanceSheetQuery,
): Promise<AttendanceSheetRow[]> {
  const lounge = await findLounge(db, query.lounge_id);
  const everyone = can(actor, "attendance.manage", { loungeId: lounge.id });
  const [members, logs] = await Promise.all([
    loungeMembers(db, lounge.id),
    db
      .select({
        id: attendanceLogs.id,
        staff_id: attendanceLogs.staff_id,
        name: staff.name,
        log_type: attendanceLogs.log_type,
        logged_at: attendanceLogs.logged_at,
        shift_day: attendanceLogs.shift_day,
      })
      .from(attendanceLogs)
      .innerJoin(staff, eq(staff.id, attendanceLogs.staff_id))
      .where(
        and(
          eq(attendanceLogs.lounge_id, lounge.id),
          isNull(attendanceLogs.voided_at),
          inMonth(query.month),
          everyone ? undefined : eq(attendanceLogs.staff_id, actor.staffId),
        ),
      ),
  ]);
  const people = new Map<number, { name: string; logs: typeof logs }>();
  for (const member of members) {
    if (everyone || member.id === actor.staffId)
      people.set(member.id, { name: member.name, logs: [] });
  }
  for (const log of logs) {
    const person = people.get(log.staff_id) ?? { name: log.name, logs: [] };
    person.logs.push(log);
    people.set(log.staff_id, person);
  }
  const clock = clockOf(lounge);
  const rows: AttendanceSheetRow[] = [];
  for (const [staffId, person] of people) {
    // A month's logs are whole shifts (every log of a shift carries its clock-in's day), so they
    // replay from off on their own.
    // Only a write that bypassed the server could break that: the member is flagged for a manager to
    // look at (no minutes guessed) and the rest of the sheet still shows.
    const replay = replayAttendance(person.logs.map(entryOf));
    const days = new Map(person.logs.map((log) => [log.id, log.shift_day]));
    const figures = replay.ok
      ? attendanceMonthFigures(
          replay.shifts,
          query.month,
          clock,
          (shift) => days.get(shift.logIds[0] ?? 0) ?? "",
        )
      : { days: 0, worked_minutes: 0, break_minutes: 0, open_shift: true };
    rows.push({ staff_id: staffId, name: person.name, ...figures });
  }
  return rows.sort(byStaffId);
}

export type AttendanceEntriesQuery = AttendanceSheetQuery & { staff_id?: number | undefined };

/** `GET /attendance_logs/entries`: the month's logs (voided too) and their changes, newest first. */
export async function attendanceEntries(
  db: Executor,
  actor: Actor,
  query: AttendanceEntriesQuery,
): Promise<AttendanceEntries> {
  let staffId = query.staff_id;
  if (!can(actor, "attendance.manage", { loungeId: query.lounge_id })) {
    if (staffId !== undefined && staffId !== actor.staffId) throw new AppError("forbidden");
    staffId = actor.staffId;
  }
  const where = and(
    eq(attendanceLogs.lounge_id, query.lounge_id),
    inMonth(query.month),
    staffId === undefined ? undefined : eq(attendanceLogs.staff_id, staffId),
  );
  const [logs, changes] = await Promise.all([
    loadAttendanceLogs(db, where),
    loadAttendanceChanges(db, where),
  ]);
  return { logs, changes };
}
