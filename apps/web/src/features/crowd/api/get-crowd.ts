// GET /public/lounges/:id/crowd: the counts now, asked again every 15 s (the feed's own cache time).
import { crowdApi } from "@lounge-office/domain/crowd";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { crowdKeys } from "./keys";

export const CROWD_REFRESH_MS = 15_000;

export const useCrowd = (loungeId: number) =>
  useQuery({
    queryKey: crowdKeys.now(loungeId),
    // The feed is cached publicly for its max-age: the widget revalidates so each read is fresh.
    queryFn: ({ signal }) =>
      call(crowdApi.crowd, { params: { id: loungeId }, signal, cache: "no-cache" }),
    refetchInterval: CROWD_REFRESH_MS,
  });
