// GET /customer_groups/indexview_json: each group's solo/share minutes and running totals (screen 14), every 60 s.
import { ZIndexviewRow } from "@lounge-office/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const INDEXVIEW_POLL_MS = 60_000;

export type IndexviewRow = z.infer<typeof ZIndexviewRow>;

/** The seed's repeated `customer_group_ids[]=` form. */
export const indexviewPath = (groupIds: readonly number[]) =>
  `/customer_groups/indexview_json?${groupIds.map((id) => `customer_group_ids[]=${id}`).join("&")}`;

export const indexviewQueryKey = (groupIds: readonly number[]) =>
  ["indexview", [...groupIds].sort((a, b) => a - b)] as const;

export const getIndexview = (groupIds: readonly number[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : api(indexviewPath(groupIds), { schema: z.array(ZIndexviewRow) });

export const indexviewQueryOptions = (groupIds: readonly number[]) =>
  queryOptions({
    queryKey: indexviewQueryKey(groupIds),
    queryFn: () => getIndexview(groupIds),
    refetchInterval: INDEXVIEW_POLL_MS,
  });

export const useIndexview = (groupIds: readonly number[]) =>
  useQuery({ ...indexviewQueryOptions(groupIds), placeholderData: keepPreviousData });
