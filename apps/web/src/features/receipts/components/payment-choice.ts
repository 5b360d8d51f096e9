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

/** The value of 「お支払いのとおり」: no payment_type is sent. */
export const AS_PAID = "";

export type PaymentChoice = { value: PaymentType | typeof AS_PAID; label: string };

export function paymentChoicesOf(paid: Payments, amounts: readonly number[]): PaymentChoice[] {
  const texts = [
    ...new Set(
      formalPaperPayments(amounts, paid)
        .map(paperPaymentText)
        .filter((text) => text !== null),
    ),
  ];
  const asPaid =
    texts.length === 0
      ? "お支払いのとおり"
      : texts.length === 1
        ? `お支払いのとおり（${texts[0]}）`
        : "お支払いのとおり（用紙ごと）";
  return [
    { value: AS_PAID, label: asPaid },
    // A type that prints what 「お支払いのとおり」 prints already is not offered twice.
    ...formalPaymentChoices(paid, amounts)
      .filter((type) => !(texts.length === 1 && PAYMENT_TYPE_LABELS[type] === texts[0]))
      .map((type) => ({ value: type, label: PAYMENT_TYPE_LABELS[type] })),
  ];
}
