// GET /public/guest/:token: the group's own page, read again every 30 s (the board's figures' cadence)
// while the link works; a refused link (404) or a limit (429) is not retried (the query client's
// default retries only 5xx and network failures).
import { guestApi } from "@lounge-office/domain/guest";
import { useQuery } from "@tanstack/react-query";
import { ApiError, call } from "../../../lib/api-client";

export const GUEST_REFRESH_MS = 30_000;

export const guestViewKey = (token: string) => ["guest", token] as const;

export const useGuestView = (token: string) =>
  useQuery({
    queryKey: guestViewKey(token),
    queryFn: ({ signal }) => call(guestApi.view, { params: { token }, signal }),
    // A link that no longer works stays that way: stop asking.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404
        ? false
        : GUEST_REFRESH_MS,
  });
