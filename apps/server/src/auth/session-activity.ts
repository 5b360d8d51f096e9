// A session's activity: `last_seen_at`, written again once it is the idle limit's resolution old (not
// a write per request); the idle rule itself is in session-timing.ts.
import { and, inArray, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { sessions } from "../db/schema";
import { lastSeenResolutionMs } from "./session-timing";

export { idleSince, isIdle, isStale } from "./session-timing";

/**
 * Marks sessions as seen now, skipping those seen within the resolution (the condition is in the
 * update, so instances and parallel requests refreshing the same session write it once).
 */
export async function touchSessions(
  db: Executor,
  ids: number[],
  idleMinutes: number,
  now = new Date(),
) {
  if (ids.length === 0) return;
  const seenSince = new Date(now.getTime() - lastSeenResolutionMs(idleMinutes));
  await db
    .update(sessions)
    .set({ last_seen_at: now })
    .where(and(inArray(sessions.id, ids), lt(sessions.last_seen_at, seenSince)));
}
