// How attendance reads on screen: the state's colour and since when (HH:mm today, M/D HH:mm before),
// a shift too old to be open (a forgotten clock-out), the recorded notice; on the monthly sheet minutes
// as `8:07（487分）`, business days as `11/23 (月)`, log times on the lounge's clock, the month as
// `2026年11月` (in English `8:07 (487 min)`, `November 2026`). Every business day is the lounge's,
// through `loungeClock`.
import {
  type AttendanceLog,
  type AttendanceState,
  type AttendanceStateRow,
  formatWorkMinutes,
  STALE_SHIFT_HOURS,
} from "@lounge-office/domain/attendance";
import type { SessionLounge } from "@lounge-office/domain/session";
import { type BusinessDayOptions, businessDayOf } from "@lounge-office/domain/shared";
import { dayjs } from "../../../lib/dayjs";
import { logTypeName, t } from "../messages";

type LoungeClockOf = Pick<SessionLounge, "time_zone" | "business_day_cutoff">;

/** The lounge's time zone and cut-off: what every business day on these screens is computed with. */
export const loungeClock = (lounge: LoungeClockOf): BusinessDayOptions => ({
  timeZone: lounge.time_zone,
  cutoff: lounge.business_day_cutoff,
});

const businessDay = (instant: string | number, lounge: LoungeClockOf) =>
  businessDayOf(new Date(instant).toISOString(), loungeClock(lounge));

// ---- the attendance screen ----

export const STATE_COLORS: Record<AttendanceState, string> = {
  off: "gray",
  working: "green",
  on_break: "orange",
};

export const MISSING_CLOCK_OUT_LABEL = t("missingClockOut");

/** When the state began, on the lounge's clock: `HH:mm` within today's business day, else `M/D HH:mm`. */
export function formatSince(since: string, now: number, lounge: LoungeClockOf): string {
  const today = businessDay(since, lounge) === businessDay(now, lounge);
  return dayjs(since)
    .tz(lounge.time_zone)
    .format(today ? "HH:mm" : "M/D HH:mm");
}

/**
 * A working or on-break state older than the domain's stale shift lacks its clock-out: the server
 * refuses live steps in such a shift, so the row offers none (a manager records the clock-out's time).
 */
/** A shift open STALE_SHIFT_HOURS or more since its clock-in (the server's rule): its clock-out was forgotten. */
export function lacksClockOut(row: AttendanceStateRow, now: number): boolean {
  if (row.state === "off" || row.shift_started_at === null) return false;
  return now - new Date(row.shift_started_at).getTime() >= STALE_SHIFT_HOURS * 3_600_000;
}

/** The notice after a log is recorded: 「石田 美咲の出勤を記録しました」. */
export const recordedMessage = (log: Pick<AttendanceLog, "staff_name" | "log_type">) =>
  t("recorded", { name: log.staff_name, type: logTypeName(log.log_type) });

// ---- the monthly sheet and a member's logs ----

/** 487 → `8:07（487分）`: the sheet's clock figure with the exact minutes beside it. */
export const formatMinutes = (minutes: number) =>
  t("minutes", { clock: formatWorkMinutes(minutes), minutes: minutes.toLocaleString("ja-JP") });

/** Its format: `YYYY年M月`, or `MMMM YYYY` in English (dayjs names the month in the page's language). */
const MONTH_FORMAT = t("monthFormat");

/** `2026-11` → `2026年11月` (`November 2026`). */
export const formatMonth = (month: string) => dayjs(`${month}-01`).format(MONTH_FORMAT);

/** A business day `2026-11-23` → `11/23 (月)`. */
export const formatBusinessDay = (day: string) => dayjs(day).format("MM/DD (dd)");

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
    : t("logTime.otherDay", { time, date: clock.format("MM/DD") });
}

/** `11/23 22:10 の出勤` ("Clock in at 11/23 22:10"): how a dialog names the log it changes. */
export const describeLog = (log: Pick<AttendanceLog, "logged_at" | "log_type">, timeZone: string) =>
  t("describeLog", {
    time: formatDayTime(log.logged_at, timeZone),
    type: logTypeName(log.log_type),
  });

/** The month of the lounge's current business day (`YYYY-MM`): the sheet opens on it. */
export const currentBusinessMonth = (lounge: LoungeClockOf) =>
  businessDay(Date.now(), lounge).slice(0, 7);
