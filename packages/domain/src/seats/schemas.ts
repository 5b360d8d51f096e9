// Seats and fee rules of a lounge as the seat and fee-rule editor edits them (calls: contracts.ts).
import { z } from "zod";
import { ZId, zText } from "../shared/api/common";
import { ZSeatType } from "../shared/api/seat-type";

export const ZSeatInput = z.object({
  name: zText("席名を入力してください")
    .trim()
    .min(1, { error: "席名を入力してください" })
    .max(20, { error: "席名は20文字以内で入力してください" }),
  seat_type: ZSeatType,
  // The type's message also covers a fraction and a place past 40, which have none of their own.
  col: z
    .number({ error: "列は0〜40の整数で入力してください" })
    .int()
    .min(0, { error: "列は0以上で入力してください" })
    .max(40),
  row: z
    .number({ error: "行は0〜40の整数で入力してください" })
    .int()
    .min(0, { error: "行は0以上で入力してください" })
    .max(40),
});
export type SeatInput = z.infer<typeof ZSeatInput>;

export const ZSeat = ZSeatInput.extend({ id: z.number().int(), lounge_id: z.number().int() });
export type Seat = z.infer<typeof ZSeat>;

/** Time-up alerts: the longest set a rule may name, and the longest warning lead. */
export const SET_MINUTES_MAX = 720;
export const WARN_LEAD_MINUTES_MAX = 120;
const zMinutes = (label: string, max: number) =>
  z
    .number({ error: `${label}は分で入力してください` })
    .int({ error: `${label}は整数（分）で入力してください` })
    .min(1, { error: `${label}は1〜${max}分で入力してください` })
    .max(max, { error: `${label}は1〜${max}分で入力してください` });

export const ZFeeRuleInput = z.object({
  label: zText("料金区分名を入力してください")
    .trim()
    .min(1, { error: "料金区分名を入力してください" })
    .max(30, { error: "料金区分名は30文字以内で入力してください" }),
  other_flag: z.boolean(),
  executive: z.boolean(),
  vip: z.boolean(),
  flat_price_per_person: z
    .number()
    .int({ error: "料金は整数（円）で入力してください" })
    .min(0, { error: "料金は0円以上で入力してください" })
    .max(10_000_000)
    .nullable(),
  /**
   * The set's length: the board shows each group's remaining minutes and marks it when they are up.
   * Null: no set. Omitted in an edit: left as it was.
   */
  set_minutes: zMinutes("セット時間", SET_MINUTES_MAX).nullable().optional(),
  /** How many minutes before the set's end the board marks the group and offers a call. */
  warn_lead_minutes: zMinutes("終了前の通知", WARN_LEAD_MINUTES_MAX).nullable().optional(),
});
export type FeeRuleInput = z.infer<typeof ZFeeRuleInput>;

export const ZFeeRuleRecord = ZFeeRuleInput.extend({
  id: z.number().int(),
  lounge_id: z.number().int(),
  set_minutes: z.number().int().nullable(),
  warn_lead_minutes: z.number().int().nullable(),
});
export type FeeRuleRecord = z.infer<typeof ZFeeRuleRecord>;

/** A new seat names its lounge. */
export const ZSeatCreate = ZSeatInput.extend({ lounge_id: ZId });
export type SeatCreate = z.infer<typeof ZSeatCreate>;

/** A new fee rule names its lounge. */
export const ZFeeRuleCreate = ZFeeRuleInput.extend({ lounge_id: ZId });
export type FeeRuleCreate = z.infer<typeof ZFeeRuleCreate>;
