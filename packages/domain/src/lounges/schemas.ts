// Lounge settings (admin): the original system's lounge fields plus time zone, cut-off, invoice number, sign-in
// roles and whether the sign-in page lists accounts.
import { z } from "zod";
import { requiredText, zText } from "../shared/api/common";
import { ZRole } from "../shared/api/roles";
import { invoiceNumberProblem } from "../shared/invoice-number";
import { ZJournalAccounts } from "../shared/journal-accounts";
import { ZOpeningHours } from "./opening-hours";

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const ZLoungeInput = z.object({
  name: requiredText("店舗名", 50),
  name_eng: zText().trim().max(100, { error: "英語名は100文字以内で入力してください" }),
  address: zText().trim().max(200, { error: "住所は200文字以内で入力してください" }),
  phone: zText()
    .trim()
    .regex(/^[0-9+\-() ]{0,20}$/, { error: "電話番号は数字とハイフンで入力してください" }),
  site_url: zText()
    .trim()
    .max(200, { error: "URLは200文字以内で入力してください" })
    .refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), {
      error: "URLは http:// または https:// で始めてください",
    }),
  time_zone: zText()
    .max(64, { error: "タイムゾーンが正しくありません" })
    .refine(isTimeZone, { error: "タイムゾーンが正しくありません" }),
  business_day_cutoff: zText().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, {
    error: "営業日の切替時刻は HH:mm で入力してください",
  }),
  invoice_registration_number: zText()
    .trim()
    .superRefine((v, ctx) => {
      const problem = v === "" ? null : invoiceNumberProblem(v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  /**
   * Judge the formal receipt's revenue stamp on the tax-excluded amount (allowed when the receipt
   * states its tax, as ours do). Off: on the amount as paid. Omitted: unchanged (off on create).
   */
  stamp_on_tax_excluded: z.boolean({ error: "印紙の判定方法を選んでください" }).optional(),
  sign_in_roles: z
    .array(ZRole)
    .min(1, { error: "サインインできる役割を1つ以上選んでください" })
    .max(10, { error: "サインインできる役割が多すぎます" })
    .transform((roles) => [...new Set(roles)]),
  /** The sign-in page lists the lounge's accounts (never admins'); off, staff type their account. */
  sign_in_account_list: z.boolean({ error: "アカウント一覧の表示を選んでください" }),
  /**
   * Publish how many men and women are here (`GET /public/lounges/{id}/crowd`) for the lounge's
   * website. Omitted: unchanged (off on create).
   */
  crowd_feed_public: z.boolean({ error: "混雑状況の公開を選んでください" }).optional(),
  /**
   * Per weekday (Sunday first) the opening and closing time on the lounge's clock, or null for a
   * closed weekday; the crowd feed's `open` follows them. Omitted: unchanged (not set on create).
   */
  opening_hours: ZOpeningHours.nullable().optional(),
});
export type LoungeInput = z.infer<typeof ZLoungeInput>;

export const ZLounge = z.object({
  id: z.number().int(),
  name: z.string(),
  name_eng: z.string(),
  address: z.string(),
  phone: z.string(),
  site_url: z.string(),
  time_zone: z.string(),
  business_day_cutoff: z.string(),
  invoice_registration_number: z.string(),
  stamp_on_tax_excluded: z.boolean(),
  sign_in_roles: z.array(ZRole),
  sign_in_account_list: z.boolean(),
  crowd_feed_public: z.boolean(),
  /** Null: not set yet (the crowd feed then says open only while someone is seated). */
  opening_hours: ZOpeningHours.nullable(),
  /** The business day a manager closed the lounge for (本日臨時休業), `YYYY-MM-DD`, if any. */
  closed_on: z.string().nullable(),
});
export type Lounge = z.infer<typeof ZLounge>;

/** 本日臨時休業: the lounge is closed for its current business day (the crowd feed says so), or not. */
export const ZLoungeClosureInput = z.object({
  closed: z.boolean({ error: "臨時休業にするかどうかを選んでください" }),
});
export const ZLoungeClosure = z.object({
  /** The business day the lounge is closed for (`YYYY-MM-DD`), null when it is not. */
  closed_on: z.string().nullable(),
  /** The lounge's current business day, which `closed: true` closes. */
  business_day: z.string(),
});
export type LoungeClosure = z.infer<typeof ZLoungeClosure>;

/** How the lounge's takings are booked (仕訳): its setting, and whether that is the default. */
export const ZJournalAccountsAnswer = z.object({
  journal_accounts: ZJournalAccounts,
  /** Nothing set: the defaults apply. */
  is_default: z.boolean(),
});
export type JournalAccountsAnswer = z.infer<typeof ZJournalAccountsAnswer>;

/** The accounts to book under; null goes back to the defaults. */
export const ZJournalAccountsInput = z.object({ journal_accounts: ZJournalAccounts.nullable() });
