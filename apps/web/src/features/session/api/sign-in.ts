// POST /api/v1/session: sign in; the new session (with its CSRF token) becomes the cached session.
import { sessionApi } from "@lounge-office/domain/session";
import type { CallInput } from "@lounge-office/domain/shared";
import { setCsrfToken } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const useSignIn = () =>
  useContractMutation(sessionApi.signIn, {
    input: (body: CallInput<typeof sessionApi.signIn>["body"]) => ({ body }),
    onSuccess: (session, _body, _r, { client }) => {
      setCsrfToken(session.csrf_token);
      // Nothing cached under the previous session may leak into this one.
      client.clear();
      client.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
