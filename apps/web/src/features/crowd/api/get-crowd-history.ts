// GET /public/lounges/:id/crowd/history: people per quarter hour by weekday, asked again every 10
// minutes (it changes when a business day ends).
import { crowdApi } from "@lounge-office/domain/crowd";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { crowdKeys } from "./keys";

export const CROWD_HISTORY_REFRESH_MS = 10 * 60_000;

export const useCrowdHistory = (loungeId: number) =>
  useQuery({
    queryKey: crowdKeys.history(loungeId),
    queryFn: ({ signal }) => call(crowdApi.history, { params: { id: loungeId }, signal }),
    staleTime: CROWD_HISTORY_REFRESH_MS,
    refetchInterval: CROWD_HISTORY_REFRESH_MS,
  });
