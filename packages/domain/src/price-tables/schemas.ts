// Price tables (per fee rule: gender × day type × hour, share and solo prices per unit per person)
// and special dates (a per-person surcharge on a range of business days) of a lounge.
import { z } from "zod";
import { ZId, zDate, zText } from "../shared/api/common";
import { DAY_TYPE_LABELS, GENDER_LABELS } from "../shared/pricing/pricing";
import { ZDayType, ZGender } from "../shared/pricing/pricing-schema";
import { MAX_PRICE_CELL_YEN, priceCellKey, priceCellLabel } from "./price-table";

const yen = (label: string) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .int({ error: `${label}は円単位の整数で入力してください` })
    .min(0, { error: `${label}は0円以上で入力してください` })
    .max(MAX_PRICE_CELL_YEN, {
      error: `${label}は${MAX_PRICE_CELL_YEN.toLocaleString("ja-JP")}円以下で入力してください`,
    });

export const ZPriceTableCell = z.object({
  gender: z.enum(ZGender.options, {
    error: `性別は${Object.values(GENDER_LABELS).join("・")}のいずれかです`,
  }),
  day_type: z.enum(ZDayType.options, {
    error: `曜日区分は${Object.values(DAY_TYPE_LABELS).join("・")}のいずれかです`,
  }),
  hour: z
    .number({ error: "時間帯は0から23の整数で指定してください" })
    .int({ error: "時間帯は0から23の整数で指定してください" })
    .min(0, { error: "時間帯は0から23の整数で指定してください" })
    .max(23, { error: "時間帯は0から23の整数で指定してください" }),
  share: yen("相席の料金"),
  solo: yen("ひとりの料金"),
});

/** The whole table of a fee rule: 144 cells, ordered by gender, day type and hour. */
export const ZPriceTable = z.object({
  fee_rule_id: z.number().int(),
  /** The lounge's unit length: every price is per this many minutes per person. */
  unit_minutes: z.number().int(),
  cells: z.array(ZPriceTableCell),
});
export type PriceTable = z.infer<typeof ZPriceTable>;

/** Any subset of the cells; cells not sent keep their prices. A cell may appear once. */
export const ZPriceTableUpdate = z.object({
  cells: z
    .array(ZPriceTableCell, { error: "料金表のセルを指定してください" })
    .max(144, { error: "料金表のセルは144個までです" })
    .superRefine((cells, ctx) => {
      const seen = new Set<string>();
      cells.forEach((cell, index) => {
        const key = priceCellKey(cell);
        if (seen.has(key)) {
          ctx.addIssue({
            code: "custom",
            path: [index],
            message: `${priceCellLabel(cell)}が重複しています`,
          });
        }
        seen.add(key);
      });
    }),
});
export type PriceTableUpdate = z.infer<typeof ZPriceTableUpdate>;

const day = (label: string) =>
  zText(`${label}を選んでください`)
    .min(1, { error: `${label}を選んでください` })
    .max(10, { error: `${label}はYYYY-MM-DDの日付で指定してください` })
    .pipe(zDate(`${label}はYYYY-MM-DDの日付で指定してください`));

export const ZSpecialDateCreate = z
  .object({
    lounge_id: ZId,
    from_day: day("開始日"),
    to_day: day("終了日"),
    price_per_person: yen("1名あたりの料金"),
  })
  .refine((v) => v.from_day <= v.to_day, {
    path: ["to_day"],
    error: "終了日は開始日以降の日付にしてください",
  });
export type SpecialDateCreate = z.infer<typeof ZSpecialDateCreate>;

export const ZSpecialDateRecord = z.object({
  id: z.number().int(),
  lounge_id: z.number().int(),
  from_day: z.string(),
  to_day: z.string(),
  price_per_person: z.number().int(),
});
export type SpecialDateRecord = z.infer<typeof ZSpecialDateRecord>;
