// GET /lounges/entries/summary?lounge_id=: today's earnings and people present (polled every 60 s).
import { floorApi } from "@lounge-office/domain/floor";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";

export const SUMMARY_POLL_MS = 60_000;

export const summaryQueryKey = (loungeId: number) => ["summary", loungeId] as const;

export const getSummary = (loungeId: number) =>
  call(floorApi.summary, { query: { lounge_id: loungeId } });

export const summaryQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: summaryQueryKey(loungeId),
    queryFn: () => getSummary(loungeId),
    refetchInterval: SUMMARY_POLL_MS,
  });

export const useSummary = (loungeId: number) => useQuery(summaryQueryOptions(loungeId));
