// The idle rule against a model of the session plugin: over any pattern of requests, a session is
// never ended before it went unused for the limit, and always once unused for the limit and its
// resolution; the configuration's floor is what the intervals honour.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  honoursIdleLimit,
  isIdle,
  isStale,
  lastSeenResolutionMs,
  MIN_IDLE_MINUTES,
  SESSION_RECHECK_MS,
} from "./session-timing";

/**
 * What the plugin does at each request: end an idle session, else write `last_seen_at` when stale
 * (and, as the update's condition says, only when older than the resolution). Returns the index of
 * the request that found the session idle, or null.
 */
function endedAt(idleMinutes: number, gapsMs: number[]): number | null {
  let now = 0;
  let lastSeen = 0;
  for (const [i, gap] of gapsMs.entries()) {
    now += gap;
    if (isIdle(new Date(lastSeen), idleMinutes, now)) return i;
    const stale = isStale(new Date(lastSeen), idleMinutes, now);
    if (stale && lastSeen < now - lastSeenResolutionMs(idleMinutes)) lastSeen = now;
  }
  return null;
}

describe("the idle rule", () => {
  it("ends a session only after the limit without use, and by the limit and its resolution", () => {
    // Gaps as a share of the limit, or of a couple of minutes: near the resolution of short limits.
    const gap = fc.oneof(
      fc.double({ min: 0, max: 1.2, noNaN: true }).map((share) => ({ share })),
      fc.integer({ min: 0, max: 150_000 }).map((ms) => ({ ms })),
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 24 * 60 })),
        fc.array(gap, { minLength: 1, maxLength: 40 }),
        (idleMinutes, drawn) => {
          const limitMs = idleMinutes * 60_000;
          const gaps = drawn.map((g) => ("ms" in g ? g.ms : Math.round(g.share * limitMs)));
          const ended = endedAt(idleMinutes, gaps);
          const firstLong = gaps.findIndex(
            (gap) => gap >= limitMs + lastSeenResolutionMs(idleMinutes),
          );
          if (ended !== null) {
            // Never early: the request that ended it came after the limit without use.
            expect(gaps[ended]).toBeGreaterThanOrEqual(limitMs);
          }
          // Never lost: a gap of the limit and its resolution ends the session at the latest there.
          if (firstLong !== -1) {
            expect(ended).not.toBeNull();
            expect(ended).toBeLessThanOrEqual(firstLong);
          }
        },
      ),
    );
  });

  it("keeps a 1-minute session used every 30 s, or every 59 s, and ends it after 62 s unused", () => {
    expect(endedAt(1, Array(20).fill(30_000))).toBeNull();
    expect(endedAt(1, Array(20).fill(59_000))).toBeNull();
    expect(endedAt(1, [30_000, 30_000, 62_000])).toBe(2);
    expect(endedAt(1, [30_000, 30_000, 59_999])).toBeNull();
  });

  it("writes last_seen_at a minute apart at most, and once a minute at the default 120", () => {
    expect(lastSeenResolutionMs(120)).toBe(60_000);
    expect(lastSeenResolutionMs(30)).toBe(60_000);
    expect(lastSeenResolutionMs(1)).toBe(2_000);
  });

  it("honours a limit from MIN_IDLE_MINUTES on, and no shorter one", () => {
    expect(MIN_IDLE_MINUTES).toBe(1);
    expect(2 * SESSION_RECHECK_MS).toBeLessThanOrEqual(MIN_IDLE_MINUTES * 60_000);
    for (let minutes = -1; minutes <= 24 * 60; minutes++) {
      expect(honoursIdleLimit(minutes), `${minutes}`).toBe(minutes >= MIN_IDLE_MINUTES);
    }
  });
});
