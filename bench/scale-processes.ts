// bench/scale.ts's meters for a phase of the run: each process's CPU share and peak memory from
// /proc (the app's instances, nginx, the devices, PostgreSQL's processes, the whole machine), and
// the transactions PostgreSQL committed in the bench's database (pg_stat_database).
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { absoluteNow } from "./realtime-clients";

const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used, in ms; 0 once it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory, MB; 0 once the process is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * The PostgreSQL server's processes on this machine (its backends serve other databases too), when
 * it runs here: every process named `postgres`.
 */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres")
        pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

/** The name under which `watchProcesses` reports the whole machine's CPU. */
export const MACHINE = "the whole machine (every process)";

/** CPU time the machine has spent busy, over all its cores, in ms (/proc/stat). */
function machineBusyMs(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const [, ...ticks] = line.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
}

/**
 * Samples processes every second while a phase runs: the CPU share (100 % = one core) over the
 * phase and the largest resident memory seen. A process restarted mid-phase counts under both pids.
 */
export function watchProcesses(named: Record<string, () => number[]>) {
  type Seen = { firstCpu: Map<number, number>; lastCpu: Map<number, number>; peakRss: number };
  const seen = new Map<string, Seen>();
  let first = true;
  const sample = () => {
    for (const [name, pids] of Object.entries(named)) {
      const entry = seen.get(name) ?? { firstCpu: new Map(), lastCpu: new Map(), peakRss: 0 };
      seen.set(name, entry);
      let rss = 0;
      for (const pid of pids()) {
        if (!pid) continue;
        const cpu = cpuMs(pid);
        // A process born during the phase (the restarted instance) counts from its start.
        if (!entry.firstCpu.has(pid)) entry.firstCpu.set(pid, first ? cpu : 0);
        if (cpu > 0) entry.lastCpu.set(pid, cpu);
        rss += rssMb(pid);
      }
      entry.peakRss = Math.max(entry.peakRss, rss);
    }
    first = false;
  };
  const started = performance.now();
  const machineBefore = machineBusyMs();
  sample();
  const timer = setInterval(sample, 1_000);
  return {
    /** Stops sampling: per name, CPU % of one core over the phase and peak RSS (MB). */
    stop: () => {
      sample();
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      const result: Record<string, { cpuPercent: number; peakRssMb: number }> = {};
      for (const [name, entry] of seen) {
        let used = 0;
        for (const [pid, first] of entry.firstCpu)
          used += (entry.lastCpu.get(pid) ?? first) - first;
        result[name] = { cpuPercent: used / 10 / seconds, peakRssMb: entry.peakRss };
      }
      // Everything the machine ran, the bench's processes and anyone else's (up to 100 % a core).
      const busy = machineBusyMs() - machineBefore;
      result[MACHINE] = { cpuPercent: busy / 10 / seconds, peakRssMb: Number.NaN };
      return result;
    },
  };
}

/** Transactions committed in `database` so far (pg_stat_database), for commits per second. */
export async function commitsOf(url: string, database: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ commits: string }>(
      "select xact_commit::text as commits from pg_stat_database where datname = $1",
      [database],
    );
    return Number(rows[0]?.commits ?? 0);
  } finally {
    await client.end();
  }
}

/** What one phase of the run cost: its length, PostgreSQL's commits, each process's CPU and RSS. */
export type Phase = {
  seconds: number;
  commits: number;
  processes: Record<string, { cpuPercent: number; peakRssMb: number }>;
};

/**
 * Starts measuring a phase: `watched` processes by name (the machine and PostgreSQL's processes
 * are added), commits counted in `database` through `adminUrl`'s connection. `end()` says what it
 * cost.
 */
export function startPhase(
  adminUrl: string,
  database: string,
  watched: Record<string, () => number[]>,
) {
  const startedAt = absoluteNow();
  const commits = commitsOf(adminUrl, database);
  const watch = watchProcesses({ ...watched, "PostgreSQL (all its processes)": postgresPids });
  return {
    end: async (): Promise<Phase> => ({
      seconds: (absoluteNow() - startedAt) / 1000,
      commits: (await commitsOf(adminUrl, database)) - (await commits),
      processes: watch.stop(),
    }),
  };
}
