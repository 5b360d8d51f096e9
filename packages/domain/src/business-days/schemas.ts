// Business-day (営業日) shapes: opening with a float, paid-in and paid-out with their corrections,
// the close's pre-check and drawer count, reopening, the day's figures and report (contracts: contracts.ts).
import { z } from "zod";
import { MAX_INT4, ZIdParam, zDate, zText } from "../shared/api/common";
import { DENOMINATION_KEYS, type DenominationKey } from "./rules";

const ZYenAmount = (what: string) =>
  z
    .number({ error: `${what}は数値（円）で入力してください` })
    .int({ error: `${what}は整数（円）で入力してください` })
    .min(0, { error: `${what}は0円以上で入力してください` })
    .max(MAX_INT4, { error: `${what}が大きすぎます` });

/** The most notes or coins of one kind a drawer count takes. */
export const MAX_DENOMINATION_COUNT = 100_000;

const ZCount = z
  .number({ error: "枚数は数値で入力してください" })
  .int({ error: "枚数は整数で入力してください" })
  .min(0, { error: "枚数は0以上で入力してください" })
  .max(MAX_DENOMINATION_COUNT, { error: "枚数が多すぎます" });

/** A count by denomination: `{"10000": 3, "1000": 5, …}`; a missing key is 0, an unknown key a 400. */
export const ZDenominationCounts = z.strictObject(
  Object.fromEntries(DENOMINATION_KEYS.map((key) => [key, ZCount.optional()])) as Record<
    DenominationKey,
    z.ZodOptional<typeof ZCount>
  >,
  { error: "金種ごとの枚数（10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1）で指定してください" },
);

/** `/business_days/{lounge_id}/{date}`: the lounge and its business day. */
export const ZBusinessDayParams = z.object({
  lounge_id: ZIdParam,
  date: zDate("営業日はYYYY-MM-DD形式で指定してください", { first: 2000, last: 2999 }),
});

export const ZReason = zText("理由を入力してください")
  .trim()
  .min(1, { error: "理由を入力してください" })
  .max(200, { error: "理由は200文字以内で入力してください" });

/** 開店: the float as a total, or counted by denomination (then the total may be left out). */
export const ZOpenBody = z
  .object({
    float: ZYenAmount("釣銭準備金").optional(),
    counts: ZDenominationCounts.optional(),
  })
  .refine((b) => b.float !== undefined || b.counts !== undefined, {
    error: "釣銭準備金を入力してください",
    path: ["float"],
  });

/** 入出金: paid into or taken out of the drawer, with a reason from the lounge's list or free text. */
export const ZCashMovementBody = z.object({
  direction: z.enum(["in", "out"], { error: "入金か出金かを選んでください" }),
  amount: ZYenAmount("金額").min(1, { error: "金額は1円以上で入力してください" }),
  reason: zText()
    .trim()
    .max(100, { error: "理由は100文字以内で入力してください" })
    .optional()
    .transform((v) => v ?? ""),
});

/** A manager's correction of a paid-in/out: the new values and why. */
export const ZCashMovementUpdate = z.object({
  direction: z.enum(["in", "out"], { error: "入金か出金かを選んでください" }).optional(),
  amount: ZYenAmount("金額").min(1, { error: "金額は1円以上で入力してください" }).optional(),
  reason: zText().trim().max(100, { error: "理由は100文字以内で入力してください" }).optional(),
  correction_reason: ZReason,
});

export const ZCashMovementVoid = z.object({ reason: ZReason });

/** 締める: the drawer count, the reason for a difference, and what stays in the drawer. */
export const ZCloseBody = z.object({
  counted: ZDenominationCounts,
  difference_reason: zText()
    .trim()
    .max(200, { error: "過不足の理由は200文字以内で入力してください" })
    .optional()
    .transform((v) => v ?? ""),
  /** The float left for the next day; default: this day's float (at most the count). */
  next_float: ZYenAmount("翌日の釣銭準備金").optional(),
});

export const ZReopenBody = z.object({ reason: ZReason });

// ---- Answers ----

const int = () => z.number().int();

export const ZGuests = z.object({ mens: int(), ladys: int(), others: int() });

/** The figures a day's report prints (see `dayFigures`). */
export const ZDayFigures = z.object({
  sales: int(),
  tax: int(),
  cash_sales: int(),
  credit_sales: int(),
  e_money_sales: int(),
  discounts: int(),
  order_sales: int(),
  time_sales: int(),
  extra_charges: int(),
  settlements: int(),
  groups: int(),
  guests: ZGuests,
  average_share_minutes: int(),
  average_solo_minutes: int(),
  per_guest: int(),
  per_settlement: int(),
  voided_settlements: int(),
  voided_amount: int(),
  cancelled_entries: int(),
  paid_in: int(),
  paid_out: int(),
});

/** A change to a closed day's settlement after its close: the day's report lists it. */
export const ZAdjustment = z.object({
  accounting_log_id: int(),
  settlement_id: int(),
  kind: z.enum(["correction", "void"]),
  /** The change to the day's sales (a void: minus its total; a correction of payments: 0). */
  amount: int(),
  cash: int(),
  credit: int(),
  e_money: int(),
  at: z.string(),
  /** Who: the staff member's id, and their name. */
  by: int(),
  by_name: z.string(),
  reason: z.string(),
});
export type Adjustment = z.infer<typeof ZAdjustment>;

export const ZBusinessDayEvent = z.object({
  kind: z.enum(["open", "close", "reopen"]),
  at: z.string(),
  by: int(),
  by_name: z.string(),
  reason: z.string(),
});

export const ZDenominationCountsOut = z.record(z.string(), int());

export const ZBusinessDay = z.object({
  lounge_id: int(),
  date: z.string(),
  state: z.enum(["not_opened", "open", "closed"]),
  float: int(),
  cash_sales: int(),
  credit_sales: int(),
  e_money_sales: int(),
  sales: int(),
  tax: int(),
  discounts: int(),
  settlements: int(),
  groups: int(),
  guests: ZGuests,
  paid_in: int(),
  paid_out: int(),
  expected_cash: int(),
  counted_cash: int().nullable(),
  difference: int().nullable(),
  difference_reason: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** The staff member who closed it (id), and `closed_by_name`. */
  closed_by: int().nullable(),
  closed_by_name: z.string().nullable(),
  adjustments: z.array(ZAdjustment),
  /** Every figure: as closed for a closed day, as of now otherwise. */
  figures: ZDayFigures,
  /** The figures as of now (a closed day's snapshot plus its adjustments). */
  current: ZDayFigures,
  float_counts: ZDenominationCountsOut.nullable(),
  counted: ZDenominationCountsOut.nullable(),
  next_float: int().nullable(),
  /** The float a not-opened day would open with: what the last close left in the drawer. */
  default_float: int(),
  opened_at: z.string().nullable(),
  opened_by_name: z.string().nullable(),
  opened_automatically: z.boolean(),
  time_zone: z.string(),
  events: z.array(ZBusinessDayEvent),
  /**
   * The hash of the day's last row in the lounge's journal (取引記録), null when nothing was
   * recorded: printed on the daily report, it lets a paper copy prove the day unchanged later.
   */
  journal_head_hash: z.string().nullable(),
});
export type BusinessDay = z.infer<typeof ZBusinessDay>;

export const ZCashMovementChange = z.object({
  kind: z.enum(["update", "void"]),
  at: z.string(),
  by: int(),
  by_name: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});

export const ZCashMovement = z.object({
  id: int(),
  lounge_id: int(),
  date: z.string(),
  direction: z.enum(["in", "out"]),
  amount: int(),
  reason: z.string(),
  staff_id: int(),
  staff_name: z.string(),
  recorded_at: z.string(),
  voided_at: z.string().nullable(),
  changes: z.array(ZCashMovementChange),
});
export type CashMovement = z.infer<typeof ZCashMovement>;

export const ZCashMovements = z.object({
  cash_movements: z.array(ZCashMovement),
  /** The lounge's reasons to pick from. */
  reasons: z.array(z.string()),
});

/** One item of the close's pre-check: what is still open, and whether it blocks the close. */
export const ZPrecheckItem = z.object({
  kind: z.enum(["groups_on_floor", "print_jobs", "clocked_in", "movements_without_reason"]),
  blocking: z.boolean(),
  count: int(),
  message: z.string(),
  /** Where staff fix it (a route of the app). */
  link: z.string(),
  /** What it is about, one line each (a seat and its group, a paper, a staff member). */
  details: z.array(z.string()),
});
export type PrecheckItem = z.infer<typeof ZPrecheckItem>;

export const ZPrecheck = z.object({ items: z.array(ZPrecheckItem) });
