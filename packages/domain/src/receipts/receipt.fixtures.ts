// Settlements for the receipt tests, shaped like the server's stored ones (settlement row + bill groups).
import { invoiceNumberOf } from "../shared/invoice-number";
import { taxIncluded } from "../shared/money";
import type {
  ReceiptGroup,
  ReceiptInput,
  ReceiptLounge,
  ReceiptSettlement,
} from "../shared/paper/receipt-types";

export const T_NUMBER = invoiceNumberOf("123456789012");

export function lounge(overrides: Partial<ReceiptLounge> = {}): ReceiptLounge {
  return {
    name: "ラウンジ銀座",
    address: "東京都中央区銀座1-2-3 銀座ビル5F",
    phone: "03-1234-5678",
    invoice_registration_number: T_NUMBER,
    time_zone: "Asia/Tokyo",
    stamp_on_tax_excluded: false,
    unit_minutes: 10,
    ...overrides,
  };
}

/** A men's group of 2 at A1: 3 units at 20時, 2 at 21時, an order and a reward; optional special. */
export function groupA(overrides: Partial<ReceiptGroup> = {}): ReceiptGroup {
  return {
    seat_name: "A1",
    gender: "mens",
    num: 2,
    fee_rule: "通常",
    share_minutes: 50,
    solo_minutes: 0,
    share_hours: [
      { share_hour: 20, fee_rule: "通常", time_count: 3, num: 2, unit_price: 1000, price: 6000 },
      { share_hour: 21, fee_rule: "通常", time_count: 2, num: 2, unit_price: 1200, price: 4800 },
    ],
    solo_hours: [],
    special_price: 0,
    extra_charge: 0,
    orders: [
      { name: "ビール", option: "大", price: 800, num: 2, order_price: 1600, reward: false },
      { name: "シャンパン", option: "", price: 0, num: 1, order_price: 0, reward: true },
    ],
    total_price: 12_400,
    ...overrides,
  };
}

/** A ladies' group of 1 at B2: a solo line, a share line and an extra charge. */
export function groupB(overrides: Partial<ReceiptGroup> = {}): ReceiptGroup {
  return {
    seat_name: "B2",
    gender: "ladys",
    num: 1,
    fee_rule: "通常",
    share_minutes: 10,
    solo_minutes: 20,
    share_hours: [
      { share_hour: 22, fee_rule: "通常", time_count: 1, num: 1, unit_price: 500, price: 500 },
    ],
    solo_hours: [
      { solo_hour: 21, fee_rule: "通常", time_count: 2, num: 1, unit_price: 700, price: 1400 },
    ],
    special_price: 0,
    extra_charge: 300,
    orders: [],
    total_price: 2200,
    ...overrides,
  };
}

/** A settlement of `groups` with its figures computed the way the server stores them. */
type Pay = "cash" | "credit" | "e_money" | { cash: number; credit: number; e_money: number };

export function settlementOf(
  groups: readonly ReceiptGroup[],
  options: {
    discount_percent?: 50 | 30 | 20 | null;
    pay?: Pay;
    id?: number;
    /** お預かり for the cash share; by default exactly the share (no change). */
    tendered?: number;
  } = {},
): ReceiptSettlement {
  const subtotal = groups.reduce((sum, group) => sum + group.total_price, 0);
  const percent = options.discount_percent ?? null;
  const discount = percent === null ? 0 : Math.floor((subtotal * percent) / 100);
  const total = subtotal - discount;
  const pay = options.pay ?? "cash";
  const payments = typeof pay === "string" ? { cash: 0, credit: 0, e_money: 0, [pay]: total } : pay;
  const cash_tendered = options.tendered ?? payments.cash;
  return {
    id: options.id ?? 1234,
    accounted_at: "2025-12-31T12:34:56.000Z",
    staff_name: "山田 花子",
    ...payments,
    cash_tendered,
    change: cash_tendered - payments.cash,
    subtotal,
    discount_percent: percent,
    discount,
    groups_total_price: total,
    consumption_tax: taxIncluded(total),
  };
}

export function receiptInput(
  groups: readonly ReceiptGroup[],
  options: Parameters<typeof settlementOf>[1] & { lounge?: Partial<ReceiptLounge> } = {},
): ReceiptInput {
  return { lounge: lounge(options.lounge), settlement: settlementOf(groups, options), groups };
}

/** A one-group settlement of exactly `total` yen (one order line), paid as given. */
export function settlementOfTotal(total: number, pay: Pay = "cash"): ReceiptInput {
  const group = groupA({
    share_hours: [],
    orders: [
      { name: "ボトル", option: "", price: total, num: 1, order_price: total, reward: false },
    ],
    total_price: total,
  });
  return receiptInput([group], { pay });
}
