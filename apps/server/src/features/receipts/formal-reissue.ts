// The formal-receipt reissue rule, the one place every path that issues or records a formal receipt
// (領収書) asks: a settlement's second formal receipt is a reissue (【再発行】), a manager's to print.
import { REISSUE_NEEDS_MANAGER_MESSAGE } from "@lounge-office/domain/receipts";
import { AppError, type ReceiptType } from "@lounge-office/domain/shared";
import { and, eq, gt, max, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { printJobs, receiptLogs } from "../../db/schema";
import { type Actor, can } from "../../policy/policy";
import type { Settlement } from "./receipt-source";

/**
 * What asks: `print` makes the papers (their envelopes, or print jobs), `log` records a print
 * action that has printed (the original system's receipt log, sent after the first paper).
 */
export type FormalReceiptStep = "print" | "log";

/**
 * Whether this paper of `settlement` is a formal-receipt reissue; refused (403) to an actor who may
 * not issue one (`accounting.correct` at the lounge). Call it under the settlement row's lock when
 * writing, so two devices asking for the first formal receipt get one first issuance.
 * - `print`: issued already when a formal-receipt job was not dismissed (printed, or on its way), or
 *   a formal receipt is logged.
 * - `log`: staff may log when none is logged yet (the first issuance), or when an issuance created
 *   since the last log has printed and is owed its log (a manager's reissue staff reprinted from
 *   the board's list); staff never log a second issuance of their own (they cannot print one).
 */
export async function formalReissue(
  tx: Executor,
  actor: Actor,
  settlement: Settlement,
  receiptType: ReceiptType,
  step: FormalReceiptStep,
): Promise<boolean> {
  if (receiptType !== "post_receipt") return false;
  const lastLog = await lastFormalReceiptLog(tx, settlement.id);
  const reissue =
    step === "print"
      ? lastLog !== null || (await formalJobIssued(tx, settlement.id))
      : lastLog !== null && !(await formalIssuancePrintedSince(tx, settlement.id, lastLog));
  if (reissue && !can(actor, "accounting.correct", { loungeId: settlement.lounge_id })) {
    throw new AppError("forbidden", REISSUE_NEEDS_MANAGER_MESSAGE);
  }
  return reissue;
}

/** The settlement's formal-receipt (post_receipt) print jobs. */
const formalJobsOf = (settlementId: number) =>
  and(eq(printJobs.settlement_id, settlementId), eq(printJobs.receipt_type, "post_receipt"));

/** A formal-receipt print job that was not dismissed: printed, or on its way. */
async function formalJobIssued(tx: Executor, settlementId: number): Promise<boolean> {
  const [job] = await tx
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(and(formalJobsOf(settlementId), ne(printJobs.status, "dismissed")))
    .limit(1);
  return Boolean(job);
}

/** When the settlement's last post_receipt log was recorded, or null. */
async function lastFormalReceiptLog(tx: Executor, settlementId: number): Promise<Date | null> {
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
 * action: its papers are jobs with index 1…count).
 */
async function formalIssuancePrintedSince(
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
