// The fixed-window counter: a key's window refuses past its limit and opens again when it ends;
// keys count apart; the map never grows past its bound.
import { describe, expect, it } from "vitest";
import { rateWindow } from "./rate-window";

describe("rateWindow", () => {
  it("refuses past the limit within a window, and starts again after it", () => {
    const limit = rateWindow({ limit: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4].map((i) => limit.take("a", 1_000 + i))).toEqual([true, true, true, false]);
    expect(limit.take("b", 1_010)).toBe(true);
    expect(limit.take("a", 61_001)).toBe(true);
  });

  it("tells a spent window without counting", () => {
    const limit = rateWindow({ limit: 2, windowMs: 60_000 });
    expect(limit.spent("a", 0)).toBe(false);
    limit.take("a", 0);
    expect(limit.spent("a", 1)).toBe(false);
    limit.take("a", 2);
    expect(limit.spent("a", 3)).toBe(true);
    expect(limit.spent("a", 60_001)).toBe(false);
    expect(limit.size()).toBe(1);
  });

  it("drops ended windows when full, and refuses newcomers while every window is live", () => {
    const limit = rateWindow({ limit: 1, windowMs: 1_000, maxKeys: 2 });
    expect(limit.take("a", 0)).toBe(true);
    expect(limit.take("b", 0)).toBe(true);
    expect(limit.take("c", 10)).toBe(false);
    expect(limit.size()).toBe(2);
    expect(limit.take("c", 2_000)).toBe(true);
    expect(limit.size()).toBe(1);
  });
});
