// `POST /print_jobs`: one job per paper, each with its ePOS envelope built once (the job's random
// printjobid in the SOAP header), so a retry re-sends exactly the same paper and never a new one.
// Under a lock on the settlement row: two devices asking for the first formal receipt at once get
// one first issuance and one reissue (refused to staff).
import { randomBytes } from "node:crypto";
import { addresseeName, type PrintJob } from "@lounge-office/domain/receipts";
import { AppError, eposPrintXml } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { printers, printJobs } from "../../db/schema";
import { presentPrintJobs } from "../../ledger/print-jobs";
import type { Actor } from "../../policy/policy";
import { formalReissue } from "./formal-reissue";
import { type ReceiptChoice, receiptDocuments } from "./receipt-documents";
import { receiptInputOf, settlementForPrint } from "./receipt-source";

export type PrintJobsInput = ReceiptChoice & {
  accounting_log_id: number;
  printer_id: number;
  /** Open the cash drawer with the first paper. */
  drawer?: boolean;
};

async function printerFor(tx: Executor, printerId: number, loungeId: number) {
  const [printer] = await tx.select().from(printers).where(eq(printers.id, printerId));
  if (!printer) throw new AppError("not_found", "プリンターが見つかりません");
  if (printer.lounge_id !== loungeId) {
    throw new AppError("unprocessable", "この会計の店舗のプリンターを選んでください", {
      printer_id: "この会計の店舗のプリンターを選んでください",
    });
  }
  if (printer.kind !== "printer") {
    throw new AppError("unprocessable", "カスタマーディスプレイには印刷できません", {
      printer_id: "カスタマーディスプレイには印刷できません",
    });
  }
  return printer;
}

export async function createPrintJobs(
  tx: Executor,
  actor: Actor,
  input: PrintJobsInput,
): Promise<PrintJob[]> {
  const settlement = await settlementForPrint(tx, actor, input.accounting_log_id, { lock: true });
  const printer = await printerFor(tx, input.printer_id, settlement.lounge_id);
  const reissue = await formalReissue(tx, actor, settlement, input.receipt_type, "print");
  const documents = receiptDocuments(await receiptInputOf(tx, settlement), input, reissue);
  const rows = documents.map((document) => {
    const printjobid = randomBytes(10).toString("hex");
    return {
      printjobid,
      lounge_id: settlement.lounge_id,
      settlement_id: settlement.id,
      accounting_log_id: input.accounting_log_id,
      receipt_type: input.receipt_type,
      printer_id: printer.id,
      printer_name: printer.name,
      index: document.index,
      count: document.count,
      amount: document.amount,
      reissue: document.reissue,
      addressee: input.receipt_type === "post_receipt" ? addresseeName(input.addressee) : null,
      xml: eposPrintXml(document, {
        printJobId: printjobid,
        drawer: input.drawer === true && document.index === 1,
        columns: printer.columns,
      }),
      document,
      created_by: actor.staffId,
    };
  });
  const jobs = await tx.insert(printJobs).values(rows).returning();
  jobs.sort((a, b) => a.index - b.index || a.id - b.id);
  return presentPrintJobs(tx, jobs);
}
