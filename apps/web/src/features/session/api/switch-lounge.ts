// PUT /api/v1/session/lounge: work at another of one's lounges; lounge-scoped data is refetched.
import { sessionApi } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

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
