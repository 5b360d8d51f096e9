// The formal receipt's お支払い方法 choices for the papers planned: 「お支払いのとおり」 (each paper names
// the means that paid it, the domain's allocation) first, then each of the original system's types that covers
// every paper, so the dialog never offers a line that would hide a means that paid.
import {
  formalPaperPayments,
  formalPaymentChoices,
  PAYMENT_TYPE_LABELS,
  paperPaymentText,
} from "@lounge-office/domain/receipts";
import type { Payments, PaymentType } from "@lounge-office/domain/shared";
import { paperMeansName, paymentTypeName, t } from "../messages";

/** The value of 「お支払いのとおり」: no payment_type is sent. */
export const AS_PAID = "";

export type PaymentChoice = { value: PaymentType | typeof AS_PAID; label: string };

export function paymentChoicesOf(paid: Payments, amounts: readonly number[]): PaymentChoice[] {
  // The papers' payment lines as printed (compared in the domain's words), each with its name on screen.
  const printed = new Map<string, string>();
  for (const paper of formalPaperPayments(amounts, paid)) {
    const text = paperPaymentText(paper);
    if (text !== null && !printed.has(text)) printed.set(text, paperMeansName(paper) ?? text);
  }
  const texts = [...printed.keys()];
  const [only] = printed.values();
  const asPaid =
    texts.length === 0
      ? t("asPaid")
      : texts.length === 1 && only !== undefined
        ? t("asPaid.one", { means: only })
        : t("asPaid.each");
  return [
    { value: AS_PAID, label: asPaid },
    // A type that prints what 「お支払いのとおり」 prints already is not offered twice.
    ...formalPaymentChoices(paid, amounts)
      .filter((type) => !(texts.length === 1 && PAYMENT_TYPE_LABELS[type] === texts[0]))
      .map((type) => ({ value: type, label: paymentTypeName(type) })),
  ];
}
