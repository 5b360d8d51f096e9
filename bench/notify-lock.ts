// `npm run bench:notify`: PostgreSQL's NOTIFY lock, measured (decision 034). A transaction that
// NOTIFYs takes one lock for the whole server at commit and holds it through the commit's flush,
// so such commits go one at a time. N writers (1, 8, 32), each on its own lounge and group so that
// no two touch the same rows, commit the app's seat change flat out, with its NOTIFY and without,
// with a LISTENing connection and without; beside it the persisted bare change
// (realtime-persisted.ts), which leaves the database as nearly the only limit. Then the chain size
// at which the NOTIFY would bind. Where a Redis server answers (BENCH_REDIS_URL, default
// 127.0.0.1:6379), a fourth variant sends the events through it as REALTIME_BROKER_URL does: the
// app's move through the server's own broker (realtime/broker.ts), the bare change's publish after
// its commit; a subscriber counts what arrives.
// PostgreSQL only (DATABASE_URL): PGlite has one connection, so nothing to serialise.

import os from "node:os";
import { performance } from "node:perf_hooks";
import type { Db } from "@lounge-office/server/db/client";
import type { Actor } from "@lounge-office/server/policy/policy";
import { brokerAnswers, openBroker } from "@lounge-office/server/realtime/broker";
import { buildCustomerGroup, buildStaff } from "@lounge-office/server/seed/factories";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import pg from "pg";
import {
  BROKER_VARIANT,
  type Cell,
  cellRow,
  header,
  KINDS,
  type Kind,
  NOTIFY_VARIANTS,
  report,
  type Variant,
  WRITERS,
} from "./notify-lock-report";
import {
  appSeatChange,
  bareSeatChange,
  type CellResult,
  drizzleOn,
  type Lane,
  openListener,
  openWriterPool,
  runCell,
} from "./notify-lock-writers";
import { buildBenchFloor, hardStop, nth, openBenchDatabase } from "./support";

const WARMUP_MS = 1_000;
/** Before each kind's first cell: 8 writers for one unmeasured second. */
const KIND_WARMUP_WRITERS = 8;
const MEASURE_MS = 4_000;
/** 26 cells of 5–7 s, the set-up and the drop: 2.5–3 min on a busy machine, never past this. */
const HARD_LIMIT_MS = 240_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

/** The server's broker logs what goes wrong with its connections; nothing else is said here. */
const silentLog = {
  info: () => {},
  warn: (fields: object, message: string) => console.warn(message, fields),
  error: (fields: object, message: string) => console.error(message, fields),
} as unknown as FastifyBaseLogger;

const VARIANTS: Variant[] = (await brokerAnswers(REDIS_URL))
  ? [...NOTIFY_VARIANTS, BROKER_VARIANT]
  : NOTIFY_VARIANTS;

const stopTimer = hardStop("bench/notify-lock", HARD_LIMIT_MS);

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    "bench:notify measures PostgreSQL's NOTIFY lock: set DATABASE_URL " +
      "(e.g. postgres://postgres@127.0.0.1:5432/test); PGlite has one connection, nothing to lock.",
  );
  process.exit(1);
}

/** The server's settings that decide what a commit costs. */
async function describeServer(admin: pg.Client) {
  const names = [
    "server_version",
    "synchronous_commit",
    "fsync",
    "wal_sync_method",
    "commit_delay",
    "full_page_writes",
  ];
  const values: string[] = [];
  for (const name of names) {
    const { rows } = await admin.query<Record<string, string>>(`show ${name}`);
    values.push(`${name} ${rows[0]?.[name] ?? "?"}`);
  }
  return values.join(", ");
}

/** Who else is using the server and the machine now: the figures move with it. */
async function otherSessions(admin: pg.Client, scratch: string) {
  const { rows } = await admin.query<{ active: number; idle: number }>(
    `select count(*) filter (where state = 'active')::int as active,
            count(*) filter (where state <> 'active')::int as idle
     from pg_stat_activity
     where backend_type = 'client backend' and pid <> pg_backend_pid() and datname <> $1`,
    [scratch],
  );
  const load = os.loadavg().map((n) => n.toFixed(1));
  return `other sessions on the server: ${rows[0]?.active ?? 0} active, ${rows[0]?.idle ?? 0} idle; load average ${load.join(" ")} on ${os.cpus().length} cores`;
}

/**
 * `lanes` lounges of two seats, each with one group (a fee rule, as men have) at the first; built
 * side by side on the bench database's pool.
 */
async function buildLanes(db: Db, lanes: number, prefix: string): Promise<Lane[]> {
  return Promise.all(
    Array.from({ length: lanes }, async (_, i): Promise<Lane> => {
      const { lounge, rule, seats } = await buildBenchFloor(db, {
        seatCount: 2,
        name: `ベンチ店${prefix}${i + 1}`,
      });
      const from = nth(seats, 0).id;
      const group = await buildCustomerGroup(db, lounge.id, { seatId: from, feeRuleId: rule.id });
      return {
        loungeId: lounge.id,
        seatIds: [from, nth(seats, 1).id],
        groupId: group.id,
        lockVersion: group.lock_version,
        at: 0,
      };
    }),
  );
}

async function main(databaseUrl: string) {
  const { database, where, url, drop } = await openBenchDatabase();
  if (!url) throw new Error("expected a PostgreSQL scratch database");
  const scratch = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const cells: Cell[] = [];
  try {
    console.log(`bench:notify on ${where}, loopback`);
    console.log(await describeServer(admin));
    console.log(`${await otherSessions(admin, scratch)} (at the start)`);
    const most = Math.max(...WRITERS);
    const lanes = {
      app: await buildLanes(database.db, most, "A"),
      bare: await buildLanes(database.db, most, "B"),
    };
    const member = await buildStaff(database.db, {
      role: "staff",
      loungeIds: lanes.app.map((lane) => lane.loungeId),
    });
    const actor: Actor = {
      staffId: member.id,
      role: member.role,
      loungeIds: member.loungeIds,
      currentLoungeId: nth(lanes.app, 0).loungeId,
    };
    // The writers have pools of their own, one connection a writer.
    await database.close();
    const xactCommits = async () => {
      const { rows } = await admin.query<{ commits: string }>(
        "select xact_commit as commits from pg_stat_database where datname = $1",
        [scratch],
      );
      return Number(rows[0]?.commits ?? Number.NaN);
    };
    // The lock a NOTIFY takes at commit: an object lock on pg_database's "database 0".
    const lockWaiters = async () => {
      const { rows } = await admin.query<{ waiting: number }>(
        `select count(*)::int as waiting
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where a.datname = $1 and l.locktype = 'object' and l.classid = 'pg_database'::regclass
           and l.objid = 0 and not l.granted`,
        [scratch],
      );
      return rows[0]?.waiting ?? 0;
    };
    console.log(
      `set up in ${(performance.now() / 1000).toFixed(1)} s; each cell: ${WARMUP_MS / 1000} s unmeasured, then ${MEASURE_MS / 1000} s flat out; one lounge and group a writer, one connection each; each kind after an unmeasured cell, the variants' order turning with each concurrency`,
    );

    const measure = async (kind: Kind, writers: number, variant: Variant, measureMs: number) => {
      let statements = 0;
      const pool = openWriterPool(url, writers, {
        notify: variant.notify,
        onStatement: () => {
          statements++;
        },
      });
      const db = drizzleOn(pool);
      const viaBroker = variant.key === "broker";
      // Through the broker: the server's own, which from here on sends the app's move's events
      // after its commits, and whose subscription counts what arrives; the bare change publishes
      // on a connection of its own.
      const broker = viaBroker ? await openBroker(REDIS_URL, db, silentLog) : null;
      let brokerHeard = 0;
      const stopListening = await broker?.listen({
        dispatch: () => {
          brokerHeard++;
        },
        resync: () => {},
      });
      const publisher = broker && kind === "bare" ? new Redis(REDIS_URL) : null;
      const publish =
        broker && publisher
          ? (payload: string) => {
              publisher.publish(broker.channel, payload).catch(() => {});
            }
          : undefined;
      const listener = variant.listener && !viaBroker ? await openListener(url) : null;
      try {
        return await runCell({
          writers: lanes[kind]
            .slice(0, writers)
            .map((lane) =>
              kind === "app" ? appSeatChange(db, actor, lane) : bareSeatChange(pool, lane, publish),
            ),
          pool,
          warmupMs: WARMUP_MS,
          measureMs,
          xactCommits,
          statements: () => statements,
          heard: () => listener?.heard() ?? brokerHeard,
          lockWaiters,
        });
      } finally {
        await pool.end();
        await listener?.close();
        await stopListening?.();
        await broker?.close();
        await publisher?.quit();
      }
    };

    for (const { kind, label } of KINDS) {
      // Unmeasured, so that the first cell does not pay for cold code and caches alone.
      await measure(kind, KIND_WARMUP_WRITERS, nth(VARIANTS, VARIANTS.length - 1), 0);
      console.log(`\n${label}\n${header}`);
      for (const [i, writers] of WRITERS.entries()) {
        // Each concurrency starts with another variant: no variant always runs first or last.
        const turn = i % VARIANTS.length;
        const order = [...VARIANTS.slice(turn), ...VARIANTS.slice(0, turn)];
        const results = new Map<Variant["key"], CellResult>();
        for (const variant of order) {
          results.set(variant.key, await measure(kind, writers, variant, MEASURE_MS));
        }
        for (const variant of VARIANTS) {
          const result = results.get(variant.key);
          if (!result) continue;
          cells.push({ kind, writers, variant: variant.key, result });
          console.log(cellRow(writers, variant, result));
        }
      }
    }
    console.log(`\n${await otherSessions(admin, scratch)} (at the end)`);
  } finally {
    await admin.end();
    await drop();
  }
  console.log(`whole run ${(performance.now() / 1000).toFixed(1)} s, the scratch database dropped`);
  report(cells, VARIANTS, REDIS_URL);
}

main(adminUrl)
  .then(() => {
    clearTimeout(stopTimer);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
