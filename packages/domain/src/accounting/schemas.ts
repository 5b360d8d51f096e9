// Accounting (会計) shapes: the explainable bill, settling with payments and a discount, corrections and
// voids with their audit, the comment dialog, and the accounting-log search (contracts: contracts.ts).
import { z } from "zod";
import {
  MAX_ID,
  MAX_INT4,
  ZId,
  ZIdListQuery,
  ZIdParam,
  ZQueryFlag,
  zInstant,
  zIntFromDigits,
  zText,
} from "../shared/api/common";
import { cashTenderProblem, ZPaymentType } from "../shared/payments";
import { ZDayType, ZGender, ZPricedGroup } from "../shared/pricing/pricing-schema";

/** The original system's alert for payments that do not add up to the total (also the 422's message). */
export const PAYMENT_MISMATCH_MESSAGE = "[注意] 合計金額に差があります";

/** Discount buttons: 50, 30 or 20 percent of the total. */
export const ZDiscountPercentInput = z
  .union([z.literal(50), z.literal(30), z.literal(20), z.null()], {
    error: "割引は50%・30%・20%のいずれかです",
  })
  .optional()
  .transform((v) => v ?? null);

/**
 * The most one stored amount may be: a settlement's and an accounting log's amounts are int4 columns
 * (the money core itself computes up to MAX_YEN; a settlement beyond this is refused).
 */
export const MAX_STORED_YEN = MAX_INT4;
export const AMOUNT_TOO_LARGE_MESSAGE = "金額が大きすぎます";
/** A bill whose total (or a group's) does not fit the settlement's columns (the 422's message). */
export const SETTLEMENT_TOO_LARGE_MESSAGE = `一度の会計の金額が大きすぎます（${MAX_STORED_YEN.toLocaleString("ja-JP")}円まで）。会計を分けてください`;
const AMOUNT_MESSAGE = "金額は0以上の整数（円）で入力してください";

/** An amount as staff type it: a number, a digit string, or blank (`""`, null, omitted). */
const ZTypedAmount = z
  .union(
    [
      z
        .number({ error: AMOUNT_MESSAGE })
        .int({ error: AMOUNT_MESSAGE })
        .min(0, { error: AMOUNT_MESSAGE })
        .max(MAX_STORED_YEN, { error: AMOUNT_TOO_LARGE_MESSAGE }),
      zText().max(20, { error: AMOUNT_TOO_LARGE_MESSAGE }),
      z.null(),
    ],
    { error: AMOUNT_MESSAGE },
  )
  .optional();

/** A typed amount read as whole yen up to MAX_STORED_YEN, blank as `blank`. */
const typedAmount = <Blank extends number | null>(blank: Blank) =>
  ZTypedAmount.transform((v, ctx): number | Blank => {
    if (v === undefined || v === null) return blank;
    if (typeof v === "number") return v;
    const text = v.trim();
    if (text === "") return blank;
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(n) || n > MAX_STORED_YEN) {
      const message = Number.isNaN(n) ? AMOUNT_MESSAGE : AMOUNT_TOO_LARGE_MESSAGE;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return n;
  });

/** A payment as staff type it: a number, a digit string, or blank (`""`, null) for 0. */
export const ZPaymentAmount = typedAmount(0);

/**
 * お預かり: what the guest handed over for the cash share, typed like a payment; blank (`""`, null,
 * omitted) is `null`, exactly the cash share.
 */
export const ZCashTendered = typedAmount(null);

const ZYen = z
  .number({ error: "金額は数値で入力してください" })
  .int({ error: "金額は整数（円）で入力してください" })
  .min(0, { error: "金額は0円以上で入力してください" })
  .max(MAX_STORED_YEN, { error: AMOUNT_TOO_LARGE_MESSAGE });

/** At most one settlement's groups (ZSettleBody's 50). */
const MAX_EXTRA_CHARGES = 50;

/** `extra_charges` by group id (`{ "12": 1000 }`). */
export const ZExtraCharges = z
  .record(
    zText()
      .regex(/^\d{1,10}$/, { error: "組のIDが正しくありません" })
      .refine((id) => Number(id) <= MAX_ID, { error: "組のIDが正しくありません" }),
    ZYen,
  )
  .refine((charges) => Object.keys(charges).length <= MAX_EXTRA_CHARGES, {
    error: `追加料金は${MAX_EXTRA_CHARGES}組までです`,
  })
  .optional()
  .transform((v) => v ?? {});

const ZComment = zText().max(500, { error: "コメントは500文字以内で入力してください" });
const ZReason = zText("理由を入力してください")
  .trim()
  .min(1, { error: "理由を入力してください" })
  .max(500, { error: "理由は500文字以内で入力してください" });

// ---- The bill ----

/**
 * `GET /accounting_logs/new?customer_group_ids[]=…` plus what the screen has chosen so far: the
 * discount and the extra charges (`extra_charges=12:1000,13:500`), so the server prices the preview.
 */
export const ZBillQuery = z
  .object({
    customer_group_ids: ZIdListQuery,
    "customer_group_ids[]": ZIdListQuery,
    discount_percent: z
      .enum(["50", "30", "20", ""], { error: "割引は50・30・20のいずれかです" })
      .optional(),
    extra_charges: zText()
      .max(2000, { error: "追加料金の指定が長すぎます" })
      .regex(/^(\d{1,10}:\d{1,15})?(,\d{1,10}:\d{1,15})*$/, {
        error: "追加料金は「組ID:金額」のカンマ区切りで指定してください",
      })
      .optional(),
  })
  .transform((q, ctx) => {
    const ids = [...new Set([...q.customer_group_ids, ...q["customer_group_ids[]"]])];
    if (ids.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: "会計する組を選んでください",
        path: ["customer_group_ids"],
      });
      return z.NEVER;
    }
    const extra: Record<string, number> = {};
    for (const pair of q.extra_charges ? q.extra_charges.split(",") : []) {
      const [id, yen] = pair.split(":");
      if (!(Number(id) >= 1 && Number(id) <= MAX_ID)) {
        ctx.addIssue({
          code: "custom",
          message: "組のIDが正しくありません",
          path: ["extra_charges"],
        });
        return z.NEVER;
      }
      if (Number(yen) > MAX_STORED_YEN) {
        ctx.addIssue({
          code: "custom",
          message: AMOUNT_TOO_LARGE_MESSAGE,
          path: ["extra_charges"],
        });
        return z.NEVER;
      }
      extra[String(Number(id))] = Number(yen);
    }
    return {
      customer_group_ids: ids,
      discount_percent: q.discount_percent ? (Number(q.discount_percent) as 50 | 30 | 20) : null,
      extra_charges: extra,
    };
  });

export const ZBillInterval = z.object({
  id: z.number().int(),
  status: z.enum(["solo", "share"]),
  seat_id: z.number().int(),
  seat_name: z.string(),
  start_at: z.string(),
  /** null while the stay is open: priced up to `priced_at`. */
  end_at: z.string().nullable(),
  minutes: z.number().int(),
});

export const ZBillUnit = z.object({
  start_at: z.string(),
  status: z.enum(["solo", "share"]),
  hour: z.number().int(),
  day_type: ZDayType,
  fee_rule: z.string(),
  unit_price: z.number().int(),
  num: z.number().int(),
  price: z.number().int(),
});

export const ZBillOrder = z.object({
  name: z.string(),
  option: z.string(),
  price: z.number().int(),
  num: z.number().int(),
  order_price: z.number().int(),
  reward: z.boolean(),
});

export const ZBillGroup = ZPricedGroup.extend({
  gender: ZGender,
  num: z.number().int(),
  fee_rule_id: z.number().int().nullable(),
  fee_rule: z.string(),
  seat_name: z.string(),
  visited_at: z.string(),
  intervals: z.array(ZBillInterval),
  units: z.array(ZBillUnit),
  orders: z.array(ZBillOrder),
});
export type BillGroup = z.infer<typeof ZBillGroup>;

export const ZStaffOption = z.object({
  id: z.number().int(),
  name: z.string(),
  account: z.string(),
});

export const ZBill = z.object({
  lounge_id: z.number().int(),
  lounge_name: z.string(),
  time_zone: z.string(),
  unit_minutes: z.number().int(),
  /** The instant the open stays were priced up to (the server's clock). */
  priced_at: z.string(),
  discount_percent: z.union([z.literal(50), z.literal(30), z.literal(20)]).nullable(),
  groups: z.array(ZBillGroup),
  subtotal: z.number().int(),
  discount: z.number().int(),
  groups_total_price: z.number().int(),
  consumption_tax: z.number().int(),
  tax_discount: z.number().int(),
  /** Who may be named as the settling staff member: the lounge's active staff. */
  staffs: z.array(ZStaffOption),
});
export type Bill = z.infer<typeof ZBill>;

// ---- Settling ----

export const ZSettleBody = z.object({
  accounting_log: z
    .object({
      customer_group_ids: z
        .array(ZId, { error: "会計する組を選んでください" })
        .min(1, { error: "会計する組を選んでください" })
        .max(50, { error: "一度に会計できるのは50組までです" }),
      /** The cash share of the total (cash + credit + e_money = the total). */
      cash: ZPaymentAmount,
      /** お預かり: at least `cash`; blank or omitted is exactly `cash` (the server gives the change). */
      cash_tendered: ZCashTendered,
      credit: ZPaymentAmount,
      e_money: ZPaymentAmount,
      staff_id: ZId,
      discount_percent: ZDiscountPercentInput,
      extra_charges: ZExtraCharges,
      comment: ZComment.optional().transform((v) => v ?? ""),
    })
    .superRefine((log, ctx) => {
      const problem = cashTenderProblem(log.cash, log.cash_tendered);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["cash_tendered"] });
    }),
});
export type SettleBody = z.input<typeof ZSettleBody>;

/** The original system's accounting-log fields, one row per settled group (settlement-wide amounts repeated). */
export const ZAccountingLog = z.object({
  id: z.number().int(),
  settlement_id: z.number().int(),
  lounge_id: z.number().int(),
  accounted_at: z.string(),
  visited_at: z.string(),
  gender: ZGender,
  num: z.number().int(),
  fee_rule: z.string(),
  fee_rule_type: z.enum(["charge", "solo"]),
  share_minutes: z.number().int(),
  solo_minutes: z.number().int(),
  charge_price: z.number().int(),
  solo_price: z.number().int(),
  special_price: z.number().int(),
  discount_percent: z.number().int().nullable(),
  discount: z.number().int(),
  extra_charge: z.number().int(),
  order_price: z.number().int(),
  consumption_tax: z.number().int(),
  tax_discount: z.number().int(),
  total_price: z.number().int(),
  groups_total_price: z.number().int(),
  cash: z.number().int(),
  /** お預かり: what the guest handed over for the cash share (the cash share when nothing was). */
  cash_tendered: z.number().int(),
  /** お釣り: `cash_tendered − cash`, computed by the server. */
  change: z.number().int(),
  credit: z.number().int(),
  e_money: z.number().int(),
  customer_group_id: z.number().int(),
  comment: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  /** Set once the settlement was voided (取消): it no longer counts in the takings. */
  voided_at: z.string().nullable(),
});
export type AccountingLog = z.infer<typeof ZAccountingLog>;

export const ZAccountingLogs = z.object({ accounting_logs: z.array(ZAccountingLog) });

// ---- Corrections, voids, comments ----

/**
 * `PUT /accounting_logs/{id}`: the comment alone (any staff of the lounge), or a correction of the
 * payments and staff member with a reason (managers).
 */
export const ZAccountingLogUpdate = z.object({
  accounting_log: z.object({
    cash: ZPaymentAmount.optional(),
    credit: ZPaymentAmount.optional(),
    e_money: ZPaymentAmount.optional(),
    staff_id: ZId.optional(),
    comment: ZComment.optional(),
    reason: zText().max(500, { error: "理由は500文字以内で入力してください" }).optional(),
  }),
});

export const ZVoidBody = z.object({ reason: ZReason });

export const ZSettlementChange = z.object({
  id: z.number().int(),
  kind: z.enum(["update", "comment", "void"]),
  staff_id: z.number().int(),
  staff_name: z.string(),
  changed_at: z.string(),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
});

export const ZAccountingLogDetail = z.object({
  accounting_logs: z.array(ZAccountingLog),
  /** Each group's bill as priced when it was settled. */
  groups: z.array(ZBillGroup),
  changes: z.array(ZSettlementChange),
  staffs: z.array(ZStaffOption),
});
export type AccountingLogDetail = z.infer<typeof ZAccountingLogDetail>;

// ---- Search ----

const ZInstantQuery = zInstant("日時の形式が正しくありません");
const ZYenQuery = zIntFromDigits(
  z
    .number({ error: "金額は数値で指定してください" })
    .int({ error: "金額は整数で指定してください" })
    .min(0, { error: "金額は0以上で指定してください" })
    .max(MAX_STORED_YEN, { error: AMOUNT_TOO_LARGE_MESSAGE }),
);

export const ZAccountingSearchQuery = z
  .object({
    lounge_id: ZIdParam.optional(),
    from: ZInstantQuery.optional(),
    to: ZInstantQuery.optional(),
    /** The original system's ignore_end_time checkbox: the end filter is not applied. */
    ignore_end_time: ZQueryFlag,
    staff_id: ZIdParam.optional(),
    payment_type: ZPaymentType.optional(),
    min_amount: ZYenQuery.optional(),
    max_amount: ZYenQuery.optional(),
    customer_group_id: ZIdParam.optional(),
    /** Part of a formal receipt's addressee (宛名): settlements with such a receipt issued. */
    addressee: zText()
      .trim()
      .max(40, { error: "宛名は40文字以内で指定してください" })
      .optional()
      .transform((v) => v || undefined),
    include_voided: ZQueryFlag,
    cursor: zText()
      .max(200, { error: "ページの指定が正しくありません" })
      .regex(/^\d{13,16}_\d{1,10}_\d{1,10}$/, { error: "ページの指定が正しくありません" })
      .optional(),
    limit: zIntFromDigits(
      z
        .number({ error: "件数は数値で指定してください" })
        .int()
        .min(1, { error: "件数は1〜200で指定してください" })
        .max(200, { error: "件数は1〜200で指定してください" }),
    )
      .optional()
      .transform((v) => v ?? 50),
  })
  .refine(
    (q) => q.min_amount === undefined || q.max_amount === undefined || q.min_amount <= q.max_amount,
    {
      error: "金額の下限が上限を超えています",
      path: ["min_amount"],
    },
  );
export type AccountingSearchQuery = z.input<typeof ZAccountingSearchQuery>;

export const ZAccountingTotals = z.object({
  /** Settlements (会計) matched, voided ones excluded. */
  count: z.number().int(),
  takings: z.number().int(),
  cash: z.number().int(),
  credit: z.number().int(),
  e_money: z.number().int(),
});

export const ZAccountingSearch = z.object({
  rows: z.array(ZAccountingLog),
  totals: ZAccountingTotals,
  next_cursor: z.string().nullable(),
  /** Staff see their lounges' current business day only: the range applied. */
  business_day_only: z.boolean(),
});
export type AccountingSearch = z.infer<typeof ZAccountingSearch>;

export const ZReleaseBody = z.object({
  customer_group_ids: z.array(ZId).min(1).max(50),
});

/** The groups an accounting screen has open (the same list the bill and the release name). */
export const ZBillSessionBody = ZReleaseBody;
