// The crowd feed's history: how many people were present at each quarter hour of the
// lounge's business day, averaged per weekday over the last four weeks, from the event logs.
//
// A stay counts at a quarter-hour mark (18:00, 18:15, …, on the lounge's clock) when its log covers
// it, start included and end excluded. The marks of a business day run from its cut-off to the next
// one, and its weekday is the business day's (01:30 on a Saturday belongs to Friday night). Each
// weekday is averaged over the business days of the window on which anyone was present at a mark,
// so a day the lounge was closed does not pull the figures down.
import { businessDayNumberOfWall, parseCutoff } from "../shared/time/business-day";
import {
  floorDiv,
  floorMod,
  formatDate,
  MS_PER_DAY,
  MS_PER_MINUTE,
  weekdayOf,
} from "../shared/time/calendar";
import { assertTimeZone, wallClockMs } from "../shared/time/zone";

export const CROWD_BUCKET_MINUTES = 15;
/** Completed business days counted: four of each weekday. */
export const CROWD_HISTORY_DAYS = 28;

const BUCKET_MS = CROWD_BUCKET_MINUTES * MS_PER_MINUTE;
const BUCKETS_PER_DAY = MS_PER_DAY / BUCKET_MS;

/** One event log of a group that was not cancelled: who (side of the board, people) and when. */
export type CrowdStay = {
  groupId: number;
  /** The board's side: men and others on `mens`, women on `ladys`. */
  side: "mens" | "ladys";
  num: number;
  startMs: number;
  /** The log's end, or now for a log still open. */
  endMs: number;
};

export type CrowdWeekday = {
  /** 0 = Sunday … 6 = Saturday, of the business day. */
  weekday: number;
  /** Business days of this weekday in the window on which anyone was present at a mark. */
  days: number;
  /** Average people present at each mark of `times`, one decimal. */
  mens: number[];
  ladys: number[];
};

export type CrowdHistoryFigures = {
  /** The first and last business day counted (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** The weekday of the current business day, which the window leaves out. */
  today_weekday: number;
  bucket_minutes: number;
  /** The marks of a business day on the lounge's clock, `"HH:mm"`, from the cut-off on. */
  times: string[];
  /** Sunday first: `weekdays[n].weekday === n`. */
  weekdays: CrowdWeekday[];
};

const pad = (n: number) => String(n).padStart(2, "0");
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

type People = { mens: number[]; ladys: number[] };
const nobody = (): People => ({
  mens: new Array<number>(BUCKETS_PER_DAY).fill(0),
  ladys: new Array<number>(BUCKETS_PER_DAY).fill(0),
});
const add = (people: number[], slot: number, num: number) => {
  people[slot] = (people[slot] ?? 0) + num;
};

/** The figures of the 28 business days before the one `nowMs` falls in. */
export function crowdHistory(
  stays: readonly CrowdStay[],
  options: { timeZone: string; cutoff: string; nowMs: number },
): CrowdHistoryFigures {
  assertTimeZone(options.timeZone);
  const cutoffMs = parseCutoff(options.cutoff);
  const today = businessDayNumberOfWall(wallClockMs(options.timeZone, options.nowMs), cutoffMs);
  const first = today - CROWD_HISTORY_DAYS;
  // The first mark at or after the cut-off; a business day's marks are this one and the next 95.
  const firstMark = Math.ceil(cutoffMs / BUCKET_MS);

  // People present per business day (offset from `first`) and mark, each group counted once.
  const perDay: People[] = Array.from({ length: CROWD_HISTORY_DAYS }, nobody);
  const counted = new Set<string>();
  for (const stay of stays) {
    const startWall = wallClockMs(options.timeZone, stay.startMs);
    const endWall = wallClockMs(options.timeZone, stay.endMs);
    for (let mark = Math.ceil(startWall / BUCKET_MS); mark * BUCKET_MS < endWall; mark++) {
      const day = businessDayNumberOfWall(mark * BUCKET_MS, cutoffMs);
      const people = perDay[day - first];
      if (!people || day >= today) continue;
      const slot = mark - day * BUCKETS_PER_DAY - firstMark;
      const key = `${day}:${slot}:${stay.groupId}`;
      if (counted.has(key)) continue;
      counted.add(key);
      add(people[stay.side], slot, stay.num);
    }
  }

  // Summed per weekday over the days anyone was present, then averaged.
  const sums = Array.from({ length: 7 }, () => ({ days: 0, ...nobody() }));
  perDay.forEach((people, offset) => {
    const sum = sums[weekdayOf(first + offset)];
    if (!sum || ![...people.mens, ...people.ladys].some((n) => n > 0)) return;
    sum.days += 1;
    people.mens.forEach((n, slot) => {
      add(sum.mens, slot, n);
    });
    people.ladys.forEach((n, slot) => {
      add(sum.ladys, slot, n);
    });
  });
  const average = (sums: number[], days: number) =>
    days === 0 ? sums : sums.map((sum) => oneDecimal(sum / days));
  const weekdays: CrowdWeekday[] = sums.map((sum, weekday) => ({
    weekday,
    days: sum.days,
    mens: average(sum.mens, sum.days),
    ladys: average(sum.ladys, sum.days),
  }));

  const times = Array.from({ length: BUCKETS_PER_DAY }, (_, i) => {
    const minutes = floorMod(firstMark + i, BUCKETS_PER_DAY) * CROWD_BUCKET_MINUTES;
    return `${pad(floorDiv(minutes, 60))}:${pad(minutes % 60)}`;
  });
  return {
    from: formatDate(first),
    to: formatDate(today - 1),
    today_weekday: weekdayOf(today),
    bucket_minutes: CROWD_BUCKET_MINUTES,
    times,
    weekdays,
  };
}
