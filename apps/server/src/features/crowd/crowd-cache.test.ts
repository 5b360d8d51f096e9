// The crowd feed's cache on its own: when it reads, when it answers from memory, and what it answers
// (the database, the event bus and the timers stand in as functions; crowd-feed.test.ts runs it over
// HTTP against the real database).
import type { Crowd } from "@lounge-office/domain/crowd";
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { describe, expect, it } from "vitest";
import {
  CROWD_CACHE_MAX_AGE_MS,
  CROWD_REFRESH_INTERVAL_MS,
  type CrowdAnswer,
  crowdCache,
} from "./crowd-cache";
import type { CrowdFigures } from "./crowd-query";

const figures = (mens: number, change: Partial<CrowdFigures> = {}): CrowdFigures => ({
  name: "渋谷店",
  timeZone: "Asia/Tokyo",
  cutoff: "06:00",
  openingHours: null,
  closedOn: null,
  mens,
  ladys: 1,
  ...change,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A database whose reads are answered by the test, one by one, and counted. */
function database() {
  const pending: { settle: (figures: CrowdFigures | null) => void; fail: () => void }[] = [];
  return {
    reads: () => pending.length,
    read: (_id: number) =>
      new Promise<CrowdFigures | null>((resolve, reject) => {
        pending.push({ settle: resolve, fail: () => reject(new Error("connection lost")) });
      }),
    /** Answers read number `n` (from 1) with these figures. */
    answer: async (n: number, answer: CrowdFigures | null) => {
      pending[n - 1]?.settle(answer);
      await settle();
    },
    fail: async (n: number) => {
      pending[n - 1]?.fail();
      await settle();
    },
  };
}

/** An event bus the test publishes on. */
function bus() {
  const listeners = new Set<(event: LoungeEvent) => void>();
  const resyncs = new Set<() => void>();
  const send = (event: LoungeEvent) => {
    for (const listener of listeners) listener(event);
  };
  return {
    subscribe: (listener: (event: LoungeEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync: (listener: () => void) => {
      resyncs.add(listener);
      return () => resyncs.delete(listener);
    },
    seat: (loungeId: number) => send({ type: "seat", lounge_id: loungeId, seat_ids: [1] }),
    settings: (loungeId: number) => send({ type: "lounge", lounge_id: loungeId }),
    message: () =>
      send({ type: "system_message", lounge_id: null, message: "本部", system_message_id: 1 }),
    resync: () => {
      for (const listener of resyncs) listener();
    },
  };
}

const parse = (answer: CrowdAnswer | null | undefined) =>
  answer ? (JSON.parse(answer.body.toString()) as Crowd) : null;

/** A cache following a test bus, on clocks and timers the test moves. */
function setUp() {
  const source = database();
  const events = bus();
  let elapsed = 0;
  let now = new Date("2026-11-27T13:46:00Z");
  let timers: { at: number; run: () => void }[] = [];
  const cache = crowdCache({
    read: source.read,
    clock: () => now,
    elapsedMs: () => elapsed,
    later: (run, ms) => timers.push({ at: elapsed + ms, run }),
  });
  cache.follow(events);
  return {
    source,
    events,
    ask: (id = 1) => cache.answer(id, now),
    /** Time passes (both clocks), and the timers due run. */
    pass: async (ms: number) => {
      elapsed += ms;
      now = new Date(now.getTime() + ms);
      const due = timers.filter((t) => t.at <= elapsed);
      timers = timers.filter((t) => t.at > elapsed);
      for (const timer of due) timer.run();
      await settle();
    },
    timers: () => timers.length,
    setNow: (at: string) => {
      now = new Date(at);
    },
  };
}

describe("the crowd feed's cache", () => {
  it("reads a lounge when first asked, then answers from memory, the same bytes, whatever other lounges do", async () => {
    const { source, events, ask } = setUp();
    const first = ask();
    expect(first).toBeInstanceOf(Promise);
    expect(source.reads()).toBe(1);
    // Asked again while the read is out: the same read.
    const alongside = ask();
    expect(source.reads()).toBe(1);
    await source.answer(1, figures(3));
    const answer = await first;
    expect(await alongside).toBe(answer);
    expect(parse(answer)).toEqual({
      lounge: "渋谷店",
      mens: 3,
      ladys: 1,
      total: 4,
      open: true,
      time_zone: "Asia/Tokyo",
      updated_at: "2026-11-27T13:46:00.000Z",
    });
    expect(answer?.etag).toMatch(/^"[\w-]{22}"$/);

    // From memory: not even a promise, and the very bytes made once.
    for (let i = 0; i < 5; i++) expect(ask()).toBe(answer);
    // Another lounge's event, head office's message to all: nothing to read again.
    events.seat(2);
    events.message();
    expect(ask()).toBe(answer);
    expect(source.reads()).toBe(1);
  });

  it("reads a changed board again in the background, answering the last figures meanwhile, at most once a second", async () => {
    const { source, events, ask, pass, timers } = setUp();
    const first = ask();
    await source.answer(1, figures(1));
    const before = await first;

    await pass(CROWD_REFRESH_INTERVAL_MS);
    events.seat(1);
    expect(source.reads()).toBe(2);
    // The read runs; requests are answered at once, from the last reading.
    expect(ask()).toBe(before);
    // A change during the read: one more read once it is done, and only one, however many.
    events.seat(1);
    events.seat(1);
    events.seat(1);
    await source.answer(2, figures(2));
    expect(parse(ask() as CrowdAnswer)?.mens).toBe(2);
    // …in its turn: not before a second has passed since the last read started.
    expect(source.reads()).toBe(2);
    expect(timers()).toBe(1);
    await pass(CROWD_REFRESH_INTERVAL_MS - 1);
    expect(source.reads()).toBe(2);
    await pass(1);
    expect(source.reads()).toBe(3);
    await source.answer(3, figures(3));
    expect(parse(ask() as CrowdAnswer)?.mens).toBe(3);
    // Nothing changed since: nothing more is read.
    await pass(10 * CROWD_REFRESH_INTERVAL_MS);
    expect(source.reads()).toBe(3);
  });

  it("forgets the lounge the moment its settings change (opting out): the next request waits for a read made after it", async () => {
    const { source, events, ask, pass } = setUp();
    const first = ask();
    await source.answer(1, figures(1));
    await first;

    // A board change's read is out when the lounge opts out.
    await pass(CROWD_REFRESH_INTERVAL_MS);
    events.seat(1);
    expect(source.reads()).toBe(2);
    events.settings(1);
    const after = ask();
    expect(after).toBeInstanceOf(Promise);
    // The read started before the change answers nobody who asked after it, and is not kept.
    await source.answer(2, figures(2));
    expect(source.reads()).toBe(3);
    await source.answer(3, null);
    expect(await after).toBeNull();
    expect(ask()).toBeNull();
  });

  it("never answers a reading a minute old, nor any after the bus reconnected, and keeps no lounge nobody asks about refreshed", async () => {
    const { source, events, ask, pass } = setUp();
    const one = ask(1);
    const two = ask(2);
    await source.answer(1, figures(1));
    await source.answer(2, null);
    expect(parse(await one)?.mens).toBe(1);
    // Not publishing (or no such lounge) is remembered too.
    expect(await two).toBeNull();
    expect(ask(2)).toBeNull();

    await pass(CROWD_CACHE_MAX_AGE_MS - 1);
    expect(parse(ask(1) as CrowdAnswer)?.mens).toBe(1);
    expect(source.reads()).toBe(2);
    await pass(1);
    const aged = ask(1);
    expect(aged).toBeInstanceOf(Promise);
    expect(source.reads()).toBe(3);
    await source.answer(3, figures(4));
    expect(parse(await aged)?.mens).toBe(4);

    // Events published while the bus reconnected are lost: both lounges are read again, and waited for.
    events.resync();
    const again = [ask(1), ask(2)];
    expect(source.reads()).toBe(5);
    await source.answer(4, figures(6));
    await source.answer(5, figures(0, { name: "新宿店" }));
    const [first, second] = await Promise.all(again);
    expect(parse(first)?.mens).toBe(6);
    expect(parse(second)?.lounge).toBe("新宿店");

    // Lounge 2 is asked no more: a minute on, its change is not read, but forgotten.
    await pass(CROWD_CACHE_MAX_AGE_MS / 2);
    ask(1);
    await pass(CROWD_CACHE_MAX_AGE_MS / 2);
    events.seat(2);
    expect(source.reads()).toBe(5);
    expect(ask(2)).toBeInstanceOf(Promise);
    expect(source.reads()).toBe(6);
  });

  it("keeps no failed read: the next request reads again", async () => {
    const { source, ask } = setUp();
    const failing = expect(ask()).rejects.toThrow("connection lost");
    await source.fail(1);
    await failing;
    const next = ask();
    expect(source.reads()).toBe(2);
    await source.answer(2, figures(1));
    expect(parse(await next)?.mens).toBe(1);
  });

  it("works `open` out at each request from the hours it keeps, the bytes made once per state", async () => {
    const { source, ask, setNow } = setUp();
    const night = { open: "19:00", close: "05:00" };
    const hours = [night, null, night, night, night, night, night];
    setNow("2026-11-27T22:46:00+09:00"); // a Friday
    const first = ask();
    await source.answer(1, figures(0, { openingHours: hours }));
    const open = await first;
    expect(parse(open)).toMatchObject({ open: true, total: 1 });
    expect(parse(open)?.updated_at).toBe("2026-11-27T13:46:00.000Z");

    // Monday is 定休日; Saturday at 04:59 is still Friday's night, 05:00 is not.
    setNow("2026-11-30T21:00:00+09:00");
    const closed = ask() as CrowdAnswer;
    expect(parse(closed)).toMatchObject({ open: false, updated_at: "2026-11-27T13:46:00.000Z" });
    expect(closed.etag).not.toBe(open?.etag);
    setNow("2026-11-28T04:59:59+09:00");
    expect(ask()).toBe(open);
    setNow("2026-11-28T05:00:00+09:00");
    expect(ask()).toBe(closed);
    // The feed's clock moved days: the reading's age is the monotonic clock's.
    expect(source.reads()).toBe(1);
  });

  it("reads at every request until it follows the events: without them a figure could be stale forever", async () => {
    const source = database();
    const cache = crowdCache({ read: source.read, clock: () => new Date() });
    const first = cache.answer(1, new Date());
    await source.answer(1, figures(1));
    await first;
    const second = cache.answer(1, new Date());
    expect(second).toBeInstanceOf(Promise);
    expect(source.reads()).toBe(2);
    await source.answer(2, figures(2));
    expect(parse(await second)?.mens).toBe(2);
  });
});
