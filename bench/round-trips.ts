// Database round trips, for bench/api.ts: counts the statements the app sends (each query of the
// app's pool connections, BEGIN and COMMIT included; PGlite is behind a pool of one too), and
// replays a request's shape — the same count of statements, in and out of a transaction alike —
// with primary-key selects, for the bare baseline.
import { performance } from "node:perf_hooks";
import type { Db } from "@lounge-office/server/db/client";
import { poolOf } from "@lounge-office/server/db/embedded";
import type pg from "pg";
import { percentiles } from "./support";

/** One request's statements in order: a lone one, or a transaction of `statements` inside. */
export type Segment = { kind: "single" } | { kind: "transaction"; statements: number };

export type RoundTripWatch = {
  /** Starts recording statements (texts, in order), forgetting any earlier ones. */
  start: () => void;
  /** Stops recording; the statements since `start`. */
  stop: () => string[];
  /**
   * Stops recording; each statement since `start` with how long it took from being sent to being
   * answered (lock waits included), in ms: NaN for one still unanswered.
   */
  stopTimed: () => TimedStatement[];
};

export type TimedStatement = { text: string; ms: number };

const textOf = (query: unknown) =>
  typeof query === "string" ? query : String((query as { text?: unknown }).text ?? query);

/**
 * Records every statement the app sends from now on (while started). Each pool connection's `query`
 * is wrapped when the pool hands it out, so the event bus's own LISTEN connection (and its health
 * probe) is left out; a transaction's `begin` and `commit` are queries there already.
 */
export function watchRoundTrips(db: Db): RoundTripWatch {
  let recording = false;
  let statements: TimedStatement[] = [];
  /** Records a statement sent now; `answered` (if given) settles when the database answers it. */
  const record = (text: string, answered?: unknown) => {
    if (!recording) return;
    const entry = { text, ms: Number.NaN };
    statements.push(entry);
    if (answered instanceof Promise) {
      const sent = performance.now();
      const done = () => {
        entry.ms = performance.now() - sent;
      };
      answered.then(done, done);
    }
  };
  watchPool(poolOf(db), record);
  return {
    start: () => {
      statements = [];
      recording = true;
    },
    stop: () => {
      recording = false;
      return statements.map((s) => s.text);
    },
    stopTimed: () => {
      recording = false;
      return statements;
    },
  };
}

type Recorder = (text: string, answered?: unknown) => void;

function watchPool(pool: pg.Pool, record: Recorder) {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const answered = (query as (...a: unknown[]) => unknown).apply(this, args);
      record(textOf(args[0]), answered);
      return answered;
    } as typeof client.query;
  });
}

const OPENS = /^\s*(begin|start\s+transaction)\b/i;
const CLOSES = /^\s*(commit|rollback|end)\b/i;

/** The statements' shape: lone statements, and transactions with their count of statements inside. */
export function shapeOf(statements: string[]): Segment[] {
  const segments: Segment[] = [];
  let open: { statements: number } | null = null;
  for (const text of statements) {
    if (OPENS.test(text)) open = { statements: 0 };
    else if (CLOSES.test(text) && open) {
      segments.push({ kind: "transaction", statements: open.statements });
      open = null;
    } else if (open) open.statements++;
    else segments.push({ kind: "single" });
  }
  if (open) segments.push({ kind: "transaction", statements: open.statements });
  return segments;
}

/** Round trips of a shape: every statement, and BEGIN and COMMIT for each transaction. */
export const roundTripsOf = (shape: Segment[]) =>
  shape.reduce((n, s) => n + (s.kind === "single" ? 1 : s.statements + 2), 0);

/**
 * Runs a shape on the app's own database handle (its pool, PGlite's too), each statement
 * a primary-key select of a real row, as simple as a round trip gets.
 */
export function replayer(db: Db, table: string, id: number): (shape: Segment[]) => Promise<void> {
  const select = `select id from ${table} where id = $1`;
  const params = [id];
  const pool = poolOf(db);
  return async (shape) => {
    for (const segment of shape) {
      if (segment.kind === "single") {
        await pool.query(select, params);
        continue;
      }
      const client = await pool.connect();
      try {
        await client.query("begin");
        for (let i = 0; i < segment.statements; i++) await client.query(select, params);
        await client.query("commit");
      } finally {
        client.release();
      }
    }
  };
}

/**
 * The app's database statements during `changes` changes, and how long each took from being sent
 * to being answered (waits for a seat another change holds included): a change holds its seats'
 * locks for its statements after the first, so their count times their time under load is what
 * a change costs the next one at the same seat.
 */
export function statementsLine(statements: TimedStatement[], changes: number) {
  const timed = statements.map((s) => s.ms).filter((ms) => Number.isFinite(ms));
  const p = percentiles(timed);
  const mean = timed.reduce((a, b) => a + b, 0) / Math.max(1, timed.length);
  return (
    `database statements during the changes: ${statements.length} (${(statements.length / changes).toFixed(1)} ` +
    `a change); sent → answered p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, mean ${mean.toFixed(1)} ms`
  );
}
