// The sampler against a real database, read back over HTTP through the dashboard's call: a row per
// kind each minute from fixed readings, expiry after 14 days, two instances side by side, an
// unreachable database recorded as unavailable, failures as warnings, and its schedule.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cpuSamples } from "../../db/schema";
import {
  openTestDatabase,
  startTestServer,
  type TestClient,
  type TestServer,
} from "../../test/harness";
import { buildWorld } from "../../test/world";
import { type CpuReaders, cpuMeters, type DatabaseTarget } from "./cpu-meters";
import { createCpuSampler, minuteOf } from "./cpu-sampler";
import type { HostCpuTimes, ProcessCpu } from "./proc-stat";

let server: TestServer;
let admin: TestClient;
let port: number;
const MINUTE = 60_000;

beforeAll(async () => {
  server = await startTestServer();
  const world = await buildWorld(server.database.db);
  admin = server.client();
  const res = await admin.signIn("w-admin", "lounge-demo", world.own.id);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status}`);
  port = Number(new URL(server.baseUrl).port);
}, 60_000);
afterAll(() => server?.close());
let startedAt: Date;
beforeEach(async () => {
  startedAt = new Date(minuteOf(new Date()).getTime() - 30 * MINUTE);
  await server.database.db.delete(cpuSamples);
});

/** Half an hour before the test began, on the minute: inside the dashboard's default window. */
const start = () => startedAt;

/** A clock the test moves. */
function testClock(at: Date) {
  let now = at.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** Host readings: each call 12 000 ticks later with `busy` of them busy (0–100 %). */
function hostReadings(busyPercents: number[]): CpuReaders["hostCpu"] {
  let reading: HostCpuTimes = { busy: 50_000, total: 200_000 };
  let i = 0;
  return async () => {
    const current = reading;
    const busy = ((busyPercents[i++] ?? 0) / 100) * 12_000;
    reading = { busy: current.busy + busy, total: current.total + 12_000 };
    return current;
  };
}

/** The app process used `cpuSeconds` more at each reading. */
function ownCpuReadings(cpuSeconds: number): CpuReaders["ownCpu"] {
  let micros = 3_000_000;
  return () => {
    const usage = { user: micros, system: 0 };
    micros += cpuSeconds * 1_000_000;
    return usage;
  };
}

/** One postgres process that used `ticks` more at each reading. */
function postgresReadings(ticks: number): CpuReaders["postgresProcesses"] {
  let used = 1_000;
  return async (): Promise<ProcessCpu[]> => {
    const processes = [{ pid: 4242, comm: "postgres", ticks: used, startTime: 77 }];
    used += ticks;
    return processes;
  };
}

const silentLog = { warn: () => {} };

function samplerFor(
  clock: ReturnType<typeof testClock>,
  instance: { port: number; database: DatabaseTarget; readers: Partial<CpuReaders> },
  log = silentLog,
) {
  return createCpuSampler({
    db: server.database.db,
    log,
    now: clock.now,
    meters: cpuMeters({ hostname: "web-host", cores: 2, ...instance }),
  });
}

const fetchCpu = (query = "") => admin.get(`/metrics/cpu_utilization/fetch_data${query}`);

describe("CPU sampler", () => {
  it("writes one row per kind each minute, and the dashboard reads them back", async () => {
    const clock = testClock(start());
    const sampler = samplerFor(clock, {
      port,
      database: { kind: "pglite" },
      // 25 % then 50 % of the host; 12 s of CPU per minute on 2 cores is 10 %.
      readers: { hostCpu: hostReadings([25, 50]), ownCpu: ownCpuReadings(12) },
    });
    await sampler.baseline();
    clock.advance(MINUTE);
    const first = clock.now();
    await sampler.sample();
    clock.advance(MINUTE);
    await sampler.sample();

    const res = await fetchCpu();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t1 = first.toISOString();
    const t2 = new Date(first.getTime() + MINUTE).toISOString();
    expect(res.body).toEqual({
      ec2: [
        {
          name: `web-host:${port}`,
          cpu_data: [
            { time: t1, value: 25 },
            { time: t2, value: 50 },
          ],
          unavailable: false,
        },
      ],
      rds: [
        {
          name: `PGlite (web-host:${port})`,
          cpu_data: [
            { time: t1, value: 10 },
            { time: t2, value: 10 },
          ],
          unavailable: false,
        },
      ],
    });
  });

  it("stores the minute a sample was taken in, whatever the second", async () => {
    const clock = testClock(new Date(start().getTime() + 17_250));
    const sampler = samplerFor(clock, {
      port,
      database: { kind: "pglite" },
      readers: { hostCpu: hostReadings([5]), ownCpu: ownCpuReadings(1) },
    });
    await sampler.baseline();
    clock.advance(3_000);
    await sampler.sample();
    const rows = await server.database.db.select().from(cpuSamples);
    expect(rows.map((r) => r.sampled_at.toISOString())).toEqual([
      start().toISOString(),
      start().toISOString(),
    ]);
  });

  const bucketStart = (time: Date, minutes: number) =>
    new Date(Math.floor(time.getTime() / (minutes * MINUTE)) * minutes * MINUTE);

  it("deletes samples older than 14 days and keeps a 13-day-old one", async () => {
    const clock = testClock(start());
    const at = clock.now().getTime();
    const daysAgo = (days: number) => new Date(at - days * 24 * 60 * MINUTE);
    await server.database.db.insert(cpuSamples).values([
      { kind: "ec2", name: "old-host:3000", sampled_at: daysAgo(15), value: 40 },
      { kind: "rds", name: "old-db", sampled_at: daysAgo(15), value: null },
      { kind: "ec2", name: "old-host:3000", sampled_at: daysAgo(13), value: 30 },
    ]);
    const sampler = samplerFor(clock, {
      port,
      database: { kind: "pglite" },
      readers: { hostCpu: hostReadings([5]), ownCpu: ownCpuReadings(1) },
    });
    await sampler.baseline();
    clock.advance(MINUTE);
    await sampler.sample();

    const kept = await server.database.db
      .select({ name: cpuSamples.name, sampled_at: cpuSamples.sampled_at })
      .from(cpuSamples)
      .where(sql`${cpuSamples.name} like 'old-%'`);
    expect(kept).toEqual([{ name: "old-host:3000", sampled_at: daysAgo(13) }]);
    const res = await fetchCpu("?hours=336");
    expect(res.body.ec2.find((s: { name: string }) => s.name === "old-host:3000")).toEqual({
      name: "old-host:3000",
      // 14 days are drawn in 56-minute buckets: the sample stands at its bucket's start.
      cpu_data: [{ time: bucketStart(daysAgo(13), 56).toISOString(), value: 30 }],
      unavailable: false,
    });
  });

  it("two instances side by side: two web-server series, one database row per minute", async () => {
    const second = await startTestServer({ database: server.database });
    try {
      const secondPort = Number(new URL(second.baseUrl).port);
      const clock = testClock(start());
      const database: DatabaseTarget = {
        kind: "postgres",
        url: "postgres://lounge@127.0.0.1:5432/lounge_office",
      };
      const samplers = [
        samplerFor(clock, {
          port,
          database,
          readers: {
            hostCpu: hostReadings([20, 20, 20]),
            postgresProcesses: postgresReadings(600),
          },
        }),
        samplerFor(clock, {
          port: secondPort,
          database,
          readers: {
            hostCpu: hostReadings([40, 40, 40]),
            postgresProcesses: postgresReadings(600),
          },
        }),
      ];
      for (const sampler of samplers) await sampler.baseline();
      for (let minute = 0; minute < 3; minute++) {
        clock.advance(MINUTE);
        for (const sampler of samplers) await sampler.sample();
      }

      const res = await fetchCpu();
      expect(res.status).toBe(200);
      const names = [`web-host:${port}`, `web-host:${secondPort}`].sort();
      expect(res.body.ec2.map((s: { name: string }) => s.name)).toEqual(names);
      for (const series of res.body.ec2) expect(series.cpu_data).toHaveLength(3);
      // 600 ticks = 6 s of CPU per minute on 2 cores: 5 %.
      expect(res.body.rds).toHaveLength(1);
      expect(res.body.rds[0].name).toBe("PostgreSQL 127.0.0.1:5432");
      expect(res.body.rds[0].cpu_data.map((p: { value: number }) => p.value)).toEqual([5, 5, 5]);
      const perMinute = await server.database.db
        .select({ n: count() })
        .from(cpuSamples)
        .where(eq(cpuSamples.kind, "rds"))
        .groupBy(cpuSamples.sampled_at);
      expect(perMinute.map((r) => r.n)).toEqual([1, 1, 1]);
    } finally {
      await second.close();
    }
  });

  it("a restart within the minute adds nothing to that minute", async () => {
    const clock = testClock(start());
    // 1 s of CPU in 5 s on 2 cores: 10 %.
    const before = samplerFor(clock, {
      port,
      database: { kind: "pglite" },
      readers: { hostCpu: hostReadings([30]), ownCpu: ownCpuReadings(1) },
    });
    await before.baseline();
    clock.advance(5_000);
    await before.sample();
    // Without ON CONFLICT DO NOTHING the insert would fail: a warning, which must not come.
    const log = { warn: vi.fn() };
    const after = samplerFor(
      clock,
      {
        port,
        database: { kind: "pglite" },
        readers: { hostCpu: hostReadings([90]), ownCpu: ownCpuReadings(4) },
      },
      log,
    );
    await after.baseline();
    clock.advance(5_000);
    expect((await after.sample()).map((r) => r.value)).toEqual([90, 40]);
    const rows = await server.database.db.select().from(cpuSamples).orderBy(cpuSamples.kind);
    expect(rows.map((r) => [r.kind, r.value])).toEqual([
      ["ec2", 30],
      ["rds", 10],
    ]);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("records a database on another host as unavailable, never inventing a point", async () => {
    const clock = testClock(start());
    const sampler = samplerFor(clock, {
      port,
      database: { kind: "postgres", url: "postgres://lounge@db.internal:5432/lounge_office" },
      readers: { hostCpu: hostReadings([15, 15]) },
    });
    await sampler.baseline();
    for (let minute = 0; minute < 2; minute++) {
      clock.advance(MINUTE);
      await sampler.sample();
    }
    const res = await fetchCpu();
    expect(res.body.rds).toEqual([
      { name: "PostgreSQL db.internal:5432", cpu_data: [], unavailable: true },
    ]);
    expect(res.body.ec2[0].cpu_data).toHaveLength(2);
    const nulls = await server.database.db
      .select({ n: count() })
      .from(cpuSamples)
      .where(and(eq(cpuSamples.kind, "rds"), isNull(cpuSamples.value)));
    expect(nulls).toEqual([{ n: 2 }]);
  });

  it("a counter that cannot be read: a NULL row and one warning, however often it fails", async () => {
    const clock = testClock(start());
    const log = { warn: vi.fn() };
    const sampler = samplerFor(
      clock,
      {
        port,
        database: { kind: "pglite" },
        readers: {
          hostCpu: async () => {
            throw new Error("ENOENT: no such file or directory, open '/proc/stat'");
          },
          ownCpu: ownCpuReadings(6),
        },
      },
      log,
    );
    await sampler.baseline();
    clock.advance(MINUTE);
    await sampler.sample();
    clock.advance(MINUTE);
    await sampler.sample();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ kind: "ec2", name: `web-host:${port}` });
    const res = await fetchCpu();
    expect(res.body.ec2).toEqual([{ name: `web-host:${port}`, cpu_data: [], unavailable: true }]);
    expect(res.body.rds[0].cpu_data.map((p: { value: number }) => p.value)).toEqual([5, 5]);
  });

  it("a database that fails: a warning, and the sample resolves", async () => {
    const closed = await openTestDatabase();
    await closed.close();
    const log = { warn: vi.fn() };
    const clock = testClock(start());
    const sampler = createCpuSampler({
      db: closed.db,
      log,
      now: clock.now,
      meters: cpuMeters({
        hostname: "web-host",
        port,
        cores: 2,
        database: { kind: "pglite" },
        readers: { hostCpu: hostReadings([10]), ownCpu: ownCpuReadings(1) },
      }),
    });
    await sampler.baseline();
    clock.advance(MINUTE);
    await expect(sampler.sample()).resolves.toHaveLength(2);
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), "CPU samples could not be written");
  });
});
