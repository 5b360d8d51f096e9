// The session kernel every feature shares: GET /api/v1/session (the signed-in staff member, or null).
import { type Session, sessionApi } from "@lounge-office/domain/session";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, call, setCsrfToken } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";
import { noteSessionEnded } from "./session-ended";

/** The session, or null without one; a session that was there and is gone leaves its reason. */
export async function getSession(context?: { client?: QueryClient }): Promise<Session | null> {
  try {
    const session = await call(sessionApi.current);
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (context?.client?.getQueryData(SESSION_QUERY_KEY)) noteSessionEnded(error.message);
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
