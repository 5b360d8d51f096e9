// Payments of a settlement: blank-as-zero amounts, the total check, the cash handed over and its
// change, formal-receipt payment types, revenue stamps.
import { z } from "zod";
import { DomainError } from "./errors";
import { addYen, assertYen, MAX_YEN } from "./money";

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

/** The payment means in words, as the settlement screen and its messages name them. */
export const PAYMENT_LABELS = {
  cash: "現金",
  credit: "クレジット",
  e_money: "電子マネー",
} as const;

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

/** What the guest handed over for the cash share was less than it (the 4xx's message, the screen's). */
export const CASH_TENDERED_SHORT_MESSAGE = "お預かりは現金のお支払い額以上で入力してください";
/** Money handed over with no cash share: there is nothing to give change on. */
export const CASH_TENDERED_WITHOUT_CASH_MESSAGE =
  "現金のお支払いがないときは、お預かりは入力しないでください";

/** お預かり and お釣り: what the guest handed over for the cash share, and what goes back. */
export type CashTender = { cash_tendered: number; change: number };

/**
 * Why `tendered` cannot be taken for a cash share of `cash` (`null`: it can). Blank (`null`) is
 * exactly the share; 0 with no cash share is blank too.
 */
export function cashTenderProblem(cash: number, tendered: number | null): string | null {
  if (tendered === null) return null;
  if (cash === 0) return tendered === 0 ? null : CASH_TENDERED_WITHOUT_CASH_MESSAGE;
  return tendered < cash ? CASH_TENDERED_SHORT_MESSAGE : null;
}

/**
 * お預かり and お釣り of a cash share: blank (`null`) means the guest handed over exactly the share.
 * Refuses what `cashTenderProblem` refuses; the change is never negative.
 */
export function cashTender(cash: number, tendered: number | null): CashTender {
  assertYen(cash, PAYMENT_LABELS.cash);
  if (tendered !== null) assertYen(tendered, "お預かり");
  const problem = cashTenderProblem(cash, tendered);
  if (problem) throw new DomainError("INVALID_AMOUNT", problem);
  const cash_tendered = tendered ?? cash;
  return { cash_tendered, change: cash_tendered - cash };
}

/** The notes a guest hands over for a cash share: the next 1,000, 5,000 and 10,000 yen above it. */
const TENDER_STEPS = [1000, 5000, 10_000] as const;

/**
 * The accounting screen's quick お預かり amounts for a cash share: the next round ¥1,000, ¥5,000
 * and ¥10,000 at or above it, each once, above the share itself (「ちょうど」 is its own button) and
 * no larger than `max`. A cash share of 13,760 offers 14,000, 15,000 and 20,000.
 */
export function quickTenders(cash: number, max = MAX_YEN): number[] {
  if (!Number.isSafeInteger(cash) || cash <= 0) return [];
  const amounts = TENDER_STEPS.map((step) => Math.ceil(cash / step) * step);
  return [...new Set(amounts)].filter((amount) => amount > cash && amount <= max);
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
