// Shared by floor and accounting: builds the domain's priceSettlement input for groups from the database: lounge rules, price table, event logs.
import {
  isDomainError,
  minutesBetween,
  type PriceSettlementInput,
  priceSettlement,
} from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/client";
import {
  customerGroups,
  eventLogs,
  feeRules,
  orders,
  priceCells,
  specialDates,
} from "../db/schema";
import { findLounge } from "./lounge";

/**
 * Running totals: each group priced alone (before any discount) from one load of the lounge's
 * rules and price table. A group the table cannot price (a missing cell) gets its minutes and the
 * reason instead, without failing the others.
 */
export async function priceEachGroup(
  tx: Executor,
  loungeId: number,
  groupIds: number[],
  now = new Date(),
) {
  const input = await pricingInput(tx, loungeId, groupIds, now);
  return input.groups.map((group) => {
    try {
      const priced = priceSettlement({ ...input, groups: [group] }).groups[0];
      if (!priced) throw new Error(`group ${group.id} was not priced`);
      return { id: group.id, priced, error: null };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      let solo = 0;
      let share = 0;
      for (const interval of group.intervals) {
        const minutes = minutesBetween(new Date(interval.start_at), new Date(interval.end_at));
        if (interval.status === "solo") solo += minutes;
        else share += minutes;
      }
      return { id: group.id, priced: null, minutes: { solo, share }, error: error.message };
    }
  });
}

export async function pricingInput(
  tx: Executor,
  loungeId: number,
  groupIds: number[],
  now: Date,
): Promise<PriceSettlementInput> {
  const lounge = await findLounge(tx, loungeId);
  // One after the other: a transaction is one connection, which runs one statement at a time anyway
  // (node-postgres deprecates queueing them on it).
  const rules = await tx.select().from(feeRules).where(eq(feeRules.lounge_id, loungeId));
  const cells = await tx.select().from(priceCells).where(eq(priceCells.lounge_id, loungeId));
  const specials = await tx.select().from(specialDates).where(eq(specialDates.lounge_id, loungeId));
  const groups =
    groupIds.length === 0
      ? []
      : await tx.select().from(customerGroups).where(inArray(customerGroups.id, groupIds));
  const logs =
    groupIds.length === 0
      ? []
      : await tx
          .select()
          .from(eventLogs)
          // A void stay (a cancelled entry) never happened: it is never priced.
          .where(and(inArray(eventLogs.customer_group_id, groupIds), isNull(eventLogs.voided_at)))
          .orderBy(asc(eventLogs.start_at), asc(eventLogs.id));
  const orderRows =
    groupIds.length === 0
      ? []
      : await tx
          .select()
          .from(orders)
          .where(and(inArray(orders.customer_group_id, groupIds), isNull(orders.cancelled_at)))
          .orderBy(asc(orders.id));
  const defaultRule = rules
    .filter((r) => !r.other_flag)
    .sort((a, b) => a.row_order - b.row_order || a.id - b.id)[0];
  return {
    lounge: {
      timeZone: lounge.time_zone,
      cutoff: lounge.business_day_cutoff,
      unitMinutes: lounge.unit_minutes,
      specialDates: specials.map((s) => ({
        from: s.from_day,
        to: s.to_day,
        pricePerPerson: s.price_per_person,
      })),
    },
    feeRules: rules.map((r) => ({
      key: String(r.id),
      label: r.label,
      other_flag: r.other_flag,
      executive: r.executive,
      vip: r.vip,
      flatPricePerPerson: r.other_flag ? r.flat_price_per_person : null,
    })),
    priceTable: cells.map((c) => ({
      feeRule: String(c.fee_rule_id),
      gender: c.gender,
      dayType: c.day_type,
      hour: c.hour,
      share: c.share,
      solo: c.solo,
    })),
    groups: groups.map((g) => ({
      id: g.id,
      gender: g.gender,
      num: g.num,
      feeRule: String(g.fee_rule_id ?? defaultRule?.id ?? 0),
      intervals: logs
        .filter((l) => l.customer_group_id === g.id)
        .map((l) => {
          const end = l.end_at ?? (now > l.start_at ? now : l.start_at);
          return {
            status: l.status,
            start_at: l.start_at.toISOString(),
            end_at: end.toISOString(),
          };
        }),
      orders: orderRows
        .filter((o) => o.customer_group_id === g.id)
        .map((o) => ({
          name: o.option ? `${o.name} (${o.option})` : o.name,
          price: o.price,
          num: o.num,
        })),
      extra_charge: g.extra_charge,
    })),
    discountPercent: null,
  };
}
