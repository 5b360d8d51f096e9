// Fast structural validation of priceSettlement's input, agreeing with ZPriceSettlementInput (tested).
// Hand-written because a price table holds hundreds of cells and zod would dominate a settlement's cost.

import { DomainError } from "../errors";
import { DISCOUNT_PERCENTS, type DiscountPercent, MAX_YEN } from "../money";
import { DAY_TYPES } from "../time/day-type";
import {
  type FeeRule,
  GENDERS,
  INTERVAL_STATUSES,
  type Interval,
  MAX_GROUP_NUM,
  type OrderLine,
  type PriceCell,
  type PriceSettlementInput,
  type SettlementGroup,
  type SpecialDate,
} from "./pricing-schema";

/** Where a value sits in the input, as a linked list so that no path is built unless something fails. */
type Path = { parent: Path; key: string | number } | null;
type Reader<T> = (value: unknown, path: Path) => T;

const at = (parent: Path, key: string | number): Path => ({ parent, key });

function formatPath(path: Path): string {
  let text = "";
  for (let node = path; node !== null; node = node.parent) {
    const { key } = node;
    text = (typeof key === "number" ? `[${key}]` : node.parent === null ? key : `.${key}`) + text;
  }
  return text === "" ? "（全体）" : text;
}

function fail(path: Path, reason: string): never {
  throw new DomainError(
    "INVALID_INPUT",
    `料金計算の入力が正しくありません: ${formatPath(path)}（${reason}）`,
  );
}

const WRONG_TYPE = "型が正しくありません";

function record(value: unknown, path: Path): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, WRONG_TYPE);
  return value as Record<string, unknown>;
}

function list<T>(value: unknown, path: Path, read: Reader<T>, minLength = 0): T[] {
  if (!Array.isArray(value)) fail(path, WRONG_TYPE);
  if (value.length < minLength) fail(path, "値が小さすぎます");
  return value.map((item, index) => read(item, at(path, index)));
}

function integer(value: unknown, path: Path, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value)) fail(path, WRONG_TYPE);
  if (value < min) fail(path, "値が小さすぎます");
  if (value > max) fail(path, "値が大きすぎます");
  return value;
}

const yen = (value: unknown, path: Path) => integer(value, path, 0, MAX_YEN);

function text(value: unknown, path: Path, minLength = 0): string {
  if (typeof value !== "string") fail(path, WRONG_TYPE);
  if (value.length < minLength) fail(path, "値が小さすぎます");
  return value;
}

function flag(value: unknown, path: Path): boolean {
  if (typeof value !== "boolean") fail(path, WRONG_TYPE);
  return value;
}

function oneOf<T>(value: unknown, path: Path, options: readonly T[]): T {
  if (!options.includes(value as T)) fail(path, "使えない値です");
  return value as T;
}

function matches(value: unknown, path: Path, pattern: RegExp): string {
  const string = text(value, path);
  if (!pattern.test(string)) fail(path, "形式が正しくありません");
  return string;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CUTOFF = /^([01]\d|2[0-3]):[0-5]\d$/;
// Same shape as z.iso.datetime({ offset: true }); calendar validity is checked when parsed.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const readSpecialDate: Reader<SpecialDate> = (value, path) => {
  const object = record(value, path);
  return {
    from: matches(object.from, at(path, "from"), DATE),
    to: matches(object.to, at(path, "to"), DATE),
    pricePerPerson: yen(object.pricePerPerson, at(path, "pricePerPerson")),
  };
};

const readFeeRule: Reader<FeeRule> = (value, path) => {
  const object = record(value, path);
  return {
    key: text(object.key, at(path, "key"), 1),
    label: text(object.label, at(path, "label")),
    other_flag: flag(object.other_flag, at(path, "other_flag")),
    executive: flag(object.executive, at(path, "executive")),
    vip: flag(object.vip, at(path, "vip")),
    flatPricePerPerson:
      object.flatPricePerPerson === null
        ? null
        : yen(object.flatPricePerPerson, at(path, "flatPricePerPerson")),
  };
};

const readPriceCell: Reader<PriceCell> = (value, path) => {
  const object = record(value, path);
  return {
    feeRule: text(object.feeRule, at(path, "feeRule"), 1),
    gender: oneOf(object.gender, at(path, "gender"), GENDERS),
    dayType: oneOf(object.dayType, at(path, "dayType"), DAY_TYPES),
    hour: integer(object.hour, at(path, "hour"), 0, 23),
    share: yen(object.share, at(path, "share")),
    solo: yen(object.solo, at(path, "solo")),
  };
};

const readInterval: Reader<Interval> = (value, path) => {
  const object = record(value, path);
  return {
    status: oneOf(object.status, at(path, "status"), INTERVAL_STATUSES),
    start_at: matches(object.start_at, at(path, "start_at"), INSTANT),
    end_at: matches(object.end_at, at(path, "end_at"), INSTANT),
  };
};

const readOrder: Reader<OrderLine> = (value, path) => {
  const object = record(value, path);
  return {
    name: text(object.name, at(path, "name")),
    price: yen(object.price, at(path, "price")),
    num: integer(object.num, at(path, "num"), 1, 10_000),
  };
};

const readGroup: Reader<SettlementGroup> = (value, path) => {
  const object = record(value, path);
  return {
    id: integer(object.id, at(path, "id"), 0, Number.MAX_SAFE_INTEGER),
    gender: oneOf(object.gender, at(path, "gender"), GENDERS),
    num: integer(object.num, at(path, "num"), 1, MAX_GROUP_NUM),
    feeRule: text(object.feeRule, at(path, "feeRule"), 1),
    intervals: list(object.intervals, at(path, "intervals"), readInterval),
    orders: list(object.orders, at(path, "orders"), readOrder),
    extra_charge: yen(object.extra_charge, at(path, "extra_charge")),
  };
};

/**
 * Checks the shape of priceSettlement's input (the same rules as ZPriceSettlementInput) and returns a
 * copy without unknown keys; the first problem becomes a DomainError naming the field, in Japanese.
 */
export function readPriceSettlementInput(input: unknown): PriceSettlementInput {
  const object = record(input, null);
  const loungePath = at(null, "lounge");
  const lounge = record(object.lounge, loungePath);
  return {
    lounge: {
      timeZone: text(lounge.timeZone, at(loungePath, "timeZone"), 1),
      cutoff: matches(lounge.cutoff, at(loungePath, "cutoff"), CUTOFF),
      unitMinutes: integer(lounge.unitMinutes, at(loungePath, "unitMinutes"), 1, 1440),
      specialDates: list(lounge.specialDates, at(loungePath, "specialDates"), readSpecialDate),
    },
    feeRules: list(object.feeRules, at(null, "feeRules"), readFeeRule),
    priceTable: list(object.priceTable, at(null, "priceTable"), readPriceCell),
    groups: list(object.groups, at(null, "groups"), readGroup, 1),
    discountPercent:
      object.discountPercent === null
        ? null
        : oneOf<DiscountPercent>(
            object.discountPercent,
            at(null, "discountPercent"),
            DISCOUNT_PERCENTS,
          ),
  };
}
