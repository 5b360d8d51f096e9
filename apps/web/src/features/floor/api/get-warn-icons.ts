// GET /customer_groups/warn_icons_json: groups being called (polled every 60 s besides realtime).
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const WARN_ICONS_POLL_MS = 60_000;

export const warnIconsQueryKey = (loungeId: number) => ["warn-icons", loungeId] as const;

export const getWarnIcons = (loungeId: number) =>
  call(floorApi.warnIcons, { query: { lounge_id: loungeId } });

export const warnIconsQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: warnIconsQueryKey(loungeId),
    queryFn: () => getWarnIcons(loungeId),
    refetchInterval: WARN_ICONS_POLL_MS,
  });

export const useWarnIcons = (loungeId: number) => useQuery(warnIconsQueryOptions(loungeId));
