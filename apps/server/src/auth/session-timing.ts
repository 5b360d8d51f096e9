// When a session counts as idle (SESSION_IDLE_MINUTES without use) and how often its use is written:
// pure, so that the configuration can refuse an idle limit these intervals cannot honour.

/**
 * How stale `last_seen_at` may grow before a request writes it again: a thirtieth of the idle
 * limit, at most a minute (at the default 120 minutes, one write a minute per session in use; at
 * 1 minute, one every 2 seconds).
 */
export const lastSeenResolutionMs = (idleMinutes: number) => Math.min(60_000, idleMinutes * 2_000);

/** How often the hub re-checks the sessions behind open sockets, marking those it keeps as seen. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * Sessions last seen at or before this moment are idle. A use less than the resolution after
 * `last_seen_at` was not written, so the limit is counted from the latest such a use could have
 * been: a session is never ended before the limit, and at most the resolution after it.
 */
export const idleSince = (idleMinutes: number, now = Date.now()) =>
  new Date(now - idleMinutes * 60_000 - lastSeenResolutionMs(idleMinutes));

export const isIdle = (lastSeenAt: Date, idleMinutes: number, now = Date.now()) =>
  lastSeenAt.getTime() <= idleSince(idleMinutes, now).getTime();

/** Needs writing again: seen the resolution ago or longer. */
export const isStale = (lastSeenAt: Date, idleMinutes: number, now = Date.now()) =>
  now - lastSeenAt.getTime() >= lastSeenResolutionMs(idleMinutes);

/**
 * Whether these intervals honour an idle limit: a request's use is written well within it, and an
 * open socket marks its session seen at least twice within it (the hub looks at each of its pings,
 * so a re-check may come a few seconds late).
 */
export const honoursIdleLimit = (idleMinutes: number) => {
  const limitMs = idleMinutes * 60_000;
  return lastSeenResolutionMs(idleMinutes) < limitMs && 2 * SESSION_RECHECK_MS <= limitMs;
};

/** The shortest idle limit, in whole minutes, that the intervals above honour. */
export const MIN_IDLE_MINUTES = Math.max(1, Math.ceil((2 * SESSION_RECHECK_MS) / 60_000));
