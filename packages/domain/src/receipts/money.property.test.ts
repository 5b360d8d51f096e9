// Property tests for tax, discounts, the cash handed over and its change, receipt splits and what
// paid each paper, and business days (fast-check, 10,000 runs).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/errors";
import { DISCOUNT_PERCENTS, discountAmount, MAX_YEN, taxIncluded } from "../shared/money";
import { splitFormalReceipt } from "../shared/paper/receipt-split";
import { cashTender, quickTenders } from "../shared/payments";
import { businessDayOf } from "../shared/time/business-day";
import { formalPaperPayments, formalPaymentChoices, paperPaymentText } from "./receipt-formal";

const RUNS = Number(process.env.FC_RUNS ?? 10_000);
const arbYen = fc.oneof(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: MAX_YEN }));

describe("money properties", () => {
  it("taxIncluded equals the original system's formula in exact (BigInt) arithmetic", () => {
    fc.assert(
      fc.property(arbYen, (price) => {
        const exact = (BigInt(price) * 10n + 10n) / 11n / 10n; // floor(ceil(10p / 11) / 10)
        return BigInt(taxIncluded(price)) === exact;
      }),
      { numRuns: RUNS },
    );
  });

  it("discountAmount is floor(total × percent / 100), never above the total", () => {
    fc.assert(
      fc.property(arbYen, fc.constantFrom(...DISCOUNT_PERCENTS), (total, percent) => {
        const discount = discountAmount(total, percent);
        return (
          BigInt(discount) === (BigInt(total) * BigInt(percent)) / 100n &&
          Number.isSafeInteger(discount) &&
          discount <= total
        );
      }),
      { numRuns: RUNS },
    );
  });
});

describe("cash handed over properties", () => {
  it("cashTender: the change is what was handed over less the cash share; less is refused", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.nat({ max: 10_000_000 }),
        (cash, tendered) => {
          if (tendered < cash) {
            expect(() => cashTender(cash, tendered)).toThrow(DomainError);
          } else {
            expect(cashTender(cash, tendered)).toEqual({
              cash_tendered: tendered,
              change: tendered - cash,
            });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("quickTenders: distinct round amounts above the cash share, the next note of each kind", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cash) => {
        const amounts = quickTenders(cash);
        expect(new Set(amounts).size).toBe(amounts.length);
        expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
        for (const amount of amounts) {
          expect(amount).toBeGreaterThan(cash);
          expect(amount % 1000).toBe(0);
          expect(amount - cash).toBeLessThan(10_000);
        }
        // The next ¥10,000 is always offered unless the share is a round ¥10,000 itself.
        expect(amounts.includes(Math.ceil(cash / 10_000) * 10_000)).toBe(cash % 10_000 !== 0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("splitFormalReceipt properties", () => {
  it("num: whole hundreds that never exceed the total and leave less than 100 yen per receipt", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 15 }), (total, count) => {
        let amounts: number[];
        try {
          amounts = splitFormalReceipt({ total, mode: "num", count });
        } catch (error) {
          // Refused only when each receipt would be 0 yen.
          return (
            error instanceof DomainError && error.code === "INVALID_SPLIT" && total < count * 100
          );
        }
        const sum = amounts.reduce((a, b) => a + b, 0);
        return (
          amounts.length === count &&
          amounts.every((amount) => amount > 0 && amount % 100 === 0) &&
          sum <= total &&
          total - sum < count * 101 // each loses < 100 to rounding, and the division < 1 per receipt
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("custom: the rows are returned exactly when their sum does not exceed the total", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 6 }),
        (total, rows) => {
          const sum = rows.reduce((a, b) => a + b, 0);
          try {
            const amounts = splitFormalReceipt({ total, mode: "custom", amounts: rows });
            return sum <= total && amounts.join() === rows.join();
          } catch (error) {
            return (
              error instanceof DomainError &&
              error.code === "SPLIT_EXCEEDS_TOTAL" &&
              error.message === "[注意] 合計金額に差があります" &&
              sum > total
            );
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("all: the total itself", () => {
    fc.assert(
      fc.property(arbYen, (total) => {
        expect(splitFormalReceipt({ total, mode: "all" })).toEqual([total]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("formalPaperPayments properties", () => {
  const arbPaid = fc.record({
    cash: fc.oneof(fc.constant(0), fc.nat({ max: 3_000_000 })),
    credit: fc.oneof(fc.constant(0), fc.nat({ max: 3_000_000 })),
    e_money: fc.oneof(fc.constant(0), fc.nat({ max: 3_000_000 })),
  });
  /** Papers for a settlement: a prefix of random cuts of its total (a split may leave a rest). */
  const arbCase = arbPaid.chain((paid) => {
    const total = paid.cash + paid.credit + paid.e_money;
    return fc.array(fc.nat({ max: total }), { minLength: 1, maxLength: 6 }).map((cuts) => {
      const sorted = [0, ...cuts].sort((a, b) => a - b);
      const amounts = sorted.slice(1).map((cut, i) => cut - (sorted[i] ?? 0));
      return { paid, amounts: amounts.filter((amount) => amount > 0) };
    });
  });

  it("as paid: each paper is paid in full, cash and e-money first, and names credit iff it took some", () => {
    fc.assert(
      fc.property(arbCase, ({ paid, amounts }) => {
        const papers = formalPaperPayments(amounts, paid);
        let before = 0;
        let cashAndEMoney = 0;
        for (const [i, paper] of papers.entries()) {
          const amount = amounts[i] ?? 0;
          expect(paper.cash + paper.credit + paper.e_money).toBe(amount);
          before += amount;
          cashAndEMoney += paper.cash + paper.e_money;
          // Every paper so far took as much cash and e-money as there was (the stamp follows it).
          expect(cashAndEMoney).toBe(Math.min(before, paid.cash + paid.e_money));
          const text = paperPaymentText(paper) ?? "";
          expect(text.includes("クレジット")).toBe(paper.credit > 0);
          expect(text.includes("現金")).toBe(paper.cash > 0);
          expect(text.includes("電子マネー")).toBe(paper.e_money > 0);
        }
        for (const means of ["cash", "credit", "e_money"] as const) {
          expect(papers.reduce((sum, paper) => sum + paper[means], 0)).toBeLessThanOrEqual(
            paid[means],
          );
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a type asked for pays the papers with its own means only, and is refused when it cannot", () => {
    const only = {
      cash: ["cash"],
      credit: ["credit"],
      e_money: ["e_money"],
      cash_and_e_money: ["cash", "e_money"],
    } as const;
    fc.assert(
      fc.property(
        arbCase,
        fc.constantFrom("cash", "credit", "e_money", "cash_and_e_money" as const),
        ({ paid, amounts }, asked) => {
          if (!formalPaymentChoices(paid, amounts).includes(asked)) {
            expect(() => formalPaperPayments(amounts, paid, asked)).toThrow(DomainError);
            return;
          }
          const papers = formalPaperPayments(amounts, paid, asked);
          for (const [i, paper] of papers.entries()) {
            expect(paper.cash + paper.credit + paper.e_money).toBe(amounts[i]);
            for (const means of ["cash", "credit", "e_money"] as const) {
              if (!(only[asked] as readonly string[]).includes(means)) expect(paper[means]).toBe(0);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe("businessDayOf properties", () => {
  it("in Tokyo (UTC+9, no daylight saving) is the date of the instant + 9 h − cut-off", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.integer({ min: 0, max: 1439 }),
        (epochMs, cutoffMinutes) => {
          const hh = String(Math.floor(cutoffMinutes / 60)).padStart(2, "0");
          const mm = String(cutoffMinutes % 60).padStart(2, "0");
          const day = businessDayOf(new Date(epochMs).toISOString(), {
            timeZone: "Asia/Tokyo",
            cutoff: `${hh}:${mm}`,
          });
          // Whole minutes on the wall clock are compared with the cut-off, so floor to the minute first.
          const wallMinute = Math.floor(epochMs / 60_000) * 60_000 + 9 * 3_600_000;
          const expected = new Date(wallMinute - cutoffMinutes * 60_000).toISOString().slice(0, 10);
          return day === expected;
        },
      ),
      { numRuns: RUNS },
    );
  });
});
