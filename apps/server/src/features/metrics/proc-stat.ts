// Linux's CPU counters as the sampler reads them: the host's from /proc/stat and each process's
// from /proc/[pid]/stat. Parsers take the files' text (tests pass fixtures); readers read /proc.
import { readdir, readFile } from "node:fs/promises";

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux architecture Node runs on. */
export const USER_HZ = 100;

/** The host's cumulative CPU time over every core, in clock ticks. */
export type HostCpuTimes = { busy: number; total: number };

/**
 * The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest
 * and guest_nice are already counted in user and nice, so they are left out of the total).
 * Idle is idle + iowait: a core waiting on the disk is not busy.
 */
export function parseProcStat(text: string): HostCpuTimes {
  const line = text.split("\n").find((l) => /^cpu\s/.test(l));
  if (!line) throw new Error("/proc/stat has no aggregate cpu line");
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 4 || fields.some((n) => !Number.isFinite(n) || n < 0)) {
    throw new Error(`/proc/stat's cpu line is not understood: ${line}`);
  }
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    fields;
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return { busy: total - idle - iowait, total };
}

/** One process's command name and CPU time (user + system, clock ticks) and when it started. */
export type ProcessCpu = { pid: number; comm: string; ticks: number; startTime: number };

/**
 * One /proc/[pid]/stat line: `pid (comm) state ppid …`. The name may hold spaces and
 * parentheses, so it runs to the last `)`; after it, field 3 (state) onwards, utime and stime
 * being fields 14 and 15 and starttime field 22.
 */
export function parsePidStat(text: string): ProcessCpu {
  const open = text.indexOf("(");
  const close = text.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error("not a /proc/[pid]/stat line");
  const pid = Number(text.slice(0, open).trim());
  const rest = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(rest[n - 3]);
  const utime = field(14);
  const stime = field(15);
  const startTime = field(22);
  if (![pid, utime, stime, startTime].every(Number.isFinite)) {
    throw new Error("a /proc/[pid]/stat line is not understood");
  }
  return { pid, comm: text.slice(open + 1, close), ticks: utime + stime, startTime };
}

export const readProcStat = () => readFile("/proc/stat", "utf8").then(parseProcStat);

/**
 * The CPU time of every process named `comm` (PostgreSQL's postmaster and backends keep the comm
 * `postgres` whatever their title says). A process that exits while the list is read is skipped.
 */
export async function readProcessesNamed(comm: string, procDir = "/proc"): Promise<ProcessCpu[]> {
  const pids = (await readdir(procDir)).filter((entry) => /^\d+$/.test(entry));
  const found: ProcessCpu[] = [];
  await Promise.all(
    pids.map(async (pid) => {
      let process: ProcessCpu;
      try {
        process = parsePidStat(await readFile(`${procDir}/${pid}/stat`, "utf8"));
      } catch {
        return; // gone since the listing
      }
      if (process.comm === comm) found.push(process);
    }),
  );
  return found;
}
