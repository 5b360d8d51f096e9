// Test fixtures for priceSettlement: a Tokyo lounge with a small, hand-checkable price table.
import type { DayType } from "../time/day-type";
import type {
  FeeRule,
  Gender,
  Interval,
  PriceCell,
  PriceSettlementInput,
  SettlementGroup,
} from "./pricing-schema";

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Late night (深夜) is 22:00 to 05:59 on the clock. */
export function isLateNight(hour: number): boolean {
  return hour >= 22 || hour < 6;
}

export const FEE_RULES: FeeRule[] = [
  {
    key: "normal",
    label: "通常",
    other_flag: false,
    executive: false,
    vip: false,
    flatPricePerPerson: null,
  },
  {
    key: "vip",
    label: "VIP",
    other_flag: false,
    executive: false,
    vip: true,
    flatPricePerPerson: null,
  },
  {
    key: "special",
    label: "特殊",
    other_flag: true,
    executive: false,
    vip: false,
    flatPricePerPerson: 3000,
  },
];

/**
 * Men on 通常, per 10 minutes per person: weekday 500 (late night 600), weekend 700 (late night 800);
 * solo weekday 100, weekend 200. VIP: weekday 1000, weekend 1200, solo 0. Ladies 0. No cells for `others`.
 */
export function priceTable(): PriceCell[] {
  const cells: PriceCell[] = [];
  const dayTypes: DayType[] = ["weekday", "weekend"];
  for (const dayType of dayTypes) {
    for (const hour of HOURS) {
      const weekend = dayType === "weekend";
      const late = isLateNight(hour);
      const normalShare = (weekend ? 700 : 500) + (late ? 100 : 0);
      const cell = (feeRule: string, gender: Gender, share: number, solo: number): PriceCell => ({
        feeRule,
        gender,
        dayType,
        hour,
        share,
        solo,
      });
      cells.push(cell("normal", "mens", normalShare, weekend ? 200 : 100));
      cells.push(cell("normal", "ladys", 0, 0));
      cells.push(cell("vip", "mens", weekend ? 1200 : 1000, 0));
    }
  }
  return cells;
}

export function share(start_at: string, end_at: string): Interval {
  return { status: "share", start_at, end_at };
}

export function solo(start_at: string, end_at: string): Interval {
  return { status: "solo", start_at, end_at };
}

export function group(overrides: Partial<SettlementGroup> = {}): SettlementGroup {
  return {
    id: 1,
    gender: "mens",
    num: 1,
    feeRule: "normal",
    intervals: [],
    orders: [],
    extra_charge: 0,
    ...overrides,
  };
}

export function settlement(
  groups: SettlementGroup[],
  overrides: Partial<PriceSettlementInput> = {},
): PriceSettlementInput {
  return {
    lounge: {
      timeZone: "Asia/Tokyo",
      cutoff: "06:00",
      unitMinutes: 10,
      specialDates: [{ from: "2024-12-26", to: "2025-01-03", pricePerPerson: 1000 }],
    },
    feeRules: FEE_RULES,
    priceTable: priceTable(),
    groups,
    discountPercent: null,
    ...overrides,
  };
}
