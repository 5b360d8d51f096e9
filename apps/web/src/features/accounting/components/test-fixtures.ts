// Fixtures for the accounting screens' component tests: a session, a two-group bill, settled rows.
import type { AccountingLog, Bill, BillGroup } from "@lounge-office/domain/accounting";
import type { Session } from "@lounge-office/domain/session";

const lounge = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };

export const sessionOf = (role: "staff" | "manager", staffId = 7): Session => ({
  staff: {
    id: staffId,
    name: role === "manager" ? "青木 健" : "佐藤 花",
    account: `shibuya-${role}`,
    role,
    role_ja: role === "manager" ? "店長" : "スタッフ",
    locale: "ja" as const,
  },
  lounge,
  lounges: [lounge],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const billGroup = (id: number, over: Partial<BillGroup> = {}): BillGroup => ({
  customer_group_id: id,
  fee_rule_type: "charge",
  share_minutes: 60,
  solo_minutes: 30,
  charge_price: 4000,
  solo_price: 1000,
  special_price: 0,
  order_price: 1400,
  extra_charge: 0,
  total_price: 6400,
  share_hours: [
    { share_hour: 20, fee_rule: "通常", time_count: 2, num: 2, unit_price: 1000, price: 4000 },
  ],
  solo_hours: [
    { solo_hour: 19, fee_rule: "通常", time_count: 1, num: 2, unit_price: 500, price: 1000 },
  ],
  gender: "mens",
  num: 2,
  fee_rule_id: 1,
  fee_rule: "通常",
  seat_name: "A1",
  visited_at: "2026-05-01T10:30:00.000Z",
  intervals: [
    {
      id: 1,
      status: "solo",
      seat_id: 10,
      seat_name: "A1",
      start_at: "2026-05-01T10:30:00.000Z",
      end_at: "2026-05-01T11:00:00.000Z",
      minutes: 30,
    },
    {
      id: 2,
      status: "share",
      seat_id: 10,
      seat_name: "A1",
      start_at: "2026-05-01T11:00:00.000Z",
      end_at: null,
      minutes: 60,
    },
  ],
  units: [
    {
      start_at: "2026-05-01T10:30:00.000Z",
      status: "solo",
      hour: 19,
      day_type: "weekend",
      fee_rule: "通常",
      unit_price: 500,
      num: 2,
      price: 1000,
    },
    {
      start_at: "2026-05-01T11:00:00.000Z",
      status: "share",
      hour: 20,
      day_type: "weekend",
      fee_rule: "通常",
      unit_price: 1000,
      num: 2,
      price: 2000,
    },
    {
      start_at: "2026-05-01T11:30:00.000Z",
      status: "share",
      hour: 20,
      day_type: "weekend",
      fee_rule: "通常",
      unit_price: 1000,
      num: 2,
      price: 2000,
    },
  ],
  orders: [
    { name: "ハイボール", option: "濃いめ", price: 700, num: 2, order_price: 1400, reward: false },
    { name: "乾杯ショット", option: "", price: 0, num: 1, order_price: 0, reward: true },
  ],
  ...over,
});

/** Two groups priced 6,400 + 3,600 = 10,000, less the discount. */
export function billOf({
  discountPercent = null,
  extra = {},
  staffs = [
    { id: 3, name: "佐藤 花", account: "shibuya-staff" },
    { id: 4, name: "鈴木 一郎", account: "shibuya-staff2" },
  ],
}: {
  discountPercent?: 50 | 30 | 20 | null;
  extra?: Record<number, number>;
  staffs?: Bill["staffs"];
} = {}): Bill {
  const groups = [
    billGroup(12, { extra_charge: extra[12] ?? 0, total_price: 6400 + (extra[12] ?? 0) }),
    billGroup(13, {
      gender: "ladys",
      num: 1,
      charge_price: 3600,
      solo_price: 0,
      order_price: 0,
      total_price: 3600 + (extra[13] ?? 0),
      extra_charge: extra[13] ?? 0,
      special_price: 0,
      orders: [],
    }),
  ];
  const subtotal = groups.reduce((sum, g) => sum + g.total_price, 0);
  const discount = discountPercent ? Math.floor((subtotal * discountPercent) / 100) : 0;
  const total = subtotal - discount;
  return {
    lounge_id: 1,
    lounge_name: "渋谷",
    time_zone: "Asia/Tokyo",
    unit_minutes: 30,
    priced_at: "2026-05-01T12:00:00.000Z",
    discount_percent: discountPercent,
    groups,
    subtotal,
    discount,
    groups_total_price: total,
    consumption_tax: Math.floor(0.1 * Math.ceil(total / 1.1)),
    tax_discount: 0,
    staffs,
  };
}

export const accountingLog = (id: number, over: Partial<AccountingLog> = {}): AccountingLog => ({
  id,
  settlement_id: 501,
  lounge_id: 1,
  accounted_at: "2026-05-01T12:00:00.000Z",
  visited_at: "2026-05-01T10:30:00.000Z",
  gender: "mens",
  num: 2,
  fee_rule: "通常",
  fee_rule_type: "charge",
  share_minutes: 60,
  solo_minutes: 30,
  charge_price: 4000,
  solo_price: 1000,
  special_price: 0,
  discount_percent: null,
  discount: 0,
  extra_charge: 0,
  order_price: 1400,
  consumption_tax: 909,
  tax_discount: 0,
  total_price: 6400,
  groups_total_price: 10000,
  cash: 6000,
  cash_tendered: 6000,
  change: 0,
  credit: 4000,
  e_money: 0,
  customer_group_id: 12,
  comment: "",
  staff_id: 3,
  staff_name: "佐藤 花",
  voided_at: null,
  ...over,
});
