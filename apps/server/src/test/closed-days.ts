// Closed business days of a fixed past date, written straight to the tables (the API settles only
// on today's business day): each settlement one group of two men paying by the given types, the
// day's paid-in/out, and its close with a difference. For the exports that read closed days.
import type { BillGroup } from "@lounge-office/domain/accounting";
import { dayFigures } from "@lounge-office/domain/business-days";
import type { Executor } from "../db/client";
import { accountingLogs, businessDays, cashMovements, settlements } from "../db/schema";
import { buildCustomerGroup } from "../seed/factories";

type Paid = { cash?: number; credit?: number; e_money?: number; voided?: boolean };
type Movement = { direction: "in" | "out"; amount: number; reason: string; voided?: boolean };

/** A stored bill of a group of two men that stayed 0 minutes: `total` as an extra charge. */
export const storedBill = (groupId: number, at: Date, total: number): BillGroup => ({
  customer_group_id: groupId,
  fee_rule_type: "solo",
  share_minutes: 0,
  solo_minutes: 0,
  charge_price: 0,
  solo_price: 0,
  special_price: 0,
  order_price: 0,
  extra_charge: total,
  total_price: total,
  share_hours: [],
  solo_hours: [],
  gender: "mens",
  num: 2,
  fee_rule_id: null,
  fee_rule: "通常",
  seat_name: "",
  visited_at: at.toISOString(),
  intervals: [],
  units: [],
  orders: [],
});

/** The accounting log of such a group in a settlement: the stored bill's figures, column by column. */
export const storedLog = (
  ids: { settlementId: number; loungeId: number; groupId: number },
  at: Date,
  total: number,
) => ({
  settlement_id: ids.settlementId,
  lounge_id: ids.loungeId,
  customer_group_id: ids.groupId,
  visited_at: at,
  gender: "mens" as const,
  num: 2,
  fee_rule_label: "通常",
  fee_rule_type: "solo" as const,
  share_minutes: 0,
  solo_minutes: 0,
  charge_price: 0,
  solo_price: 0,
  special_price: 0,
  order_price: 0,
  extra_charge: total,
  total_price: total,
  bill: storedBill(ids.groupId, at, total),
});

export async function buildClosedDay(
  db: Executor,
  day: {
    loungeId: number;
    staffId: number;
    /** YYYY-MM-DD. */
    date: string;
    paid: Paid[];
    movements?: Movement[];
    difference?: number;
    /** Left open: the exports leave it out. */
    open?: boolean;
  },
) {
  // 21:00 on the lounge's clock (Asia/Tokyo): inside the business day of `date`.
  const at = new Date(`${day.date}T12:00:00Z`);
  for (const paid of day.paid) {
    const cash = paid.cash ?? 0;
    const credit = paid.credit ?? 0;
    const eMoney = paid.e_money ?? 0;
    const total = cash + credit + eMoney;
    const group = await buildCustomerGroup(db, day.loungeId, { startAt: at });
    const [settlement] = await db
      .insert(settlements)
      .values({
        lounge_id: day.loungeId,
        accounted_at: at,
        business_day: day.date,
        staff_id: day.staffId,
        cash,
        cash_tendered: cash,
        credit,
        e_money: eMoney,
        subtotal: total,
        discount: 0,
        groups_total_price: total,
        consumption_tax: Math.floor((total * 10) / 110),
        tax_discount: 0,
        created_by: day.staffId,
        ...(paid.voided ? { voided_at: at, voided_by: day.staffId, void_reason: "二重会計" } : {}),
      })
      .returning();
    await db
      .insert(accountingLogs)
      .values(
        storedLog(
          { settlementId: settlement!.id, loungeId: day.loungeId, groupId: group.id },
          at,
          total,
        ),
      );
  }
  const [row] = await db
    .insert(businessDays)
    .values({
      lounge_id: day.loungeId,
      date: day.date,
      state: day.open ? "open" : "closed",
      float: 30_000,
      opened_at: at,
      opened_by: day.staffId,
      ...(day.open
        ? {}
        : {
            closed_at: at,
            closed_by: day.staffId,
            counted_cash: 0,
            expected_cash: 0,
            difference: day.difference ?? 0,
            difference_reason: day.difference ? "数え間違い" : "",
            snapshot: dayFigures({ settlements: [], movements: [], cancelledEntries: 0 }),
          }),
    })
    .returning();
  for (const m of day.movements ?? []) {
    await db.insert(cashMovements).values({
      lounge_id: day.loungeId,
      business_day_id: row!.id,
      direction: m.direction,
      amount: m.amount,
      reason: m.reason,
      staff_id: day.staffId,
      recorded_at: at,
      ...(m.voided ? { voided_at: at, voided_by: day.staffId } : {}),
    });
  }
  return row!;
}
