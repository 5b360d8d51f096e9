// Head office's view of business days: a period's days across lounges (sales, guests, 客単価, stays,
// payment types, closed or not, 過不足), guests present by hour of one business day, and the CSV.
import { z } from "zod";
import { ZIdListQuery, zDate } from "../shared/api/common";
import { csvField } from "../shared/csv";
import { addYen, intDiv } from "../shared/money";
import { businessDayStart, parseCutoff } from "../shared/time/business-day";
import { MS_PER_DAY, MS_PER_HOUR, parseDate } from "../shared/time/calendar";
import { wallClockMs, zoneOffsetMs } from "../shared/time/zone";
import { JOURNAL_FORMATS } from "./journal-formats";
import { ZGuests } from "./schemas";

/** The longest period one summary covers (two months of days). */
export const MAX_SUMMARY_DAYS = 62;

const ZDay = zDate("日付はYYYY-MM-DD形式で指定してください", { first: 2000, last: 2999 });

/** `first_day` to `last_day` (business days, inclusive), and the lounges (none: every one the user may see). */
const period = { first_day: ZDay, last_day: ZDay, lounge_ids: ZIdListQuery };

/** A period of at most MAX_SUMMARY_DAYS days, its first day not after its last. */
function checkedPeriod<T extends z.ZodType<{ first_day: string; last_day: string }>>(schema: T) {
  return schema
    .refine((q) => q.first_day <= q.last_day, {
      error: "期間の開始は終了以前にしてください",
      path: ["last_day"],
    })
    .refine(
      (q) => q.first_day > q.last_day || daysBetween(q.first_day, q.last_day) < MAX_SUMMARY_DAYS,
      {
        error: `期間は${MAX_SUMMARY_DAYS}日以内で指定してください`,
        path: ["last_day"],
      },
    );
}

export const ZSummaryQuery = checkedPeriod(z.object(period));
export type SummaryQuery = z.infer<typeof ZSummaryQuery>;

/** The accountant's journal of a period: the summary's period and lounges, and the product's format. */
export const ZJournalCsvQuery = checkedPeriod(
  z.object({
    ...period,
    format: z.enum(JOURNAL_FORMATS, {
      error: "形式は freee、mf（マネーフォワード）、yayoi（弥生）から選んでください",
    }),
  }),
);
export type JournalCsvQuery = z.infer<typeof ZJournalCsvQuery>;

const int = () => z.number().int();

export const ZSummaryDay = z.object({
  lounge_id: int(),
  date: z.string(),
  state: z.enum(["not_opened", "open", "closed"]),
  sales: int(),
  tax: int(),
  cash_sales: int(),
  credit_sales: int(),
  e_money_sales: int(),
  discounts: int(),
  settlements: int(),
  groups: int(),
  guests: ZGuests,
  per_guest: int(),
  average_share_minutes: int(),
  average_solo_minutes: int(),
  /** 過不足 of a closed day; null otherwise. */
  difference: int().nullable(),
});
export type SummaryDay = z.infer<typeof ZSummaryDay>;

/** A lounge's whole period: sums of its days, 客単価 and average stays over them, days by state. */
export const ZSummaryTotal = ZSummaryDay.omit({ date: true, state: true }).extend({
  closed_days: int(),
  open_days: int(),
  not_opened_days: int(),
});
export type SummaryTotal = z.infer<typeof ZSummaryTotal>;

export const ZSummary = z.object({
  lounges: z.array(z.object({ id: int(), name: z.string() })),
  /** Every lounge × every date of the period, lounge by lounge, oldest date first. */
  days: z.array(ZSummaryDay),
  /** One per lounge, in the lounges' order. */
  totals: z.array(ZSummaryTotal),
});
export type Summary = z.infer<typeof ZSummary>;

export const ZHourlyGuests = z.object({
  lounge_id: int(),
  date: z.string(),
  /** From the business day's start, one per hour: the guests present at some time in it. */
  hours: z.array(
    z.object({ hour: int(), starts_at: z.string(), mens: int(), ladys: int(), others: int() }),
  ),
});

/** Sums a lounge's days (differences over closed days only; averages weighted by groups). */
export function summaryTotal(loungeId: number, days: readonly SummaryDay[]): SummaryTotal {
  const total: SummaryTotal = {
    lounge_id: loungeId,
    sales: 0,
    tax: 0,
    cash_sales: 0,
    credit_sales: 0,
    e_money_sales: 0,
    discounts: 0,
    settlements: 0,
    groups: 0,
    guests: { mens: 0, ladys: 0, others: 0 },
    per_guest: 0,
    average_share_minutes: 0,
    average_solo_minutes: 0,
    difference: null,
    closed_days: 0,
    open_days: 0,
    not_opened_days: 0,
  };
  let shareMinutes = 0;
  let soloMinutes = 0;
  for (const d of days) {
    total.sales = addYen(total.sales, d.sales);
    total.tax = addYen(total.tax, d.tax);
    total.cash_sales = addYen(total.cash_sales, d.cash_sales);
    total.credit_sales = addYen(total.credit_sales, d.credit_sales);
    total.e_money_sales = addYen(total.e_money_sales, d.e_money_sales);
    total.discounts = addYen(total.discounts, d.discounts);
    total.settlements += d.settlements;
    total.groups += d.groups;
    total.guests.mens += d.guests.mens;
    total.guests.ladys += d.guests.ladys;
    total.guests.others += d.guests.others;
    shareMinutes += d.average_share_minutes * d.groups;
    soloMinutes += d.average_solo_minutes * d.groups;
    if (d.difference !== null) total.difference = (total.difference ?? 0) + d.difference;
    if (d.state === "closed") total.closed_days += 1;
    else if (d.state === "open") total.open_days += 1;
    else total.not_opened_days += 1;
  }
  const guests = total.guests.mens + total.guests.ladys + total.guests.others;
  total.per_guest = guests === 0 ? 0 : intDiv(total.sales, guests);
  total.average_share_minutes = total.groups === 0 ? 0 : Math.round(shareMinutes / total.groups);
  total.average_solo_minutes = total.groups === 0 ? 0 : Math.round(soloMinutes / total.groups);
  return total;
}

/** Days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return parseDate(to) - parseDate(from);
}

/** Every date from `from` to `to`, inclusive. */
export function datesOf(from: string, to: string): string[] {
  const first = parseDate(from);
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) =>
    new Date((first + i) * MS_PER_DAY).toISOString().slice(0, 10),
  );
}

/** The instant (ms) the business day `date` starts at the lounge. */
export function businessDayStartMs(
  date: string,
  options: { timeZone: string; cutoff: string },
): number {
  // Noon after the cut-off on the lounge's clock is well inside the day, whatever the offset.
  const wall = parseDate(date) * MS_PER_DAY + parseCutoff(options.cutoff) + 12 * MS_PER_HOUR;
  const instant = wall - zoneOffsetMs(options.timeZone, wall);
  return businessDayStart(new Date(instant).toISOString(), options).startMs;
}

export type StayForHours = {
  gender: "mens" | "ladys" | "others";
  num: number;
  from: number;
  /** When the group left; null while present (counted up to `now`). */
  until: number | null;
};

/** Guests present in each hour of the business day (a group counts in every hour its stay touches). */
export function guestsByHour(
  stays: readonly StayForHours[],
  date: string,
  options: { timeZone: string; cutoff: string },
  now: number,
) {
  const start = businessDayStartMs(date, options);
  return Array.from({ length: 24 }, (_, i) => {
    const slotStart = start + i * MS_PER_HOUR;
    const slotEnd = slotStart + MS_PER_HOUR;
    const counts = { mens: 0, ladys: 0, others: 0 };
    for (const stay of stays) {
      const until = stay.until ?? now;
      if (stay.from < slotEnd && until > slotStart) counts[stay.gender] += stay.num;
    }
    const wallHour = Math.floor(
      (((wallClockMs(options.timeZone, slotStart) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) /
        MS_PER_HOUR,
    );
    return { hour: wallHour, starts_at: new Date(slotStart).toISOString(), ...counts };
  });
}

const STATE_LABELS = { not_opened: "未開店", open: "未締め", closed: "締め済み" } as const;

/** The summary as CSV, one row per lounge and day (UTF-8 with BOM, CRLF). */
export function summaryCsv(summary: Summary): string {
  const names = new Map(summary.lounges.map((l) => [l.id, l.name]));
  const header = [
    "店舗",
    "営業日",
    "状態",
    "売上(税込)",
    "内消費税",
    "現金",
    "クレジット",
    "電子マネー",
    "割引",
    "会計件数",
    "組数",
    "男性",
    "女性",
    "その他",
    "客単価",
    "平均相席時間(分)",
    "平均ひとり時間(分)",
    "過不足",
  ];
  const lines = [header.join(",")];
  for (const d of summary.days) {
    lines.push(
      [
        names.get(d.lounge_id) ?? "",
        d.date.replaceAll("-", "/"),
        STATE_LABELS[d.state],
        d.sales,
        d.tax,
        d.cash_sales,
        d.credit_sales,
        d.e_money_sales,
        d.discounts,
        d.settlements,
        d.groups,
        d.guests.mens,
        d.guests.ladys,
        d.guests.others,
        d.per_guest,
        d.average_share_minutes,
        d.average_solo_minutes,
        d.difference ?? "",
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
