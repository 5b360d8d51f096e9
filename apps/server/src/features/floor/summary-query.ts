// Summaries: a lounge's earnings and people present (header, all-lounges summary) and the Konishi table.
import { GENDER_LABELS, type KonishiTable, type Summary } from "@lounge-office/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, lounges } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";

/**
 * `result` is today's settled earnings. Settlements arrive with the accounting feature; until then
 * no group can be settled, so the sum over settlements is honestly 0.
 */
export async function loadSummary(tx: Executor, loungeId: number): Promise<Summary> {
  const lounge = await findLounge(tx, loungeId);
  const present = await tx
    .select({ gender: customerGroups.gender, num: customerGroups.num })
    .from(customerGroups)
    .where(and(eq(customerGroups.lounge_id, loungeId), eq(customerGroups.state, "present")));
  const mens = present.filter((g) => g.gender !== "ladys").reduce((sum, g) => sum + g.num, 0);
  const ladys = present.filter((g) => g.gender === "ladys").reduce((sum, g) => sum + g.num, 0);
  return {
    lounge_id: lounge.id,
    name: lounge.name,
    result: 0,
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
