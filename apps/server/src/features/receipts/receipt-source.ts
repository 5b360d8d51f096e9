// What every printed word comes from: an accounting log's settlement (locked when a print job or a
// receipt log is written, so two devices asking for the first formal receipt are serialised), its
// groups' stored bills, the lounge and the settling staff member.
import { ZBillGroup } from "@lounge-office/domain/accounting";
import { AppError, type ReceiptInput } from "@lounge-office/domain/shared";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accountingLogs, lounges, settlements, staff } from "../../db/schema";
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
      cash_tendered: settlement.cash_tendered,
      change: settlement.change,
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
