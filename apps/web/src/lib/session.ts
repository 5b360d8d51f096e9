// The session kernel every feature shares: GET /api/v1/session/state (the signed-in staff member,
// or null; answered 200 either way, so the sign-in page logs no error).
import { type Session, sessionApi } from "@lounge-office/domain/session";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call, setCsrfToken } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";
import { noteSessionEnded } from "./session-ended";

/** The session, or null without one; a session that was there and is gone leaves its reason. */
export async function getSession(context?: { client?: QueryClient }): Promise<Session | null> {
  const { session, ended } = await call(sessionApi.state);
  if (session) {
    setCsrfToken(session.csrf_token);
    return session;
  }
  if (ended && context?.client?.getQueryData(SESSION_QUERY_KEY)) noteSessionEnded(ended);
  setCsrfToken(null);
  return null;
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
