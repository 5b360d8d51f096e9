// Display formats of the accounting screens: yen, the lounge's clock (HH:mm, YYYY/MM/DD HH:mm), labels.
import { dayjs } from "../../../lib/dayjs";
import { t } from "../messages";

export { formatDateTime, formatTime, formatYen } from "../../../lib/format";

/**
 * The original system prints the special-date line as the year-end price; other special dates read 特別日料金
 * (never 特別料金: that is a special-fee group's flat price, and a fee rule's name).
 */
export function specialPriceLabel(visitedAt: string, timeZone: string) {
  const month = dayjs(visitedAt).tz(timeZone).month() + 1;
  return month === 12 || month === 1 ? t("price.yearEnd") : t("price.specialDay");
}

/** A typed amount (blank → 0). */
export const amountOf = (value: number | string) => {
  const n = typeof value === "number" ? value : Number(value.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
