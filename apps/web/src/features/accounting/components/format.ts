// Display formats of the accounting screens: yen, the lounge's clock (HH:mm, YYYY/MM/DD HH:mm), labels.
import type { PaymentType } from "@lounge-office/domain/shared";

import { dayjs } from "../../../lib/dayjs";

export { formatDateTime, formatTime, formatYen } from "../../../lib/format";

export const STATUS_LABELS = { share: "相席", solo: "ひとり" } as const;

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: "現金",
  credit: "クレジット",
  e_money: "電子マネー",
  cash_and_e_money: "現金+電子マネー",
};

/**
 * The original system prints the special-date line as the year-end price; other special dates read 特別日料金
 * (never 特別料金: that is a special-fee group's flat price, and a fee rule's name).
 */
export function specialPriceLabel(visitedAt: string, timeZone: string) {
  const month = dayjs(visitedAt).tz(timeZone).month() + 1;
  return month === 12 || month === 1 ? "年末年始料金" : "特別日料金";
}

/** A typed amount (blank → 0). */
export const amountOf = (value: number | string) => {
  const n = typeof value === "number" ? value : Number(value.replace(/,/g, ""));
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
