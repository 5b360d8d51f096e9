// DELETE /api/v1/session: sign out and drop everything cached.
import { sessionApi } from "@lounge-office/domain/session";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, setCsrfToken } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const signOut = () => call(sessionApi.signOut);

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
}
