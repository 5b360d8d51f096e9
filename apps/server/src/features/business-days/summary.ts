// Head office's view: a period's business days across the lounges the user may see (closed days as
// they were closed, the others as of now), and guests present by hour of one business day.
import {
  datesOf,
  guestsByHour,
  type Summary,
  type SummaryDay,
  type SummaryQuery,
  summaryTotal,
} from "@lounge-office/domain/business-days";
import { and, asc, between, eq, inArray, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { businessDays, customerGroups, lounges } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import type { Actor } from "../../policy/policy";
import { figuresIn, figuresOfDays } from "./day-figures";

/** The lounges asked for (each already authorized by the route), or every one the actor works at. */
export async function loungesOf(tx: Executor, actor: Actor, asked: number[]) {
  const all = await tx
    .select({ id: lounges.id, name: lounges.name })
    .from(lounges)
    .orderBy(asc(lounges.id));
  if (asked.length > 0) return all.filter((l) => asked.includes(l.id));
  return actor.role === "admin" ? all : all.filter((l) => actor.loungeIds.includes(l.id));
}

export async function summarize(tx: Executor, actor: Actor, query: SummaryQuery): Promise<Summary> {
  const chosen = await loungesOf(tx, actor, query.lounge_ids);
  const ids = chosen.map((l) => l.id);
  const [figures, rows] = await Promise.all([
    figuresOfDays(tx, ids, query.first_day, query.last_day),
    ids.length === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(businessDays)
          .where(
            and(
              inArray(businessDays.lounge_id, ids),
              between(businessDays.date, query.first_day, query.last_day),
            ),
          ),
  ]);
  const rowOf = new Map(rows.map((r) => [`${r.lounge_id}/${r.date}`, r]));
  const days: SummaryDay[] = [];
  for (const lounge of chosen) {
    for (const date of datesOf(query.first_day, query.last_day)) {
      const row = rowOf.get(`${lounge.id}/${date}`);
      const closed = row?.state === "closed" && row.snapshot ? row : undefined;
      const f = closed?.snapshot ?? figuresIn(figures, lounge.id, date);
      days.push({
        lounge_id: lounge.id,
        date,
        state: row?.state ?? "not_opened",
        sales: f.sales,
        tax: f.tax,
        cash_sales: f.cash_sales,
        credit_sales: f.credit_sales,
        e_money_sales: f.e_money_sales,
        discounts: f.discounts,
        settlements: f.settlements,
        groups: f.groups,
        guests: f.guests,
        per_guest: f.per_guest,
        average_share_minutes: f.average_share_minutes,
        average_solo_minutes: f.average_solo_minutes,
        difference: closed?.difference ?? null,
      });
    }
  }
  const totals = chosen.map((lounge) =>
    summaryTotal(
      lounge.id,
      days.filter((d) => d.lounge_id === lounge.id),
    ),
  );
  return { lounges: chosen, days, totals };
}

/** Guests present by hour of the business day, from each group's arrival to its leaving. */
export async function hourlyGuests(tx: Executor, loungeId: number, date: string) {
  const lounge = await findLounge(tx, loungeId);
  const stays = await tx
    .select({
      gender: customerGroups.gender,
      num: customerGroups.num,
      from: customerGroups.service_start_at,
      until: customerGroups.left_at,
    })
    .from(customerGroups)
    .where(
      and(
        eq(customerGroups.lounge_id, loungeId),
        eq(customerGroups.business_day, date),
        ne(customerGroups.state, "cancelled"),
      ),
    );
  const hours = guestsByHour(
    stays.map((s) => ({
      gender: s.gender,
      num: s.num,
      from: s.from.getTime(),
      until: s.until?.getTime() ?? null,
    })),
    date,
    { timeZone: lounge.time_zone, cutoff: lounge.business_day_cutoff },
    Date.now(),
  );
  return { lounge_id: loungeId, date, hours };
}
