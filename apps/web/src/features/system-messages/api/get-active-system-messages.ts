// GET /system_messages/active?lounge_id=: what the lounge's devices show now. The banner reads it when
// it mounts, when the window regains focus and when staff move to another page (new messages are
// pushed over the lounge's /cable while a screen holds it open). Never on a timer: a read counts as
// use of the session, and a tablet left on a page must still reach SESSION_IDLE_MINUTES.
import { systemMessagesApi } from "@lounge-office/domain/system-messages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { systemMessageKeys } from "./keys";

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
    refetchOnWindowFocus: "always",
  });
