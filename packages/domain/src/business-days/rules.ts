// The money of a business day (営業日), computed from its records: the sales by payment type, tax
// and discounts, guests and stays, orders against time charges, the paid-in and paid-out, the cash
// the drawer should hold, a drawer count by denomination and the difference. Integer yen throughout.
import { addYen, intDiv } from "../shared/money";

/** The notes and coins a drawer is counted in, largest first. */
export const DENOMINATIONS = [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];
export type DenominationKey = `${Denomination}`;
export const DENOMINATION_KEYS = DENOMINATIONS.map(String) as DenominationKey[];

/** How many of each note and coin: `{ "10000": 3, "1000": 5, … }`; a missing key is none. */
export type DenominationCounts = Partial<Record<DenominationKey, number>>;

/** Japanese labels of the denominations, as a drawer count shows them. */
export const DENOMINATION_LABELS: Record<DenominationKey, string> = {
  "10000": "1万円札",
  "5000": "5千円札",
  "2000": "2千円札",
  "1000": "千円札",
  "500": "500円玉",
  "100": "100円玉",
  "50": "50円玉",
  "10": "10円玉",
  "5": "5円玉",
  "1": "1円玉",
};

/** The yen in a count. */
export function countedTotal(counts: DenominationCounts): number {
  let total = 0;
  for (const key of DENOMINATION_KEYS) {
    total = addYen(total, (counts[key] ?? 0) * Number(key));
  }
  return total;
}

/** One settlement of the day as the figures need it (its groups' own amounts). */
export type DaySettlement = {
  voided: boolean;
  cash: number;
  credit: number;
  e_money: number;
  /** 会計合計: subtotal − discount. */
  groups_total_price: number;
  consumption_tax: number;
  discount: number;
  groups: DayGroup[];
};

export type DayGroup = {
  gender: "mens" | "ladys" | "others";
  num: number;
  share_minutes: number;
  solo_minutes: number;
  /** The group's whole charge before the settlement's discount. */
  total_price: number;
  order_price: number;
  extra_charge: number;
};

export type DayMovement = { direction: "in" | "out"; amount: number; voided: boolean };

/** The figures of a business day: what its report prints and its close keeps as a snapshot. */
export type DayFigures = {
  /** 売上 (tax included): Σ 会計合計 of the settlements that are not voided. */
  sales: number;
  /** 内消費税. */
  tax: number;
  cash_sales: number;
  credit_sales: number;
  e_money_sales: number;
  discounts: number;
  /** Orders, time charges (share, solo, flat and surcharges) and extra charges, before discounts. */
  order_sales: number;
  time_sales: number;
  extra_charges: number;
  settlements: number;
  groups: number;
  guests: { mens: number; ladys: number; others: number };
  /** Average minutes per settled group, rounded. */
  average_share_minutes: number;
  average_solo_minutes: number;
  /** 客単価: sales per guest and per settlement, rounded down (0 without any). */
  per_guest: number;
  per_settlement: number;
  voided_settlements: number;
  voided_amount: number;
  cancelled_entries: number;
  paid_in: number;
  paid_out: number;
};

const roundedAverage = (sum: number, count: number) => (count === 0 ? 0 : Math.round(sum / count));
const perUnit = (sum: number, count: number) => (count === 0 ? 0 : intDiv(sum, count));

/** The day's figures from its settlements, paid-in/out and cancelled entries. */
export function dayFigures(input: {
  settlements: readonly DaySettlement[];
  movements: readonly DayMovement[];
  cancelledEntries: number;
}): DayFigures {
  const f: DayFigures = {
    sales: 0,
    tax: 0,
    cash_sales: 0,
    credit_sales: 0,
    e_money_sales: 0,
    discounts: 0,
    order_sales: 0,
    time_sales: 0,
    extra_charges: 0,
    settlements: 0,
    groups: 0,
    guests: { mens: 0, ladys: 0, others: 0 },
    average_share_minutes: 0,
    average_solo_minutes: 0,
    per_guest: 0,
    per_settlement: 0,
    voided_settlements: 0,
    voided_amount: 0,
    cancelled_entries: input.cancelledEntries,
    paid_in: 0,
    paid_out: 0,
  };
  let shareMinutes = 0;
  let soloMinutes = 0;
  for (const s of input.settlements) {
    if (s.voided) {
      f.voided_settlements += 1;
      f.voided_amount = addYen(f.voided_amount, s.groups_total_price);
      continue;
    }
    f.settlements += 1;
    f.sales = addYen(f.sales, s.groups_total_price);
    f.tax = addYen(f.tax, s.consumption_tax);
    f.cash_sales = addYen(f.cash_sales, s.cash);
    f.credit_sales = addYen(f.credit_sales, s.credit);
    f.e_money_sales = addYen(f.e_money_sales, s.e_money);
    f.discounts = addYen(f.discounts, s.discount);
    for (const g of s.groups) {
      f.groups += 1;
      f.guests[g.gender] += g.num;
      f.order_sales = addYen(f.order_sales, g.order_price);
      f.extra_charges = addYen(f.extra_charges, g.extra_charge);
      f.time_sales = addYen(f.time_sales, g.total_price - g.order_price - g.extra_charge);
      shareMinutes += g.share_minutes;
      soloMinutes += g.solo_minutes;
    }
  }
  for (const m of input.movements) {
    if (m.voided) continue;
    if (m.direction === "in") f.paid_in = addYen(f.paid_in, m.amount);
    else f.paid_out = addYen(f.paid_out, m.amount);
  }
  const guests = f.guests.mens + f.guests.ladys + f.guests.others;
  f.average_share_minutes = roundedAverage(shareMinutes, f.groups);
  f.average_solo_minutes = roundedAverage(soloMinutes, f.groups);
  f.per_guest = perUnit(f.sales, guests);
  f.per_settlement = perUnit(f.sales, f.settlements);
  return f;
}

/** 理論残高: the cash the drawer should hold (float + cash sales + paid-in − paid-out). */
export function expectedCash(
  float: number,
  figures: Pick<DayFigures, "cash_sales" | "paid_in" | "paid_out">,
): number {
  return addYen(addYen(float, figures.cash_sales), figures.paid_in) - figures.paid_out;
}
