// Reading a business day: its figures as of now (from its settlements, paid-in/out and cancelled
// entries), the changes to its settlements after its close, and the whole answer of
// `GET /business_days/{lounge_id}/{date}`.
import {
  type Adjustment,
  type BusinessDay,
  type DayFigures,
  type DayMovement,
  type DaySettlement,
  dayFigures,
  expectedCash,
} from "@lounge-office/domain/business-days";
import { and, asc, between, count, eq, gt, inArray, min } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import {
  accountingLogs,
  businessDayEvents,
  businessDays,
  cashMovements,
  customerGroups,
  settlementChanges,
  settlements,
  staff,
} from "../../db/schema";
import { type BusinessDayRow, defaultFloat } from "../../ledger/business-day";
import { dayHeadHash } from "../../ledger/journal";

const dayKey = (loungeId: number, date: string) => `${loungeId}/${date}`;

/**
 * The figures as of now of every business day of these lounges from `from` to `to`, by
 * `lounge_id/date` (a day without any record is absent: its figures are all zero).
 */
export async function figuresOfDays(
  tx: Executor,
  loungeIds: number[],
  from: string,
  to: string,
): Promise<Map<string, DayFigures>> {
  if (loungeIds.length === 0) return new Map();
  const [rows, movements, cancelled] = await Promise.all([
    tx
      .select({
        lounge_id: settlements.lounge_id,
        date: settlements.business_day,
        id: settlements.id,
        voided_at: settlements.voided_at,
        cash: settlements.cash,
        credit: settlements.credit,
        e_money: settlements.e_money,
        groups_total_price: settlements.groups_total_price,
        consumption_tax: settlements.consumption_tax,
        discount: settlements.discount,
        gender: accountingLogs.gender,
        num: accountingLogs.num,
        share_minutes: accountingLogs.share_minutes,
        solo_minutes: accountingLogs.solo_minutes,
        total_price: accountingLogs.total_price,
        order_price: accountingLogs.order_price,
        extra_charge: accountingLogs.extra_charge,
      })
      .from(settlements)
      .innerJoin(accountingLogs, eq(accountingLogs.settlement_id, settlements.id))
      .where(
        and(inArray(settlements.lounge_id, loungeIds), between(settlements.business_day, from, to)),
      )
      .orderBy(asc(settlements.id), asc(accountingLogs.id)),
    tx
      .select({
        lounge_id: businessDays.lounge_id,
        date: businessDays.date,
        direction: cashMovements.direction,
        amount: cashMovements.amount,
        voided_at: cashMovements.voided_at,
      })
      .from(cashMovements)
      .innerJoin(businessDays, eq(businessDays.id, cashMovements.business_day_id))
      .where(and(inArray(businessDays.lounge_id, loungeIds), between(businessDays.date, from, to))),
    tx
      .select({
        lounge_id: customerGroups.lounge_id,
        date: customerGroups.business_day,
        n: count(),
      })
      .from(customerGroups)
      .where(
        and(
          inArray(customerGroups.lounge_id, loungeIds),
          between(customerGroups.business_day, from, to),
          eq(customerGroups.state, "cancelled"),
        ),
      )
      .groupBy(customerGroups.lounge_id, customerGroups.business_day),
  ]);
  type Day = {
    settlements: Map<number, DaySettlement>;
    movements: DayMovement[];
    cancelled: number;
  };
  const days = new Map<string, Day>();
  const dayOf = (loungeId: number, date: string) => {
    const key = dayKey(loungeId, date);
    let day = days.get(key);
    if (!day) {
      day = { settlements: new Map(), movements: [], cancelled: 0 };
      days.set(key, day);
    }
    return day;
  };
  for (const row of rows) {
    const day = dayOf(row.lounge_id, row.date);
    let s = day.settlements.get(row.id);
    if (!s) {
      s = {
        voided: row.voided_at !== null,
        cash: row.cash,
        credit: row.credit,
        e_money: row.e_money,
        groups_total_price: row.groups_total_price,
        consumption_tax: row.consumption_tax,
        discount: row.discount,
        groups: [],
      };
      day.settlements.set(row.id, s);
    }
    s.groups.push({
      gender: row.gender,
      num: row.num,
      share_minutes: row.share_minutes,
      solo_minutes: row.solo_minutes,
      total_price: row.total_price,
      order_price: row.order_price,
      extra_charge: row.extra_charge,
    });
  }
  for (const m of movements) {
    dayOf(m.lounge_id, m.date).movements.push({ ...m, voided: m.voided_at !== null });
  }
  for (const c of cancelled) dayOf(c.lounge_id, c.date).cancelled = c.n;
  return new Map(
    [...days].map(([key, day]) => [
      key,
      dayFigures({
        settlements: [...day.settlements.values()],
        movements: day.movements,
        cancelledEntries: day.cancelled,
      }),
    ]),
  );
}

export const NO_FIGURES = dayFigures({ settlements: [], movements: [], cancelledEntries: 0 });

/** The day's figures as of now. */
export async function liveFigures(
  tx: Executor,
  loungeId: number,
  date: string,
): Promise<DayFigures> {
  const figures = await figuresOfDays(tx, [loungeId], date, date);
  return figures.get(dayKey(loungeId, date)) ?? NO_FIGURES;
}

/** The figures of `lounge_id/date` in a map from figuresOfDays. */
export const figuresIn = (map: Map<string, DayFigures>, loungeId: number, date: string) =>
  map.get(dayKey(loungeId, date)) ?? NO_FIGURES;

const PAYMENTS = ["cash", "credit", "e_money"] as const;

const numberOr0 = (value: unknown) => (typeof value === "number" ? value : 0);

/** Corrections and voids of the day's settlements after `closedAt`, oldest first. */
export async function adjustmentsAfter(
  tx: Executor,
  loungeId: number,
  date: string,
  closedAt: Date,
): Promise<Adjustment[]> {
  const changes = await tx
    .select({
      settlement_id: settlementChanges.settlement_id,
      kind: settlementChanges.kind,
      before: settlementChanges.before,
      after: settlementChanges.after,
      changed_at: settlementChanges.changed_at,
      reason: settlementChanges.reason,
      by: settlementChanges.staff_id,
      by_name: staff.name,
      total: settlements.groups_total_price,
      // A voided settlement is never corrected again: its payments now are those it was voided with.
      cash: settlements.cash,
      credit: settlements.credit,
      e_money: settlements.e_money,
    })
    .from(settlementChanges)
    .innerJoin(settlements, eq(settlements.id, settlementChanges.settlement_id))
    .innerJoin(staff, eq(staff.id, settlementChanges.staff_id))
    .where(
      and(
        eq(settlements.lounge_id, loungeId),
        eq(settlements.business_day, date),
        inArray(settlementChanges.kind, ["update", "void"]),
        gt(settlementChanges.changed_at, closedAt),
      ),
    )
    .orderBy(asc(settlementChanges.changed_at), asc(settlementChanges.id));
  if (changes.length === 0) return [];
  const firstLogs = await tx
    .select({ settlement_id: accountingLogs.settlement_id, id: min(accountingLogs.id) })
    .from(accountingLogs)
    .where(
      inArray(
        accountingLogs.settlement_id,
        changes.map((c) => c.settlement_id),
      ),
    )
    .groupBy(accountingLogs.settlement_id);
  const logOf = new Map(firstLogs.map((l) => [l.settlement_id, l.id ?? 0]));
  return changes.map((c) => {
    const isVoid = c.kind === "void";
    const delta = Object.fromEntries(
      PAYMENTS.map((field) => [
        field,
        isVoid
          ? -c[field]
          : field in c.after
            ? numberOr0(c.after[field]) - numberOr0(c.before[field])
            : 0,
      ]),
    ) as Record<(typeof PAYMENTS)[number], number>;
    return {
      accounting_log_id: logOf.get(c.settlement_id) ?? 0,
      settlement_id: c.settlement_id,
      kind: isVoid ? ("void" as const) : ("correction" as const),
      amount: isVoid ? -c.total : 0,
      ...delta,
      at: c.changed_at.toISOString(),
      by: c.by,
      by_name: c.by_name,
      reason: c.reason,
    };
  });
}

const counts = (value: Record<string, number> | null | undefined) => value ?? null;

/** `GET /business_days/{lounge_id}/{date}`: the state, the figures (as closed, or as of now) and the audit. */
export async function presentDay(
  tx: Executor,
  lounge: { id: number; time_zone: string },
  date: string,
  day: BusinessDayRow | undefined,
): Promise<BusinessDay> {
  const opener = alias(staff, "opener");
  const closer = alias(staff, "closer");
  const [current, float0, names, events] = await Promise.all([
    liveFigures(tx, lounge.id, date),
    day ? Promise.resolve(0) : defaultFloat(tx, lounge.id, date),
    day
      ? tx
          .select({ opened: opener.name, closed: closer.name })
          .from(businessDays)
          .innerJoin(opener, eq(opener.id, businessDays.opened_by))
          .leftJoin(closer, eq(closer.id, businessDays.closed_by))
          .where(eq(businessDays.id, day.id))
      : Promise.resolve([]),
    day
      ? tx
          .select({
            kind: businessDayEvents.kind,
            at: businessDayEvents.at,
            by: businessDayEvents.staff_id,
            by_name: staff.name,
            reason: businessDayEvents.reason,
          })
          .from(businessDayEvents)
          .innerJoin(staff, eq(staff.id, businessDayEvents.staff_id))
          .where(eq(businessDayEvents.business_day_id, day.id))
          .orderBy(asc(businessDayEvents.at), asc(businessDayEvents.id))
      : Promise.resolve([]),
  ]);
  const closed = day?.state === "closed" && day.snapshot && day.closed_at;
  const figures = closed && day.snapshot ? day.snapshot : current;
  const adjustments =
    closed && day.closed_at ? await adjustmentsAfter(tx, lounge.id, date, day.closed_at) : [];
  const float = day?.float ?? 0;
  return {
    lounge_id: lounge.id,
    date,
    state: day ? day.state : "not_opened",
    float,
    cash_sales: figures.cash_sales,
    credit_sales: figures.credit_sales,
    e_money_sales: figures.e_money_sales,
    sales: figures.sales,
    tax: figures.tax,
    discounts: figures.discounts,
    settlements: figures.settlements,
    groups: figures.groups,
    guests: figures.guests,
    paid_in: figures.paid_in,
    paid_out: figures.paid_out,
    // A day nobody opened would be opened with the default float, by money or by its close.
    expected_cash:
      closed && day.expected_cash !== null
        ? day.expected_cash
        : expectedCash(day ? float : float0, figures),
    counted_cash: closed ? day.counted_cash : null,
    difference: closed ? day.difference : null,
    difference_reason: closed ? day.difference_reason : null,
    closed_at: closed ? (day.closed_at?.toISOString() ?? null) : null,
    closed_by: closed ? day.closed_by : null,
    closed_by_name: closed ? (names[0]?.closed ?? null) : null,
    adjustments,
    figures,
    current,
    float_counts: counts(day?.float_counts as Record<string, number> | null),
    counted: closed ? counts(day.counted as Record<string, number> | null) : null,
    next_float: closed ? day.next_float : null,
    default_float: day ? day.float : float0,
    opened_at: day?.opened_at.toISOString() ?? null,
    opened_by_name: names[0]?.opened ?? null,
    opened_automatically: day?.opened_automatically ?? false,
    time_zone: lounge.time_zone,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
    journal_head_hash: await dayHeadHash(tx, lounge.id, date),
  };
}

/** The day's row without a lock (reads). */
export async function findDay(
  tx: Executor,
  loungeId: number,
  date: string,
): Promise<BusinessDayRow | undefined> {
  const [row] = await tx
    .select()
    .from(businessDays)
    .where(and(eq(businessDays.lounge_id, loungeId), eq(businessDays.date, date)));
  return row;
}
