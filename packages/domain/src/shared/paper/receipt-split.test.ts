// Formal-receipt splits: each mode, and the original system's over-total alert.
import { describe, expect, it } from "vitest";
import { thrown } from "../test-helpers";
import { SPLIT_EXCEEDS_TOTAL_MESSAGE, splitFormalReceipt } from "./receipt-split";

describe("splitFormalReceipt", () => {
  it("all: one receipt for the total", () => {
    expect(splitFormalReceipt({ total: 12_345, mode: "all" })).toEqual([12_345]);
  });

  it("num: equal receipts of total ÷ count rounded down to hundreds", () => {
    // 12,345 ÷ 3 = 4,115 → 4,100 each; 12,300 printed in all.
    expect(splitFormalReceipt({ total: 12_345, mode: "num", count: 3 })).toEqual([
      4100, 4100, 4100,
    ]);
    expect(splitFormalReceipt({ total: 10_000, mode: "num", count: 4 })).toEqual([
      2500, 2500, 2500, 2500,
    ]);
    expect(splitFormalReceipt({ total: 12_345, mode: "num", count: 1 })).toEqual([12_300]);
  });

  it("num: refuses a count that is not a positive integer or leaves 0 yen per receipt", () => {
    expect(thrown(() => splitFormalReceipt({ total: 10_000, mode: "num", count: 0 }))?.code).toBe(
      "INVALID_SPLIT",
    );
    expect(thrown(() => splitFormalReceipt({ total: 10_000, mode: "num", count: 2.5 }))?.code).toBe(
      "INVALID_SPLIT",
    );
    expect(thrown(() => splitFormalReceipt({ total: 10_000, mode: "num" }))?.code).toBe(
      "INVALID_SPLIT",
    );
    expect(thrown(() => splitFormalReceipt({ total: 299, mode: "num", count: 3 }))?.code).toBe(
      "INVALID_SPLIT",
    );
  });

  it("custom: the given rows when their sum does not exceed the total", () => {
    expect(splitFormalReceipt({ total: 12_345, mode: "custom", amounts: [10_000, 2345] })).toEqual([
      10_000, 2345,
    ]);
    expect(splitFormalReceipt({ total: 12_345, mode: "custom", amounts: [5000] })).toEqual([5000]);
  });

  it("custom: a sum above the total is refused with the original system's alert text", () => {
    const error = thrown(() =>
      splitFormalReceipt({ total: 12_345, mode: "custom", amounts: [10_000, 2346] }),
    );
    expect(error).toEqual({
      code: "SPLIT_EXCEEDS_TOTAL",
      message: "[注意] 合計金額に差があります",
    });
    expect(SPLIT_EXCEEDS_TOTAL_MESSAGE).toBe("[注意] 合計金額に差があります");
  });

  it("custom: refuses no rows, a 0-yen row or a fractional row", () => {
    expect(
      thrown(() => splitFormalReceipt({ total: 1000, mode: "custom", amounts: [] }))?.code,
    ).toBe("INVALID_SPLIT");
    expect(
      thrown(() => splitFormalReceipt({ total: 1000, mode: "custom", amounts: [500, 0] }))?.code,
    ).toBe("INVALID_SPLIT");
    expect(
      thrown(() => splitFormalReceipt({ total: 1000, mode: "custom", amounts: [10.5] }))?.code,
    ).toBe("INVALID_AMOUNT");
  });

  it("refuses an unknown mode and a bad total", () => {
    expect(thrown(() => splitFormalReceipt({ total: 1000, mode: "half" as never }))?.code).toBe(
      "INVALID_SPLIT",
    );
    expect(thrown(() => splitFormalReceipt({ total: -1, mode: "all" }))?.code).toBe(
      "INVALID_AMOUNT",
    );
  });
});
