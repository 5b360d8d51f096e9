// POST /api/v1/session: sign in; the new session (with its CSRF token) becomes the cached session.
import { type Session, type SignInRequest, ZSession } from "@lounge-office/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, setCsrfToken } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const signIn = (input: SignInRequest) =>
  api("/api/v1/session", { method: "POST", body: input, schema: ZSession });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session: Session) => {
      setCsrfToken(session.csrf_token);
      // Nothing cached under the previous session may leak into this one.
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
