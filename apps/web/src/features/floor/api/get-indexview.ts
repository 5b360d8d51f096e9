// GET /customer_groups/indexview_json: each group's solo/share minutes and running totals (screen 14), every 60 s.
import { floorApi } from "@lounge-office/domain/floor";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { contractKey } from "../../../lib/contract-query";

export const INDEXVIEW_POLL_MS = 60_000;

export type { IndexviewRow } from "@lounge-office/domain/floor";

/** The original system's repeated `customer_group_ids[]=` form. */
const queryOf = (groupIds: readonly number[]) => ({ "customer_group_ids[]": groupIds.map(String) });

export const indexviewQueryOptions = (groupIds: readonly number[]) =>
  queryOptions({
    // The same groups in any order are one read.
    queryKey: contractKey(floorApi.indexview, {
      query: queryOf([...groupIds].sort((a, b) => a - b)),
    }),
    // No group present: nothing to ask.
    queryFn: () =>
      groupIds.length === 0 ? [] : call(floorApi.indexview, { query: queryOf(groupIds) }),
    refetchInterval: INDEXVIEW_POLL_MS,
  });

export const useIndexview = (groupIds: readonly number[]) =>
  useQuery({ ...indexviewQueryOptions(groupIds), placeholderData: keepPreviousData });
