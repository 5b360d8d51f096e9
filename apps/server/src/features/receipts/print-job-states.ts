// A print job's life: a device claims it (pending or failed → printing, one conditional UPDATE, so two
// devices never both send it), reports the printer's answer (printed or failed with the device's
// code), and a manager may dismiss one that will not be printed. A claim left without an answer for
// STALE_MINUTES is 「結果不明」: listed on the board, and claimable again. A job that prints supersedes
// the open jobs of the same paper made before it. Whatever changes the board's list is published
// (`print_jobs` on /cable), so every tablet reads it again at once.
import { PRINT_JOB_PRINTED_MESSAGE, type PrintJob } from "@lounge-office/domain/receipts";
import { AppError } from "@lounge-office/domain/shared";
import { and, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client";
import { accountingLogs, printJobs, settlements } from "../../db/schema";
import {
  findPrintJob,
  newestFirst,
  type PrintJobRow,
  presentPrintJob,
  presentPrintJobs,
} from "../../ledger/print-jobs";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { VOIDED_MESSAGE } from "./receipt-source";

/**
 * Minutes after which a claim without an answer (or a job never claimed) counts as unknown. Longer
 * than the longest wait a device may still be in: ePOS's largest timeout (300 s) plus the browser's
 * grace (lib/epos-transport.ts, 5 s), so a job is never offered again while a tablet still awaits
 * the printer's answer (which would print it twice).
 */
export const STALE_MINUTES = 6;
const staleBefore = sql`now() - make_interval(mins => ${STALE_MINUTES})`;

/** A printing job whose device has not answered for long: its result is unknown. */
const stalePrinting = and(eq(printJobs.status, "printing"), lt(printJobs.claimed_at, staleBefore));

const REFUSALS: Record<PrintJobRow["status"], string> = {
  printed: PRINT_JOB_PRINTED_MESSAGE,
  printing: "別の端末が印刷中です。しばらく待ってから確認してください",
  dismissed: "この印刷は取り消されています",
  pending: "この印刷はまだ送られていません",
  failed: "この印刷は失敗しています。もう一度印刷してください",
  superseded: "この伝票は別の印刷で印刷済みです",
};

const refused = (status: PrintJobRow["status"]) => new AppError("conflict", REFUSALS[status]);

/** The job, authorized for `action` at its lounge. */
async function jobFor(
  tx: Executor,
  actor: Actor,
  id: number,
  action: "accounting.settle" | "accounting.correct",
) {
  const job = await findPrintJob(tx, id);
  if (!job) throw new AppError("not_found", "印刷ジョブが見つかりません");
  authorize(actor, action, { loungeId: job.lounge_id });
  return job;
}

/** The job's one conditional write; a job in another state is refused with what it is now. */
async function transition(
  tx: Executor,
  job: PrintJobRow,
  from: SQL | undefined,
  changes: PgUpdateSetSource<typeof printJobs>,
): Promise<PrintJobRow> {
  const [row] = await tx
    .update(printJobs)
    .set({ ...changes, updated_at: sql`now()` })
    .where(and(eq(printJobs.id, job.id), from))
    .returning();
  if (row) return row;
  const now = await findPrintJob(tx, job.id);
  throw refused(now?.status ?? job.status);
}

async function answer(tx: Executor, job: PrintJobRow): Promise<PrintJob> {
  const [presented] = await presentPrintJobs(tx, [job]);
  return presented ?? presentPrintJob(job, new Map());
}

export async function claimPrintJob(tx: Executor, actor: Actor, id: number): Promise<PrintJob> {
  const job = await jobFor(tx, actor, id, "accounting.settle");
  if (job.settlement_id !== null) {
    const [settlement] = await tx
      .select({ voided_at: settlements.voided_at })
      .from(settlements)
      .where(eq(settlements.id, job.settlement_id));
    if (settlement?.voided_at) throw new AppError("conflict", VOIDED_MESSAGE);
  }
  const claimed = await transition(
    tx,
    job,
    or(inArray(printJobs.status, ["pending", "failed"]), stalePrinting),
    {
      status: "printing",
      attempts: sql`${printJobs.attempts} + 1`,
      claimed_at: sql`now()`,
      claimed_by: actor.staffId,
    },
  );
  // Off the open list while it prints: other tablets stop offering it.
  if (wasOpen(job)) await publishPrintJobs(tx, job.lounge_id);
  return answer(tx, claimed);
}

export type PrintResult = { success: boolean; code: string; status: number };

/** The printer's answer to the claimed job: printed, or failed with the device's code and bits. */
export async function reportPrintJob(
  tx: Executor,
  actor: Actor,
  id: number,
  result: PrintResult,
): Promise<PrintJob> {
  const job = await jobFor(tx, actor, id, "accounting.settle");
  const reported = await transition(
    tx,
    job,
    eq(printJobs.status, "printing"),
    result.success
      ? {
          status: "printed",
          code: "",
          device_status: result.status,
          printed_at: sql`now()`,
        }
      : { status: "failed", code: result.code, device_status: result.status },
  );
  const superseded = result.success ? await supersedeEarlier(tx, reported) : 0;
  if (!result.success || superseded > 0) await publishPrintJobs(tx, job.lounge_id);
  return answer(tx, reported);
}

/**
 * A printed job resolves the open jobs of the same paper made before it: the same settlement and
 * kind, and the same place and sum in its split (index, count, amount). The receipt is built from
 * the settlement, so a paper printed from another of its accounting logs is the same paper. A
 * daily report resolves the earlier reports of its day that did not print (it is the newer one).
 */
async function supersedeEarlier(tx: Executor, printed: PrintJobRow): Promise<number> {
  const rows = await tx
    .update(printJobs)
    .set({ status: "superseded", superseded_by: printed.id, updated_at: sql`now()` })
    .where(
      and(
        printed.settlement_id === null
          ? and(
              eq(printJobs.lounge_id, printed.lounge_id),
              eq(printJobs.business_day, printed.business_day ?? ""),
            )
          : and(
              eq(printJobs.settlement_id, printed.settlement_id),
              eq(printJobs.index, printed.index),
              eq(printJobs.count, printed.count),
              eq(printJobs.amount, printed.amount),
            ),
        eq(printJobs.receipt_type, printed.receipt_type),
        lt(printJobs.id, printed.id),
        openJobs,
      ),
    )
    .returning({ id: printJobs.id });
  return rows.length;
}

/** The lounge's tablets read their list of open jobs again once this transaction commits. */
const publishPrintJobs = (tx: Executor, loungeId: number) =>
  publish(tx, { type: "print_jobs", lounge_id: loungeId });

/** Was the job on the board's list before this change (the same test as `openJobs`, in memory)? */
function wasOpen(job: PrintJobRow): boolean {
  const staleMs = Date.now() - STALE_MINUTES * 60_000;
  if (job.status === "failed") return true;
  if (job.status === "printing") return (job.claimed_at?.getTime() ?? 0) < staleMs;
  return job.status === "pending" && job.created_at.getTime() < staleMs;
}

/** A manager takes a job that will not be printed off the board (never a printed one). */
export async function dismissPrintJob(
  tx: Executor,
  actor: Actor,
  id: number,
  reason: string | undefined,
): Promise<PrintJob> {
  const job = await jobFor(tx, actor, id, "accounting.correct");
  const dismissed = await transition(
    tx,
    job,
    or(inArray(printJobs.status, ["pending", "failed"]), stalePrinting),
    {
      status: "dismissed",
      dismissed_at: sql`now()`,
      dismissed_by: actor.staffId,
      dismiss_reason: reason ?? "",
    },
  );
  await publishPrintJobs(tx, job.lounge_id);
  return answer(tx, dismissed);
}

/**
 * Open jobs: failed, printing without an answer for long, or never claimed for long (the device
 * that created them went away). The board shows them until printed, superseded or dismissed.
 */
const openJobs = or(
  eq(printJobs.status, "failed"),
  stalePrinting,
  and(eq(printJobs.status, "pending"), lt(printJobs.created_at, staleBefore)),
);

/** `status=all` lists the newest; the open list is never cut short, so no failed paper drops off it. */
export const MAX_LISTED_JOBS = 100;
const MAX_OPEN_JOBS = 1000;

export async function listPrintJobs(
  db: Executor,
  query: { lounge_id: number; status?: "open" | "all"; accounting_log_id?: number },
): Promise<PrintJob[]> {
  const ofSettlement =
    query.accounting_log_id === undefined
      ? undefined
      : inArray(
          printJobs.settlement_id,
          db
            .select({ id: accountingLogs.settlement_id })
            .from(accountingLogs)
            .where(eq(accountingLogs.id, query.accounting_log_id)),
        );
  const jobs = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.lounge_id, query.lounge_id),
        (query.status ?? "open") === "open" ? openJobs : undefined,
        ofSettlement,
      ),
    )
    .orderBy(...newestFirst)
    .limit((query.status ?? "open") === "open" ? MAX_OPEN_JOBS : MAX_LISTED_JOBS);
  return presentPrintJobs(db, jobs);
}
