// What every printed word comes from: an accounting log's settlement (locked when a print job or a
// receipt log is written, so two devices asking for the first formal receipt are serialised), its
// groups' stored bills, the lounge and the settling staff member. Also the reissue rule.
import { AppError, type ReceiptInput, type ReceiptType, ZBillGroup } from "@lounge-office/domain";
import { and, asc, eq, gt, max, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  accountingLogs,
  lounges,
  printJobs,
  receiptLogs,
  settlements,
  staff,
} from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";

export type Settlement = typeof settlements.$inferSelect;

export const VOIDED_MESSAGE = "取消済みの会計は印刷できません";

/**
 * The settlement of an accounting log (any row of it), authorized for `accounting.settle` at its
 * lounge; `lock` takes the settlement row for update, after the authorization.
 */
export async function settlementForPrint(
  tx: Executor,
  actor: Actor,
  logId: number,
  options: { lock?: boolean } = {},
): Promise<Settlement> {
  const [log] = await tx
    .select({ settlement_id: accountingLogs.settlement_id, lounge_id: accountingLogs.lounge_id })
    .from(accountingLogs)
    .where(eq(accountingLogs.id, logId));
  if (!log) throw new AppError("not_found", "会計が見つかりません");
  authorize(actor, "accounting.settle", { loungeId: log.lounge_id });
  const query = tx.select().from(settlements).where(eq(settlements.id, log.settlement_id));
  const [settlement] = options.lock ? await query.for("update") : await query;
  if (!settlement) throw new AppError("not_found", "会計が見つかりません");
  if (settlement.voided_at) throw new AppError("conflict", VOIDED_MESSAGE);
  return settlement;
}

/** The domain's input: the lounge's head, the settlement's figures and its groups in log order. */
export async function receiptInputOf(tx: Executor, settlement: Settlement): Promise<ReceiptInput> {
  const [lounge] = await tx.select().from(lounges).where(eq(lounges.id, settlement.lounge_id));
  const [settler] = await tx
    .select({ name: staff.name })
    .from(staff)
    .where(eq(staff.id, settlement.staff_id));
  if (!lounge || !settler) throw new AppError("internal");
  const bills = await tx
    .select({ bill: accountingLogs.bill })
    .from(accountingLogs)
    .where(eq(accountingLogs.settlement_id, settlement.id))
    .orderBy(asc(accountingLogs.id));
  return {
    lounge: {
      name: lounge.name,
      address: lounge.address,
      phone: lounge.phone,
      invoice_registration_number: lounge.invoice_registration_number,
      time_zone: lounge.time_zone,
      stamp_on_tax_excluded: lounge.stamp_on_tax_excluded,
      unit_minutes: lounge.unit_minutes,
    },
    settlement: {
      id: settlement.id,
      accounted_at: settlement.accounted_at.toISOString(),
      staff_name: settler.name,
      cash: settlement.cash,
      credit: settlement.credit,
      e_money: settlement.e_money,
      subtotal: settlement.subtotal,
      discount_percent: settlement.discount_percent,
      discount: settlement.discount,
      groups_total_price: settlement.groups_total_price,
      consumption_tax: settlement.consumption_tax,
    },
    // Parsed where read: a stored bill that no longer fits the contract fails here, named.
    groups: bills.map((row) => ZBillGroup.parse(row.bill)),
  };
}

/** The settlement's formal-receipt (post_receipt) print jobs. */
const formalJobsOf = (settlementId: number) =>
  and(eq(printJobs.settlement_id, settlementId), eq(printJobs.receipt_type, "post_receipt"));

/**
 * Has a formal receipt of this settlement been issued already? A post_receipt print job that was
 * not dismissed (printed, or on its way), or a post_receipt receipt log (the seed's record).
 */
export async function formalReceiptIssued(tx: Executor, settlementId: number): Promise<boolean> {
  const [job] = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(formalJobsOf(settlementId), ne(printJobs.status, "dismissed")))
    .limit(1);
  return Boolean(job) || (await formalReceiptLogged(tx, settlementId));
}

/** A post_receipt receipt log exists for the settlement. */
export async function formalReceiptLogged(tx: Executor, settlementId: number): Promise<boolean> {
  return (await lastFormalReceiptLog(tx, settlementId)) !== null;
}

/** When the settlement's last post_receipt log was recorded, or null. */
export async function lastFormalReceiptLog(
  tx: Executor,
  settlementId: number,
): Promise<Date | null> {
  const [row] = await tx
    .select({ at: max(receiptLogs.created_at) })
    .from(receiptLogs)
    .where(
      and(
        eq(receiptLogs.settlement_id, settlementId),
        eq(receiptLogs.receipt_type, "post_receipt"),
      ),
    );
  return row?.at ?? null;
}

/**
 * A formal-receipt issuance created after `since` whose first paper printed (an issuance is one print
 * action: its papers are jobs with index 1…count). It is owed a receipt log, whoever sends it.
 */
export async function formalIssuancePrintedSince(
  tx: Executor,
  settlementId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        formalJobsOf(settlementId),
        eq(printJobs.status, "printed"),
        eq(printJobs.index, 1),
        gt(printJobs.created_at, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export const isFormal = (type: ReceiptType) => type === "post_receipt";
