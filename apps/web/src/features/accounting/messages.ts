// The accounting screens' texts in this page's language.
import type { PaymentType } from "@lounge-office/domain/shared";
import { paymentName } from "../../lib/common-messages";
import { messages } from "../../lib/i18n";
import catalog from "./accounting.messages.json";

export const t = messages("accounting", catalog);

/** A stay's kind: 「相席」 or 「ひとり」, "Shared" or "Solo". */
export const statusName = (status: "share" | "solo") => t(`status.${status}`);

/**
 * A payment type of the history search: the three means as the common catalog names them, and
 * 「現金+電子マネー」 for both cash and e-money.
 */
export const paymentTypeName = (type: PaymentType) =>
  type === "cash_and_e_money" ? t("paymentType.cash_and_e_money") : paymentName(type);
