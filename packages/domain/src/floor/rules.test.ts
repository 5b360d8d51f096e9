// The special-fee seat rule and a seat's call level.
import { describe, expect, it } from "vitest";
import { seatCallLevel, specialFeeBarsSeat } from "./rules";

describe("specialFeeBarsSeat", () => {
  it("bars only men on a special fee from automatic seats", () => {
    expect(specialFeeBarsSeat("auto", "mens", true)).toBe(true);
    expect(specialFeeBarsSeat("normal", "mens", true)).toBe(false);
    expect(specialFeeBarsSeat("auto", "mens", false)).toBe(false);
    expect(specialFeeBarsSeat("auto", "ladys", true)).toBe(false);
    expect(specialFeeBarsSeat("auto", "others", true)).toBe(false);
  });

  it("lets a group without a fee rule sit anywhere", () => {
    expect(specialFeeBarsSeat("auto", "mens", null)).toBe(false);
    expect(specialFeeBarsSeat("auto", "mens", undefined)).toBe(false);
  });
});

describe("seatCallLevel", () => {
  const group = (warn_level: number | null) => ({ warn_level });

  it("is the highest call among the groups", () => {
    expect(seatCallLevel([group(1), group(3), group(2)])).toBe(3);
    expect(seatCallLevel([group(null), group(2), group(null)])).toBe(2);
  });

  it("is null when no group is called, or there is none", () => {
    expect(seatCallLevel([group(null), group(null)])).toBeNull();
    expect(seatCallLevel([])).toBeNull();
  });

  it("reads each group's level through the given lookup", () => {
    const groups = [
      { id: 1, warn_level: 3 },
      { id: 2, warn_level: null },
    ];
    const polled = new Map([[2, 1]]);
    expect(seatCallLevel(groups, (g) => polled.get(g.id) ?? null)).toBe(1);
  });
});
