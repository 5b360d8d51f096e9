// PUT /api/v1/session/lounge: work at another of one's lounges (the one lounge context: the header and the pages'
// offer to switch); lounge-scoped data is refetched.
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
    onSuccess: async (session) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    },
  });
}
