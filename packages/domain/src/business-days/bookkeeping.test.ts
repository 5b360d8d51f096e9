// The journal lines of closed days: one per payment type, paid-in/out per reason in the lounge's
// accounts (an unknown reason to the suspense accounts), the register's difference either way,
// nothing for a zero, and every line's two sides summing to the day's movements of cash.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_JOURNAL_ACCOUNTS as A } from "../shared/journal-accounts";
import { type BookedDay, journalLines } from "./bookkeeping";

const day: BookedDay = {
  loungeName: "渋谷",
  date: "2026-11-27",
  cash_sales: 110_000,
  credit_sales: 55_000,
  e_money_sales: 0,
  movements: [
    { direction: "out", amount: 3_000, reason: "買い出し" },
    { direction: "out", amount: 2_000, reason: "買い出し" },
    { direction: "in", amount: 10_000, reason: "両替" },
    { direction: "out", amount: 1_500, reason: "タクシー代" },
    { direction: "in", amount: 500, reason: "" },
  ],
  difference: -1_000,
};

describe("journalLines", () => {
  it("books a day: sales by payment type, paid-in/out by reason, the difference", () => {
    const lines = journalLines([day], A);
    expect(
      lines.map((l) => [
        `${l.debit.account}${l.debit.sub ? `・${l.debit.sub}` : ""}`,
        `${l.credit.account}${l.credit.sub ? `・${l.credit.sub}` : ""}`,
        l.amount,
        l.memo,
      ]),
    ).toEqual([
      ["現金", "売上高", 110_000, "渋谷 現金売上"],
      ["売掛金・クレジット", "売上高", 55_000, "渋谷 クレジット売上"],
      ["現金", "普通預金", 10_000, "渋谷 入金 両替"],
      ["現金", "仮受金", 500, "渋谷 入金 理由なし"],
      ["消耗品費", "現金", 5_000, "渋谷 出金 買い出し"],
      ["仮払金", "現金", 1_500, "渋谷 出金 タクシー代"],
      ["雑損失", "現金", 1_000, "渋谷 レジ過不足（不足）"],
    ]);
    expect(lines.every((l) => l.date === "2026-11-27")).toBe(true);
    // Sales at 10 % on the takings' side, purchases on the supplies' side; the drawer outside tax.
    expect(lines[0]).toMatchObject({ debit: { tax: "none" }, credit: { tax: "sales_10" } });
    expect(lines[4]).toMatchObject({ debit: { tax: "purchase_10" }, credit: { tax: "none" } });
  });

  it("books a surplus as 雑収入, and nothing for a quiet day", () => {
    const surplus = journalLines(
      [{ ...day, movements: [], cash_sales: 0, credit_sales: 0, difference: 300 }],
      A,
    );
    expect(surplus).toEqual([
      {
        date: "2026-11-27",
        debit: A.cash,
        credit: A.over,
        amount: 300,
        memo: "渋谷 レジ過不足（過剰）",
      },
    ]);
    expect(
      journalLines([{ ...day, movements: [], cash_sales: 0, credit_sales: 0, difference: 0 }], A),
    ).toEqual([]);
  });

  it("moves the drawer's cash by exactly the day's cash sales, paid-in − paid-out and difference", () => {
    const movement = fc.record({
      direction: fc.constantFrom("in" as const, "out" as const),
      amount: fc.integer({ min: 1, max: 100_000 }),
      reason: fc.constantFrom("", "買い出し", "両替", "立替", "給与", "その他"),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(movement, { maxLength: 20 }),
        fc.integer({ min: -50_000, max: 50_000 }),
        (cash, credit, movements, difference) => {
          const booked = { ...day, cash_sales: cash, credit_sales: credit, movements, difference };
          const lines = journalLines([booked], A);
          const isCash = (a: { account: string; sub: string }) => a === A.cash;
          const drawer = lines.reduce(
            (sum, l) => sum + (isCash(l.debit) ? l.amount : 0) - (isCash(l.credit) ? l.amount : 0),
            0,
          );
          const paid = movements.reduce(
            (s, m) => s + (m.direction === "in" ? m.amount : -m.amount),
            0,
          );
          expect(drawer).toBe(cash + paid + difference);
          expect(lines.every((l) => l.amount > 0 && Number.isInteger(l.amount))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
