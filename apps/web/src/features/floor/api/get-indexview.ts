// GET /customer_groups/indexview_json: each group's solo/share minutes and running totals (screen 14), every 60 s.
import { floorApi } from "@lounge-office/domain/floor";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const INDEXVIEW_POLL_MS = 60_000;

export type { IndexviewRow } from "@lounge-office/domain/floor";

export const indexviewQueryKey = (groupIds: readonly number[]) =>
  ["indexview", [...groupIds].sort((a, b) => a - b)] as const;

export const getIndexview = (groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : // The seed's repeated `customer_group_ids[]=` form.
      call(floorApi.indexview, { query: { "customer_group_ids[]": groupIds.map(String) } });

export const indexviewQueryOptions = (groupIds: readonly number[]) =>
  queryOptions({
    queryKey: indexviewQueryKey(groupIds),
    queryFn: () => getIndexview(groupIds),
    refetchInterval: INDEXVIEW_POLL_MS,
  });

export const useIndexview = (groupIds: readonly number[]) =>
  useQuery({ ...indexviewQueryOptions(groupIds), placeholderData: keepPreviousData });
