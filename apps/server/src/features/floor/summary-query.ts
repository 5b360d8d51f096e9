// Summaries: a lounge's earnings and people present (header, all-lounges summary) and the Konishi table.
import type { KonishiTable, Summary } from "@lounge-office/domain/floor";
import { businessDayOf, GENDER_LABELS } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, lounges, settlements } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";

/**
 * `result` is the current business day's settled takings (voided settlements excluded); `status`
 * the people present now.
 */
export async function loadSummary(
  tx: Executor,
  loungeId: number,
  now = new Date(),
): Promise<Summary> {
  const lounge = await findLounge(tx, loungeId);
  const today = businessDayOf(now.toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });
  const [takings] = await tx
    .select({ sum: sql<number>`coalesce(sum(${settlements.groups_total_price}), 0)::bigint` })
    .from(settlements)
    .where(
      and(
        eq(settlements.lounge_id, loungeId),
        eq(settlements.business_day, today),
        isNull(settlements.voided_at),
      ),
    );
  const present = await tx
    .select({ gender: customerGroups.gender, num: customerGroups.num })
    .from(customerGroups)
    .where(and(eq(customerGroups.lounge_id, loungeId), eq(customerGroups.state, "present")));
  const mens = present.filter((g) => g.gender !== "ladys").reduce((sum, g) => sum + g.num, 0);
  const ladys = present.filter((g) => g.gender === "ladys").reduce((sum, g) => sum + g.num, 0);
  return {
    lounge_id: lounge.id,
    name: lounge.name,
    result: Number(takings?.sum ?? 0),
    status: { total: mens + ladys, mens, ladys },
  };
}

/** People present now by group size: one row per lounge and gender in each table. */
export async function loadKonishiTable(tx: Executor, loungeIds: number[]): Promise<KonishiTable> {
  const table: KonishiTable = { ninzu_one: [], ninzu_two: [], ninzu_three: [], ninzu_sum: [] };
  if (loungeIds.length === 0) return table;
  const rows = await tx
    .select()
    .from(lounges)
    .where(inArray(lounges.id, loungeIds))
    .orderBy(asc(lounges.id));
  const groups = await tx
    .select({
      lounge_id: customerGroups.lounge_id,
      gender: customerGroups.gender,
      num: customerGroups.num,
    })
    .from(customerGroups)
    .where(and(inArray(customerGroups.lounge_id, loungeIds), eq(customerGroups.state, "present")));
  for (const lounge of rows) {
    for (const gender of ["mens", "ladys"] as const) {
      const mine = groups.filter(
        (g) =>
          g.lounge_id === lounge.id &&
          (gender === "ladys" ? g.gender === "ladys" : g.gender !== "ladys"),
      );
      const name = `${lounge.name} ${GENDER_LABELS[gender]}`;
      const row = (list: typeof mine) => ({
        name,
        value: list.length,
        sum: list.reduce((s, g) => s + g.num, 0),
      });
      table.ninzu_one.push(row(mine.filter((g) => g.num === 1)));
      table.ninzu_two.push(row(mine.filter((g) => g.num === 2)));
      table.ninzu_three.push(row(mine.filter((g) => g.num >= 3)));
      table.ninzu_sum.push(row(mine));
    }
  }
  return table;
}

export async function presentGroupIds(tx: Executor, loungeId: number) {
  return (
    await tx
      .select({ id: customerGroups.id })
      .from(customerGroups)
      .where(and(eq(customerGroups.lounge_id, loungeId), eq(customerGroups.state, "present")))
  ).map((g) => g.id);
}
