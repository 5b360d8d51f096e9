// What the sampler measures: this instance's host (`ec2`) and the database (`rds`), each a meter that
// turns two readings of a cumulative CPU counter into a percentage. Which database meter applies
// depends on where the database runs: PGlite is this process, a PostgreSQL server on this host is
// its processes in /proc, anywhere else cannot be seen from here and is recorded as unavailable.
import { availableParallelism } from "node:os";
import {
  type HostCpuTimes,
  type ProcessCpu,
  readProcessesNamed,
  readProcStat,
  USER_HZ,
} from "./proc-stat";

export type CpuKind = "ec2" | "rds";

export type CpuMeter = {
  kind: CpuKind;
  /** The series' name on the dashboard: which instance or database this is. */
  name: string;
  /**
   * The CPU in percent of the whole machine (every core) since the previous call, 0–100 with one
   * decimal; null when it cannot be measured. Undefined when there is nothing to compare with yet
   * (the first call takes the baseline). Throws when its counter cannot be read.
   */
  measure: (nowMs: number) => Promise<number | null | undefined>;
};

/** Where the counters come from: /proc and this process by default, fixtures in tests. */
export type CpuReaders = {
  hostCpu: () => Promise<HostCpuTimes>;
  /** PostgreSQL's processes on this host. */
  postgresProcesses: () => Promise<ProcessCpu[]>;
  /** This process's CPU time, in microseconds (Node's `process.cpuUsage()`). */
  ownCpu: () => NodeJS.CpuUsage;
};

export const DEFAULT_CPU_READERS: CpuReaders = {
  hostCpu: readProcStat,
  postgresProcesses: () => readProcessesNamed("postgres"),
  ownCpu: () => process.cpuUsage(),
};

/** Clamped to 0–100 (counters read a moment apart can overshoot) and rounded to one decimal. */
export function toPercent(value: number): number {
  return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
}

/** The host's CPU from /proc/stat: busy ticks over all ticks, every core. */
export function hostCpuMeter(name: string, read: () => Promise<HostCpuTimes>): CpuMeter {
  let previous: HostCpuTimes | undefined;
  return {
    kind: "ec2",
    name,
    async measure() {
      const current = await read();
      const before = previous;
      // No tick has passed: keep the older reading as the baseline.
      if (before && current.total <= before.total) return undefined;
      previous = current;
      if (!before) return undefined;
      return toPercent(((current.busy - before.busy) / (current.total - before.total)) * 100);
    },
  };
}

/**
 * CPU time spent over wall time elapsed, as a share of every core: what a set of processes used
 * of the machine. `read` returns a cumulative CPU time in milliseconds, or null when the processes
 * cannot be seen (then the sample is NULL and the next reading starts afresh).
 */
function cpuTimeMeter(
  kind: CpuKind,
  name: string,
  cores: number,
  read: () => Promise<number | null>,
): CpuMeter {
  let previous: { cpuMs: number; at: number } | undefined;
  return {
    kind,
    name,
    async measure(nowMs) {
      const cpuMs = await read();
      if (cpuMs === null) {
        previous = undefined;
        return null;
      }
      const before = previous;
      if (before && nowMs <= before.at) return undefined;
      previous = { cpuMs, at: nowMs };
      if (!before) return undefined;
      return toPercent(((cpuMs - before.cpuMs) / (nowMs - before.at) / cores) * 100);
    },
  };
}

/** PGlite runs inside this process: the database's CPU is the process's own. */
export function ownProcessCpuMeter(
  name: string,
  ownCpu: CpuReaders["ownCpu"],
  cores: number,
): CpuMeter {
  return cpuTimeMeter("rds", name, cores, async () => {
    const { user, system } = ownCpu();
    return (user + system) / 1000;
  });
}

/**
 * A PostgreSQL server on this host: the CPU its processes used. Backends come and go with
 * connections, so each process (pid and start time: a reused pid is another process) adds what
 * it used since the previous reading, a new one all it has used; one that exited in between
 * takes its last moments with it (a slight undercount, never an invented figure). No postgres
 * process in sight (the server is in another PID namespace: a container, a tunnel to another host)
 * is unavailable, not 0 %.
 */
export function postgresProcessesCpuMeter(
  name: string,
  read: CpuReaders["postgresProcesses"],
  cores: number,
): CpuMeter {
  let seen = new Map<string, number>();
  let cumulativeTicks = 0;
  return cpuTimeMeter("rds", name, cores, async () => {
    const processes = await read();
    if (processes.length === 0) {
      seen = new Map();
      return null;
    }
    const now = new Map(processes.map((p) => [`${p.pid}:${p.startTime}`, p.ticks]));
    for (const [key, ticks] of now) cumulativeTicks += Math.max(0, ticks - (seen.get(key) ?? 0));
    seen = now;
    return (cumulativeTicks / USER_HZ) * 1000;
  });
}

/** A database this host cannot look into: a NULL row every minute, never a guess. */
export function unavailableMeter(kind: CpuKind, name: string): CpuMeter {
  return { kind, name, measure: async () => null };
}

/** Where the app's database runs, as the configuration says. */
export type DatabaseTarget = { kind: "pglite" } | { kind: "postgres"; url: string };

/**
 * The PostgreSQL server a `DATABASE_URL` names, and whether it runs on this host: a loopback
 * address, `localhost` or a unix socket directory (`?host=/var/run/postgresql` or the host
 * percent-encoded); no host at all is pg's default, localhost.
 */
export function postgresServerOf(databaseUrl: string): {
  host: string;
  port: number;
  local: boolean;
} {
  const url = new URL(databaseUrl);
  const socketDirectory = url.searchParams.get("host");
  const host = socketDirectory ?? (decodeURIComponent(url.hostname) || "localhost");
  const port = Number(url.searchParams.get("port") ?? url.port) || 5432;
  const bare = host.replace(/^\[|\]$/g, "");
  const local =
    host.startsWith("/") || bare === "localhost" || bare === "::1" || /^127\./.test(bare);
  return { host, port, local };
}

/** The database's meter and series name, by where it runs. */
export function databaseCpuMeter(options: {
  database: DatabaseTarget;
  instanceName: string;
  readers: CpuReaders;
  cores: number;
}): CpuMeter {
  const { database, readers, cores } = options;
  if (database.kind === "pglite") {
    return ownProcessCpuMeter(`PGlite (${options.instanceName})`, readers.ownCpu, cores);
  }
  let server: ReturnType<typeof postgresServerOf>;
  try {
    server = postgresServerOf(database.url);
  } catch {
    // A URL pg accepts but WHATWG's parser does not (`postgres://u@/db`): where it runs is unknown.
    return unavailableMeter("rds", "PostgreSQL");
  }
  const name = `PostgreSQL ${server.host}:${server.port}`;
  return server.local
    ? postgresProcessesCpuMeter(name, readers.postgresProcesses, cores)
    : unavailableMeter("rds", name);
}

/** This instance's meters: its host under `host:port`, and the database. */
export function cpuMeters(options: {
  hostname: string;
  port: number;
  database: DatabaseTarget;
  readers?: Partial<CpuReaders>;
  cores?: number;
}): CpuMeter[] {
  const readers = { ...DEFAULT_CPU_READERS, ...options.readers };
  const instanceName = `${options.hostname}:${options.port}`;
  return [
    hostCpuMeter(instanceName, readers.hostCpu),
    databaseCpuMeter({
      database: options.database,
      instanceName,
      readers,
      cores: options.cores ?? availableParallelism(),
    }),
  ];
}
