// The session kernel every feature shares: GET /api/v1/session (the signed-in staff member, or null).
import { type Session, sessionApi } from "@lounge-office/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, call, setCsrfToken } from "./api-client";
import { SESSION_QUERY_KEY } from "./query-client";

export async function getSession(): Promise<Session | null> {
  try {
    const session = await call(sessionApi.current);
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
