// bench/api.ts's load generator, in a process of its own so that sending requests and reading
// answers does not share the server's event loop. Runs one job at a time, sent over IPC: a closed
// loop (a fixed number of requests in flight for a fixed time: throughput) or an open loop
// (requests started on a schedule whatever the answers: latency at a fixed rate).
import { fork } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { type Answer, type Operation, type OperationPlan, operation, send } from "./api-ops";

/** How a run loads its target: `warmupSeconds` unmeasured first (JIT, plans, connections). */
export type LoadMode = { warmupSeconds: number; seconds: number } & (
  | { mode: "closed"; concurrency: number }
  | { mode: "open"; rate: number }
);

export type LoadJob = {
  base: string;
  headers: Record<string, string>;
  plan: OperationPlan;
} & LoadMode;

export type LoadResult = {
  /** The plan the run ended with (next seat, lock versions), for the next run. */
  plan: OperationPlan;
  /** Answered requests' latencies (ms): from sending (closed) or from the due time (open). */
  latencies: number[];
  /** Answers by HTTP status; 0 is a failed connection or a timeout. */
  statuses: Record<string, number>;
  /** The first few answers that were not 2xx, for the report. */
  failures: string[];
  /** Requests that could not start: every group was being moved. */
  skipped: number;
  /** The measured part's length, from the first request sent to the last answer. */
  elapsedMs: number;
};

type Recorder = { record: (answer: Answer, ms: number) => void; skip: () => void };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `concurrency` requests in flight, each followed by the next as soon as it is answered. */
async function closedLoop(
  op: Operation,
  exchange: (pending: NonNullable<ReturnType<Operation["next"]>>) => Promise<Answer>,
  concurrency: number,
  ms: number,
  recorder: Recorder,
) {
  const start = performance.now();
  const end = start + ms;
  let last = start;
  const loop = async () => {
    while (performance.now() < end) {
      const pending = op.next();
      if (!pending) {
        recorder.skip();
        await sleep(1);
        continue;
      }
      const sentAt = performance.now();
      const answer = await exchange(pending);
      last = performance.now();
      recorder.record(answer, last - sentAt);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return last - start;
}

/**
 * `rate` requests a second on a fixed schedule; each latency counts from its due time, so a server
 * that falls behind shows it (no coordinated omission).
 */
async function openLoop(
  op: Operation,
  exchange: (pending: NonNullable<ReturnType<Operation["next"]>>) => Promise<Answer>,
  rate: number,
  ms: number,
  recorder: Recorder,
) {
  const start = performance.now();
  const count = Math.round((rate * ms) / 1000);
  const inFlight: Promise<void>[] = [];
  let last = start;
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const pending = op.next();
    if (!pending) {
      recorder.skip();
      continue;
    }
    inFlight.push(
      exchange(pending).then((answer) => {
        last = performance.now();
        recorder.record(answer, last - due);
      }),
    );
  }
  await Promise.all(inFlight);
  return last - start;
}

export async function runJob(job: LoadJob): Promise<LoadResult> {
  const op = operation(job.plan);
  // A closed loop reuses its connections; an open loop opens more when answers lag behind.
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: job.mode === "closed" ? job.concurrency : Number.POSITIVE_INFINITY,
  });
  const exchange = async (pending: NonNullable<ReturnType<Operation["next"]>>) => {
    const answer = await send(agent, job.base, job.headers, pending.exchange);
    pending.done(answer.status, answer.body);
    return answer;
  };
  const result: LoadResult = {
    plan: job.plan,
    latencies: [],
    statuses: {},
    failures: [],
    skipped: 0,
    elapsedMs: 0,
  };
  const measured: Recorder = {
    record: (answer, ms) => {
      result.latencies.push(ms);
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      if ((answer.status < 200 || answer.status > 299) && result.failures.length < 3) {
        result.failures.push(`${answer.status} ${answer.body.slice(0, 200)}`);
      }
    },
    skip: () => result.skipped++,
  };
  // Warm-up answers are checked all the same: a failure there is as real as a measured one.
  const warming: Recorder = {
    record: (answer) => {
      if (answer.status < 200 || answer.status > 299) measured.record(answer, Number.NaN);
    },
    skip: measured.skip,
  };
  const run = (ms: number, recorder: Recorder) =>
    job.mode === "closed"
      ? closedLoop(op, exchange, job.concurrency, ms, recorder)
      : openLoop(op, exchange, job.rate, ms, recorder);
  await run(job.warmupSeconds * 1000, warming);
  result.elapsedMs = await run(job.seconds * 1000, measured);
  result.latencies = result.latencies.filter((ms) => !Number.isNaN(ms));
  result.plan = op.plan();
  agent.destroy();
  return result;
}

/** The parent's side: a load process for the whole bench, one job at a time. */
export function startLoadProcess() {
  const child = fork(new URL(import.meta.url), ["--load-process"], {
    execArgv: ["--import", "tsx"],
  });
  return {
    run: (job: LoadJob) =>
      new Promise<LoadResult>((resolve, reject) => {
        const exited = (code: number | null) => reject(new Error(`load process exited (${code})`));
        child.once("exit", exited);
        child.once("message", (message) => {
          child.off("exit", exited);
          resolve(message as LoadResult);
        });
        child.send(job);
      }),
    close: () => child.kill(),
  };
}

// The child's side: runs each job it is sent and answers its result; ends with its parent.
if (process.argv.includes("--load-process")) {
  process.on("message", (job: LoadJob) => {
    void runJob(job).then((result) => process.send?.(result));
  });
  process.on("disconnect", () => process.exit(0));
}
