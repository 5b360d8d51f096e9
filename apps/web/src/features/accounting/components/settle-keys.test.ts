// The accounting screen's keys: letters outside a field only, the Ctrl/⌘+Enter chord anywhere.
import { describe, expect, it } from "vitest";
import { settleKeyOf } from "./settle-keys";

const outside = { chord: false, inField: false };

describe("settleKeyOf", () => {
  it("puts the rest in cash, credit or e-money with C, K and E, in either case", () => {
    expect(settleKeyOf("c", outside)).toEqual({ type: "rest", field: "cash" });
    expect(settleKeyOf("K", outside)).toEqual({ type: "rest", field: "credit" });
    expect(settleKeyOf("e", outside)).toEqual({ type: "rest", field: "e_money" });
  });

  it("goes to the staff with T, takes the last one with P, settles with the chord from anywhere", () => {
    expect(settleKeyOf("t", outside)).toEqual({ type: "staff" });
    expect(settleKeyOf("p", outside)).toEqual({ type: "last-staff" });
    expect(settleKeyOf("Enter", { chord: true, inField: true })).toEqual({ type: "settle" });
  });

  it("leaves letters in a field, plain Enter and other keys alone", () => {
    expect(settleKeyOf("c", { chord: false, inField: true })).toBeNull();
    expect(settleKeyOf("Enter", outside)).toBeNull();
    expect(settleKeyOf("c", { chord: true, inField: false })).toBeNull();
    expect(settleKeyOf("x", outside)).toBeNull();
  });
});
