// How the attendance screen words and times its rows: since when (HH:mm today, M/D HH:mm before),
// a working or on-break state too old to be true (a forgotten clock-out), the recorded notice.
import {
  ATTENDANCE_LOG_TYPE_LABELS,
  type AttendanceLog,
  type AttendanceState,
  type AttendanceStateRow,
  businessDayOf,
  type SessionLounge,
} from "@lounge-office/domain";
import { dayjs } from "../../../lib/dayjs";

export const STATE_COLORS: Record<AttendanceState, string> = {
  off: "gray",
  working: "green",
  on_break: "orange",
};

/** Nobody works a shift this long: a working or on-break state older than this lacks its clock-out. */
export const MISSING_CLOCK_OUT_HOURS = 16;
export const MISSING_CLOCK_OUT_LABEL = "退勤漏れ？";

const businessDay = (instant: string | number, lounge: SessionLounge) =>
  businessDayOf(new Date(instant).toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });

/** When the state began, on the lounge's clock: `HH:mm` within today's business day, else `M/D HH:mm`. */
export function formatSince(since: string, now: number, lounge: SessionLounge): string {
  const today = businessDay(since, lounge) === businessDay(now, lounge);
  return dayjs(since)
    .tz(lounge.time_zone)
    .format(today ? "HH:mm" : "M/D HH:mm");
}

export function lacksClockOut(row: AttendanceStateRow, now: number): boolean {
  if (row.state === "off" || row.since === null) return false;
  return now - new Date(row.since).getTime() > MISSING_CLOCK_OUT_HOURS * 3_600_000;
}

/** The notice after a log is recorded: 「石田 美咲の出勤を記録しました」. */
export const recordedMessage = (log: Pick<AttendanceLog, "staff_name" | "log_type">) =>
  `${log.staff_name}の${ATTENDANCE_LOG_TYPE_LABELS[log.log_type]}を記録しました`;
