// The period the head-office overview shows, from the address: a business day (`?view=day&date=`) or
// a month (`?view=month&month=YYYY-MM`), today's by default; anything unreadable falls back to it.

export type Period =
  | { kind: "day"; date: string; month: string; firstDay: string; lastDay: string }
  | { kind: "month"; date: string; month: string; firstDay: string; lastDay: string };

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last date of a `YYYY-MM` month. */
export function lastDayOf(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, "0")}`;
}

export function periodOf(
  view: string | null,
  date: string | null,
  month: string | null,
  today: string,
): Period {
  const day = date && DATE.test(date) && date <= today ? date : today;
  const chosenMonth = month && MONTH.test(month) ? month : today.slice(0, 7);
  if (view === "month") {
    return {
      kind: "month",
      date: day,
      month: chosenMonth,
      firstDay: `${chosenMonth}-01`,
      lastDay: lastDayOf(chosenMonth),
    };
  }
  return { kind: "day", date: day, month: chosenMonth, firstDay: day, lastDay: day };
}
