// Receipts: a settlement's papers and their ePOS envelopes, print jobs (create, claim,
// result, dismiss, the board's list) and the original system's receipt log.
import { receiptsApi } from "@lounge-office/domain/receipts";
import { eposPrintXml } from "@lounge-office/domain/shared";
import { afterCommit } from "../../http/after-commit";
import type { Router } from "../../http/route";
import { createPrintJobs } from "./create-print-jobs";
import { formalReissue } from "./formal-reissue";
import { claimPrintJob, dismissPrintJob, listPrintJobs, reportPrintJob } from "./print-job-states";
import { receiptDocuments } from "./receipt-documents";
import { createReceiptLog, listReceiptLogs } from "./receipt-logs";
import { receiptInputOf, settlementForPrint } from "./receipt-source";

/** What the app is told once a printer's failure is recorded (the operators' counts). */
export type ReceiptReports = { onPrintFailed?: (code: string) => void };

export function receiptRoutes({ route }: Router, { onPrintFailed }: ReceiptReports = {}) {
  // What the browser would print, checkable and reprintable from anywhere: the envelopes carry no
  // printjobid (only a print job's does).
  route(receiptsApi.show, async ({ db, actor, params, query }) => {
    const settlement = await settlementForPrint(db, actor, params.id);
    // A reissue's paper is a manager's to print, here as on POST /print_jobs: staff get no envelope.
    const reissue = await formalReissue(db, actor, settlement, query.receipt_type, "print");
    const documents = receiptDocuments(await receiptInputOf(db, settlement), query, reissue);
    return { documents, xml: documents.map((document) => eposPrintXml(document)) };
  });

  route(receiptsApi.createJobs, async ({ db, actor, body }) => ({
    print_jobs: await createPrintJobs(db, actor, body.print_job),
  }));

  route(receiptsApi.listJobs, async ({ db, query, authorizeLounge }) => {
    authorizeLounge(query.lounge_id);
    return { print_jobs: await listPrintJobs(db, query) };
  });

  route(receiptsApi.claimJob, ({ db, actor, params }) => claimPrintJob(db, actor, params.id));

  // Where the server learns of a failed print: the tablet reports the printer's answer and code.
  route(receiptsApi.reportJob, ({ db, actor, params, body, request }) => {
    const { success, code } = body.print_job;
    if (!success && onPrintFailed) afterCommit(request, () => onPrintFailed(code));
    return reportPrintJob(db, actor, params.id, body.print_job);
  });

  route(receiptsApi.dismissJob, ({ db, actor, params, body }) =>
    dismissPrintJob(db, actor, params.id, body.reason),
  );

  route(receiptsApi.createLog, ({ db, actor, body }) =>
    createReceiptLog(db, actor, body.receipt_log),
  );

  route(receiptsApi.listLogs, async ({ db, actor, query }) => ({
    receipt_logs: await listReceiptLogs(db, actor, query.accounting_log_id),
  }));
}
