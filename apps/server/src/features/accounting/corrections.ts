// After a settlement: the comment (any staff of the lounge), corrections of payments and staff and
// voids (managers, with a reason). Every change is kept with who, when, what (before/after) and why.
import {
  type AccountingLog,
  type AccountingLogDetail,
  ZBillGroup,
  ZSettlementChange,
} from "@lounge-office/domain/accounting";
import { AppError, businessDayOf } from "@lounge-office/domain/shared";
import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accountingLogs, settlementChanges, settlements, staff } from "../../db/schema";
import { appendJournal } from "../../ledger/journal";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { assertPaymentsMatch, assertSettlingStaff, settlingStaff } from "./bill";
import { settlementRows } from "./settle";

type Settlement = typeof settlements.$inferSelect;

export type SettlementUpdate = {
  cash?: number;
  credit?: number;
  e_money?: number;
  staff_id?: number;
  comment?: string;
  reason?: string;
};

/** The settlement an accounting log (any row of it) belongs to, locked for a change when asked. */
export async function settlementOfLog(
  tx: Executor,
  logId: number,
  options: { lock?: boolean } = {},
): Promise<Settlement> {
  const [log] = await tx
    .select({ settlement_id: accountingLogs.settlement_id })
    .from(accountingLogs)
    .where(eq(accountingLogs.id, logId));
  if (!log) throw new AppError("not_found", "会計が見つかりません");
  const query = tx.select().from(settlements).where(eq(settlements.id, log.settlement_id));
  const [settlement] = options.lock ? await query.for("update") : await query;
  if (!settlement) throw new AppError("not_found", "会計が見つかりません");
  return settlement;
}

/** Staff see their lounges' current business day only; managers and admins all. */
export async function assertMaySee(tx: Executor, actor: Actor, settlement: Settlement) {
  authorize(actor, "accounting.search", { loungeId: settlement.lounge_id });
  if (actor.role !== "staff") return;
  const lounge = await findLounge(tx, settlement.lounge_id);
  const today = businessDayOf(new Date().toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });
  if (settlement.business_day !== today) {
    throw new AppError("forbidden", "スタッフは本日の営業日の会計のみ表示できます");
  }
}

export async function loadSettlementDetail(
  tx: Executor,
  actor: Actor,
  logId: number,
): Promise<AccountingLogDetail> {
  const settlement = await settlementOfLog(tx, logId);
  await assertMaySee(tx, actor, settlement);
  // One after the other: the transaction's one connection runs one statement at a time anyway.
  const bills = await tx
    .select({ bill: accountingLogs.bill })
    .from(accountingLogs)
    .where(eq(accountingLogs.settlement_id, settlement.id))
    .orderBy(asc(accountingLogs.id));
  const changes = await tx
    .select({ change: settlementChanges, staff_name: staff.name })
    .from(settlementChanges)
    .innerJoin(staff, eq(staff.id, settlementChanges.staff_id))
    .where(eq(settlementChanges.settlement_id, settlement.id))
    .orderBy(desc(settlementChanges.changed_at), desc(settlementChanges.id));
  const staffs = await settlingStaff(tx, settlement.lounge_id);
  return {
    accounting_logs: await settlementRows(tx, settlement.id),
    groups: bills.map((row) => ZBillGroup.parse(row.bill)),
    changes: changes.map(({ change, staff_name }) => ({
      id: change.id,
      kind: change.kind,
      staff_id: change.staff_id,
      staff_name,
      changed_at: change.changed_at.toISOString(),
      reason: change.reason,
      before: ZSettlementChange.shape.before.parse(change.before),
      after: ZSettlementChange.shape.after.parse(change.after),
    })),
    staffs,
  };
}

const CORRECTED_FIELDS = ["cash", "credit", "e_money", "staff_id"] as const;

/**
 * `PUT /accounting_logs/{id}`: a comment alone is the comment dialog (any staff of the lounge);
 * payments or staff are a correction (managers, a reason, payments that add up to the total).
 */
export async function updateSettlement(
  tx: Executor,
  actor: Actor,
  logId: number,
  input: SettlementUpdate,
): Promise<AccountingLog[]> {
  const settlement = await settlementOfLog(tx, logId, { lock: true });
  authorize(actor, "accounting.settle", { loungeId: settlement.lounge_id });
  const corrects = CORRECTED_FIELDS.some((field) => input[field] !== undefined);
  if (!corrects && input.comment === undefined) {
    throw new AppError("validation_failed", "変更する項目を指定してください");
  }
  const reason = input.reason?.trim() ?? "";
  if (corrects) {
    authorize(actor, "accounting.correct", { loungeId: settlement.lounge_id });
    if (reason === "") {
      throw new AppError("validation_failed", "訂正の理由を入力してください", {
        reason: "訂正の理由を入力してください",
      });
    }
    if (settlement.voided_at) {
      throw new AppError("conflict", "取消済みの会計は訂正できません");
    }
  }
  const next = {
    cash: input.cash ?? settlement.cash,
    credit: input.credit ?? settlement.credit,
    e_money: input.e_money ?? settlement.e_money,
    staff_id: input.staff_id ?? settlement.staff_id,
    comment: input.comment ?? settlement.comment,
  };
  if (corrects) {
    assertPaymentsMatch(next, settlement.groups_total_price);
    if (next.staff_id !== settlement.staff_id) {
      await assertSettlingStaff(tx, settlement.lounge_id, next.staff_id);
    }
  }
  // A corrected cash share was not what was handed over at the counter: no change is implied
  // (decision 020). The note handed over for the old share stays in the change's "before".
  const tender = next.cash === settlement.cash ? {} : { cash_tendered: next.cash, change: 0 };
  const changed: Partial<Settlement> = { ...next, ...tender };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changed) as [keyof Settlement, unknown][]) {
    if (value !== settlement[field]) {
      before[field] = settlement[field];
      after[field] = value;
    }
  }
  if (Object.keys(after).length > 0) {
    await tx
      .update(settlements)
      .set({ ...changed, updated_at: new Date() })
      .where(eq(settlements.id, settlement.id));
    await tx.insert(settlementChanges).values({
      settlement_id: settlement.id,
      kind: corrects ? "update" : "comment",
      staff_id: actor.staffId,
      reason,
      before,
      after,
    });
    // A comment is not money: only a correction is in the journal.
    if (corrects) {
      await appendJournal(tx, {
        kind: "settlement_update",
        source: "settlement",
        id: settlement.id,
        staffId: actor.staffId,
      });
    }
  }
  return settlementRows(tx, settlement.id);
}

/** Takes a whole settlement out of the takings (any row id of it); the rows stay, marked voided. */
export async function voidSettlement(
  tx: Executor,
  actor: Actor,
  logId: number,
  reason: string,
): Promise<AccountingLog[]> {
  const settlement = await settlementOfLog(tx, logId, { lock: true });
  authorize(actor, "accounting.correct", { loungeId: settlement.lounge_id });
  if (settlement.voided_at) throw new AppError("conflict", "この会計はすでに取消済みです");
  const now = new Date();
  await tx
    .update(settlements)
    .set({ voided_at: now, voided_by: actor.staffId, void_reason: reason, updated_at: now })
    .where(eq(settlements.id, settlement.id));
  await tx.insert(settlementChanges).values({
    settlement_id: settlement.id,
    kind: "void",
    staff_id: actor.staffId,
    reason,
    before: { voided_at: null },
    after: { voided_at: now.toISOString() },
  });
  await appendJournal(tx, {
    kind: "settlement_void",
    source: "settlement",
    id: settlement.id,
    staffId: actor.staffId,
  });
  return settlementRows(tx, settlement.id);
}
