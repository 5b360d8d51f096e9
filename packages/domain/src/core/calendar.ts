// Parsing and formatting of ISO-8601 instants and calendar dates, as integer milliseconds and day numbers.
import { DomainError } from "./errors";

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

const INSTANT =
  /^([1-9]\d{3})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;
const DATE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;

/** Floor division that is also right for negative dividends (instants before 1970, wall-clock shifts). */
export function floorDiv(dividend: number, divisor: number): number {
  return Math.floor(dividend / divisor);
}

export function floorMod(dividend: number, divisor: number): number {
  return dividend - floorDiv(dividend, divisor) * divisor;
}

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) {
    return false;
  }
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
}

/**
 * Parses an ISO-8601 instant that carries its offset (`2024-12-27T21:30:00+09:00`, `...Z`) into epoch
 * milliseconds. Fractions beyond milliseconds are truncated. A string without an offset is refused:
 * it would silently depend on the server's own zone.
 */
export function parseInstant(value: unknown, what = "日時"): number {
  const match = typeof value === "string" ? INSTANT.exec(value) : null;
  if (!match) {
    throw new DomainError(
      "INVALID_INSTANT",
      `${what}はタイムゾーン付きのISO 8601形式（例: 2024-12-27T21:30:00+09:00）で指定してください`,
    );
  }
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? "0");
  const millis = Number((fraction ?? "").padEnd(3, "0").slice(0, 3));
  const offsetHours = zulu ? 0 : Number(oh);
  const offsetMinutes = zulu ? 0 : Number(om);
  if (
    !isValidCalendarDate(year, month, day) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMinutes > 59
  ) {
    throw new DomainError("INVALID_INSTANT", `${what}に存在しない日時が指定されています: ${value}`);
  }
  const offsetMs = (sign === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * MS_PER_MINUTE;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMs;
}

/** Parses `"YYYY-MM-DD"` into a day number (days since 1970-01-01). */
export function parseDate(value: unknown, what = "日付"): number {
  const match = typeof value === "string" ? DATE.exec(value) : null;
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || !isValidCalendarDate(year, month, day)) {
    throw new DomainError("INVALID_DATE", `${what}はYYYY-MM-DD形式の実在する日付で指定してください`);
  }
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** Formats a day number as `"YYYY-MM-DD"`. */
export function formatDate(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

/** Day of the week of a day number: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  return floorMod(dayNumber + 4, 7); // 1970-01-01 was a Thursday
}
