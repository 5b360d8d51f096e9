// Settling (会計): the server prices the groups itself at `accounted_at`, checks the payments, stores
// one settlement with one accounting log per group, closes their stays and takes them off the floor.
// Exactly once per idempotency key (the router's, as for every keyed write); two tablets settling
// the same group: one wins, one gets a 409.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { AppError, businessDayOf, cashTender } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accountingLogs, customerGroups, eventLogs, settlements, staff } from "../../db/schema";
import { dayForMoney } from "../../ledger/business-day";
import { appendJournal } from "../../ledger/journal";
import { type BillOptions, type GroupRow, priceBill } from "../../ledger/price-bill";
import { lockSeats, recomposeSeats } from "../../ledger/recompose";
import type { Actor } from "../../policy/policy";
import { assertPaymentsMatch, assertSettlingStaff, assertStorable, billGroups } from "./bill";

export type SettleInput = BillOptions & {
  customerGroupIds: number[];
  cash: number;
  /** お預かり for the cash share; `null`: exactly the cash share. */
  cashTendered: number | null;
  credit: number;
  e_money: number;
  staffId: number;
  comment: string;
};

/** The accounting logs of one settlement, in the original system's shape (settlement-wide amounts repeated). */
export async function settlementRows(tx: Executor, settlementId: number): Promise<AccountingLog[]> {
  const rows = await tx
    .select({ log: accountingLogs, settlement: settlements, staff_name: staff.name })
    .from(accountingLogs)
    .innerJoin(settlements, eq(settlements.id, accountingLogs.settlement_id))
    .innerJoin(staff, eq(staff.id, settlements.staff_id))
    .where(eq(accountingLogs.settlement_id, settlementId))
    .orderBy(asc(accountingLogs.id));
  return rows.map(toAccountingLog);
}

export function toAccountingLog(row: {
  log: Omit<typeof accountingLogs.$inferSelect, "bill">;
  settlement: typeof settlements.$inferSelect;
  staff_name: string;
}): AccountingLog {
  const { log, settlement: s } = row;
  return {
    id: log.id,
    settlement_id: s.id,
    lounge_id: s.lounge_id,
    accounted_at: s.accounted_at.toISOString(),
    visited_at: log.visited_at.toISOString(),
    gender: log.gender,
    num: log.num,
    fee_rule: log.fee_rule_label,
    fee_rule_type: log.fee_rule_type,
    share_minutes: log.share_minutes,
    solo_minutes: log.solo_minutes,
    charge_price: log.charge_price,
    solo_price: log.solo_price,
    special_price: log.special_price,
    discount_percent: s.discount_percent,
    discount: s.discount,
    extra_charge: log.extra_charge,
    order_price: log.order_price,
    consumption_tax: s.consumption_tax,
    tax_discount: s.tax_discount,
    total_price: log.total_price,
    groups_total_price: s.groups_total_price,
    cash: s.cash,
    cash_tendered: s.cash_tendered,
    change: s.change,
    credit: s.credit,
    e_money: s.e_money,
    customer_group_id: log.customer_group_id,
    comment: s.comment,
    staff_id: s.staff_id,
    staff_name: row.staff_name,
    voided_at: s.voided_at?.toISOString() ?? null,
  };
}

/**
 * Settles the groups. A request sent again under its `Idempotency-Key` never gets here: the router
 * holds the key from before this runs to commit and answers the repeat with the first result.
 */
export async function settle(
  tx: Executor,
  actor: Actor,
  input: SettleInput,
): Promise<AccountingLog[]> {
  const seen = await billGroups(tx, actor, input.customerGroupIds);
  // Seats first, in id order, like every floor command (no deadlock with a move), then the groups.
  const seatIds = seen.map((g) => g.seat_id);
  const now = await lockSeats(tx, seatIds);
  // Settled by another device while we waited: its groups are no longer present (a 409).
  const locked: GroupRow[] = await billGroups(tx, actor, input.customerGroupIds, { lock: true });
  if (locked.some((g) => !seatIds.includes(g.seat_id))) {
    throw new AppError("conflict", "会計中に組が移動されました。もう一度お試しください");
  }
  const loungeId = locked[0]?.lounge_id ?? 0;
  await assertSettlingStaff(tx, loungeId, input.staffId);

  const { bill, lounge } = await priceBill(tx, locked, input, now);
  const payments = { cash: input.cash, credit: input.credit, e_money: input.e_money };
  assertPaymentsMatch(payments, bill.groups_total_price);
  assertStorable(bill);
  const businessDay = businessDayOf(now.toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });
  // Opens the day with its default float if nobody did; a closed day refuses the settlement.
  await dayForMoney(tx, loungeId, businessDay, actor.staffId, now);
  // The change is the server's: お預かり − the cash share, never a figure the tablet sent.
  const tender = cashTender(payments.cash, input.cashTendered);
  const [settlement] = await tx
    .insert(settlements)
    .values({
      lounge_id: loungeId,
      accounted_at: now,
      business_day: businessDay,
      staff_id: input.staffId,
      ...payments,
      ...tender,
      subtotal: bill.subtotal,
      discount_percent: input.discountPercent,
      discount: bill.discount,
      groups_total_price: bill.groups_total_price,
      consumption_tax: bill.consumption_tax,
      tax_discount: bill.tax_discount,
      comment: input.comment,
      created_by: actor.staffId,
    })
    .returning();
  if (!settlement) throw new AppError("internal");
  await tx.insert(accountingLogs).values(
    bill.groups.map((group) => ({
      settlement_id: settlement.id,
      lounge_id: loungeId,
      customer_group_id: group.customer_group_id,
      visited_at: new Date(group.visited_at),
      gender: group.gender,
      num: group.num,
      fee_rule_label: group.fee_rule,
      fee_rule_type: group.fee_rule_type,
      share_minutes: group.share_minutes,
      solo_minutes: group.solo_minutes,
      charge_price: group.charge_price,
      solo_price: group.solo_price,
      special_price: group.special_price,
      order_price: group.order_price,
      extra_charge: group.extra_charge,
      total_price: group.total_price,
      bill: group,
    })),
  );
  const ids = locked.map((g) => g.id);
  await tx
    .update(eventLogs)
    .set({ end_at: now })
    .where(and(inArray(eventLogs.customer_group_id, ids), isNull(eventLogs.end_at)));
  for (const group of bill.groups) {
    await tx
      .update(customerGroups)
      .set({
        state: "left",
        left_at: now,
        accounting_at: null,
        warn_level: null,
        warn_put_at: null,
        extra_charge: group.extra_charge,
        lock_version: sql`${customerGroups.lock_version} + 1`,
        updated_at: now,
      })
      .where(eq(customerGroups.id, group.customer_group_id));
  }
  // Partners left at those seats now sit alone: their stays change from share to solo (and the
  // seats are announced with the same statement).
  await recomposeSeats(tx, loungeId, seatIds, now);
  await appendJournal(tx, {
    kind: "settlement",
    source: "settlement",
    id: settlement.id,
    staffId: actor.staffId,
  });
  return settlementRows(tx, settlement.id);
}
