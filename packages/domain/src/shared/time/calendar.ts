// Parsing and formatting of ISO-8601 instants and calendar dates, as integer milliseconds and day numbers.
import { DomainError } from "../errors";

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;
export const MS_PER_DAY = 86_400_000;

// Validated by pattern first, then read digit by digit at fixed positions (this runs twice per interval).
const INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
const DATE = /^[1-9]\d{3}-\d{2}-\d{2}$/;
const DIGIT_0 = 48;

/** Floor division that is also right for negative dividends (instants before 1970, wall-clock shifts). */
export function floorDiv(dividend: number, divisor: number): number {
  return Math.floor(dividend / divisor);
}

export function floorMod(dividend: number, divisor: number): number {
  return dividend - floorDiv(dividend, divisor) * divisor;
}

function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let index = from; index < from + count; index += 1) {
    value = value * 10 + (text.charCodeAt(index) - DIGIT_0);
  }
  return value;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isValidCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) {
    return false;
  }
  const days = (DAYS_IN_MONTH[month - 1] ?? 0) + (month === 2 && isLeapYear(year) ? 1 : 0);
  return day <= days;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil, integers only). */
export function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floorDiv(y, 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = floorDiv(153 * (month + (month > 2 ? -3 : 9)) + 2, 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + floorDiv(yearOfEra, 4) - floorDiv(yearOfEra, 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Parses an ISO-8601 instant that carries its offset (`2024-12-27T21:30:00+09:00`, `...Z`) into epoch
 * milliseconds, in the shape `z.iso.datetime({ offset: true })` accepts (seconds required). Fractions
 * beyond milliseconds are truncated. A string without an offset is refused: it would silently depend
 * on the server's own zone.
 */
export function parseInstant(value: unknown, what = "日時"): number {
  if (typeof value !== "string" || !INSTANT.test(value)) {
    throw new DomainError(
      "INVALID_INSTANT",
      `${what}はタイムゾーン付きのISO 8601形式（例: 2024-12-27T21:30:00+09:00）で指定してください`,
    );
  }
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const hour = digits(value, 11, 2);
  const minute = digits(value, 14, 2);
  const second = digits(value, 17, 2);
  let index = 19;
  let millis = 0;
  if (value[index] === ".") {
    index += 1;
    for (const scale of [100, 10, 1]) {
      const digit = value.charCodeAt(index) - DIGIT_0;
      if (digit >= 0 && digit <= 9) {
        millis += digit * scale;
        index += 1;
      }
    }
    while (value[index] !== "Z" && value[index] !== "+" && value[index] !== "-") {
      index += 1; // digits beyond milliseconds are truncated
    }
  }
  const zulu = value[index] === "Z";
  const offsetHours = zulu ? 0 : digits(value, index + 1, 2);
  const offsetMinutes = zulu ? 0 : digits(value, index + 4, 2);
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
  const offsetMinutesSigned = (value[index] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  const minutes = (dayNumberOf(year, month, day) * 24 + hour) * 60 + minute - offsetMinutesSigned;
  return minutes * MS_PER_MINUTE + second * 1000 + millis;
}

/** Parses `"YYYY-MM-DD"` into a day number (days since 1970-01-01). */
export function parseDate(value: unknown, what = "日付"): number {
  const valid = typeof value === "string" && DATE.test(value);
  const year = valid ? digits(value, 0, 4) : 0;
  const month = valid ? digits(value, 5, 2) : 0;
  const day = valid ? digits(value, 8, 2) : 0;
  if (!valid || !isValidCalendarDate(year, month, day)) {
    throw new DomainError(
      "INVALID_DATE",
      `${what}はYYYY-MM-DD形式の実在する日付で指定してください`,
    );
  }
  return dayNumberOf(year, month, day);
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

/** Whole minutes from `start` to `end`, floored; 0 when `end` is not after `start`. */
export function minutesBetween(start: Date | number, end: Date | number): number {
  const ms = (instant: Date | number) =>
    typeof instant === "number" ? instant : instant.getTime();
  return Math.max(0, floorDiv(ms(end) - ms(start), MS_PER_MINUTE));
}
