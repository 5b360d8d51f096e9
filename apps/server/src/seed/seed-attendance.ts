// Demo attendance: the previous month (relative to the demo data's "now") for a lounge's staff — a few
// evening shifts each, past midnight with a break — and, when asked, one forgotten clock-out. Nothing
// in the current month: the e2e test counts it from zero.
import { type AttendanceLogType, previousMonth } from "@lounge-office/domain/attendance";
import { businessDayOf } from "@lounge-office/domain/shared";
import type { Executor } from "../db/client";
import { attendanceLogs } from "../db/schema";

type Lounge = { id: number; time_zone: string; business_day_cutoff: string };

/** Days of the month each member works, shifted by the member's place so shifts differ. */
const DAYS = [3, 8, 12, 17, 22];

/** `YYYY-MM-DD` plus `days`, as a date (the clock-out's day after midnight). */
function dayAfter(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function seedAttendance(
  db: Executor,
  lounge: Lounge,
  staffIds: readonly number[],
  now: Date,
  options: { forgetsClockOut?: number } = {},
) {
  // The demo lounges keep Japan's clock (no daylight saving): wall-clock times read as +09:00.
  if (lounge.time_zone !== "Asia/Tokyo")
    throw new Error("seedAttendance: demo lounges are in Tokyo");
  const clock = { timeZone: lounge.time_zone, cutoff: lounge.business_day_cutoff };
  const month = previousMonth(businessDayOf(now.toISOString(), clock).slice(0, 7));
  const rows: (typeof attendanceLogs.$inferInsert)[] = [];
  for (const [place, staffId] of staffIds.entries()) {
    for (const [k, base] of DAYS.entries()) {
      const day = `${month}-${String(base + place).padStart(2, "0")}`;
      const next = dayAfter(day, 1);
      const at = (date: string, time: string) => new Date(`${date}T${time}:00+09:00`);
      const clockIn = at(day, `${19 + (place % 2)}:${place < 2 ? "00" : "30"}`);
      const steps: [AttendanceLogType, Date][] = [
        ["clock_in", clockIn],
        ["break_start", at(day, "22:30")],
        ["break_end", at(day, k % 2 === 0 ? "23:15" : "23:00")],
        ["clock_out", at(next, `0${1 + (k % 3)}:${k % 2 === 0 ? "30" : "10"}`)],
      ];
      // The member's last shift of the month, its clock-out never recorded (the sheet flags it).
      const forgotten = staffId === options.forgetsClockOut && k === DAYS.length - 1;
      const shiftDay = businessDayOf(clockIn.toISOString(), clock);
      for (const [logType, loggedAt] of forgotten ? steps.slice(0, 3) : steps) {
        rows.push({
          lounge_id: lounge.id,
          staff_id: staffId,
          log_type: logType,
          logged_at: loggedAt,
          shift_day: shiftDay,
          comment: logType === "clock_in" && k === 1 && place === 1 ? "電車遅延のため" : "",
          recorded_by: staffId,
        });
      }
    }
  }
  if (rows.length > 0) await db.insert(attendanceLogs).values(rows);
}
