// GET /rewards?lounge_id=: a lounge's rewards in display order (screen 9).
import { menusApi } from "@lounge-office/domain/menus";
import type { Reward } from "@lounge-office/domain/shared";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const REWARDS_QUERY_KEY = ["rewards"] as const;
export const rewardsQueryKey = (loungeId: number) => [...REWARDS_QUERY_KEY, loungeId] as const;

export const getRewards = (loungeId: number) =>
  call(menusApi.rewards, { query: { lounge_id: loungeId } });

export const rewardsQueryOptions = (loungeId: number) =>
  queryOptions({ queryKey: rewardsQueryKey(loungeId), queryFn: () => getRewards(loungeId) });

export const useRewards = (loungeId: number) => useQuery(rewardsQueryOptions(loungeId));

/** Puts the server's answer for one reward into the cached list, so its row changes at once. */
export function patchCachedReward(queryClient: QueryClient, saved: Reward) {
  queryClient.setQueryData<Reward[]>(rewardsQueryKey(saved.lounge_id), (list) =>
    list?.map((r) => (r.id === saved.id ? saved : r)),
  );
}
