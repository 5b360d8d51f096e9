// POST /api/v1/session: sign in; the new session (with its CSRF token) becomes the cached session.
import { sessionApi } from "@lounge-office/domain/session";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call, setCsrfToken } from "../../../lib/api-client";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const signIn = (body: CallInput<typeof sessionApi.signIn>["body"]) =>
  call(sessionApi.signIn, { body });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      setCsrfToken(session.csrf_token);
      // Nothing cached under the previous session may leak into this one.
      queryClient.clear();
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}
