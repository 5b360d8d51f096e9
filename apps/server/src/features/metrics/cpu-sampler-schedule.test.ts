// When the running sampler samples: a baseline at once, the first sample 3 s later, then every
// minute at a fixed rate; stop cancels the next run and waits for one in flight. Driven by a
// hand-run schedule and clock against a real database, so nothing here waits for time to pass.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client";
import { cpuSamples } from "../../db/schema";
import { openTestDatabase } from "../../test/harness";
import type { CpuMeter } from "./cpu-meters";
import { FIRST_CPU_SAMPLE_DELAY_MS, minuteOf, type Schedule, startCpuSampler } from "./cpu-sampler";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database?.close());

/** Runs nothing by itself: the test fires each scheduled run and sees what was asked for. */
function handSchedule() {
  const pending: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { run, ms, cancelled: false };
    pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  return { schedule, pending };
}

describe("startCpuSampler", () => {
  it("baselines at once, samples 3 s later, then once a minute at a fixed rate", async () => {
    let now = Date.parse("2026-01-10T12:00:58.000Z");
    let measured = 0;
    // Each reading takes 1.5 s of the clock: the next run still lands on the minute's slot.
    const meter: CpuMeter = {
      kind: "ec2",
      name: "web-host:3000",
      measure: async () => {
        now += 1_500;
        return measured++ === 0 ? undefined : 42;
      },
    };
    const { schedule, pending } = handSchedule();
    const sampler = startCpuSampler({
      db: database.db,
      meters: [meter],
      log: { warn: () => {} },
      now: () => new Date(now),
      schedule,
    });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(measured).toBe(1); // the baseline, before anything was scheduled
    expect(pending[0]?.ms).toBe(FIRST_CPU_SAMPLE_DELAY_MS);

    now += FIRST_CPU_SAMPLE_DELAY_MS;
    const firstAt = now;
    pending[0]?.run();
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    // 60 s after the first sample began, less the 1.5 s it took.
    expect(pending[1]?.ms).toBe(58_500);

    now = firstAt + 60_000;
    pending[1]?.run();
    await vi.waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[2]?.ms).toBe(58_500);

    await sampler.stop();
    expect(pending[2]?.cancelled).toBe(true);
    const rows = await database.db.select().from(cpuSamples).orderBy(cpuSamples.sampled_at);
    expect(rows.map((r) => [r.sampled_at.toISOString(), r.value])).toEqual([
      [minuteOf(new Date(firstAt)).toISOString(), 42],
      [minuteOf(new Date(firstAt + 60_000)).toISOString(), 42],
    ]);
  });

  it("stop waits for the sample in flight and schedules nothing after it", async () => {
    let release: () => void = () => {};
    let calls = 0;
    const meter: CpuMeter = {
      kind: "rds",
      name: "PGlite (web-host:3001)",
      measure: async () => {
        if (calls++ === 0) return undefined;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return null;
      },
    };
    const { schedule, pending } = handSchedule();
    const sampler = startCpuSampler({
      db: database.db,
      meters: [meter],
      log: { warn: () => {} },
      schedule,
    });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.run();
    await vi.waitFor(() => expect(calls).toBe(2));
    let stopped = false;
    const stopping = sampler.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(pending).toHaveLength(1);
  });
});
