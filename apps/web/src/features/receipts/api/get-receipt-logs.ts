// GET /receipt_logs?accounting_log_id=: what was printed for a settlement (a logged formal receipt
// disables 領収書を発行 for staff; managers reissue).
import { receiptsApi } from "@lounge-office/domain/receipts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const receiptLogsQueryKey = (accountingLogId: number) =>
  ["receipt-logs", accountingLogId] as const;

export const getReceiptLogs = (accountingLogId: number) =>
  call(receiptsApi.listLogs, { query: { accounting_log_id: accountingLogId } });

export const receiptLogsQueryOptions = (accountingLogId: number) =>
  queryOptions({
    queryKey: receiptLogsQueryKey(accountingLogId),
    queryFn: () => getReceiptLogs(accountingLogId),
  });

export const useReceiptLogs = (accountingLogId: number) =>
  useQuery(receiptLogsQueryOptions(accountingLogId));
