// GET /accounting_logs?…: the history search, one page at a time (keyset cursor) with the totals row.
import { type AccountingSearchQuery, accountingApi } from "@lounge-office/domain/accounting";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { contractKey } from "../../../lib/contract-query";

export const ACCOUNTING_PAGE_SIZE = 50;

/** The filters as sent: no cursor, no page size. */
export type AccountingFilters = Omit<AccountingSearchQuery, "cursor" | "limit">;

/**
 * Under the call's key with its filters, so a write invalidates every search by contract; "pages"
 * sets the paged cache (pages, not one answer) apart from a single read of the same filters.
 */
export const accountingSearchQueryKey = (filters: AccountingFilters) =>
  [...contractKey(accountingApi.search, { query: filters }), "pages"] as const;

export const searchAccountingLogs = (filters: AccountingFilters, cursor?: string) =>
  call(accountingApi.search, {
    query: { ...filters, cursor, limit: ACCOUNTING_PAGE_SIZE },
  });

export const accountingSearchQueryOptions = (filters: AccountingFilters) =>
  infiniteQueryOptions({
    queryKey: accountingSearchQueryKey(filters),
    queryFn: ({ pageParam }) => searchAccountingLogs(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const useAccountingSearch = (filters: AccountingFilters | null) =>
  useInfiniteQuery({
    ...accountingSearchQueryOptions(filters ?? {}),
    enabled: filters !== null,
  });
