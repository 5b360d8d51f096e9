// The original system's receipt log (`POST /receipt_logs/`): the browser records each print action after its
// first paper printed. A second formal receipt of a settlement needs a manager, as its print job does.
import type { ReceiptLog } from "@lounge-office/domain/receipts";
import { AppError, type ReceiptType } from "@lounge-office/domain/shared";
import { desc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { accountingLogs, receiptLogs, staff } from "../../db/schema";
import { appendJournal } from "../../ledger/journal";
import { type Actor, authorize } from "../../policy/policy";
import { formalReissue } from "./formal-reissue";
import { settlementForPrint } from "./receipt-source";

type LogRow = typeof receiptLogs.$inferSelect;

const present = (log: LogRow, staffName: string): ReceiptLog => ({
  id: log.id,
  accounting_log_id: log.accounting_log_id,
  settlement_id: log.settlement_id,
  receipt_type: log.receipt_type,
  staff_id: log.staff_id,
  staff_name: staffName,
  created_at: log.created_at.toISOString(),
});

async function staffName(db: Executor, id: number) {
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, id));
  return row?.name ?? "";
}

export async function createReceiptLog(
  tx: Executor,
  actor: Actor,
  input: { accounting_log_id: number; receipt_type: ReceiptType },
): Promise<ReceiptLog> {
  const settlement = await settlementForPrint(tx, actor, input.accounting_log_id, { lock: true });
  await formalReissue(tx, actor, settlement, input.receipt_type, "log");
  const [log] = await tx
    .insert(receiptLogs)
    .values({
      accounting_log_id: input.accounting_log_id,
      settlement_id: settlement.id,
      receipt_type: input.receipt_type,
      staff_id: actor.staffId,
    })
    .returning();
  if (!log) throw new AppError("internal");
  await appendJournal(tx, {
    kind: "receipt_log",
    source: "receipt_log",
    id: log.id,
    staffId: actor.staffId,
  });
  return present(log, await staffName(tx, actor.staffId));
}

/** The logs of the accounting log's whole settlement, newest first (voided settlements too). */
export async function listReceiptLogs(
  db: Executor,
  actor: Actor,
  accountingLogId: number,
): Promise<ReceiptLog[]> {
  const [log] = await db
    .select({ settlement_id: accountingLogs.settlement_id, lounge_id: accountingLogs.lounge_id })
    .from(accountingLogs)
    .where(eq(accountingLogs.id, accountingLogId));
  if (!log) throw new AppError("not_found", "会計が見つかりません");
  authorize(actor, "accounting.settle", { loungeId: log.lounge_id });
  const rows = await db
    .select({ log: receiptLogs, staff_name: staff.name })
    .from(receiptLogs)
    .innerJoin(staff, eq(staff.id, receiptLogs.staff_id))
    .where(eq(receiptLogs.settlement_id, log.settlement_id))
    .orderBy(desc(receiptLogs.created_at), desc(receiptLogs.id));
  return rows.map((row) => present(row.log, row.staff_name));
}
