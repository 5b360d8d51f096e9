// How a lounge's takings are booked (仕訳): the accounts, sub-accounts and tax categories its
// accountant's product imports them under. A lounge setting (head office edits it); the journal
// exports for freee, マネーフォワード and 弥生 read it. Tax categories are kept as what they mean
// (sales at 10 %, a purchase at 10 %, outside consumption tax): each product spells them its way.
import { z } from "zod";
import { zText } from "./api/common";

/** What a line is for consumption tax; each export writes it in its product's words. */
export const TAX_KINDS = {
  sales_10: "課税売上 10%（税込）",
  purchase_10: "課税仕入 10%（税込）",
  none: "対象外",
} as const;
export type TaxKind = keyof typeof TAX_KINDS;

const accountName = zText()
  .trim()
  .min(1, { error: "勘定科目を入力してください" })
  .max(24, { error: "勘定科目は24文字以内で入力してください" });
const subAccountName = zText().trim().max(24, { error: "補助科目は24文字以内で入力してください" });

export const ZBookAccount = z.object({
  account: accountName,
  sub: subAccountName,
  tax: z.enum(Object.keys(TAX_KINDS) as [TaxKind, ...TaxKind[]], {
    error: "税区分を選んでください",
  }),
});
export type BookAccount = z.infer<typeof ZBookAccount>;

export const ZJournalAccounts = z.object({
  /** Cash sales, paid-in and paid-out, the register's difference: the drawer's side. */
  cash: ZBookAccount,
  /** Card payments, due from the card company. */
  credit: ZBookAccount,
  /** E-money payments, due from the payment provider. */
  e_money: ZBookAccount,
  /** The takings. */
  sales: ZBookAccount,
  /** The drawer held more than expected (過剰). */
  over: ZBookAccount,
  /** The drawer held less than expected (不足). */
  short: ZBookAccount,
  /** A paid-in (入金) whose reason has no account below. */
  paid_in: ZBookAccount,
  /** A paid-out (出金) whose reason has no account below. */
  paid_out: ZBookAccount,
  /** The account of a paid-in/out by its reason (the lounge's reasons: 買い出し, 両替, 立替, 給与…). */
  reasons: z
    .record(
      zText().trim().min(1).max(40, { error: "理由は40文字以内で入力してください" }),
      ZBookAccount,
    )
    .refine((reasons) => Object.keys(reasons).length <= 50, {
      error: "理由ごとの勘定科目は50件までです",
    }),
});
export type JournalAccounts = z.infer<typeof ZJournalAccounts>;

const book = (account: string, sub = "", tax: TaxKind = "none"): BookAccount => ({
  account,
  sub,
  tax,
});

/**
 * The accounts a lounge starts with: the names of the standard charts of freee, マネーフォワード
 * and 弥生 alike, so an import needs no matching; an unknown paid-in/out goes to a suspense account
 * (仮受金 / 仮払金) the accountant reclassifies.
 */
export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = {
  cash: book("現金"),
  credit: book("売掛金", "クレジット"),
  e_money: book("売掛金", "電子マネー"),
  sales: book("売上高", "", "sales_10"),
  over: book("雑収入"),
  short: book("雑損失"),
  paid_in: book("仮受金"),
  paid_out: book("仮払金"),
  reasons: {
    買い出し: book("消耗品費", "", "purchase_10"),
    両替: book("普通預金"),
    立替: book("立替金"),
    給与: book("給料手当"),
  },
};
