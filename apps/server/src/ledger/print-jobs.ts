// A print job as the API answers it: the stored row, its creator's name and the device code in
// Japanese. Shared by the papers of a settlement (receipts) and the daily report (business days).
import type { PrintJob } from "@lounge-office/domain/receipts";
import { eposMessage } from "@lounge-office/domain/shared";
import { desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { printJobs, staff } from "../db/schema";

export type PrintJobRow = typeof printJobs.$inferSelect;

/** Staff names by id, for the people a job names (who made it, who dismissed it). */
type Names = ReadonlyMap<number, string>;

export function presentPrintJob(job: PrintJobRow, names: Names): PrintJob {
  return {
    id: job.id,
    printjobid: job.printjobid,
    lounge_id: job.lounge_id,
    settlement_id: job.settlement_id,
    accounting_log_id: job.accounting_log_id,
    receipt_type: job.receipt_type,
    business_day: job.business_day,
    printer_id: job.printer_id,
    printer_name: job.printer_name,
    status: job.status,
    code: job.code,
    message: job.status === "failed" ? eposMessage(job.code, job.device_status) : "",
    index: job.index,
    count: job.count,
    amount: job.amount,
    reissue: job.reissue,
    addressee: job.addressee,
    attempts: job.attempts,
    xml: job.xml,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
    created_by_name: names.get(job.created_by) ?? "",
    printed_at: job.printed_at?.toISOString() ?? null,
    dismissed_at: job.dismissed_at?.toISOString() ?? null,
    dismissed_by_name: job.dismissed_by === null ? null : (names.get(job.dismissed_by) ?? ""),
    dismiss_reason: job.dismiss_reason ?? "",
  };
}

/** Rows with the names of who made and who dismissed them, in the order given. */
export async function presentPrintJobs(db: Executor, jobs: PrintJobRow[]): Promise<PrintJob[]> {
  const ids = [
    ...new Set(
      jobs.flatMap((j) =>
        j.dismissed_by === null ? [j.created_by] : [j.created_by, j.dismissed_by],
      ),
    ),
  ];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(inArray(staff.id, ids));
    for (const row of rows) names.set(row.id, row.name);
  }
  return jobs.map((job) => presentPrintJob(job, names));
}

export async function findPrintJob(db: Executor, id: number): Promise<PrintJobRow | undefined> {
  const [job] = await db.select().from(printJobs).where(eq(printJobs.id, id));
  return job;
}

export const newestFirst = [desc(printJobs.created_at), desc(printJobs.id)] as const;
