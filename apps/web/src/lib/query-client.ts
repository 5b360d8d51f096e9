// The one TanStack Query cache; a 401 anywhere means the session ended, so the session query is
// cleared (and, when there was one, the reason kept for the sign-in page).
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { forgetOfflineCopies } from "./offline-copy";
import { noteSessionEnded } from "./session-ended";

export const SESSION_QUERY_KEY = ["session"] as const;

export function createQueryClient() {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      void forgetOfflineCopies();
      if (queryClient.getQueryData(SESSION_QUERY_KEY)) noteSessionEnded(error.message);
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: true,
        staleTime: 10_000,
      },
      // A write is sent now or never: the default ("online") pauses a mutation while the browser
      // thinks it is offline and sends it on reconnect, long after the person gave up on it (a
      // ghost entry). Offline, the fetch fails at once and the dialog says so.
      mutations: { networkMode: "always" },
    },
  });
  return queryClient;
}
