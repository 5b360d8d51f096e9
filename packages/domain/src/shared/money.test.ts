// Worked examples for the tax formula and the percentage discounts.
import { describe, expect, it } from "vitest";
import { discountAmount, MAX_YEN, taxIncluded } from "./money";
import { thrown } from "./test-helpers";

describe("taxIncluded: floor(0.1 × ceil(price / 1.1))", () => {
  it.each([
    [1000, 91], // ceil(909.09…) = 910 → 91
    [1100, 100], // ceil(1000) = 1000 → 100
    [0, 0],
    [1, 0], // ceil(0.909…) = 1 → 0
    [11, 1],
    [110, 10],
    [109, 10], // ceil(99.09…) = 100 → 10
    [108, 9], // ceil(98.18…) = 99 → 9
  ])("taxIncluded(%i) = %i", (price, tax) => {
    expect(taxIncluded(price)).toBe(tax);
  });

  it("stays exact at the largest accepted amount", () => {
    const reference = (price: bigint) => (price * 10n + 10n) / 11n / 10n;
    expect(BigInt(taxIncluded(MAX_YEN))).toBe(reference(BigInt(MAX_YEN)));
  });

  it.each([-1, 1.5, Number.NaN, MAX_YEN + 1])("refuses %s", (price) => {
    expect(thrown(() => taxIncluded(price))?.code).toMatch(/INVALID_AMOUNT|AMOUNT_TOO_LARGE/);
  });
});

describe("discountAmount: floor(total × percent / 100)", () => {
  it.each([
    [10_000, 50, 5000],
    [10_001, 50, 5000],
    [10_001, 30, 3000],
    [10_009, 20, 2001],
    [12_345, 30, 3703],
    [99, 50, 49],
    [0, 20, 0],
    [12_345, null, 0],
  ] as const)("discountAmount(%i, %s) = %i", (total, percent, discount) => {
    expect(discountAmount(total, percent)).toBe(discount);
  });

  it("refuses a percent other than 50, 30 or 20", () => {
    expect(thrown(() => discountAmount(1000, 10 as never))?.code).toBe("INVALID_DISCOUNT");
  });
});
