// Day types for pricing as venues price (金土祝前): Friday, Saturday or the day before a national holiday.

import { DomainError } from "../errors";
import { formatDate, parseDate, weekdayOf } from "./calendar";
import { holidayDataYears, isNationalHoliday } from "./holidays";

export const DAY_TYPES = ["weekday", "weekend"] as const;
export type DayType = (typeof DAY_TYPES)[number];

const FRIDAY = 5;
const SATURDAY = 6;

/** The day type of a business day given as a day number; see `dayTypeOf`. */
export function dayTypeOfDayNumber(dayNumber: number): DayType {
  const next = formatDate(dayNumber + 1);
  const nextYear = Number(next.slice(0, 4));
  const covered = holidayDataYears();
  if (nextYear < covered.first || nextYear > covered.last) {
    throw new DomainError(
      "HOLIDAY_DATA_OUT_OF_RANGE",
      `祝日データは${covered.first}年から${covered.last}年までです（${formatDate(dayNumber)}）`,
    );
  }
  const weekday = weekdayOf(dayNumber);
  if (weekday === FRIDAY || weekday === SATURDAY || isNationalHoliday(next)) {
    return "weekend";
  }
  return "weekday";
}

/**
 * `"weekend"` for a business day that is a Friday, a Saturday, or the day before a Japanese national
 * holiday; `"weekday"` otherwise (a holiday itself is a weekday unless one of those also holds).
 */
export function dayTypeOf(businessDay: string): DayType {
  return dayTypeOfDayNumber(parseDate(businessDay, "営業日"));
}
