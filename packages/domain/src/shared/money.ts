// Integer-yen arithmetic: validation, overflow-checked sums, the original system's tax formula and percentage discounts.
import { DomainError } from "./errors";

/**
 * The largest amount the core accepts or produces (900 trillion yen). Chosen so that `10 × amount + 10`
 * (the tax formula's numerator) stays below 2^53 and every intermediate value is an exact integer.
 */
export const MAX_YEN = 900_000_000_000_000;

export const DISCOUNT_PERCENTS = [50, 30, 20] as const;
export type DiscountPercent = (typeof DISCOUNT_PERCENTS)[number];

/** Exact floor division of non-negative safe integers (no floating-point rounding of the quotient). */
export function intDiv(dividend: number, divisor: number): number {
  return (dividend - (dividend % divisor)) / divisor;
}

/** Throws unless `value` is a whole number of yen between 0 and MAX_YEN. */
export function assertYen(value: unknown, what: string): asserts value is number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new DomainError("INVALID_AMOUNT", `${what}は0以上の整数（円）で指定してください`);
  }
  if (value > MAX_YEN) {
    throw new DomainError("AMOUNT_TOO_LARGE", `${what}が大きすぎます`);
  }
}

export function addYen(a: number, b: number): number {
  const sum = a + b;
  if (sum > MAX_YEN) {
    throw new DomainError("AMOUNT_TOO_LARGE", "金額が大きすぎます");
  }
  return sum;
}

/** `yen × count` for a non-negative integer count, refusing results above MAX_YEN before they lose precision. */
export function mulYen(yen: number, count: number): number {
  if (count !== 0 && yen > intDiv(MAX_YEN, count)) {
    throw new DomainError("AMOUNT_TOO_LARGE", "金額が大きすぎます");
  }
  return yen * count;
}

/**
 * The original system's consumption tax contained in a tax-included price: `floor(0.1 × ceil(price / 1.1))`.
 * Computed exactly as `floor(ceil(10p / 11) / 10)`, with `ceil(10p / 11) = floor((10p + 10) / 11)`.
 */
export function taxIncluded(price: number): number {
  assertYen(price, "税額計算の金額");
  return intDiv(intDiv(10 * price + 10, 11), 10);
}

/** `floor(total × percent / 100)`; `null` (no discount) gives 0. */
export function discountAmount(total: number, percent: DiscountPercent | null): number {
  assertYen(total, "割引前の合計");
  if (percent === null) {
    return 0;
  }
  if (!DISCOUNT_PERCENTS.includes(percent)) {
    throw new DomainError("INVALID_DISCOUNT", "割引率は50%、30%、20%のいずれかです");
  }
  // Split off the hundreds first so that total × percent never leaves the exact-integer range.
  return intDiv(total, 100) * percent + intDiv((total % 100) * percent, 100);
}
