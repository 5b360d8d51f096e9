// priceSettlement: every yen of a settlement (time charges, flat fees, special dates, orders, discount, tax).

import { DomainError } from "../errors";
import { addYen, discountAmount, mulYen, taxIncluded } from "../money";
import { businessDayNumberOfWall, parseCutoff } from "../time/business-day";
import { minutesBetween, parseDate, parseInstant } from "../time/calendar";
import { DAY_TYPES, type DayType } from "../time/day-type";
import { assertTimeZone, wallClockMs } from "../time/zone";
import { orderTotal } from "./order-price";
import { readPriceSettlementInput } from "./pricing-input";
import {
  type FeeRule,
  GENDERS,
  type Gender,
  type IntervalStatus,
  type PriceCell,
  type PricedGroup,
  type PriceSettlementInput,
  type PriceSettlementResult,
  type SettlementGroup,
} from "./pricing-schema";
import {
  type ChargedUnit,
  chargeTimeline,
  type HourCharge,
  type TimedInterval,
  type TimelineCharge,
} from "./time-charge";

/** A visit longer than this (31 days) is refused: it is an unclosed event log, not a stay to bill. */
export const MAX_VISIT_MINUTES = 31 * 24 * 60;

export const GENDER_LABELS: Readonly<Record<Gender, string>> = {
  mens: "男性",
  ladys: "女性",
  others: "その他",
};

export const DAY_TYPE_LABELS: Readonly<Record<DayType, string>> = {
  weekday: "平日",
  weekend: "金土祝前",
};

type SpecialRange = { from: number; to: number; pricePerPerson: number };

type Settings = {
  timeZone: string;
  cutoffMs: number;
  unitMinutes: number;
  specialRanges: SpecialRange[];
  feeRules: Map<string, FeeRule>;
  cells: Map<string, RuleCells>;
  dayTypes: Map<number, DayType>;
};

type ParsedInterval = TimedInterval & { status: IntervalStatus; endMs: number };

/** A fee rule's cells, indexed by gender, day type and hour (see cellIndex). */
type RuleCells = (PriceCell | undefined)[];

function cellIndex(gender: Gender, dayType: DayType, hour: number): number {
  return (GENDERS.indexOf(gender) * DAY_TYPES.length + DAY_TYPES.indexOf(dayType)) * 24 + hour;
}

function indexFeeRules(feeRules: readonly FeeRule[]): Map<string, FeeRule> {
  const byKey = new Map<string, FeeRule>();
  for (const rule of feeRules) {
    if (byKey.has(rule.key)) {
      throw new DomainError("DUPLICATE_FEE_RULE", `料金ルール「${rule.key}」が重複しています`);
    }
    byKey.set(rule.key, rule);
  }
  return byKey;
}

function indexPriceTable(priceTable: readonly PriceCell[]): Map<string, RuleCells> {
  const byRule = new Map<string, RuleCells>();
  for (const cell of priceTable) {
    let cells = byRule.get(cell.feeRule);
    if (!cells) {
      cells = [];
      byRule.set(cell.feeRule, cells);
    }
    const index = cellIndex(cell.gender, cell.dayType, cell.hour);
    if (cells[index]) {
      throw new DomainError(
        "DUPLICATE_PRICE_CELL",
        `料金表の「${cell.feeRule}」${GENDER_LABELS[cell.gender]}・${DAY_TYPE_LABELS[cell.dayType]} ${cell.hour}時台が重複しています`,
      );
    }
    cells[index] = cell;
  }
  return byRule;
}

function parseSpecialRanges(
  specialDates: PriceSettlementInput["lounge"]["specialDates"],
): SpecialRange[] {
  return specialDates.map((range, index) => {
    const from = parseDate(range.from, `特別料金期間${index + 1}の開始日`);
    const to = parseDate(range.to, `特別料金期間${index + 1}の終了日`);
    if (from > to) {
      throw new DomainError(
        "INVALID_SPECIAL_DATES",
        `特別料金期間${index + 1}の開始日が終了日より後です`,
      );
    }
    return { from, to, pricePerPerson: range.pricePerPerson };
  });
}

/** The group's intervals in time order, each with its whole minutes floored; overlaps are refused. */
function parseIntervals(group: SettlementGroup, groupIndex: number): ParsedInterval[] {
  const parsed = group.intervals.map((interval, index): ParsedInterval => {
    const where = `groups[${groupIndex}].intervals[${index}]`;
    const startMs = parseInstant(interval.start_at, `${where}.start_at`);
    const endMs = parseInstant(interval.end_at, `${where}.end_at`);
    if (endMs < startMs) {
      throw new DomainError("INVALID_INTERVAL", `${where}の終了日時が開始日時より前です`);
    }
    const minutes = minutesBetween(startMs, endMs);
    return { status: interval.status, startMs, endMs, minutes };
  });
  // By start, then end: an empty interval stamped at the same instant as the next one comes first.
  parsed.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  let visitMinutes = 0;
  for (let index = 0; index < parsed.length; index += 1) {
    const current = parsed[index] as ParsedInterval;
    const previous = parsed[index - 1];
    if (previous && current.startMs < previous.endMs) {
      throw new DomainError(
        "INTERVALS_OVERLAP",
        `グループ${group.id}の在席記録が重なっています（同時に二つの席・状態にはいられません）`,
      );
    }
    visitMinutes += current.minutes;
  }
  if (visitMinutes > MAX_VISIT_MINUTES) {
    throw new DomainError("VISIT_TOO_LONG", `グループ${group.id}の在席時間が31日を超えています`);
  }
  return parsed;
}

function specialPricePerPerson(first: ParsedInterval | undefined, settings: Settings): number {
  if (!first || settings.specialRanges.length === 0) {
    return 0;
  }
  const day = businessDayNumberOfWall(
    wallClockMs(settings.timeZone, first.startMs),
    settings.cutoffMs,
  );
  let price = 0;
  for (const range of settings.specialRanges) {
    if (range.from <= day && day <= range.to && range.pricePerPerson > price) {
      price = range.pricePerPerson; // overlapping ranges never stack: the highest applies
    }
  }
  return price;
}

function toShareLines(lines: HourCharge[], label: string, num: number): PricedGroup["share_hours"] {
  return lines.map((line) => ({
    share_hour: line.hour,
    fee_rule: label,
    time_count: line.time_count,
    num,
    unit_price: line.unit_price,
    price: line.price,
  }));
}

function toSoloLines(lines: HourCharge[], label: string, num: number): PricedGroup["solo_hours"] {
  return lines.map((line) => ({
    solo_hour: line.hour,
    fee_rule: label,
    time_count: line.time_count,
    num,
    unit_price: line.unit_price,
    price: line.price,
  }));
}

/** Receives each charged unit of a group with its status (share or solo). */
type UnitSink = (status: IntervalStatus, unit: ChargedUnit) => void;

function priceGroup(
  group: SettlementGroup,
  groupIndex: number,
  settings: Settings,
  onUnit?: UnitSink,
): PricedGroup {
  const rule = settings.feeRules.get(group.feeRule);
  if (!rule) {
    throw new DomainError(
      "UNKNOWN_FEE_RULE",
      `グループ${group.id}の料金ルール「${group.feeRule}」が見つかりません`,
    );
  }
  const intervals = parseIntervals(group, groupIndex);
  const share = intervals.filter((interval) => interval.status === "share");
  const solo = intervals.filter((interval) => interval.status === "solo");
  const flatPrice = rule.other_flag ? rule.flatPricePerPerson : null;

  const ruleCells = settings.cells.get(rule.key) ?? [];
  const unitPriceAt = (column: "share" | "solo") => (dayType: DayType, hour: number) => {
    const cell = ruleCells[cellIndex(group.gender, dayType, hour)];
    if (!cell) {
      throw new DomainError(
        "PRICE_CELL_MISSING",
        `料金表に「${rule.label}」${GENDER_LABELS[group.gender]}・${DAY_TYPE_LABELS[dayType]} ${hour}時台の料金がありません`,
      );
    }
    return cell[column];
  };
  const context = {
    timeZone: settings.timeZone,
    cutoffMs: settings.cutoffMs,
    unitMinutes: settings.unitMinutes,
    num: group.num,
    dayTypes: settings.dayTypes,
  };
  // Special-fee groups pay a flat price per person instead; their minutes are still reported.
  const untimed = (list: readonly ParsedInterval[]): TimelineCharge => ({
    minutes: list.reduce((sum, interval) => sum + interval.minutes, 0),
    amount: 0,
    lines: [],
  });
  const sharePart =
    flatPrice === null
      ? chargeTimeline(share, {
          ...context,
          unitPriceAt: unitPriceAt("share"),
          onUnit: onUnit && ((unit) => onUnit("share", unit)),
        })
      : untimed(share);
  const soloPart =
    flatPrice === null
      ? chargeTimeline(solo, {
          ...context,
          unitPriceAt: unitPriceAt("solo"),
          onUnit: onUnit && ((unit) => onUnit("solo", unit)),
        })
      : untimed(solo);

  const charge_price = flatPrice === null ? sharePart.amount : mulYen(flatPrice, group.num);
  const solo_price = soloPart.amount;
  const special_price = mulYen(specialPricePerPerson(intervals[0], settings), group.num);
  const order_price = orderTotal(group.orders);
  const extra_charge = group.extra_charge;
  const total_price = [solo_price, special_price, order_price, extra_charge].reduce(
    (sum, amount) => addYen(sum, amount),
    charge_price,
  );
  return {
    customer_group_id: group.id,
    fee_rule_type: sharePart.minutes > 0 || flatPrice !== null ? "charge" : "solo",
    share_minutes: sharePart.minutes,
    solo_minutes: soloPart.minutes,
    charge_price,
    solo_price,
    special_price,
    order_price,
    extra_charge,
    total_price,
    share_hours: toShareLines(sharePart.lines, rule.label, group.num),
    solo_hours: toSoloLines(soloPart.lines, rule.label, group.num),
  };
}

function priceAll(
  input: PriceSettlementInput,
  onUnit?: (groupIndex: number) => UnitSink,
): PriceSettlementResult {
  const data = readPriceSettlementInput(input);
  const { lounge } = data;
  assertTimeZone(lounge.timeZone);
  const settings: Settings = {
    timeZone: lounge.timeZone,
    cutoffMs: parseCutoff(lounge.cutoff),
    unitMinutes: lounge.unitMinutes,
    specialRanges: parseSpecialRanges(lounge.specialDates),
    feeRules: indexFeeRules(data.feeRules),
    cells: indexPriceTable(data.priceTable),
    dayTypes: new Map(),
  };
  const seen = new Set<number>();
  const groups = data.groups.map((group, index) => {
    if (seen.has(group.id)) {
      throw new DomainError("DUPLICATE_GROUP", `グループ${group.id}が二度指定されています`);
    }
    seen.add(group.id);
    return priceGroup(group, index, settings, onUnit?.(index));
  });
  const subtotal = groups.reduce((sum, group) => addYen(sum, group.total_price), 0);
  const discount = discountAmount(subtotal, data.discountPercent);
  const groups_total_price = subtotal - discount;
  return {
    groups,
    subtotal,
    discount,
    groups_total_price,
    consumption_tax: taxIncluded(groups_total_price),
    tax_discount: taxIncluded(discount),
  };
}

/**
 * Prices the groups settled together. Throws a DomainError (Japanese message) on any invalid input,
 * an unknown fee rule, a missing price-table cell or an amount beyond MAX_YEN. See docs/money.md.
 */
export function priceSettlement(input: PriceSettlementInput): PriceSettlementResult {
  return priceAll(input);
}

/**
 * A group's `charge_price` as its two kinds: the time charge of its share units, or a special-fee
 * group's flat price. priceGroup charges the flat price without any share hour line, and a time
 * charge above 0 always has hour lines, so a charge without them is the flat price (its minutes are
 * still recorded). Takes the count of share hour lines so a reader that did not load the lines (the
 * CSV export) asks the same question.
 */
export function chargeParts(group: { charge_price: number; share_hour_lines: number }): {
  time_charge: number;
  flat_price: number;
} {
  return group.share_hour_lines === 0
    ? { time_charge: 0, flat_price: group.charge_price }
    : { time_charge: group.charge_price, flat_price: 0 };
}

/** One charged unit as the bill explains it: when it starts, the price cell it used, its amount. */
export type BillUnit = {
  start_at: string;
  status: IntervalStatus;
  hour: number;
  day_type: DayType;
  fee_rule: string;
  unit_price: number;
  num: number;
  price: number;
};

/**
 * priceSettlement plus, per group, every charged unit (share units first, then solo, each in time
 * order): the explanation behind the hour lines, so a manager can check each yen.
 */
export function explainSettlement(
  input: PriceSettlementInput,
): PriceSettlementResult & { units: BillUnit[][] } {
  const units: BillUnit[][] = input.groups.map(() => []);
  const result = priceAll(input, (groupIndex) => {
    // Once per group, not per unit: its fee rule's label, its size and its list.
    const group = input.groups[groupIndex];
    const feeRule = input.feeRules.find((r) => r.key === group?.feeRule)?.label ?? "";
    const num = group?.num ?? 0;
    const list = units[groupIndex] ?? [];
    return (status, unit) => {
      list.push({
        start_at: new Date(unit.startMs).toISOString(),
        status,
        hour: unit.hour,
        day_type: unit.dayType,
        fee_rule: feeRule,
        unit_price: unit.unitPrice,
        num,
        price: unit.amount,
      });
    };
  });
  return { ...result, units };
}
