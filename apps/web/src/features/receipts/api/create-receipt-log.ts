// POST /receipt_logs: the seed's record of a print ({ receipt_log: { accounting_log_id, receipt_type } }),
// sent once after the first paper of an action printed.
import { receiptsApi } from "@lounge-office/domain/receipts";
import { call } from "../../../lib/api-client";

export type ReceiptLogInput = {
  accounting_log_id: number;
  receipt_type: "receipt" | "post_receipt";
};

export const createReceiptLog = (receiptLog: ReceiptLogInput) =>
  call(receiptsApi.createLog, { body: { receipt_log: receiptLog } });
