// Commands of the seats feature on fee rules: list, create (priced like the ordinary rule), edit, retire.
import { timeUpRuleProblem } from "@lounge-office/domain/floor";
import type { FeeRuleCreate, FeeRuleInput, FeeRuleRecord } from "@lounge-office/domain/seats";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, count, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, feeRules, priceCells } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { holdSeatCreation, lockLoungeSeats } from "./seat-locks";

const presentRule = (r: typeof feeRules.$inferSelect): FeeRuleRecord => ({
  id: r.id,
  lounge_id: r.lounge_id,
  label: r.label,
  other_flag: r.other_flag,
  executive: r.executive,
  vip: r.vip,
  flat_price_per_person: r.flat_price_per_person,
  set_minutes: r.set_minutes,
  warn_lead_minutes: r.warn_lead_minutes,
});

/** The set and lead a save leaves (omitted: as they were), or a 400 on the field to mend. */
function timeUpOfSave(
  input: Pick<FeeRuleInput, "set_minutes" | "warn_lead_minutes">,
  stored: { set_minutes: number | null; warn_lead_minutes: number | null },
) {
  const next = {
    set_minutes: input.set_minutes === undefined ? stored.set_minutes : input.set_minutes,
    warn_lead_minutes:
      input.warn_lead_minutes === undefined ? stored.warn_lead_minutes : input.warn_lead_minutes,
  };
  const problem = timeUpRuleProblem(next);
  if (problem) {
    throw new AppError("validation_failed", problem.message, { [problem.field]: problem.message });
  }
  return next;
}

const ruleNotFound = () => new AppError("not_found", "料金区分が見つかりません");

async function findActiveRule(tx: Executor, id: number) {
  const [rule] = await tx.select().from(feeRules).where(eq(feeRules.id, id));
  if (!rule?.active) throw ruleNotFound();
  return rule;
}

/** The lounge's active fee rules in their display order. */
export async function listFeeRules(db: Executor, loungeId: number): Promise<FeeRuleRecord[]> {
  const rows = await db
    .select()
    .from(feeRules)
    .where(and(eq(feeRules.lounge_id, loungeId), eq(feeRules.active, true)))
    .orderBy(asc(feeRules.row_order), asc(feeRules.id));
  return rows.map(presentRule);
}

/**
 * A new fee rule starts with the prices of the lounge's first ordinary rule, so groups seated with
 * it can always be priced; the lounge then adjusts its price table.
 */
async function copyDefaultPrices(tx: Executor, loungeId: number, feeRuleId: number) {
  const [source] = await tx
    .select({ id: feeRules.id })
    .from(feeRules)
    .where(
      and(
        eq(feeRules.lounge_id, loungeId),
        eq(feeRules.other_flag, false),
        ne(feeRules.id, feeRuleId),
      ),
    )
    .orderBy(asc(feeRules.row_order), asc(feeRules.id))
    .limit(1);
  if (!source) return;
  const cells = await tx.select().from(priceCells).where(eq(priceCells.fee_rule_id, source.id));
  if (cells.length === 0) return;
  await tx
    .insert(priceCells)
    .values(cells.map(({ id: _id, ...cell }) => ({ ...cell, fee_rule_id: feeRuleId })));
}

/** The route has authorized the lounge the input names. */
export async function createFeeRule(tx: Executor, input: FeeRuleCreate): Promise<FeeRuleRecord> {
  await findLounge(tx, input.lounge_id);
  const timeUp = timeUpOfSave(input, { set_minutes: null, warn_lead_minutes: null });
  const [created] = await tx
    .insert(feeRules)
    .values({ ...input, ...timeUp })
    .returning();
  if (!created) throw new AppError("internal");
  await copyDefaultPrices(tx, created.lounge_id, created.id);
  return presentRule(created);
}

export async function updateFeeRule(
  tx: Executor,
  actor: Actor,
  id: number,
  input: FeeRuleInput,
): Promise<FeeRuleRecord> {
  const found = await findActiveRule(tx, id);
  authorize(actor, "floor.configure", { loungeId: found.lounge_id });
  // Locked: an edit that leaves the set as it was checks the lead against the set that stays.
  const [rule] = await tx.select().from(feeRules).where(eq(feeRules.id, id)).for("update");
  if (!rule?.active) throw ruleNotFound();
  const timeUp = timeUpOfSave(input, rule);
  const [row] = await tx
    .update(feeRules)
    .set({ ...input, ...timeUp, updated_at: new Date() })
    .where(eq(feeRules.id, rule.id))
    .returning();
  if (!row) throw new AppError("internal");
  return presentRule(row);
}

/**
 * Retires a fee rule no present group uses. Entering a group locks its seat, then reads the rule:
 * holding every seat of the lounge (in id order, like every seat lock) before looking for groups
 * means a group being seated with the rule is either committed first (and seen here: refused) or
 * waits for the seat and then finds the rule retired. Seat creation in the lounge waits meanwhile,
 * so no seat escapes the locks.
 */
export async function retireFeeRule(tx: Executor, actor: Actor, id: number): Promise<void> {
  const found = await findActiveRule(tx, id);
  authorize(actor, "floor.configure", { loungeId: found.lounge_id });
  await holdSeatCreation(tx, found.lounge_id);
  await lockLoungeSeats(tx, found.lounge_id);
  // After the seat locks, so it sees the rule as the last writer left it.
  const [rule] = await tx.select().from(feeRules).where(eq(feeRules.id, id)).for("update");
  if (!rule?.active) throw ruleNotFound();
  const [inUse] = await tx
    .select({ n: count() })
    .from(customerGroups)
    .where(and(eq(customerGroups.fee_rule_id, rule.id), eq(customerGroups.state, "present")));
  if ((inUse?.n ?? 0) > 0)
    throw new AppError("conflict", "在席中の組が使っている料金区分は廃止できません");
  await tx
    .update(feeRules)
    .set({ active: false, updated_at: new Date() })
    .where(eq(feeRules.id, rule.id));
}
