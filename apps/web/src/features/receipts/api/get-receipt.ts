// GET /accounting_logs/:id/receipt: what the server would print for a settlement (documents and
// their ePOS envelopes), with the formal receipt's split, addressee, purpose and payment type.
import { type ReceiptQuery, receiptsApi } from "@lounge-office/domain/receipts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const receiptQueryKey = (id: number, query: ReceiptQuery) => ["receipt", id, query] as const;

export const getReceipt = (id: number, query: ReceiptQuery) =>
  call(receiptsApi.show, { params: { id }, query });

export const receiptQueryOptions = (id: number, query: ReceiptQuery) =>
  queryOptions({
    queryKey: receiptQueryKey(id, query),
    queryFn: () => getReceipt(id, query),
    // The preview keeps the last answer on screen while the next options are read.
    placeholderData: keepPreviousData,
  });

export const useReceipt = (id: number, query: ReceiptQuery, enabled: boolean) =>
  useQuery({ ...receiptQueryOptions(id, query), enabled });
