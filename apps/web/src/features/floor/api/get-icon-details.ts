// GET /lounges/entries/icon_details: minutes since each seat's last change per gender, and the
// accounting flag (polled every 30 s).
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const ICON_DETAILS_POLL_MS = 30_000;

export const iconDetailsQueryKey = (loungeId: number) => ["icon-details", loungeId] as const;

export const getIconDetails = (loungeId: number) =>
  call(floorApi.iconDetails, { query: { lounge_id: loungeId } });

export const iconDetailsQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: iconDetailsQueryKey(loungeId),
    queryFn: () => getIconDetails(loungeId),
    refetchInterval: ICON_DETAILS_POLL_MS,
  });

export const useIconDetails = (loungeId: number) => useQuery(iconDetailsQueryOptions(loungeId));
