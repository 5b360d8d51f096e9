// DELETE /api/v1/session: sign out and drop everything cached.
import { sessionApi } from "@lounge-office/domain/session";
import { setCsrfToken } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { SESSION_QUERY_KEY } from "../../../lib/query-client";

export const useSignOut = () =>
  useContractMutation(sessionApi.signOut, {
    onSettled: (_ok, _error, _none, _r, { client }) => {
      setCsrfToken(null);
      client.clear();
      client.setQueryData(SESSION_QUERY_KEY, null);
    },
  });
