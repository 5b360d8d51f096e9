// The explainable bill's pricing: groups of one lounge priced by the domain at one instant, each with
// its stays (intervals), every charged unit, its orders and rewards. Accounting's screen and
// settlement and the guest page all price from here, so what staff and guests see is what is stored.
import type { Bill, BillGroup } from "@lounge-office/domain/accounting";
import {
  AppError,
  explainSettlement,
  minutesBetween,
  type PriceSettlementInput,
} from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type customerGroups, eventLogs, orders, seats } from "../db/schema";
import { findLounge } from "./lounge";
import { pricingInput } from "./pricing-input";

export type BillOptions = {
  discountPercent: 50 | 30 | 20 | null;
  /** Extra charge by group id; a group not named keeps the charge stored on it. */
  extraCharges: Record<string, number>;
};

export type GroupRow = typeof customerGroups.$inferSelect;

function assertExtraCharges(groups: GroupRow[], extraCharges: Record<string, number>) {
  const ids = new Set(groups.map((g) => String(g.id)));
  for (const key of Object.keys(extraCharges)) {
    if (!ids.has(key)) {
      throw new AppError("validation_failed", `追加料金の組${key}はこの会計に含まれていません`, {
        extra_charges: `追加料金の組${key}はこの会計に含まれていません`,
      });
    }
  }
}

/** Prices the groups at `now` and explains each one; the lounge row comes along (read once). */
export async function priceBill(
  tx: Executor,
  groups: GroupRow[],
  options: BillOptions,
  now: Date,
): Promise<{
  bill: Omit<Bill, "staffs">;
  lounge: Awaited<ReturnType<typeof findLounge>>;
  /** The domain's input the bill was priced from (the guest page prices it at later instants). */
  input: PriceSettlementInput;
}> {
  assertExtraCharges(groups, options.extraCharges);
  const loungeId = groups[0]?.lounge_id ?? 0;
  const ids = groups.map((g) => g.id);
  const input = await pricingInput(tx, loungeId, ids, now);
  input.discountPercent = options.discountPercent;
  for (const group of input.groups) {
    const extra = options.extraCharges[String(group.id)];
    if (extra !== undefined) group.extra_charge = extra;
  }
  // One after the other: the transaction's one connection runs one statement at a time anyway.
  const logRows = await tx
    .select({
      id: eventLogs.id,
      customer_group_id: eventLogs.customer_group_id,
      status: eventLogs.status,
      seat_id: eventLogs.seat_id,
      seat_name: seats.name,
      start_at: eventLogs.start_at,
      end_at: eventLogs.end_at,
    })
    .from(eventLogs)
    .innerJoin(seats, eq(seats.id, eventLogs.seat_id))
    .where(and(inArray(eventLogs.customer_group_id, ids), isNull(eventLogs.voided_at)))
    .orderBy(asc(eventLogs.start_at), asc(eventLogs.id));
  const orderRows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.customer_group_id, ids), isNull(orders.cancelled_at)))
    .orderBy(asc(orders.id));
  const explained = explainSettlement(input);
  const seatNames = new Map(logRows.map((l) => [l.seat_id, l.seat_name]));
  const billGroups: BillGroup[] = explained.groups.map((priced, index) => {
    const group = groups.find((g) => g.id === priced.customer_group_id) as GroupRow;
    const rule = input.feeRules.find((r) => r.key === input.groups[index]?.feeRule);
    return {
      ...priced,
      gender: group.gender,
      num: group.num,
      fee_rule_id: group.fee_rule_id,
      fee_rule: rule?.label ?? "",
      seat_name: seatNames.get(group.seat_id) ?? "",
      visited_at: group.service_start_at.toISOString(),
      intervals: logRows
        .filter((l) => l.customer_group_id === group.id)
        .map((l) => ({
          id: l.id,
          status: l.status,
          seat_id: l.seat_id,
          seat_name: l.seat_name,
          start_at: l.start_at.toISOString(),
          end_at: l.end_at?.toISOString() ?? null,
          minutes: minutesBetween(l.start_at, l.end_at ?? (now > l.start_at ? now : l.start_at)),
        })),
      units: explained.units[index] ?? [],
      orders: orderRows
        .filter((o) => o.customer_group_id === group.id)
        .map((o) => ({
          name: o.name,
          option: o.option,
          price: o.price,
          num: o.num,
          order_price: o.price * o.num,
          reward: o.reward_id !== null,
        })),
    };
  });
  const lounge = await findLounge(tx, loungeId);
  const bill = {
    lounge_id: loungeId,
    lounge_name: lounge.name,
    time_zone: lounge.time_zone,
    unit_minutes: lounge.unit_minutes,
    priced_at: now.toISOString(),
    discount_percent: options.discountPercent,
    groups: billGroups,
    subtotal: explained.subtotal,
    discount: explained.discount,
    groups_total_price: explained.groups_total_price,
    consumption_tax: explained.consumption_tax,
    tax_discount: explained.tax_discount,
  };
  return { bill, lounge, input };
}
