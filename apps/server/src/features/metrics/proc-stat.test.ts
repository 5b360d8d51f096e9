// The /proc parsers against fixture text as Linux writes it, and the process reader against a
// fixture /proc folder (names with spaces and parentheses, a process that vanished, other entries).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePidStat, parseProcStat, readProcessesNamed } from "./proc-stat";

// A two-core host's /proc/stat (trimmed after the first lines it does not need).
const PROC_STAT = `cpu  99094 10 24088 49526 892 5 387 340 7 0
cpu0 49151 0 11859 25809 100 0 64 161 0 0
cpu1 49943 10 12229 23717 792 5 323 179 7 0
intr 12345678 0 9 0 0
ctxt 98765432
btime 1763800000
processes 54321
procs_running 3
procs_blocked 0
`;

// A PostgreSQL backend's /proc/[pid]/stat: utime 120 (field 14), stime 35 (15), starttime 2669 (22).
const BACKEND_STAT =
  "2134 (postgres) S 2133 2134 2134 0 -1 4194368 604 0 0 0 120 35 0 0 20 0 1 0 2669 222765056 7744 18446744073709551615 94435049213952 94435054670297 140729914149536 0 0 0 4194304 24145920 536873479 1 0 0 17 1 0 0 0 0 0";

describe("parseProcStat", () => {
  it("sums user…steal of the aggregate line and counts idle + iowait as not busy", () => {
    // total = 99094 + 10 + 24088 + 49526 + 892 + 5 + 387 + 340 (guest columns left out)
    const total = 99094 + 10 + 24088 + 49526 + 892 + 5 + 387 + 340;
    expect(parseProcStat(PROC_STAT)).toEqual({ total, busy: total - 49526 - 892 });
  });

  it("reads an old kernel's line with only user, nice, system and idle", () => {
    expect(parseProcStat("cpu 10 0 5 85\ncpu0 10 0 5 85\n")).toEqual({ total: 100, busy: 15 });
  });

  it("refuses text without the aggregate line or with garbage in it", () => {
    expect(() => parseProcStat("cpu0 1 2 3 4\n")).toThrow(/aggregate cpu line/);
    expect(() => parseProcStat("cpu  1 x 3 4\n")).toThrow(/not understood/);
    expect(() => parseProcStat("")).toThrow();
  });
});

describe("parsePidStat", () => {
  it("reads pid, command name, utime + stime and start time", () => {
    expect(parsePidStat(BACKEND_STAT)).toEqual({
      pid: 2134,
      comm: "postgres",
      ticks: 155,
      startTime: 2669,
    });
  });

  it("takes the name up to the last parenthesis, spaces and parentheses included", () => {
    const line = BACKEND_STAT.replace("(postgres)", "(tmux: server) (x)").replace(/^2134/, "77");
    expect(parsePidStat(line)).toMatchObject({ pid: 77, comm: "tmux: server) (x", ticks: 155 });
  });

  it("refuses a line that is not a stat line", () => {
    expect(() => parsePidStat("hello")).toThrow();
    expect(() => parsePidStat("12 (short) S 1 2")).toThrow(/not understood/);
  });
});

describe("readProcessesNamed", () => {
  let proc: string;
  const stat = (pid: number, comm: string, utime: number, stime: number) =>
    BACKEND_STAT.replace(/^2134 \(postgres\)/, `${pid} (${comm})`)
      .replace(" 120 35 ", ` ${utime} ${stime} `)
      .concat("\n");

  beforeAll(async () => {
    proc = await mkdtemp(path.join(tmpdir(), "proc-fixture-"));
    const processes: Array<[number, string, number, number]> = [
      [100, "postgres", 50, 10],
      [101, "postgres", 7, 3],
      [102, "node", 900, 100],
      [103, "postgres: walwriter", 1, 1],
    ];
    for (const [pid, comm, utime, stime] of processes) {
      await mkdir(path.join(proc, String(pid)));
      await writeFile(path.join(proc, String(pid), "stat"), stat(pid, comm, utime, stime));
    }
    // Exited between the listing and the read: a folder without its stat file.
    await mkdir(path.join(proc, "104"));
    // Not processes.
    await mkdir(path.join(proc, "self"));
    await writeFile(path.join(proc, "stat"), PROC_STAT);
  });
  afterAll(() => rm(proc, { recursive: true, force: true }));

  it("lists the processes whose command name is exactly the one asked for", async () => {
    const found = await readProcessesNamed("postgres", proc);
    expect(found.sort((a, b) => a.pid - b.pid)).toEqual([
      { pid: 100, comm: "postgres", ticks: 60, startTime: 2669 },
      { pid: 101, comm: "postgres", ticks: 10, startTime: 2669 },
    ]);
  });
});
