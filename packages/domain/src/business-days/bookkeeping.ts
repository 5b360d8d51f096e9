// The journal (仕訳) of closed business days, for the lounge's accountant: one line per day and
// payment type (現金 / 売上高, 売掛金・クレジット / 売上高, 売掛金・電子マネー / 売上高), the day's
// paid-in and paid-out by reason, and the register's difference (雑収入 / 雑損失) — in the
// accounts of the lounge's setting. The product files (freee, マネーフォワード, 弥生) are written
// from these lines by journal-formats.ts.
import type { BookAccount, JournalAccounts } from "../shared/journal-accounts";

/** A closed business day's figures as of now (its close plus any correction since). */
export type BookedDay = {
  loungeName: string;
  /** YYYY-MM-DD. */
  date: string;
  cash_sales: number;
  credit_sales: number;
  e_money_sales: number;
  /** The day's paid-in and paid-out, voided ones left out. */
  movements: readonly { direction: "in" | "out"; amount: number; reason: string }[];
  /** 過不足 at the close: counted − expected. */
  difference: number;
};

export type JournalLine = {
  /** YYYY-MM-DD: the business day. */
  date: string;
  debit: BookAccount;
  credit: BookAccount;
  /** Yen, tax included, above 0. */
  amount: number;
  /** 摘要: the lounge and what the line is. */
  memo: string;
};

/** Paid-in/out summed per reason, in the order of the lounge's reasons, then the others by name. */
function byReason(day: BookedDay, direction: "in" | "out", accounts: JournalAccounts) {
  const sums = new Map<string, number>();
  for (const m of day.movements) {
    if (m.direction !== direction) continue;
    const reason = m.reason.trim();
    sums.set(reason, (sums.get(reason) ?? 0) + m.amount);
  }
  const known = Object.keys(accounts.reasons);
  const rank = (reason: string) => {
    const at = known.indexOf(reason);
    return at === -1 ? known.length : at;
  };
  return [...sums.entries()].sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** The journal lines of closed days, day by day in the order given. */
export function journalLines(days: readonly BookedDay[], accounts: JournalAccounts): JournalLine[] {
  const lines: JournalLine[] = [];
  for (const day of days) {
    const lounge = day.loungeName.trim();
    const add = (debit: BookAccount, credit: BookAccount, amount: number, what: string) => {
      if (amount > 0)
        lines.push({ date: day.date, debit, credit, amount, memo: `${lounge} ${what}` });
    };
    add(accounts.cash, accounts.sales, day.cash_sales, "現金売上");
    add(accounts.credit, accounts.sales, day.credit_sales, "クレジット売上");
    add(accounts.e_money, accounts.sales, day.e_money_sales, "電子マネー売上");
    for (const [reason, amount] of byReason(day, "in", accounts)) {
      const account = accounts.reasons[reason] ?? accounts.paid_in;
      add(accounts.cash, account, amount, `入金 ${reason || "理由なし"}`);
    }
    for (const [reason, amount] of byReason(day, "out", accounts)) {
      const account = accounts.reasons[reason] ?? accounts.paid_out;
      add(account, accounts.cash, amount, `出金 ${reason || "理由なし"}`);
    }
    if (day.difference > 0) add(accounts.cash, accounts.over, day.difference, "レジ過不足（過剰）");
    if (day.difference < 0)
      add(accounts.short, accounts.cash, -day.difference, "レジ過不足（不足）");
  }
  return lines;
}
