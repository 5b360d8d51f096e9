// The business days' texts (the day's page, the close, the daily report's screen, the head office's
// overview) in this page's language. The daily report's sheet itself stays Japanese: it is printed.
import type { BusinessDay, DenominationKey } from "@lounge-office/domain/business-days";
import { messages } from "../../lib/i18n";
import catalog from "./business-days.messages.json";

export const t = messages("businessDays", catalog);

/** A day's state: 未開店, 営業中, 締め済み in Japanese. */
export const stateName = (state: BusinessDay["state"]) => t(`state.${state}`);

/** A paid-in/out's direction: 入金, 出金 in Japanese. */
export const directionName = (direction: "in" | "out") => t(`direction.${direction}`);

/** A note's or coin's name: the domain's DENOMINATION_LABELS in Japanese (「1万円札」). */
export const denominationName = (key: DenominationKey) => t(`denomination.${key}`);
