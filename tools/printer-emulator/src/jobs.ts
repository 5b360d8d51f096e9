// The jobs the emulator received, newest last, at most 500 (the oldest are forgotten).
import type { Command, Kind } from "./envelope";
import { renderPng } from "./render-png";
import { renderText } from "./render-text";

export const MAX_JOBS = 500;

/** A job as `GET /jobs` lists it. */
export type Job = {
  id: number;
  printjobid: string | null;
  received_at: string;
  ok: boolean;
  code: string;
  /** What came out on paper: empty when the job failed (a failed job prints nothing). */
  text: string;
  /** What the request asked to print, printed or not (for reading a failed or refused job). */
  requested_text: string;
  devid: string;
  kind: Kind;
  /** True when an earlier job with the same printjobid was already printed: a second paper. */
  duplicate: boolean;
  /** Why a SchemaError was answered. */
  reason?: string;
};

type Stored = { job: Job; commands: readonly Command[]; png?: Buffer };

export type JobInput = {
  printjobid: string | null;
  ok: boolean;
  code: string;
  devid: string;
  kind: Kind;
  commands: readonly Command[];
  reason?: string;
};

/** The jobs of a printer of `columns` columns (its paper is rendered at that width). */
export function createJobStore(columns = 48) {
  let stored: Stored[] = [];
  let nextId = 1;

  function add(input: JobInput): Job {
    const requested = renderText(input.commands, input.kind, columns);
    const duplicate =
      input.ok &&
      input.printjobid !== null &&
      stored.some((s) => s.job.ok && s.job.printjobid === input.printjobid);
    const job: Job = {
      id: nextId++,
      printjobid: input.printjobid,
      received_at: new Date().toISOString(),
      ok: input.ok,
      code: input.code,
      text: input.ok ? requested : "",
      requested_text: requested,
      devid: input.devid,
      kind: input.kind,
      duplicate,
      ...(input.reason ? { reason: input.reason } : {}),
    };
    stored.push({ job, commands: input.commands });
    if (stored.length > MAX_JOBS) stored = stored.slice(stored.length - MAX_JOBS);
    return job;
  }

  /** The paper of a printed job, rendered on first request (most jobs are never looked at). */
  function png(id: number): Buffer | null {
    const entry = stored.find((s) => s.job.id === id);
    if (!entry?.job.ok) return null;
    entry.png ??= renderPng(entry.commands, columns);
    return entry.png;
  }

  return {
    add,
    png,
    list: (): Job[] => stored.map((s) => s.job),
    clear: () => {
      stored = [];
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
