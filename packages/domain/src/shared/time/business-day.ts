// Business days: the stretch from one cut-off (e.g. 06:00) to the next, so 01:30 on the 2nd belongs to the 1st.

import { DomainError } from "../errors";
import {
  floorDiv,
  floorMod,
  formatDate,
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  parseInstant,
} from "./calendar";
import { assertTimeZone, wallClockMs } from "./zone";

export type BusinessDayOptions = {
  /** IANA zone of the lounge, e.g. `"Asia/Tokyo"`. */
  timeZone: string;
  /** Start of the business day on the lounge's clock, `"HH:mm"`, e.g. `"06:00"`. */
  cutoff: string;
};

const CUTOFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses a `"HH:mm"` cut-off into milliseconds after midnight. */
export function parseCutoff(cutoff: unknown): number {
  const match = typeof cutoff === "string" ? CUTOFF.exec(cutoff) : null;
  if (!match) {
    throw new DomainError(
      "INVALID_CUTOFF",
      "営業日の切り替え時刻はHH:mm形式（例: 06:00）で指定してください",
    );
  }
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/** The business day (as a day number) of a wall-clock reading, given the cut-off in ms after midnight. */
export function businessDayNumberOfWall(wallMs: number, cutoffMs: number): number {
  return floorDiv(wallMs - cutoffMs, MS_PER_DAY);
}

/** The clock hour (0-23) of a wall-clock reading. */
export function hourOfWall(wallMs: number): number {
  return floorDiv(floorMod(wallMs, MS_PER_DAY), MS_PER_HOUR);
}

/**
 * The lounge's business day of an instant, `"YYYY-MM-DD"`: the calendar date on the lounge's clock,
 * minus one day when the clock reads earlier than the cut-off.
 */
export function businessDayOf(instant: string, options: BusinessDayOptions): string {
  const epochMs = parseInstant(instant);
  assertTimeZone(options?.timeZone);
  const cutoffMs = parseCutoff(options.cutoff);
  return formatDate(businessDayNumberOfWall(wallClockMs(options.timeZone, epochMs), cutoffMs));
}

/**
 * The business day of an instant and the instant it started (the first whole minute on the lounge's
 * clock at or after the cut-off). Found by walking back in halving steps, so it stays exact when
 * daylight saving moves the clock or the cut-off falls in a skipped hour.
 */
export function businessDayStart(
  instant: string,
  options: BusinessDayOptions,
): { day: string; startMs: number } {
  const epochMs = parseInstant(instant);
  assertTimeZone(options?.timeZone);
  const cutoffMs = parseCutoff(options.cutoff);
  const dayAt = (ms: number) =>
    businessDayNumberOfWall(wallClockMs(options.timeZone, ms), cutoffMs);
  const day = dayAt(epochMs);
  let startMs = floorDiv(epochMs, MS_PER_MINUTE) * MS_PER_MINUTE;
  for (let minutes = 12 * 60; minutes >= 1; minutes = floorDiv(minutes, 2)) {
    const step = minutes * MS_PER_MINUTE;
    while (dayAt(startMs - step) === day) startMs -= step;
  }
  return { day: formatDate(day), startMs };
}
