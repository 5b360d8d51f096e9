// A lounge's opening hours: per weekday an opening and a closing time on the lounge's clock (a closing
// at or before the opening is the next morning's), or closed; and whether the lounge is open at an instant.
import { z } from "zod";
import {
  floorDiv,
  floorMod,
  formatDate,
  MS_PER_DAY,
  MS_PER_MINUTE,
  parseInstant,
  weekdayOf,
} from "../shared/time/calendar";
import { assertTimeZone, wallClockMs } from "../shared/time/zone";

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ZClock = (what: string) =>
  z.string({ error: `${what}を HH:mm で入力してください` }).regex(HH_MM, {
    error: `${what}を HH:mm で入力してください`,
  });

export const OPENING_SAME_TIME =
  "開店と閉店が同じ時刻です（翌朝までの営業は閉店を翌朝の時刻で入力してください）";

/** One weekday's hours; null: closed that weekday (定休日). `close` ≤ `open`: the next morning. */
export const ZOpeningDay = z
  .object({ open: ZClock("開店時刻"), close: ZClock("閉店時刻") })
  .refine((day) => day.open !== day.close, { error: OPENING_SAME_TIME, path: ["close"] })
  .nullable();
export type OpeningDay = z.infer<typeof ZOpeningDay>;

/** Seven weekdays, Sunday first (the index is JavaScript's weekday). */
export const ZOpeningHours = z
  .array(ZOpeningDay)
  .max(7, { error: "営業時間は日曜日から土曜日までの7日分を入力してください" })
  .length(7, { error: "営業時間は日曜日から土曜日までの7日分を入力してください" });
export type OpeningHours = z.infer<typeof ZOpeningHours>;

export const WEEKDAY_NAMES = ["日", "月", "火", "水", "木", "金", "土"] as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The opening that covers `instant`, named by the date (`YYYY-MM-DD`, the lounge's calendar) on
 * which it opened: 01:30 on a Saturday inside Friday's 19:00–05:00 is Friday's. Null when closed.
 * Wall-clock readings, so a daylight-saving change moves nothing: 19:00 stays 19:00.
 */
export function openingAt(hours: OpeningHours, instant: string, timeZone: string): string | null {
  assertTimeZone(timeZone);
  const wall = wallClockMs(timeZone, parseInstant(instant));
  const day = floorDiv(wall, MS_PER_DAY);
  const minute = floorDiv(floorMod(wall, MS_PER_DAY), MS_PER_MINUTE);
  const today = hours[weekdayOf(day)];
  if (today) {
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    if (minute >= open && (close <= open || minute < close)) return formatDate(day);
  }
  const yesterday = hours[weekdayOf(day - 1)];
  if (yesterday) {
    const open = minutesOf(yesterday.open);
    const close = minutesOf(yesterday.close);
    if (close <= open && minute < close) return formatDate(day - 1);
  }
  return null;
}

/** Whether the lounge is open at `instant` by its hours (a day a manager closed is the caller's). */
export function isOpenAt(hours: OpeningHours, instant: string, timeZone: string): boolean {
  return openingAt(hours, instant, timeZone) !== null;
}
