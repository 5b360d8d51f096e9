// Money and clock times as staff read them, in the lounge's time zone. Each formatter is built once
// and kept: building an Intl formatter costs far more than using one, and the board formats a time
// and an amount for every group on every render (dayjs's `tz` built one per call: 150 ms of a
// throttled tablet's first board). Names of days and the order of a date follow the page's language
// (lib/i18n.ts); yen read the same in Japanese and English.

import type { Locale } from "@lounge-office/domain/session";
import { LOCALE_TAGS, locale as pageLocale } from "./i18n";

const yen = new Intl.NumberFormat("ja-JP");

/** `¥12,345`; a refund or a correction `-¥1,200`. */
export const formatYen = (amount: number) =>
  `${amount < 0 ? "-" : ""}¥${yen.format(Math.abs(amount))}`;

type Parts = Record<"year" | "month" | "day" | "weekday" | "hour" | "minute", string>;

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string, locale: Locale) {
  const key = `${locale} ${timeZone}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(key, clock);
  }
  return clock;
}

function partsOf(instant: Date | string, timeZone: string, locale: Locale): Parts {
  const parts = {} as Parts;
  for (const { type, value } of clockIn(timeZone, locale).formatToParts(new Date(instant))) {
    if (type in PART_TYPES) parts[type as keyof Parts] = value;
  }
  return parts;
}
const PART_TYPES = { year: 1, month: 1, day: 1, weekday: 1, hour: 1, minute: 1 };

const pad = (value: string) => value.padStart(2, "0");

/** `HH:mm` in the zone. */
export function formatTime(instant: Date | string, timeZone: string): string {
  const p = partsOf(instant, timeZone, pageLocale);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** The original system's clock format `M/D (曜) HH:mm` in a lounge's time zone (`11/28 (Sat) 21:05`). */
export function formatClock(
  instant: Date | string,
  timeZone: string,
  locale: Locale = pageLocale,
): string {
  const p = partsOf(instant, timeZone, locale);
  return `${p.month}/${p.day} (${p.weekday}) ${pad(p.hour)}:${pad(p.minute)}`;
}

/** `YYYY/MM/DD HH:mm` in the zone; in English `MM/DD/YYYY HH:mm`. */
export function formatDateTime(
  instant: Date | string,
  timeZone: string,
  locale: Locale = pageLocale,
): string {
  const p = partsOf(instant, timeZone, locale);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (locale === "en") return `${pad(p.month)}/${pad(p.day)}/${p.year} ${time}`;
  return `${p.year}/${pad(p.month)}/${pad(p.day)} ${time}`;
}
