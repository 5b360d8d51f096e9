// Commands of the seats feature on price tables and special dates: read and write a fee rule's
// cells, list, add and remove a lounge's special dates.
import {
  completePriceTable,
  type PriceTable,
  type PriceTableUpdate,
  priceCellKey,
  type SpecialDateCreate,
  type SpecialDateRecord,
} from "@lounge-office/domain/price-tables";
import { AppError } from "@lounge-office/domain/shared";
import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { feeRules, lounges, priceCells, specialDates } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";

/** An active fee rule the actor may configure, with its lounge's unit length. */
async function findConfigurableRule(db: Executor, actor: Actor, id: number) {
  const [rule] = await db
    .select({
      id: feeRules.id,
      lounge_id: feeRules.lounge_id,
      active: feeRules.active,
      unit_minutes: lounges.unit_minutes,
    })
    .from(feeRules)
    .innerJoin(lounges, eq(lounges.id, feeRules.lounge_id))
    .where(eq(feeRules.id, id));
  // A retired rule prices no present group (retiring refuses while one uses it): nothing to edit.
  if (!rule?.active) throw new AppError("not_found", "料金区分が見つかりません");
  authorize(actor, "floor.configure", { loungeId: rule.lounge_id });
  return rule;
}

async function readTable(
  db: Executor,
  rule: { id: number; unit_minutes: number },
): Promise<PriceTable> {
  const cells = await db.select().from(priceCells).where(eq(priceCells.fee_rule_id, rule.id));
  return {
    fee_rule_id: rule.id,
    unit_minutes: rule.unit_minutes,
    cells: completePriceTable(cells),
  };
}

/** All 144 cells; a cell never stored is shown as 0 yen (see `updatePriceTable`). */
export async function showPriceTable(db: Executor, actor: Actor, id: number): Promise<PriceTable> {
  return readTable(db, await findConfigurableRule(db, actor, id));
}

/**
 * Writes the given cells (an upsert per cell); cells not given keep their prices. A cell never
 * stored is written at 0 yen, the price the editor showed for it: after a save the table priced
 * is exactly the table shown, and no group fails for a missing cell.
 */
export async function updatePriceTable(
  tx: Executor,
  actor: Actor,
  id: number,
  input: PriceTableUpdate,
): Promise<PriceTable> {
  const rule = await findConfigurableRule(tx, actor, id);
  const given = new Map(input.cells.map((cell) => [priceCellKey(cell), cell]));
  const stored = await tx
    .select({ gender: priceCells.gender, day_type: priceCells.day_type, hour: priceCells.hour })
    .from(priceCells)
    .where(eq(priceCells.fee_rule_id, rule.id));
  const storedKeys = new Set(stored.map(priceCellKey));
  const rows = completePriceTable([])
    .filter((cell) => {
      const key = priceCellKey(cell);
      return given.has(key) || !storedKeys.has(key);
    })
    .map((blank) => {
      const cell = given.get(priceCellKey(blank)) ?? blank;
      return { ...cell, lounge_id: rule.lounge_id, fee_rule_id: rule.id };
    });
  if (rows.length > 0) {
    await tx
      .insert(priceCells)
      .values(rows)
      .onConflictDoUpdate({
        target: [priceCells.fee_rule_id, priceCells.gender, priceCells.day_type, priceCells.hour],
        set: { share: sql`excluded.share`, solo: sql`excluded.solo` },
      });
  }
  return readTable(tx, rule);
}

const presentSpecialDate = (row: typeof specialDates.$inferSelect): SpecialDateRecord => ({
  id: row.id,
  lounge_id: row.lounge_id,
  from_day: row.from_day,
  to_day: row.to_day,
  price_per_person: row.price_per_person,
});

/** A lounge's special dates, earliest first. */
export async function listSpecialDates(
  db: Executor,
  loungeId: number,
): Promise<SpecialDateRecord[]> {
  const rows = await db
    .select()
    .from(specialDates)
    .where(eq(specialDates.lounge_id, loungeId))
    .orderBy(asc(specialDates.from_day), asc(specialDates.to_day), asc(specialDates.id));
  return rows.map(presentSpecialDate);
}

/** Overlapping ranges are allowed: pricing charges the highest price of a day, never a sum. */
export async function createSpecialDate(
  tx: Executor,
  input: SpecialDateCreate,
): Promise<SpecialDateRecord> {
  await findLounge(tx, input.lounge_id);
  const [row] = await tx.insert(specialDates).values(input).returning();
  if (!row) throw new AppError("internal");
  return presentSpecialDate(row);
}

export async function deleteSpecialDate(tx: Executor, actor: Actor, id: number): Promise<void> {
  const [row] = await tx.select().from(specialDates).where(eq(specialDates.id, id));
  if (!row) throw new AppError("not_found", "特別料金期間が見つかりません");
  authorize(actor, "floor.configure", { loungeId: row.lounge_id });
  await tx.delete(specialDates).where(eq(specialDates.id, row.id));
}
