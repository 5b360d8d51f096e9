// The one place that reads Japanese national holidays, from the maintained @holiday-jp/holiday_jp data.
// Nothing is computed at import: a bundle that never asks about a holiday (the web app's startup
// chunk) drops the table, since the package declares "sideEffects": false.
import holidayJp from "@holiday-jp/holiday_jp";

let years: Readonly<{ first: number; last: number }> | undefined;

/** The calendar years the installed holiday data covers (1970 to 2050 in version 2.5). */
export function holidayDataYears(): Readonly<{ first: number; last: number }> {
  if (!years) {
    const all = Object.keys(holidayJp.holidays).map((date) => Number(date.slice(0, 4)));
    years = Object.freeze({ first: Math.min(...all), last: Math.max(...all) });
  }
  return years;
}

/** Whether `"YYYY-MM-DD"` is a national holiday (including substitute and citizens' holidays). */
export function isNationalHoliday(date: string): boolean {
  return Object.hasOwn(holidayJp.holidays, date);
}
