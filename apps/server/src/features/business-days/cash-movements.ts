// 入出金: cash paid into or taken out of the drawer during a business day. Staff record them; a
// manager corrects or voids one with a reason, and the original stays in cash_movement_changes.
// A closed day takes none and changes none.
import type { CashMovement } from "@lounge-office/domain/business-days";
import { AppError } from "@lounge-office/domain/shared";
import { asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { businessDays, cashMovementChanges, cashMovements, staff } from "../../db/schema";
import { dayClosedMessage, dayForMoney, lockDay } from "../../ledger/business-day";
import { appendJournal } from "../../ledger/journal";
import { findLounge } from "../../ledger/lounge";
import { clockAfterLocks } from "../../ledger/recompose";
import { type Actor, authorize } from "../../policy/policy";
import { findDay } from "./day-figures";
import { assertNotFuture } from "./open-close";

type MovementRow = typeof cashMovements.$inferSelect;

async function present(tx: Executor, rows: MovementRow[], date: string): Promise<CashMovement[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, changes] = await Promise.all([
    tx
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(inArray(staff.id, [...new Set(rows.map((r) => r.staff_id))])),
    tx
      .select({ change: cashMovementChanges, by_name: staff.name })
      .from(cashMovementChanges)
      .innerJoin(staff, eq(staff.id, cashMovementChanges.staff_id))
      .where(inArray(cashMovementChanges.cash_movement_id, ids))
      .orderBy(asc(cashMovementChanges.changed_at), asc(cashMovementChanges.id)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((row) => ({
    id: row.id,
    lounge_id: row.lounge_id,
    date,
    direction: row.direction,
    amount: row.amount,
    reason: row.reason,
    staff_id: row.staff_id,
    staff_name: nameOf.get(row.staff_id) ?? "",
    recorded_at: row.recorded_at.toISOString(),
    voided_at: row.voided_at?.toISOString() ?? null,
    changes: changes
      .filter((c) => c.change.cash_movement_id === row.id)
      .map(({ change, by_name }) => ({
        kind: change.kind,
        at: change.changed_at.toISOString(),
        by: change.staff_id,
        by_name,
        reason: change.reason,
        before: change.before,
        after: change.after,
      })),
  }));
}

/** The day's paid-in/out, oldest first, and the lounge's reasons to pick from. */
export async function listCashMovements(
  tx: Executor,
  loungeId: number,
  date: string,
): Promise<{ cash_movements: CashMovement[]; reasons: string[] }> {
  const lounge = await findLounge(tx, loungeId);
  const day = await findDay(tx, loungeId, date);
  const rows = day
    ? await tx
        .select()
        .from(cashMovements)
        .where(eq(cashMovements.business_day_id, day.id))
        .orderBy(asc(cashMovements.recorded_at), asc(cashMovements.id))
    : [];
  return { cash_movements: await present(tx, rows, date), reasons: lounge.cash_movement_reasons };
}

export type MovementInput = { direction: "in" | "out"; amount: number; reason: string };

export async function recordCashMovement(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  date: string,
  input: MovementInput,
): Promise<CashMovement> {
  const lounge = await findLounge(tx, loungeId);
  const now = await clockAfterLocks(tx);
  assertNotFuture(lounge, date, now);
  const day = await dayForMoney(tx, loungeId, date, actor.staffId, now);
  const [row] = await tx
    .insert(cashMovements)
    .values({
      lounge_id: loungeId,
      business_day_id: day.id,
      direction: input.direction,
      amount: input.amount,
      reason: input.reason,
      staff_id: actor.staffId,
      recorded_at: now,
    })
    .returning();
  if (!row) throw new AppError("internal");
  await appendJournal(tx, {
    kind: "cash_movement",
    source: "cash_movement",
    id: row.id,
    staffId: actor.staffId,
  });
  const [movement] = await present(tx, [row], date);
  if (!movement) throw new AppError("internal");
  return movement;
}

/** The movement, its day locked against a close; refused once the day is closed or the movement voided. */
async function movementToChange(tx: Executor, actor: Actor, id: number) {
  const [found] = await tx
    .select({ movement: cashMovements, date: businessDays.date })
    .from(cashMovements)
    .innerJoin(businessDays, eq(businessDays.id, cashMovements.business_day_id))
    .where(eq(cashMovements.id, id));
  if (!found) throw new AppError("not_found", "入出金の記録が見つかりません");
  authorize(actor, "business_days.close", { loungeId: found.movement.lounge_id });
  const day = await lockDay(tx, found.movement.lounge_id, found.date, "share");
  if (day?.state === "closed") throw new AppError("conflict", dayClosedMessage(found.date));
  const [movement] = await tx
    .select()
    .from(cashMovements)
    .where(eq(cashMovements.id, id))
    .for("update");
  if (!movement) throw new AppError("not_found", "入出金の記録が見つかりません");
  if (movement.voided_at) throw new AppError("conflict", "取消済みの入出金は変更できません");
  return { movement, date: found.date };
}

export type MovementCorrection = {
  direction?: "in" | "out" | undefined;
  amount?: number | undefined;
  reason?: string | undefined;
  correctionReason: string;
};

const FIELDS = ["direction", "amount", "reason"] as const;

export async function correctCashMovement(
  tx: Executor,
  actor: Actor,
  id: number,
  input: MovementCorrection,
): Promise<CashMovement> {
  const { movement, date } = await movementToChange(tx, actor, id);
  const next = {
    direction: input.direction ?? movement.direction,
    amount: input.amount ?? movement.amount,
    reason: input.reason ?? movement.reason,
  };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (next[field] !== movement[field]) {
      before[field] = movement[field];
      after[field] = next[field];
    }
  }
  if (Object.keys(after).length === 0) {
    throw new AppError("validation_failed", "変更する項目を指定してください");
  }
  const now = await clockAfterLocks(tx);
  const [row] = await tx
    .update(cashMovements)
    .set({ ...next, updated_at: now })
    .where(eq(cashMovements.id, id))
    .returning();
  await tx.insert(cashMovementChanges).values({
    cash_movement_id: id,
    kind: "update",
    staff_id: actor.staffId,
    reason: input.correctionReason,
    before,
    after,
    changed_at: now,
  });
  await appendJournal(tx, {
    kind: "cash_movement_update",
    source: "cash_movement",
    id,
    staffId: actor.staffId,
  });
  const [presented] = await present(tx, row ? [row] : [], date);
  if (!presented) throw new AppError("internal");
  return presented;
}

export async function voidCashMovement(
  tx: Executor,
  actor: Actor,
  id: number,
  reason: string,
): Promise<CashMovement> {
  const { date } = await movementToChange(tx, actor, id);
  const now = await clockAfterLocks(tx);
  const [row] = await tx
    .update(cashMovements)
    .set({ voided_at: now, voided_by: actor.staffId, updated_at: now })
    .where(eq(cashMovements.id, id))
    .returning();
  await tx.insert(cashMovementChanges).values({
    cash_movement_id: id,
    kind: "void",
    staff_id: actor.staffId,
    reason,
    before: { voided_at: null },
    after: { voided_at: now.toISOString() },
    changed_at: now,
  });
  await appendJournal(tx, {
    kind: "cash_movement_void",
    source: "cash_movement",
    id,
    staffId: actor.staffId,
  });
  const [presented] = await present(tx, row ? [row] : [], date);
  if (!presented) throw new AppError("internal");
  return presented;
}
