// The crowd feed answered from memory: each lounge's figures are read when first asked, then again
// only when an event of that lounge says something changed (every change to its board or settings
// publishes one, and every instance hears it), at most once a second however busy the board; the
// answer's bytes and ETag are made once per reading and state (open, closed), never per request.
import { createHash } from "node:crypto";
import { ZCrowd } from "@lounge-office/domain/crowd";
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { type CrowdFigures, crowdOf, isOpen } from "./crowd-query";

/**
 * A reading older than this is never answered: the next request waits for a new one. The safety net
 * for a change whose event never arrived (written without one); a lounge whose feed is read keeps
 * being refreshed by its events long before.
 */
export const CROWD_CACHE_MAX_AGE_MS = 60_000;
/**
 * At most one read of a lounge per this long: a board that changes ten times a second costs the
 * database one read a second, and the feed shows a change within about this long.
 */
export const CROWD_REFRESH_INTERVAL_MS = 1_000;
/** Lounges (and unknown ids) remembered at most: asking for every id cannot grow the cache without end. */
const MAX_LOUNGES = 1_000;

/** What the route sends: the JSON's bytes and their strong ETag. */
export type CrowdAnswer = { body: Buffer; etag: string };

/** One reading of a lounge: null figures when it publishes nothing (or does not exist). */
type Reading = {
  figures: CrowdFigures | null;
  /** When the counts were read (the feed's clock): the answer's `updated_at`. */
  readAt: Date;
  /** When, on the monotonic clock, for the max age (the feed's clock may be a test's). */
  readAtMs: number;
  /** The answers, made when first asked for: [closed, open]. */
  answers: [CrowdAnswer | null, CrowdAnswer | null];
  /** Whether the lounge was open in minute `minute` (epoch minutes): worked out once a minute. */
  minute: number;
  open: boolean;
};

type Slot = {
  /** Events of this lounge heard so far: a reading started before the latest is behind. */
  heard: number;
  /**
   * Bumped when the reading is dropped (the lounge's settings saved, the bus reconnected): a read
   * started before that is answered to those who asked before it, and never kept.
   */
  epoch: number;
  reading: Reading | null;
  /** `heard` when the kept reading started. */
  readingHeard: number;
  /** The last request, on the monotonic clock: a lounge nobody asks about is not kept refreshed. */
  askedAtMs: number;
  /** When the last read started, on the monotonic clock. */
  readStartMs: number;
  /** The read in flight, if any, and `heard` when it started: at most one a lounge. */
  inFlight: { heard: number; done: Promise<Reading> } | null;
  /** The one read queued behind a read that an event made stale, shared by whoever waits meanwhile. */
  queued: Promise<Reading> | null;
  /** A refresh is waiting for CROWD_REFRESH_INTERVAL_MS to pass since the last read. */
  scheduled: boolean;
};

/** What the cache needs of the event bus (realtime/event-bus.ts). */
export type CrowdEvents = {
  subscribe: (listener: (event: LoungeEvent) => void) => () => void;
  onResync: (listener: () => void) => () => void;
};

export type CrowdCache = {
  /**
   * The lounge's answer at `now` (null: it publishes nothing): from memory, where a change heard
   * since is being read again (within CROWD_REFRESH_INTERVAL_MS); after a read shared with every
   * request asking meanwhile when there is no reading yet, the last is too old, or the lounge's
   * settings changed.
   */
  answer: (id: number, now: Date) => CrowdAnswer | null | Promise<CrowdAnswer | null>;
  /**
   * Keeps readings between requests from now on, as long as these events arrive. Until then every
   * request reads: without events a remembered figure could never be known to be stale.
   */
  follow: (events: CrowdEvents) => void;
};

/**
 * `read`: the figures of a lounge from the database; `clock`: the feed's now (`updated_at`, `open`);
 * `elapsedMs`: a monotonic clock for ages and intervals, `later`: a timer (a test's run by hand).
 */
export function crowdCache(options: {
  read: (id: number) => Promise<CrowdFigures | null>;
  clock: () => Date;
  elapsedMs?: () => number;
  later?: (run: () => void, ms: number) => void;
}): CrowdCache {
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  const later =
    options.later ??
    ((run: () => void, ms: number) => {
      setTimeout(run, ms).unref();
    });
  const slots = new Map<number, Slot>();
  let following = false;

  const slotOf = (id: number) => {
    let slot = slots.get(id);
    if (!slot) {
      if (slots.size >= MAX_LOUNGES) {
        // The one remembered longest goes (a read in flight still answers those waiting on it).
        const oldest = slots.keys().next().value;
        if (oldest !== undefined) slots.delete(oldest);
      }
      slot = {
        heard: 0,
        epoch: 0,
        reading: null,
        readingHeard: -1,
        askedAtMs: Number.NEGATIVE_INFINITY,
        readStartMs: Number.NEGATIVE_INFINITY,
        inFlight: null,
        queued: null,
        scheduled: false,
      };
      slots.set(id, slot);
    }
    return slot;
  };

  /** A reading that may be answered: one a change has overtaken is, while its refresh runs. */
  const answerable = (slot: Slot): Reading | null =>
    following && slot.reading && elapsedMs() - slot.reading.readAtMs < CROWD_CACHE_MAX_AGE_MS
      ? slot.reading
      : null;

  /** Starts a read of the lounge; keeps its reading unless the lounge was dropped meanwhile. */
  const startRead = (id: number, slot: Slot): Promise<Reading> => {
    const { heard, epoch } = slot;
    const readAt = options.clock();
    const readAtMs = elapsedMs();
    slot.readStartMs = readAtMs;
    const done = options.read(id).then(
      (figures): Reading => {
        const reading: Reading = {
          figures,
          readAt,
          readAtMs,
          answers: [null, null],
          minute: Number.NaN,
          open: false,
        };
        slot.inFlight = null;
        if (slot.epoch === epoch) {
          slot.reading = reading;
          slot.readingHeard = heard;
          // A change heard during the read: one more, in its turn.
          if (heard !== slot.heard) refresh(id, slot);
        }
        return reading;
      },
      (error: unknown) => {
        slot.inFlight = null;
        throw error;
      },
    );
    slot.inFlight = { heard, done };
    return done;
  };

  /** A read to wait for: the one in flight if it started after the latest change, else one more. */
  const readFor = (id: number, slot: Slot): Promise<Reading> => {
    const { inFlight } = slot;
    if (!inFlight) return startRead(id, slot);
    if (inFlight.heard === slot.heard) return inFlight.done;
    slot.queued ??= inFlight.done
      .catch(() => {})
      .then(() => {
        slot.queued = null;
        const reading = answerable(slot);
        return reading && slot.readingHeard === slot.heard ? reading : readFor(id, slot);
      });
    return slot.queued;
  };

  /** Reads the lounge again in the background, once CROWD_REFRESH_INTERVAL_MS has passed since the last. */
  const refresh = (id: number, slot: Slot) => {
    // The read in flight refreshes again when it ends, if a change came during it.
    if (slot.inFlight || slot.scheduled) return;
    const wait = slot.readStartMs + CROWD_REFRESH_INTERVAL_MS - elapsedMs();
    if (wait > 0) {
      slot.scheduled = true;
      later(() => {
        slot.scheduled = false;
        if (slot.reading && slot.readingHeard !== slot.heard && slots.get(id) === slot) {
          refresh(id, slot);
        }
      }, wait);
      return;
    }
    // A failed refresh keeps the reading it had: the next change, or its age, reads again.
    startRead(id, slot).catch(() => {});
  };

  /** Forgets the lounge's reading: the next request waits for a read made after this moment. */
  const drop = (slot: Slot) => {
    slot.heard++;
    slot.epoch++;
    slot.reading = null;
  };

  const answerOf = (reading: Reading, now: Date): CrowdAnswer | null => {
    const { figures } = reading;
    if (!figures) return null;
    const minute = Math.floor(now.getTime() / 60_000);
    if (reading.minute !== minute) {
      reading.open = isOpen(figures, now);
      reading.minute = minute;
    }
    const index = reading.open ? 1 : 0;
    let answer = reading.answers[index];
    if (!answer) {
      // Through the contract's schema once, as the router would serialise it on every request.
      const json = JSON.stringify(ZCrowd.parse(crowdOf(figures, reading.open, reading.readAt)));
      const body = Buffer.from(json);
      const hash = createHash("sha256").update(body).digest("base64url").slice(0, 22);
      answer = { body, etag: `"${hash}"` };
      reading.answers[index] = answer;
    }
    return answer;
  };

  return {
    answer(id, now) {
      const slot = slotOf(id);
      slot.askedAtMs = elapsedMs();
      const reading = answerable(slot);
      if (reading) return answerOf(reading, now);
      return readFor(id, slot).then((read) => answerOf(read, now));
    },
    follow(events) {
      events.subscribe((event) => {
        // Head office's messages to every lounge (no lounge) change no feed.
        if (event.lounge_id === null) return;
        const slot = slots.get(event.lounge_id);
        if (!slot) return;
        // Its settings (publishing, name, hours, 本日臨時休業): nothing read before may be answered.
        // A lounge nobody asked about for a while is not kept refreshed: it is read when asked.
        if (
          event.type === "lounge" ||
          elapsedMs() - slot.askedAtMs >= CROWD_CACHE_MAX_AGE_MS ||
          !slot.reading
        ) {
          drop(slot);
          return;
        }
        // Its board (a group seated, moved, settled, cancelled, called…): read again in the
        // background, the last answer meanwhile.
        slot.heard++;
        refresh(event.lounge_id, slot);
      });
      // Events published while the bus was reconnecting are lost: nothing read before is answered.
      events.onResync(() => {
        for (const slot of slots.values()) drop(slot);
      });
      following = true;
    },
  };
}
