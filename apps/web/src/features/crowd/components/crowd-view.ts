// What the widget says about the counts and which part of the day its chart draws: pure, tested.
import type { Crowd, CrowdHistory } from "@lounge-office/domain/crowd";

export const WEEKDAY_LABELS = ["日", "月", "火", "水", "木", "金", "土"] as const;

/** One line on the balance of men and women present now. */
export function balanceText(crowd: Pick<Crowd, "mens" | "ladys" | "open">): string {
  if (!crowd.open) return "営業時間外です";
  if (crowd.mens + crowd.ladys === 0) return "ただいま空いています";
  if (crowd.mens === crowd.ladys) return "男女同数です";
  return crowd.ladys > crowd.mens ? "女性が多めです" : "男性が多めです";
}

/** The women's share of the people present, in percent (0 with nobody). */
export const ladysShare = (crowd: Pick<Crowd, "mens" | "ladys">) =>
  crowd.mens + crowd.ladys === 0 ? 0 : (crowd.ladys / (crowd.mens + crowd.ladys)) * 100;

export type ChartRow = { time: string; 男性: number; 女性: number };

/**
 * The marks worth drawing: from the first to the last quarter hour anyone was present on any
 * weekday (so every weekday's chart covers the same hours), rounded out to whole hours. Empty
 * when the history holds nobody.
 */
export function chartRows(history: CrowdHistory, weekday: number): ChartRow[] {
  const busy = history.times.map((_, i) =>
    history.weekdays.some((day) => (day.mens[i] ?? 0) + (day.ladys[i] ?? 0) > 0),
  );
  let first = busy.indexOf(true);
  let last = busy.lastIndexOf(true);
  if (first < 0) return [];
  const perHour = 60 / history.bucket_minutes;
  const onHour = (i: number) => history.times[i]?.endsWith(":00") ?? true;
  while (first > 0 && !onHour(first)) first--;
  while (last < history.times.length - 1 && !onHour(last + 1)) last++;
  last = Math.min(history.times.length - 1, Math.max(last, first + perHour - 1));
  const day = history.weekdays[weekday];
  return history.times.slice(first, last + 1).map((time, offset) => ({
    time,
    男性: day?.mens[first + offset] ?? 0,
    女性: day?.ladys[first + offset] ?? 0,
  }));
}
