// bench/crowd.ts's load generator: autocannon (npm) in a process of its own, so that sending the
// requests and reading the answers never shares the server's event loop. Its command line, its JSON
// result, and a run that is killed if it outlives its length.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/** autocannon's own command line (its package's main file runs it when started as a program). */
const AUTOCANNON = createRequire(import.meta.url).resolve("autocannon");

export type CannonJob = {
  url: string;
  connections: number;
  seconds: number;
  /** Requests a second in all (an open schedule, latencies corrected for coordinated omission). */
  rate?: number;
  headers?: Record<string, string>;
};

export type CannonResult = {
  /** Answered requests a second over the run. */
  perSecond: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, errors (refused, reset) and timeouts. */
  failed: number;
};

/** The part of autocannon's `--json` result read here. */
type AutocannonJson = {
  requests: { total: number };
  latency: { p50: number; p99: number; max: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/**
 * Starts autocannon for `job.seconds`; its result once it has ended by itself (it has no way to
 * stop early and still report: a SIGINT ends it without a result).
 */
export function fire(job: CannonJob): Promise<CannonResult> {
  const args = [
    AUTOCANNON,
    "--json",
    "--connections",
    String(job.connections),
    "--duration",
    String(job.seconds),
    "--timeout",
    "10",
  ];
  if (job.rate !== undefined) args.push("--overallRate", String(job.rate));
  for (const [name, value] of Object.entries(job.headers ?? {})) {
    args.push("--headers", `${name}=${value}`);
  }
  args.push(job.url);
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  // Bounded whatever happens: a run that outlives its length by far is killed.
  const limit = setTimeout(() => child.kill("SIGKILL"), (job.seconds + 30) * 1000);
  limit.unref();
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk;
  });
  return new Promise<CannonResult>((resolve, reject) => {
    child.on("close", (code) => {
      clearTimeout(limit);
      const json = stdout.slice(stdout.indexOf("{"));
      try {
        const result = JSON.parse(json) as AutocannonJson;
        resolve({
          perSecond: result.requests.total / result.duration,
          total: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          failed: result.non2xx + result.errors + result.timeouts,
        });
      } catch {
        reject(new Error(`autocannon ended (${code}) without a result: ${stderr.slice(-500)}`));
      }
    });
  });
}
