// Payments of a settlement: blank-as-zero amounts, the total check, formal-receipt payment types, revenue stamps.
import { z } from "zod";
import { DomainError } from "./errors";
import { addYen, assertYen } from "./money";

/** An amount as staff type it: a number, a digit string, or blank (`""`, `null`, `undefined`) for 0. */
export type PaymentAmountInput = number | string | null | undefined;

export type PaymentsInput = {
  cash?: PaymentAmountInput;
  credit?: PaymentAmountInput;
  e_money?: PaymentAmountInput;
};

export type Payments = { cash: number; credit: number; e_money: number };

export const PAYMENT_TYPES = ["cash", "credit", "e_money", "cash_and_e_money"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** A payment type sent to a call: the accounting search and the formal receipt ask for one. */
export const ZPaymentType = z.enum(PAYMENT_TYPES, {
  error: "支払い方法は cash, credit, e_money, cash_and_e_money のいずれかです",
});

export type RevenueStamp = { required: boolean; amount: number | null };

const PAYMENT_LABELS = { cash: "現金", credit: "クレジット", e_money: "電子マネー" } as const;

function normalizeAmount(value: PaymentAmountInput, what: string): number {
  if (value === undefined || value === null) {
    return 0;
  }
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") {
      return 0;
    }
    if (!/^\d+$/.test(trimmed)) {
      throw new DomainError("INVALID_AMOUNT", `${what}は0以上の整数（円）で入力してください`);
    }
    const amount = Number(trimmed);
    assertYen(amount, what);
    return amount;
  }
  assertYen(value, what);
  return value;
}

/** Reads cash, credit and e-money, treating a blank field as 0 and refusing anything but whole yen ≥ 0. */
export function normalizePayments(payments: PaymentsInput | null | undefined): Payments {
  return {
    cash: normalizeAmount(payments?.cash, PAYMENT_LABELS.cash),
    credit: normalizeAmount(payments?.credit, PAYMENT_LABELS.credit),
    e_money: normalizeAmount(payments?.e_money, PAYMENT_LABELS.e_money),
  };
}

/** Whether cash + credit + e-money (blanks as 0) equals the settlement's groups_total_price. */
export function paymentsMatch(payments: PaymentsInput, groupsTotalPrice: number): boolean {
  assertYen(groupsTotalPrice, "合計金額");
  const { cash, credit, e_money } = normalizePayments(payments);
  return addYen(addYen(cash, credit), e_money) === groupsTotalPrice;
}

/**
 * The payment types a formal receipt may state: each of cash, credit and e-money that was used, plus
 * `cash_and_e_money` when both cash and e-money were used. Order: cash, credit, e_money, cash_and_e_money.
 */
export function paymentTypeOptions(payments: PaymentsInput): PaymentType[] {
  const { cash, credit, e_money } = normalizePayments(payments);
  const options: PaymentType[] = [];
  if (cash > 0) options.push("cash");
  if (credit > 0) options.push("credit");
  if (e_money > 0) options.push("e_money");
  if (cash > 0 && e_money > 0) options.push("cash_and_e_money");
  return options;
}

/** Revenue-stamp brackets on cash + e-money (credit-card payments need no stamp). */
export const REVENUE_STAMP_BRACKETS: readonly { upTo: number; amount: number }[] = [
  { upTo: 1_000_000, amount: 200 },
  { upTo: 2_000_000, amount: 400 },
  { upTo: 3_000_000, amount: 600 },
];
export const REVENUE_STAMP_THRESHOLD = 50_000;

/**
 * The revenue-stamp note for a formal receipt, on cash + e-money: below 50,000 yen none; up to
 * 1,000,000 200 yen; up to 2,000,000 400 yen; up to 3,000,000 600 yen; above, required with no amount.
 */
export function revenueStamp(payments: PaymentsInput): RevenueStamp {
  const { cash, e_money } = normalizePayments(payments);
  const base = addYen(cash, e_money);
  if (base < REVENUE_STAMP_THRESHOLD) {
    return { required: false, amount: null };
  }
  const bracket = REVENUE_STAMP_BRACKETS.find((candidate) => base <= candidate.upTo);
  return { required: true, amount: bracket ? bracket.amount : null };
}
