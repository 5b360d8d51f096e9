// GET /system_messages/active?lounge_id=: what the lounge's devices show now. The banner reads it when
// it mounts, when the window regains focus and every minute (a safety net: new messages are pushed
// over the lounge's /cable while a screen holds it open), so an ended or expired one goes away too.
import { systemMessagesApi } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { systemMessageKeys } from "./keys";

export const ACTIVE_POLL_MS = 60_000;

export const getActiveSystemMessages = (loungeId: number) =>
  call(systemMessagesApi.active, { query: { lounge_id: loungeId } });

export const activeSystemMessagesQueryOptions = (loungeId: number) =>
  queryOptions({
    queryKey: systemMessageKeys.active(loungeId),
    queryFn: () => getActiveSystemMessages(loungeId),
  });

export const useActiveSystemMessages = (loungeId: number) =>
  useQuery({
    ...activeSystemMessagesQueryOptions(loungeId),
    refetchInterval: ACTIVE_POLL_MS,
    refetchOnWindowFocus: "always",
  });
