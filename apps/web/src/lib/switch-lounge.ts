// PUT /api/v1/session/lounge: work at another of one's lounges (the one lounge context: the header and the pages'
// offer to switch). The page is then loaded afresh (lounge-context.tsx): its CSP lists the printers of the
// session's lounge, and only a new page gets the new lounge's.
import { sessionApi } from "@lounge-office/domain/session";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";

export const switchLounge = (loungeId: number) =>
  call(sessionApi.switchLounge, { body: { lounge_id: loungeId } });

export function useSwitchLounge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchLounge,
    // The header names the new lounge while the new page loads; that page reads everything again.
    onSuccess: (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session),
  });
}
