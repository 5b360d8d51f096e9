// GET /accounting_logs/{id}: a settlement's rows, each group's bill as settled, and its change history.
import { accountingApi } from "@lounge-office/domain/accounting";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const accountingLogQueryKey = (id: number) => ["accounting-log", id] as const;

export const getAccountingLog = (id: number) => call(accountingApi.show, { params: { id } });

export const accountingLogQueryOptions = (id: number) =>
  queryOptions({ queryKey: accountingLogQueryKey(id), queryFn: () => getAccountingLog(id) });

export const useAccountingLog = (id: number) => useQuery(accountingLogQueryOptions(id));
