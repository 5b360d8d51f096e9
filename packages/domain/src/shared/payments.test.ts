// Revenue-stamp brackets, blank-as-zero payment checks, the cash handed over and its change, and
// formal-receipt payment types.
import { describe, expect, it } from "vitest";
import {
  CASH_TENDERED_SHORT_MESSAGE,
  CASH_TENDERED_WITHOUT_CASH_MESSAGE,
  cashTender,
  cashTenderProblem,
  normalizePayments,
  paymentsMatch,
  paymentTypeOptions,
  quickTenders,
  revenueStamp,
} from "./payments";
import { thrown } from "./test-helpers";

describe("revenueStamp (on cash + e-money; credit needs none)", () => {
  it.each([
    [{ cash: 49_999 }, { required: false, amount: null }],
    [{ cash: 50_000 }, { required: true, amount: 200 }],
    [{ cash: 1_000_000 }, { required: true, amount: 200 }],
    [{ cash: 1_000_001 }, { required: true, amount: 400 }],
    [{ cash: 2_000_000 }, { required: true, amount: 400 }],
    [{ cash: 2_000_001 }, { required: true, amount: 600 }],
    [{ cash: 3_000_000 }, { required: true, amount: 600 }],
    [{ cash: 3_000_001 }, { required: true, amount: null }],
    [
      { cash: 30_000, e_money: 20_000 },
      { required: true, amount: 200 },
    ],
    [{ e_money: 1_000_001 }, { required: true, amount: 400 }],
    [
      { cash: 40_000, credit: 20_000 },
      { required: false, amount: null },
    ],
    [{ credit: 5_000_000 }, { required: false, amount: null }],
    [
      { cash: "", credit: null, e_money: undefined },
      { required: false, amount: null },
    ],
  ])("%o → %o", (payments, stamp) => {
    expect(revenueStamp(payments)).toEqual(stamp);
  });
});

describe("paymentsMatch", () => {
  it("treats blank fields as 0", () => {
    expect(paymentsMatch({ cash: 5000, credit: "", e_money: null }, 5000)).toBe(true);
    expect(paymentsMatch({ cash: "3000", credit: 2000 }, 5000)).toBe(true);
    expect(paymentsMatch({}, 0)).toBe(true);
    expect(paymentsMatch({ cash: " 4000 ", e_money: "1000" }, 5000)).toBe(true);
  });

  it("reports a difference", () => {
    expect(paymentsMatch({ cash: 4999 }, 5000)).toBe(false);
    expect(paymentsMatch({ cash: 5000, credit: 1 }, 5000)).toBe(false);
  });

  it.each([-1, 1.5, "1,000", "abc", "-5", Number.NaN])("refuses the amount %s", (cash) => {
    expect(thrown(() => paymentsMatch({ cash }, 5000))?.code).toBe("INVALID_AMOUNT");
  });

  it("normalizes all three fields", () => {
    expect(normalizePayments({ credit: "1200" })).toEqual({ cash: 0, credit: 1200, e_money: 0 });
    expect(normalizePayments(undefined)).toEqual({ cash: 0, credit: 0, e_money: 0 });
  });
});

describe("paymentTypeOptions", () => {
  it.each([
    [{ cash: 1000 }, ["cash"]],
    [{ credit: 1000 }, ["credit"]],
    [{ e_money: 1000 }, ["e_money"]],
    [{ cash: 1000, e_money: 500 }, ["cash", "e_money", "cash_and_e_money"]],
    [{ cash: 1000, credit: 500 }, ["cash", "credit"]],
    [{ cash: 1000, credit: 500, e_money: 1 }, ["cash", "credit", "e_money", "cash_and_e_money"]],
    [{ cash: "", credit: 0 }, []],
  ])("%o → %o", (payments, options) => {
    expect(paymentTypeOptions(payments)).toEqual(options);
  });
});

describe("cashTender (お預かり and お釣り)", () => {
  it("gives the change on what was handed over; blank is exactly the cash share", () => {
    expect(cashTender(13_760, 20_000)).toEqual({ cash_tendered: 20_000, change: 6240 });
    expect(cashTender(13_760, 13_760)).toEqual({ cash_tendered: 13_760, change: 0 });
    expect(cashTender(13_760, null)).toEqual({ cash_tendered: 13_760, change: 0 });
    expect(cashTender(0, null)).toEqual({ cash_tendered: 0, change: 0 });
    expect(cashTender(0, 0)).toEqual({ cash_tendered: 0, change: 0 });
  });

  it("refuses less than the cash share, and money handed over with no cash share", () => {
    expect(cashTenderProblem(13_760, 13_759)).toBe(CASH_TENDERED_SHORT_MESSAGE);
    expect(cashTenderProblem(13_760, 0)).toBe(CASH_TENDERED_SHORT_MESSAGE);
    expect(cashTenderProblem(0, 1000)).toBe(CASH_TENDERED_WITHOUT_CASH_MESSAGE);
    expect(cashTenderProblem(13_760, 13_760)).toBeNull();
    expect(thrown(() => cashTender(13_760, 10_000))).toMatchObject({
      code: "INVALID_AMOUNT",
      message: CASH_TENDERED_SHORT_MESSAGE,
    });
    expect(thrown(() => cashTender(0, 500))?.message).toBe(CASH_TENDERED_WITHOUT_CASH_MESSAGE);
    expect(thrown(() => cashTender(1000, 1500.5))?.code).toBe("INVALID_AMOUNT");
  });
});

describe("quickTenders", () => {
  it.each([
    [13_760, [14_000, 15_000, 20_000]],
    [14_000, [15_000, 20_000]],
    [15_000, [20_000]],
    [20_000, []],
    [1, [1000, 5000, 10_000]],
    [4200, [5000, 10_000]],
    [9999, [10_000]],
    [0, []],
  ])("a cash share of %d offers %o", (cash, amounts) => {
    expect(quickTenders(cash)).toEqual(amounts);
  });

  it("offers nothing above the largest amount that can be stored", () => {
    expect(quickTenders(2_147_483_000, 2_147_483_647)).toEqual([]);
    expect(quickTenders(2_147_479_001, 2_147_483_647)).toEqual([2_147_480_000]);
  });
});
