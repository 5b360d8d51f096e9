// How the business-day screens say things: the state's colour, yen (signed for a
// difference), times on the lounge's clock, counts parsed from the denomination inputs, and the path
// of the page and its A4 report.
import type { BusinessDay, DenominationCounts } from "@lounge-office/domain/business-days";
import { DENOMINATION_KEYS } from "@lounge-office/domain/business-days";
import type { Locale, SessionLounge } from "@lounge-office/domain/session";
import { businessDayOf, formatYen } from "@lounge-office/domain/shared";
import { dayjs } from "../../../lib/dayjs";
import { locale as pageLocale } from "../../../lib/i18n";
import { t } from "../messages";

export { formatSignedYen } from "@lounge-office/domain/business-days";
export { formatYen };

export const BUSINESS_DAY_PATH = "/business_day";
export const REPORT_PATH = "/business_day/report";

export const dayPageHref = (date: string) => `${BUSINESS_DAY_PATH}?date=${date}`;
export const reportHref = (date: string) => `${REPORT_PATH}?date=${date}`;

export const STATE_COLORS: Record<BusinessDay["state"], string> = {
  not_opened: "gray",
  open: "green",
  closed: "blue",
};

/** `HH:mm` on the lounge's clock. */
export const formatTime = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("HH:mm");

/** `M/D HH:mm` on the lounge's clock. */
export const formatWhen = (instant: string, timeZone: string) =>
  dayjs(instant).tz(timeZone).format("M/D HH:mm");

const DATE_FORMATS: Record<Locale, string> = { ja: "YYYY/MM/DD (dd)", en: "ddd MM/DD/YYYY" };

/**
 * `2026/11/23 (月)`, in English `Mon 11/23/2026`; the printed daily report asks for Japanese
 * whatever the page's language.
 */
export const formatDate = (date: string, locale: Locale = pageLocale) =>
  dayjs(date).locale(locale).format(DATE_FORMATS[locale]);

const EVEN = t("difference.even");
const SHORT = t("difference.short");
const OVER = t("difference.over");

/** What a difference is called: 0 is 一致, below 不足, above 過剰. */
export function differenceWord(difference: number): string {
  if (difference === 0) return EVEN;
  return difference < 0 ? SHORT : OVER;
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
