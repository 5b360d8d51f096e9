// Zod schemas (and the types inferred from them) for priceSettlement's input and result: one shape, one truth.
import { z } from "zod";
import { DISCOUNT_PERCENTS, MAX_YEN } from "../money";
import { DAY_TYPES } from "../time/day-type";

export const GENDERS = ["mens", "ladys", "others"] as const;
export type Gender = (typeof GENDERS)[number];

export const INTERVAL_STATUSES = ["solo", "share"] as const;
export type IntervalStatus = (typeof INTERVAL_STATUSES)[number];

/** Largest group size the product allows (count choices 1 to 15). */
export const MAX_GROUP_NUM = 15;

const ZYen = z.number().int().min(0).max(MAX_YEN);
const ZInstant = z.iso.datetime({ offset: true });

export const ZGender = z.enum(GENDERS);
export const ZDayType = z.enum(DAY_TYPES);

export const ZSpecialDate = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  pricePerPerson: ZYen,
});

export const ZLoungePricing = z.object({
  timeZone: z.string().min(1),
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  unitMinutes: z.number().int().min(1).max(1440),
  specialDates: z.array(ZSpecialDate),
});

export const ZFeeRule = z.object({
  key: z.string().min(1),
  label: z.string(),
  other_flag: z.boolean(),
  executive: z.boolean(),
  vip: z.boolean(),
  flatPricePerPerson: ZYen.nullable(),
});

export const ZPriceCell = z.object({
  feeRule: z.string().min(1),
  gender: ZGender,
  dayType: ZDayType,
  hour: z.number().int().min(0).max(23),
  share: ZYen,
  solo: ZYen,
});

export const ZInterval = z.object({
  status: z.enum(INTERVAL_STATUSES),
  start_at: ZInstant,
  end_at: ZInstant,
});

export const ZOrderLine = z.object({
  name: z.string(),
  price: ZYen,
  num: z.number().int().min(1).max(10_000),
});

export const ZSettlementGroup = z.object({
  id: z.number().int().min(0),
  gender: ZGender,
  num: z.number().int().min(1).max(MAX_GROUP_NUM),
  feeRule: z.string().min(1),
  intervals: z.array(ZInterval),
  orders: z.array(ZOrderLine),
  extra_charge: ZYen,
});

export const ZDiscountPercent = z.union(DISCOUNT_PERCENTS.map((percent) => z.literal(percent)));

export const ZPriceSettlementInput = z.object({
  lounge: ZLoungePricing,
  feeRules: z.array(ZFeeRule),
  priceTable: z.array(ZPriceCell),
  groups: z.array(ZSettlementGroup).min(1),
  discountPercent: ZDiscountPercent.nullable(),
});

const ZHourLineBase = z.object({
  /** Label of the group's fee rule. */
  fee_rule: z.string(),
  /** Number of started units in this line. */
  time_count: z.number().int().min(1),
  /** People in the group. */
  num: z.number().int().min(1),
  /** Price per unit per person (the price-table cell). */
  unit_price: ZYen,
  /** The line's amount: unit_price × time_count × num. */
  price: ZYen,
});

export const ZShareHourLine = ZHourLineBase.extend({ share_hour: z.number().int().min(0).max(23) });
export const ZSoloHourLine = ZHourLineBase.extend({ solo_hour: z.number().int().min(0).max(23) });

export const ZPricedGroup = z.object({
  customer_group_id: z.number().int(),
  fee_rule_type: z.enum(["charge", "solo"]),
  share_minutes: z.number().int().min(0),
  solo_minutes: z.number().int().min(0),
  charge_price: ZYen,
  solo_price: ZYen,
  special_price: ZYen,
  order_price: ZYen,
  extra_charge: ZYen,
  total_price: ZYen,
  share_hours: z.array(ZShareHourLine),
  solo_hours: z.array(ZSoloHourLine),
});

export const ZPriceSettlementResult = z.object({
  groups: z.array(ZPricedGroup),
  subtotal: ZYen,
  discount: ZYen,
  groups_total_price: ZYen,
  consumption_tax: ZYen,
  tax_discount: ZYen,
});

export type SpecialDate = z.infer<typeof ZSpecialDate>;
export type LoungePricing = z.infer<typeof ZLoungePricing>;
export type FeeRule = z.infer<typeof ZFeeRule>;
export type PriceCell = z.infer<typeof ZPriceCell>;
export type Interval = z.infer<typeof ZInterval>;
export type OrderLine = z.infer<typeof ZOrderLine>;
export type SettlementGroup = z.infer<typeof ZSettlementGroup>;
export type PriceSettlementInput = z.infer<typeof ZPriceSettlementInput>;
export type ShareHourLine = z.infer<typeof ZShareHourLine>;
export type SoloHourLine = z.infer<typeof ZSoloHourLine>;
export type PricedGroup = z.infer<typeof ZPricedGroup>;
export type PriceSettlementResult = z.infer<typeof ZPriceSettlementResult>;
