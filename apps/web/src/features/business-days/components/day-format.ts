// How the business-day screens say things: the state's label and colour, yen (signed for a
// difference), times on the lounge's clock, counts parsed from the denomination inputs, and the path
// of the page and its A4 report.
import type { BusinessDay, DenominationCounts } from "@lounge-office/domain/business-days";
import { DENOMINATION_KEYS } from "@lounge-office/domain/business-days";
import type { SessionLounge } from "@lounge-office/domain/session";
import { businessDayOf, formatYen } from "@lounge-office/domain/shared";
import { dayjs } from "../../../lib/dayjs";

export { formatSignedYen } from "@lounge-office/domain/business-days";
export { formatYen };

export const BUSINESS_DAY_PATH = "/business_day";
export const REPORT_PATH = "/business_day/report";

export const dayPageHref = (date: string) => `${BUSINESS_DAY_PATH}?date=${date}`;
export const reportHref = (date: string) => `${REPORT_PATH}?date=${date}`;

export const STATE_LABELS: Record<BusinessDay["state"], string> = {
  not_opened: "未開店",
  open: "営業中",
  closed: "締め済み",
};

export const STATE_COLORS: Record<BusinessDay["state"], string> = {
  not_opened: "gray",
  open: "green",
  closed: "blue",
};

export const DIRECTION_LABELS = { in: "入金", out: "出金" } as const;

/** `HH:mm` on the lounge's clock. */
export const formatTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("HH:mm");

/** `M/D HH:mm` on the lounge's clock. */
export const formatWhen = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("M/D HH:mm");

/** `2026/11/23 (月)`. */
export const formatDate = (date: string) => dayjs(date).format("YYYY/MM/DD (dd)");

/** What a difference is called: 0 is 一致, below 不足, above 過剰. */
export function differenceWord(difference: number): string {
  if (difference === 0) return "一致";
  return difference < 0 ? "不足" : "過剰";
}

/** 0 green; short red; over orange. */
export function differenceColor(difference: number): string {
  if (difference === 0) return "green";
  return difference < 0 ? "red" : "orange";
}

/** The inputs of a count table: what was typed per denomination (blank is none). */
export type CountDraft = Record<string, number | string>;

export const emptyCounts = (): CountDraft =>
  Object.fromEntries(DENOMINATION_KEYS.map((key) => [key, ""]));

const countOf = (value: number | string | undefined): number => {
  const n = typeof value === "number" ? value : Number(value ?? "");
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** The count the server is sent: every denomination, blank as 0. */
export const countsOf = (draft: CountDraft): DenominationCounts =>
  Object.fromEntries(DENOMINATION_KEYS.map((key) => [key, countOf(draft[key])]));

/** A stored count (keys present where counted) as the table's inputs. */
export const draftOf = (counts: Record<string, number> | null): CountDraft =>
  Object.fromEntries(DENOMINATION_KEYS.map((key) => [key, counts?.[key] ?? ""]));

/** The lounge's business day at `now`: on its clock, with its cut-off (01:30 belongs to the evening before). */
export const todayOf = (
  lounge: Pick<SessionLounge, "time_zone" | "business_day_cutoff">,
  now = new Date(),
) =>
  businessDayOf(now.toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });
