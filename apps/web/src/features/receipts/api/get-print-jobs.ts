// GET /print_jobs?lounge_id=&status=open: the jobs that failed or never answered, shown on the board
// until printed or dismissed. Every print action invalidates PRINT_JOBS_QUERY_KEY.
import { receiptsApi } from "@lounge-office/domain/receipts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const PRINT_JOBS_QUERY_KEY = ["print-jobs"] as const;
/** How often the board reads the open jobs (a job can fail on another tablet). */
export const OPEN_PRINT_JOBS_POLL_MS = 30_000;

export const openPrintJobsQueryKey = (loungeId: number) =>
  [...PRINT_JOBS_QUERY_KEY, loungeId, "open"] as const;

export const getOpenPrintJobs = (loungeId: number) =>
  call(receiptsApi.listJobs, { query: { lounge_id: loungeId, status: "open" } });

export const openPrintJobsQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: openPrintJobsQueryKey(loungeId),
    queryFn: () => getOpenPrintJobs(loungeId),
    refetchInterval: OPEN_PRINT_JOBS_POLL_MS,
  });

export const useOpenPrintJobs = (loungeId: number) => useQuery(openPrintJobsQueryOptions(loungeId));

/** Every job of one settlement (any state): whether a formal receipt is issued already. */
export const settlementPrintJobsQueryOptions = (loungeId: number, accountingLogId: number) =>
  queryOptions({
    queryKey: [...PRINT_JOBS_QUERY_KEY, loungeId, "settlement", accountingLogId] as const,
    queryFn: () =>
      call(receiptsApi.listJobs, {
        query: { lounge_id: loungeId, status: "all", accounting_log_id: accountingLogId },
      }),
  });

export const useSettlementPrintJobs = (loungeId: number, accountingLogId: number) =>
  useQuery(settlementPrintJobsQueryOptions(loungeId, accountingLogId));
