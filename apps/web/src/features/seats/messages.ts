// The seats, fee rules, special dates and price tables' texts in this page's language.
import type { PriceTableCellKey } from "@lounge-office/domain/price-tables";
import type { SeatType } from "@lounge-office/domain/shared";
import { dayTypeName, genderName } from "../../lib/common-messages";
import { messages } from "../../lib/i18n";
import catalog from "./seats.messages.json";

export const t = messages("seats", catalog);

// Looked up once: every seat card of the layout names its type.
const SEAT_TYPE_NAMES: Record<SeatType, string> = {
  auto: t("seatType.auto"),
  normal: t("seatType.normal"),
};

/** A seat type's name: 自動会計 or 通常 in Japanese. */
export const seatTypeName = (type: SeatType) => SEAT_TYPE_NAMES[type];

/**
 * A price-table cell's name (「男性・平日 21時台」 in Japanese: the domain's priceCellLabel, which
 * the CSV import's own messages keep using).
 */
export const cellName = ({ gender, day_type, hour }: PriceTableCellKey) =>
  t("cell", { gender: genderName(gender), dayType: dayTypeName(day_type), hour });
