// The one place that reads Japanese national holidays, from the maintained @holiday-jp/holiday_jp data.
import holidayJp from "@holiday-jp/holiday_jp";

const holidayDates: Readonly<Record<string, unknown>> = holidayJp.holidays;

function yearRange(): { first: number; last: number } {
  const years = Object.keys(holidayDates).map((date) => Number(date.slice(0, 4)));
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** The calendar years the installed holiday data covers (1970 to 2050 in version 2.5). */
export const HOLIDAY_DATA_YEARS: Readonly<{ first: number; last: number }> = Object.freeze(
  yearRange(),
);

/** Whether `"YYYY-MM-DD"` is a national holiday (including substitute and citizens' holidays). */
export function isNationalHoliday(date: string): boolean {
  return Object.hasOwn(holidayDates, date);
}
