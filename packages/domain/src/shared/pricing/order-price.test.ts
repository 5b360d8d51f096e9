// The order-line rule: price × num, nothing once cancelled, totals within MAX_YEN.
import { describe, expect, it } from "vitest";
import { MAX_YEN } from "../money";
import { thrown } from "../test-helpers";
import { orderPrice, orderTotal } from "./order-price";

describe("orderPrice", () => {
  it("is the copied unit price times the quantity", () => {
    expect(orderPrice({ price: 800, num: 2 })).toBe(1600);
    expect(orderPrice({ price: 700, num: 1, cancelled_at: null })).toBe(700);
  });

  it("is 0 for a reward and for a cancelled line", () => {
    expect(orderPrice({ price: 0, num: 3 })).toBe(0);
    expect(orderPrice({ price: 800, num: 2, cancelled_at: "2026-01-01T00:00:00.000Z" })).toBe(0);
    expect(orderPrice({ price: 800, num: 2, cancelled_at: new Date() })).toBe(0);
  });

  it("refuses an amount beyond MAX_YEN", () => {
    expect(thrown(() => orderPrice({ price: MAX_YEN, num: 2 }))?.code).toBe("AMOUNT_TOO_LARGE");
  });
});

describe("orderTotal", () => {
  it("adds the open lines and skips the cancelled ones", () => {
    expect(
      orderTotal([
        { price: 700, num: 2 },
        { price: 800, num: 1, cancelled_at: "2026-01-01T00:00:00.000Z" },
        { price: 0, num: 2 },
        { price: 800, num: 1, cancelled_at: null },
      ]),
    ).toBe(2200);
    expect(orderTotal([])).toBe(0);
  });

  it("refuses a total beyond MAX_YEN", () => {
    const half = { price: Math.ceil(MAX_YEN / 2) + 1, num: 1 };
    expect(thrown(() => orderTotal([half, half]))?.code).toBe("AMOUNT_TOO_LARGE");
  });
});
