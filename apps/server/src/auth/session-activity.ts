// A session's activity: `last_seen_at`, refreshed at most once a minute (not a write per request), and
// the idle rule (SESSION_IDLE_MINUTES without a request ends a session, besides its absolute expiry).
import { and, inArray, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sessions } from "../db/schema";

/** How stale `last_seen_at` may be before a request refreshes it: the idle limit's resolution. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Sessions last seen before this moment are idle. */
export const idleSince = (idleMinutes: number, now = Date.now()) =>
  new Date(now - idleMinutes * 60_000);

export const isIdle = (lastSeenAt: Date, idleMinutes: number, now = Date.now()) =>
  lastSeenAt.getTime() < idleSince(idleMinutes, now).getTime();

/** Needs refreshing: seen more than a minute ago. */
export const isStale = (lastSeenAt: Date, now = Date.now()) =>
  now - lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS;

/**
 * Marks sessions as seen now, skipping those seen within the last minute (the condition is in the
 * update, so instances and parallel requests refreshing the same session write it once).
 */
export async function touchSessions(db: Executor, ids: number[], now = new Date()) {
  if (ids.length === 0) return;
  await db
    .update(sessions)
    .set({ last_seen_at: now })
    .where(
      and(
        inArray(sessions.id, ids),
        lt(sessions.last_seen_at, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS)),
      ),
    );
}
