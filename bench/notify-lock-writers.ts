// bench/notify-lock.ts's writers: pools whose connections send the app's NOTIFY or the same round
// trip without it, the two seat changes a writer commits (the app's own move, and the persisted
// bare change of realtime-persisted.ts), a LISTENing connection, and one timed cell of N writers.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { floorApi, ZCustomerGroupUpdate } from "@lounge-office/domain/floor";
import type { Db } from "@lounge-office/server/db/client";
import { openPool } from "@lounge-office/server/db/pg-pool";
import * as schema from "@lounge-office/server/db/schema";
import { loadSeats } from "@lounge-office/server/features/floor/board-query";
import { updateGroup } from "@lounge-office/server/features/floor/group-update";
import {
  claimIdempotencyKey,
  contractKey,
  requestHash,
  storeIdempotentAnswer,
} from "@lounge-office/server/http/idempotency";
import type { Actor } from "@lounge-office/server/policy/policy";
import { EVENTS_CHANNEL } from "@lounge-office/server/realtime/publish";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { persistSeatChange } from "./realtime-persisted";
import { percentiles, sleep } from "./support";

/** One writer's own lounge: a group that moves between the lounge's two seats, back and forth. */
export type Lane = {
  loungeId: number;
  seatIds: [number, number];
  groupId: number;
  lockVersion: number;
  /** Which of `seatIds` the group sits at now. */
  at: 0 | 1;
};

/** A writer commits one seat change of its lane per call. */
export type Writer = () => Promise<void>;

/** `select pg_notify($1, $2)`, as `publish` and the persisted bare change send it. */
const NOTIFY_CALL = /pg_notify\((\$\d+), (\$\d+)\)/;

/**
 * The same round trip without the NOTIFY: the payload is still sent and read, so the only
 * difference left is what a NOTIFY does at commit (the queue's global lock and its entry).
 */
function withoutNotify(text: string) {
  return text.replace(
    NOTIFY_CALL,
    (_call, channel, payload) => `concat(${channel}::text, ${payload}::text)`,
  );
}

/**
 * A pool of `size` connections to `url` like the app's (statements run again are prepared), whose
 * statements are counted by `onStatement`; with `notify: false` its NOTIFYs are left out.
 */
export function openWriterPool(
  url: string,
  size: number,
  options: { notify: boolean; onStatement: () => void },
): pg.Pool {
  const pool = openPool({ connectionString: url, max: size }, (error) =>
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
  );
  // Registered after openPool's own: this wrapper runs first, so a rewritten text is named as such.
  pool.on("connect", (client) => {
    const query = client.query as (...args: unknown[]) => unknown;
    client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
      options.onStatement();
      return query.call(this, options.notify ? config : silenced(config), ...rest);
    } as typeof client.query;
  });
  return pool;
}

function silenced(config: unknown): unknown {
  if (typeof config === "string") return withoutNotify(config);
  const text = (config as { text?: unknown } | null)?.text;
  if (typeof text !== "string" || !NOTIFY_CALL.test(text)) return config;
  return { ...(config as object), text: withoutNotify(text) };
}

/** Drizzle on a writer pool, as the app opens it on PostgreSQL. */
export const drizzleOn = (pool: pg.Pool): Db => drizzle(pool, { schema });

/**
 * The app's move as a tablet sends it (`PUT /customer_groups/:id` with an Idempotency-Key), less
 * HTTP: in one transaction the key's claim, the move command, the answer's seat read and the stored
 * answer — the route's own calls, in its order.
 */
export function appSeatChange(db: Db, actor: Actor, lane: Lane): Writer {
  const contract = contractKey(floorApi.updateGroup);
  return async () => {
    const to = lane.seatIds[lane.at === 0 ? 1 : 0];
    const body = ZCustomerGroupUpdate.parse({
      customer_group: { seat_id: to, mens: 2, lock_version: lane.lockVersion },
    });
    const request = {
      staffId: actor.staffId,
      key: randomUUID(),
      contract,
      hash: requestHash({ params: { id: lane.groupId }, body }),
    };
    const saved = await db.transaction(async (tx) => {
      if (await claimIdempotencyKey(tx, request)) throw new Error("a fresh key was replayed");
      const { group, touchedSeatIds } = await updateGroup(
        tx,
        actor,
        lane.groupId,
        body.customer_group,
      );
      const answer = {
        id: group.id,
        lock_version: group.lock_version,
        seat_id: group.seat_id,
        seats: await loadSeats(tx, group.lounge_id, touchedSeatIds),
      };
      await storeIdempotentAnswer(tx, request, { status: 200, body: answer });
      return answer;
    });
    lane.lockVersion = saved.lock_version;
    lane.at = lane.at === 0 ? 1 : 0;
  };
}

/**
 * The persisted bare change (realtime-persisted.ts) of the lane's group, back and forth; with
 * `afterCommit` (the broker's publish, on a pool without NOTIFY) called once it has committed.
 */
export function bareSeatChange(
  pool: pg.Pool,
  lane: Lane,
  afterCommit?: (payload: string) => void,
): Writer {
  const [a, b] = lane.seatIds;
  const commit = persistSeatChange(pool, lane.loungeId, [
    { groupId: lane.groupId, seatId: b, fromSeatId: a },
    { groupId: lane.groupId, seatId: a, fromSeatId: b },
  ]);
  const payload = JSON.stringify({ type: "seat", lounge_id: lane.loungeId, seat_ids: [a, b] });
  return async () => {
    await commit(lane.at);
    afterCommit?.(payload);
    lane.at = lane.at === 0 ? 1 : 0;
  };
}

/**
 * A connection LISTENing to the app's channel, as every server process has one; counts what it
 * hears.
 */
export async function openListener(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let heard = 0;
  client.on("notification", () => {
    heard++;
  });
  await client.query(`listen ${EVENTS_CHANNEL}`);
  return { heard: () => heard, close: () => client.end() };
}

/**
 * Has every connection of the pool send its pending statistics before it next answers:
 * PostgreSQL 15 flushes a backend's counters at most once a second otherwise, which would leave
 * part of a cell's commits out of `pg_stat_database`. Costs one commit a connection. The read of
 * a catalog is there because a backend with no table touched since its last flush skips the flush
 * (and keeps its commit counts) however forced.
 */
async function flushStatistics(pool: pg.Pool, size: number) {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  try {
    await Promise.all(
      clients.map((client) => client.query("select pg_stat_force_next_flush() from pg_am limit 1")),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

export type CellResult = {
  commits: number;
  seconds: number;
  latency: ReturnType<typeof percentiles>;
  /** Commits PostgreSQL counted in the scratch database meanwhile (pg_stat_database). */
  pgCommits: number;
  statements: number;
  heard: number;
  /** How busy this process's event loop was: near 100 %, the writers' own process is the limit. */
  busy: number;
  /** Writers waiting for the NOTIFY lock, on average over samples taken every 100 ms. */
  lockWaits: number;
};

/**
 * Runs `writers` (one connection each, pool of that size) flat out for `warmupMs` unmeasured, then
 * for `measureMs`; a writer starts no change after the time is up, and the cell lasts until its
 * last change has committed.
 */
export async function runCell(options: {
  writers: Writer[];
  pool: pg.Pool;
  warmupMs: number;
  measureMs: number;
  xactCommits: () => Promise<number>;
  statements: () => number;
  heard: () => number;
  /** How many of the writers wait for the NOTIFY lock now. */
  lockWaiters: () => Promise<number>;
}): Promise<CellResult> {
  const { writers, pool } = options;
  const drive = (until: number, record: (ms: number) => void) =>
    Promise.all(
      writers.map(async (writer) => {
        while (performance.now() < until) {
          const started = performance.now();
          await writer();
          record(performance.now() - started);
        }
      }),
    );
  await drive(performance.now() + options.warmupMs, () => {});
  await flushStatistics(pool, writers.length);
  const pgBefore = await options.xactCommits();
  const statementsBefore = options.statements();
  const heardBefore = options.heard();
  const loopBefore = performance.eventLoopUtilization();
  const latencies: number[] = [];
  const start = performance.now();
  const waits: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      waits.push(await options.lockWaiters());
      await sleep(100);
    }
  })();
  await drive(start + options.measureMs, (ms) => latencies.push(ms));
  sampling = false;
  await sampler;
  const seconds = (performance.now() - start) / 1000;
  const busy = performance.eventLoopUtilization(loopBefore).utilization;
  const statements = options.statements() - statementsBefore;
  await flushStatistics(pool, writers.length);
  // Read after the flush's round trip: the last commits' notifications have had time to arrive.
  const heard = options.heard() - heardBefore;
  // The flush's own commits, one a connection, are in the count: left out.
  const pgCommits = (await options.xactCommits()) - pgBefore - writers.length;
  return {
    commits: latencies.length,
    seconds,
    latency: percentiles(latencies),
    pgCommits,
    statements,
    heard,
    busy,
    lockWaits: waits.reduce((sum, n) => sum + n, 0) / Math.max(1, waits.length),
  };
}
