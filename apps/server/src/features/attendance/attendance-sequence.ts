// One staff member's attendance at one lounge as a sequence: every write takes the sequence's lock,
// makes its change, then replays the non-voided logs with the domain's state machine (a refusal throws,
// so the route's transaction rolls back and nothing changes) and keeps each log's shift_day on the
// business day its shift began in.
import {
  ATTENDANCE_LOG_TYPE_LABELS,
  type AttendanceEntry,
  type AttendanceState,
  replayAttendance,
  shiftBusinessDay,
} from "@lounge-office/domain/attendance";
import { AppError, type BusinessDayOptions, formatReceiptDate } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { ADVISORY_LOCK, lockTextForTransaction } from "../../db/advisory-locks";
import type { Executor } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { attendanceLogs, type lounges } from "../../db/schema";

export type AttendanceLogRow = typeof attendanceLogs.$inferSelect;
type Lounge = typeof lounges.$inferSelect;

const MS_PER_MINUTE = 60_000;

export const FUTURE_MESSAGE = "未来の時刻は記録できません";

/** The lounge's clock: the time zone and cut-off its business days follow. */
export const clockOf = (lounge: Lounge): BusinessDayOptions => ({
  timeZone: lounge.time_zone,
  cutoff: lounge.business_day_cutoff,
});

/**
 * One write per (lounge, staff member) at a time, across instances: two taps of 出勤 on two tablets
 * are replayed one after the other, so the second sees the first and is refused.
 */
export async function lockAttendance(tx: Executor, loungeId: number, staffId: number) {
  await lockTextForTransaction(tx, ADVISORY_LOCK.attendance, `${loungeId}:${staffId}`);
}

/** The database's clock (taken after the lock) and its whole minute, the time a live log records. */
export async function databaseClock(tx: Executor): Promise<{ now: Date; minute: Date }> {
  const [row] = await rawRows<{ now: Date | string; minute: Date | string }>(
    tx,
    sql`select t.at as now, date_trunc('minute', t.at) as minute from (select clock_timestamp() as at) t`,
  );
  if (!row) throw new Error("databaseClock: no row");
  return { now: new Date(row.now), minute: new Date(row.minute) };
}

/** A manager's time, stored to the whole minute. */
export function wholeMinute(instant: string): Date {
  return new Date(Math.floor(Date.parse(instant) / MS_PER_MINUTE) * MS_PER_MINUTE);
}

/** A time more than a minute ahead of the database's clock is refused. */
export function assertNotFuture(at: Date, now: Date) {
  if (at.getTime() > now.getTime() + MS_PER_MINUTE) {
    throw new AppError("unprocessable", FUTURE_MESSAGE, { logged_at: FUTURE_MESSAGE });
  }
}

/** Why a correction is refused: the first log the replay refuses, at its time on the lounge's clock. */
export function sequenceMessage(entry: AttendanceEntry, message: string, timeZone: string): string {
  const at = formatReceiptDate(new Date(entry.at).toISOString(), timeZone).slice(5);
  const label = ATTENDANCE_LOG_TYPE_LABELS[entry.log_type];
  return `この修正では記録の順序が成り立ちません（${at} の${label}: ${message}）`;
}

/** What a refusal says: `explain` is given the refused log and the state machine's message. */
export type Explain = (entry: AttendanceEntry, message: string) => string;

/** The sequence as the replay reads it: the staff member's non-voided logs at the lounge. */
export async function sequenceLogs(
  tx: Executor,
  loungeId: number,
  staffId: number,
): Promise<AttendanceLogRow[]> {
  return tx
    .select()
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.lounge_id, loungeId),
        eq(attendanceLogs.staff_id, staffId),
        isNull(attendanceLogs.voided_at),
      ),
    )
    .orderBy(asc(attendanceLogs.logged_at), asc(attendanceLogs.id));
}

export const entryOf = (log: Pick<AttendanceLogRow, "id" | "log_type" | "logged_at">) => ({
  id: log.id,
  log_type: log.log_type,
  at: log.logged_at.getTime(),
});

/**
 * After a change (made in `tx`, under `lockAttendance`): replays the whole sequence, refuses with
 * `explain`'s message when a log no longer follows, puts every log on its shift's business day where
 * it differs, and returns the state after the last log. A shift keeps the day its clock-in was
 * recorded on (a later change of the lounge's cut-off or zone does not move past shifts between
 * months); only a clock-in in `changed` (new, or its time or type corrected) takes its day anew.
 */
export async function settleSequence(
  tx: Executor,
  lounge: Lounge,
  staffId: number,
  explain: Explain,
  changed: ReadonlySet<number> = new Set(),
): Promise<AttendanceState> {
  const logs = await sequenceLogs(tx, lounge.id, staffId);
  const replay = replayAttendance(logs.map(entryOf));
  if (!replay.ok) throw new AppError("unprocessable", explain(replay.entry, replay.message));
  const clock = clockOf(lounge);
  const stored = new Map(logs.map((log) => [log.id, log.shift_day]));
  const dayOf = new Map<number, string>();
  for (const shift of replay.shifts) {
    const clockInId = shift.logIds[0] ?? 0;
    const day = changed.has(clockInId)
      ? shiftBusinessDay(shift, clock)
      : (stored.get(clockInId) ?? shiftBusinessDay(shift, clock));
    for (const id of shift.logIds) dayOf.set(id, day);
  }
  const moved = new Map<string, number[]>();
  for (const log of logs) {
    const day = dayOf.get(log.id);
    if (day !== undefined && day !== log.shift_day)
      moved.set(day, [...(moved.get(day) ?? []), log.id]);
  }
  for (const [day, ids] of moved) {
    await tx.update(attendanceLogs).set({ shift_day: day }).where(inArray(attendanceLogs.id, ids));
  }
  return replay.state;
}
