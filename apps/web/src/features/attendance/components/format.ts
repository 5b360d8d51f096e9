// Display formats of the monthly sheet and its entries: minutes as `8:07（487分）`, business days as
// `11/23 (月)`, log times on the lounge's clock, the month as `2026年11月`.
import {
  ATTENDANCE_LOG_TYPE_LABELS,
  type AttendanceLog,
  businessDayOf,
  formatWorkMinutes,
} from "@lounge-office/domain";
import { dayjs } from "../../../lib/dayjs";

/** 487 → `8:07（487分）`: the sheet's clock figure with the exact minutes beside it. */
export const formatMinutes = (minutes: number) =>
  `${formatWorkMinutes(minutes)}（${minutes.toLocaleString("ja-JP")}分）`;

/** `2026-11` → `2026年11月`. */
export const formatMonth = (month: string) => {
  const [year, m] = month.split("-");
  return `${year}年${Number(m)}月`;
};

/** A business day `2026-11-23` → `11/23 (月)`. */
export const formatBusinessDay = (day: string) => dayjs(day).format("MM/DD (dd)");

/** `HH:mm` on the lounge's clock. */
export const formatTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("HH:mm");

/** `MM/DD HH:mm` on the lounge's clock. */
export const formatDayTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("MM/DD HH:mm");

/**
 * A log's time under its shift's business day: `22:10`, or `01:30（11/24）` when the clock's date is
 * another (a night shift past midnight), so a time never reads as the wrong day.
 */
export function formatLogTime(
  log: Pick<AttendanceLog, "logged_at" | "shift_day">,
  timeZone: string,
) {
  const clock = dayjs(log.logged_at).tz(timeZone);
  const time = clock.format("HH:mm");
  return clock.format("YYYY-MM-DD") === log.shift_day
    ? time
    : `${time}（${clock.format("MM/DD")}）`;
}

/** `11/23 22:10 の出勤`: how a dialog names the log it changes. */
export const describeLog = (log: Pick<AttendanceLog, "logged_at" | "log_type">, timeZone: string) =>
  `${formatDayTime(log.logged_at, timeZone)} の${ATTENDANCE_LOG_TYPE_LABELS[log.log_type]}`;

/** The month of the lounge's current business day (`YYYY-MM`): the sheet opens on it. */
export const currentBusinessMonth = (lounge: { time_zone: string; business_day_cutoff: string }) =>
  businessDayOf(new Date().toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  }).slice(0, 7);
