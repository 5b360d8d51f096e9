// DELETE /api/v1/session: sign out and drop everything cached.
import { ZOk } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, setCsrfToken } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const signOut = () => api("/api/v1/session", { method: "DELETE", schema: ZOk });

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
