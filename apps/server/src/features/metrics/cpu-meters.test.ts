// The meters' arithmetic from fixed readings (the host's ticks, this process's microseconds, the
// postgres processes' ticks as they come and go), and which database meter a configuration gets.
import { describe, expect, it } from "vitest";
import {
  cpuMeters,
  DEFAULT_CPU_READERS,
  databaseCpuMeter,
  hostCpuMeter,
  ownProcessCpuMeter,
  postgresProcessesCpuMeter,
  postgresServerOf,
  toPercent,
} from "./cpu-meters";
import type { HostCpuTimes, ProcessCpu } from "./proc-stat";

/** A reader handing out the given readings in order. */
function readings<T>(...values: T[]) {
  let i = 0;
  return async () => {
    const value = values[Math.min(i++, values.length - 1)];
    if (value === undefined) throw new Error("no reading");
    return value;
  };
}

const T0 = Date.parse("2026-01-10T12:00:00Z");

describe("toPercent", () => {
  it("clamps to 0–100 and keeps one decimal", () => {
    expect(toPercent(12.345)).toBe(12.3);
    expect(toPercent(12.35)).toBe(12.4);
    expect(toPercent(-3)).toBe(0);
    expect(toPercent(100.7)).toBe(100);
  });
});

describe("hostCpuMeter", () => {
  it("takes a baseline first, then busy ticks over all ticks since the previous reading", async () => {
    const meter = hostCpuMeter(
      "web-1:3001",
      readings<HostCpuTimes>(
        { busy: 1_000, total: 10_000 },
        { busy: 4_000, total: 22_000 }, // 3 000 of 12 000 ticks busy: 25 %
        { busy: 4_000, total: 22_000 }, // no tick passed: nothing to say, baseline kept
        { busy: 16_000, total: 34_000 }, // 12 000 of 12 000: 100 %
      ),
    );
    expect(meter).toMatchObject({ kind: "ec2", name: "web-1:3001" });
    expect(await meter.measure(T0)).toBeUndefined();
    expect(await meter.measure(T0 + 60_000)).toBe(25);
    expect(await meter.measure(T0 + 60_001)).toBeUndefined();
    expect(await meter.measure(T0 + 120_000)).toBe(100);
  });

  it("throws when the counter cannot be read (the sampler records it as unavailable)", async () => {
    const meter = hostCpuMeter("web-1:3001", async () => {
      throw new Error("ENOENT: /proc/stat");
    });
    await expect(meter.measure(T0)).rejects.toThrow("ENOENT");
  });
});

describe("ownProcessCpuMeter (PGlite: the app process)", () => {
  it("is CPU microseconds over elapsed wall time over cores", async () => {
    const usage = [
      { user: 5_000_000, system: 1_000_000 },
      // +12 s of CPU in 60 s on 2 cores: 10 %
      { user: 14_000_000, system: 4_000_000 },
    ];
    let i = 0;
    const meter = ownProcessCpuMeter("PGlite (web-1:3001)", () => usage[i++] ?? usage[1]!, 2);
    expect(meter.kind).toBe("rds");
    expect(await meter.measure(T0)).toBeUndefined();
    expect(await meter.measure(T0 + 60_000)).toBe(10);
  });
});

describe("postgresProcessesCpuMeter (PostgreSQL on this host)", () => {
  const pg = (pid: number, ticks: number, startTime = 1_000): ProcessCpu => ({
    pid,
    comm: "postgres",
    ticks,
    startTime,
  });

  it("adds each process's ticks since the last reading, new backends whole, exited ones not at all", async () => {
    const meter = postgresProcessesCpuMeter(
      "PostgreSQL 127.0.0.1:5432",
      readings<ProcessCpu[]>(
        [pg(10, 500), pg(11, 100), pg(12, 40)],
        // 10: +300; 11 exited; 12: +60; 13 new backend: 240 → 600 ticks = 6 s of CPU.
        [pg(10, 800), pg(12, 100), pg(13, 240, 9_000)],
        // 12 exited and its pid reused by another backend (another start time): its 30 are new.
        [pg(10, 800), pg(12, 30, 9_500), pg(13, 240, 9_000)],
      ),
      2,
    );
    expect(await meter.measure(T0)).toBeUndefined();
    // 6 s of CPU in 60 s on 2 cores: 5 %
    expect(await meter.measure(T0 + 60_000)).toBe(5);
    // 0.3 s in 60 s on 2 cores: 0.25 % → 0.3 (one decimal)
    expect(await meter.measure(T0 + 120_000)).toBe(0.3);
  });

  it("says unavailable (null), never 0 %, while no postgres process can be seen, then measures afresh", async () => {
    const meter = postgresProcessesCpuMeter(
      "PostgreSQL 127.0.0.1:5432",
      readings<ProcessCpu[]>([pg(10, 500)], [], [pg(10, 800)], [pg(10, 1_400)]),
      2,
    );
    expect(await meter.measure(T0)).toBeUndefined();
    expect(await meter.measure(T0 + 60_000)).toBeNull();
    // The first reading after the gap is a new baseline, not a minute's share of the gap.
    expect(await meter.measure(T0 + 120_000)).toBeUndefined();
    // 6 s of CPU in 60 s on 2 cores: 5 %
    expect(await meter.measure(T0 + 180_000)).toBe(5);
  });
});

describe("postgresServerOf", () => {
  it.each([
    ["postgres://postgres@127.0.0.1:5432/test", "127.0.0.1", 5432, true],
    ["postgresql://u:p@localhost/lounge", "localhost", 5432, true],
    ["postgres://u@[::1]:5433/db", "[::1]", 5433, true],
    ["postgres://u@127.0.1.1/db", "127.0.1.1", 5432, true],
    ["postgres:///lounge?host=/var/run/postgresql", "/var/run/postgresql", 5432, true],
    ["postgres://%2Fvar%2Frun%2Fpostgresql/lounge", "/var/run/postgresql", 5432, true],
    ["postgres://u@db.internal:6543/lounge", "db.internal", 6543, false],
    ["postgres://u@10.0.0.5/lounge", "10.0.0.5", 5432, false],
  ])("%s → %s:%s, on this host: %s", (url, host, port, local) => {
    expect(postgresServerOf(url)).toEqual({ host, port, local });
  });
});

describe("databaseCpuMeter", () => {
  const readers = {
    ...DEFAULT_CPU_READERS,
    postgresProcesses: readings<ProcessCpu[]>([
      { pid: 7, comm: "postgres", ticks: 100, startTime: 1 },
    ]),
  };

  it("names PGlite after the instance it runs in", () => {
    const meter = databaseCpuMeter({
      database: { kind: "pglite" },
      instanceName: "web-1:3001",
      readers,
      cores: 2,
    });
    expect(meter).toMatchObject({ kind: "rds", name: "PGlite (web-1:3001)" });
  });

  it("measures a PostgreSQL server on this host through its processes", async () => {
    const meter = databaseCpuMeter({
      database: { kind: "postgres", url: "postgres://lounge@127.0.0.1:5432/lounge_office" },
      instanceName: "web-1:3001",
      readers,
      cores: 2,
    });
    expect(meter.name).toBe("PostgreSQL 127.0.0.1:5432");
    expect(await meter.measure(T0)).toBeUndefined();
    expect(await meter.measure(T0 + 60_000)).toBe(0);
  });

  it("says unavailable (null) for a database on another host, every time", async () => {
    const meter = databaseCpuMeter({
      database: { kind: "postgres", url: "postgres://lounge@db.internal:5432/lounge_office" },
      instanceName: "web-1:3001",
      readers,
      cores: 2,
    });
    expect(meter.name).toBe("PostgreSQL db.internal:5432");
    expect(await meter.measure(T0)).toBeNull();
    expect(await meter.measure(T0 + 60_000)).toBeNull();
  });

  it("says unavailable for a URL whose host cannot be told", async () => {
    const meter = databaseCpuMeter({
      database: { kind: "postgres", url: "postgres://lounge@/lounge_office" },
      instanceName: "web-1:3001",
      readers,
      cores: 2,
    });
    expect(meter.name).toBe("PostgreSQL");
    expect(await meter.measure(T0)).toBeNull();
  });
});

describe("cpuMeters", () => {
  it("names the host's series host:port and adds the database's", () => {
    const meters = cpuMeters({ hostname: "web-1", port: 3002, database: { kind: "pglite" } });
    expect(meters.map(({ kind, name }) => ({ kind, name }))).toEqual([
      { kind: "ec2", name: "web-1:3002" },
      { kind: "rds", name: "PGlite (web-1:3002)" },
    ]);
  });
});
