// Every app instance writes its host's and the database's CPU into cpu_samples once a minute, and
// deletes what is past the 14 days kept. Rows are keyed by (kind, name, minute): instances on the
// same database write its row once, a restart within the minute adds nothing. A failed sample is a
// warning in the log, never a crash.
import { CPU_SAMPLE_INTERVAL_MS, CPU_SAMPLE_RETENTION_DAYS } from "@lounge-office/domain/metrics";
import { lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { cpuSamples } from "../../db/schema";
import type { CpuKind, CpuMeter } from "./cpu-meters";

/** The first sample comes this long after the baseline, so a fresh server has a point to show. */
export const FIRST_CPU_SAMPLE_DELAY_MS = 3_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SamplerLog = { warn: (details: object, message: string) => void };

export type CpuSamplerOptions = {
  db: Executor;
  meters: readonly CpuMeter[];
  log: SamplerLog;
  /** The clock (tests pass fixed times). */
  now?: () => Date;
};

export type CpuSampleRow = { kind: CpuKind; name: string; sampled_at: Date; value: number | null };

/** The minute a sample belongs to. */
export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

export function createCpuSampler({ db, meters, log, now = () => new Date() }: CpuSamplerOptions) {
  // A meter that keeps failing warns once per distinct error, not every minute.
  const lastFailure = new Map<CpuMeter, string>();

  async function measure(meter: CpuMeter, at: Date): Promise<number | null | undefined> {
    try {
      const value = await meter.measure(at.getTime());
      lastFailure.delete(meter);
      return value;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (lastFailure.get(meter) !== message) {
        log.warn({ err: error, kind: meter.kind, name: meter.name }, "CPU could not be measured");
      }
      lastFailure.set(meter, message);
      // Written as unavailable: the dashboard says so rather than showing a gap nobody explains.
      return null;
    }
  }

  return {
    /** Takes each meter's first reading; the next sample measures from here. */
    async baseline(): Promise<void> {
      const at = now();
      for (const meter of meters) await measure(meter, at);
    },

    /** Measures every meter, writes this minute's rows, deletes the expired ones. Never throws. */
    async sample(): Promise<CpuSampleRow[]> {
      const at = now();
      const rows: CpuSampleRow[] = [];
      for (const meter of meters) {
        const value = await measure(meter, at);
        if (value === undefined) continue;
        rows.push({ kind: meter.kind, name: meter.name, sampled_at: minuteOf(at), value });
      }
      try {
        if (rows.length > 0) {
          await db
            .insert(cpuSamples)
            .values(rows)
            .onConflictDoNothing({
              target: [cpuSamples.kind, cpuSamples.name, cpuSamples.sampled_at],
            });
        }
        const expired = new Date(at.getTime() - CPU_SAMPLE_RETENTION_DAYS * DAY_MS);
        await db.delete(cpuSamples).where(lt(cpuSamples.sampled_at, expired));
      } catch (error) {
        log.warn({ err: error }, "CPU samples could not be written");
      }
      return rows;
    },
  };
}

/** Runs `run` after `ms`; returns how to cancel it. */
export type Schedule = (run: () => void, ms: number) => () => void;

/** A timer that never keeps the process alive on its own. */
const unrefTimeout: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

export type RunningCpuSampler = {
  /** No more samples; resolves once a sample in flight has finished (before the database closes). */
  stop: () => Promise<void>;
};

/**
 * Baseline now, the first sample a few seconds later, then one every interval at a fixed rate
 * (a slow sample does not push the next minute's later).
 */
export function startCpuSampler(
  options: CpuSamplerOptions & {
    intervalMs?: number;
    firstDelayMs?: number;
    schedule?: Schedule;
  },
): RunningCpuSampler {
  const sampler = createCpuSampler(options);
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? CPU_SAMPLE_INTERVAL_MS;
  const schedule = options.schedule ?? unrefTimeout;
  let stopped = false;
  let cancel: (() => void) | undefined;
  let firstAt: number | undefined;
  let inFlight: Promise<unknown> = sampler.baseline();

  const next = (ms: number) => {
    if (stopped) return;
    cancel = schedule(run, ms);
  };
  function run() {
    const startedAt = now().getTime();
    firstAt ??= startedAt;
    inFlight = sampler.sample().finally(() => {
      const elapsed = now().getTime() - (firstAt ?? startedAt);
      next(intervalMs - (((elapsed % intervalMs) + intervalMs) % intervalMs));
    });
  }
  void inFlight.then(() => next(options.firstDelayMs ?? FIRST_CPU_SAMPLE_DELAY_MS));

  return {
    async stop() {
      stopped = true;
      cancel?.();
      await inFlight.catch(() => undefined);
    },
  };
}
