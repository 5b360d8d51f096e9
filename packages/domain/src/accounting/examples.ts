// Worked accounting calls for /docs: the whole bill of docs/money.md §15 (Friday 6 December 2024,
// two men and two women settled together with 20 % off), settled, then corrected and voided.
import type { z } from "zod";
import type { ContractExample } from "../shared/api/contract";
import type { accountingApi } from "./contracts";
import type { AccountingLog, ZAccountingLogUpdate, ZSettleBody, ZVoidBody } from "./schemas";

/** What both rows of the settlement share: its amounts, payments and staff member. */
const settlement = {
  settlement_id: 52,
  lounge_id: 1,
  accounted_at: "2024-12-06T14:10:00.000Z",
  visited_at: "2024-12-06T12:40:00.000Z",
  num: 2,
  fee_rule: "通常",
  fee_rule_type: "charge",
  special_price: 0,
  discount_percent: 20,
  // 20 % of the subtotal 15,800.
  discount: 3160,
  extra_charge: 0,
  // 12,640 ÷ 1.1 = 11,490.9 → 11,491 → 1,149; the discount's 3,160 → 2,873 → 287.
  consumption_tax: 1149,
  tax_discount: 287,
  groups_total_price: 12640,
  cash: 12640,
  cash_tendered: 15000,
  change: 2360,
  credit: 0,
  e_money: 0,
  comment: "",
  staff_id: 3,
  staff_name: "佐藤",
  voided_at: null,
} as const;

/** The men: 12 solo minutes (2 weekend units × 200 × 2), 72 share minutes, two highballs at 600. */
const men: AccountingLog = {
  ...settlement,
  id: 301,
  gender: "mens",
  share_minutes: 72,
  solo_minutes: 12,
  charge_price: 12600,
  solo_price: 800,
  order_price: 1200,
  total_price: 14600,
  customer_group_id: 101,
};

/** The women: no time charge, two cassis-orange at 600. */
const women: AccountingLog = {
  ...settlement,
  id: 302,
  gender: "ladys",
  share_minutes: 72,
  solo_minutes: 0,
  charge_price: 0,
  solo_price: 0,
  order_price: 1200,
  total_price: 1200,
  customer_group_id: 102,
};

const settleRequest = {
  accounting_log: {
    customer_group_ids: [101, 102],
    cash: 12640,
    cash_tendered: 15000,
    credit: 0,
    e_money: 0,
    staff_id: 3,
    discount_percent: 20,
    comment: "",
  },
} satisfies z.input<typeof ZSettleBody>;

/** A manager's correction: 5,000 of the 12,640 went on a card; the cash share was not tendered again. */
const correctionRequest = {
  accounting_log: { cash: 7640, credit: 5000, e_money: 0, reason: "カード払いの分を訂正" },
} satisfies z.input<typeof ZAccountingLogUpdate>;
const corrected = { cash: 7640, cash_tendered: 7640, change: 0, credit: 5000 } as const;

const voidRequest = { reason: "二重に会計したため" } satisfies z.input<typeof ZVoidBody>;
const voidedAt = "2024-12-06T14:30:00.000Z";

export const accountingExamples: Partial<Record<keyof typeof accountingApi, ContractExample>> = {
  settle: {
    summary: "2組をまとめて20%割引、現金12,640円 (お預かり15,000円、お釣り2,360円)",
    request: settleRequest,
    response: { accounting_logs: [men, women] },
  },
  update: {
    summary: "店長の訂正: 5,000円をクレジットに (理由必須)",
    request: correctionRequest,
    response: {
      accounting_logs: [
        { ...men, ...corrected },
        { ...women, ...corrected },
      ],
    },
  },
  void: {
    summary: "会計の取消 (売上から外れる)",
    request: voidRequest,
    response: {
      accounting_logs: [
        { ...men, voided_at: voidedAt },
        { ...women, voided_at: voidedAt },
      ],
    },
  },
};
