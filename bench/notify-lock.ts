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

const WRITERS = [1, 8, 32];
const WARMUP_MS = 1_000;
/** Before each kind's first cell: 8 writers for one unmeasured second. */
const KIND_WARMUP_WRITERS = 8;
const MEASURE_MS = 4_000;
/** 26 cells of 5–7 s, the set-up and the drop: 2.5–3 min on a busy machine, never past this. */
const HARD_LIMIT_MS = 240_000;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * Seat changes a lounge makes a minute at its busiest: the chain's busiest lounge (decisions 015
 * and 019: 30 tablets, a change every few seconds) taken as one every 3 s, everywhere at once.
 */
const CHANGES_A_MINUTE = 20;
const OTHER_RATES = [10, 30];
/** The chain size the issue asks the NOTIFY to carry. */
const TARGET_LOUNGES = 1_000;

type Kind = "app" | "bare";
const KINDS: { kind: Kind; label: string }[] = [
  { kind: "app", label: "the app's move (its command, as a tablet sends it, less HTTP)" },
  { kind: "bare", label: "the persisted bare change (hand-written, 7 round trips)" },
];

type Variant = {
  key: "without" | "alone" | "heard" | "broker";
  label: string;
  notify: boolean;
  listener: boolean;
};
const NOTIFY_VARIANTS: Variant[] = [
  { key: "without", label: "without NOTIFY", notify: false, listener: true },
  { key: "alone", label: "NOTIFY, nobody listening", notify: true, listener: false },
  { key: "heard", label: "NOTIFY, a listener", notify: true, listener: true },
];
const BROKER_VARIANT: Variant = {
  key: "broker",
  label: "through Redis, a subscriber",
  notify: false,
  listener: true,
};

/** The server's broker logs what goes wrong with its connections; nothing else is said here. */
const silentLog = {
  info: () => {},
  warn: (fields: object, message: string) => console.warn(message, fields),
  error: (fields: object, message: string) => console.error(message, fields),
} as unknown as FastifyBaseLogger;

const VARIANTS: Variant[] = (await brokerAnswers(REDIS_URL))
  ? [...NOTIFY_VARIANTS, BROKER_VARIANT]
  : NOTIFY_VARIANTS;

type Cell = { kind: Kind; writers: number; variant: Variant["key"]; result: CellResult };

const stopTimer = hardStop("bench/notify-lock", HARD_LIMIT_MS);

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    "bench:notify measures PostgreSQL's NOTIFY lock: set DATABASE_URL " +
      "(e.g. postgres://postgres@127.0.0.1:5432/test); PGlite has one connection, nothing to lock.",
  );
  process.exit(1);
}

const perSecond = (result: CellResult) => result.commits / result.seconds;
const count = (n: number) => Math.round(n).toLocaleString("en-US");
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

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

const row = (writers: number | string, label: string, cells: string[]) =>
  `${String(writers).padStart(7)}  ${label.padEnd(34)}${cells.map((c) => c.padStart(11)).join("")}`;

const header = row("writers", "", [
  "commits/s",
  "p50 ms",
  "p99 ms",
  "pg xact/s",
  "stmts/xact",
  "heard",
  "loop busy",
  "lock waits",
]);

function cellRow(writers: number, variant: Variant, r: CellResult) {
  return row(writers, variant.label, [
    perSecond(r).toFixed(1),
    r.latency.p50.toFixed(1),
    r.latency.p99.toFixed(1),
    (r.pgCommits / r.seconds).toFixed(1),
    (r.statements / Math.max(1, r.commits)).toFixed(1),
    variant.listener ? `${((100 * r.heard) / Math.max(1, r.commits)).toFixed(0)} %` : "—",
    `${(100 * r.busy).toFixed(0)} %`,
    r.lockWaits.toFixed(1),
  ]);
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
  report(cells);
}

function report(cells: Cell[]) {
  const find = (kind: Kind, writers: number, variant: Variant["key"]) => {
    const cell = cells.find(
      (c) => c.kind === kind && c.writers === writers && c.variant === variant,
    );
    if (!cell) throw new Error(`no cell ${kind} ${writers} ${variant}`);
    return cell.result;
  };

  console.log("\nNOTIFY / without, commits/s");
  console.log(
    row(
      "",
      "",
      WRITERS.map((w) => `${w} writer${w === 1 ? "" : "s"}`),
    ),
  );
  for (const { kind } of KINDS) {
    for (const variant of VARIANTS.filter((v) => v.notify)) {
      const name = `${kind === "app" ? "app" : "bare"}: ${variant.label}`;
      console.log(
        row(
          "",
          name,
          WRITERS.map((w) =>
            ratio(perSecond(find(kind, w, variant.key)), perSecond(find(kind, w, "without"))),
          ),
        ),
      );
    }
  }

  const brokered = VARIANTS.includes(BROKER_VARIANT);
  if (brokered) {
    for (const { kind } of KINDS) {
      console.log(
        row(
          "",
          `${kind}: ${BROKER_VARIANT.label}`,
          WRITERS.map((w) =>
            ratio(perSecond(find(kind, w, "broker")), perSecond(find(kind, w, "without"))),
          ),
        ),
      );
    }
  } else {
    console.log(`(no Redis server at ${REDIS_URL}: the broker's variant was left out)`);
  }

  // The app as it runs: every server process LISTENs, so its NOTIFYs always have a listener.
  const best = (kind: Kind, variant: Variant["key"] = "heard") =>
    WRITERS.map((writers) => ({ writers, rate: perSecond(find(kind, writers, variant)) })).reduce(
      (a, b) => (b.rate > a.rate ? b : a),
    );
  const app = best("app");
  const bare = best("bare");
  const lounges = (rate: number, perMinute: number) => (rate * 60) / perMinute;
  console.log(
    `\nthe chain where NOTIFY binds: commits/s with NOTIFY and a listener at the best concurrency × 60 / seat changes a lounge a minute`,
  );
  const rows: [string, { writers: number; rate: number }][] = [
    ["the app's move", app],
    ["the bare change (the database alone)", bare],
  ];
  if (brokered) {
    rows.push(
      ["the app's move through Redis", best("app", "broker")],
      ["the bare change through Redis", best("bare", "broker")],
    );
  }
  for (const [name, top] of rows) {
    const figures = [CHANGES_A_MINUTE, ...OTHER_RATES]
      .map((perMinute) => `${perMinute}/min ${count(lounges(top.rate, perMinute))}`)
      .join(", ");
    console.log(
      `  ${name}: ${top.rate.toFixed(0)} commits/s (${top.writers} writers) → lounges at ${figures}`,
    );
  }

  const at = nth(WRITERS, WRITERS.length - 1);
  for (const { kind } of KINDS) {
    const withNotify = find(kind, at, "heard");
    const without = find(kind, at, "without");
    const what = kind === "app" ? "the app's move" : "the persisted bare change";
    console.log(
      `summary\tnotify\tNOTIFY commits/s vs without at ${at} writers (${what}, a listener, PostgreSQL)\t` +
        `${ratio(perSecond(withNotify), perSecond(without))} (${perSecond(withNotify).toFixed(0)} / ${perSecond(without).toFixed(0)} /s; ` +
        `p99 ${withNotify.latency.p99.toFixed(1)} / ${without.latency.p99.toFixed(1)} ms)\t—\t—`,
    );
  }
  if (brokered) {
    for (const { kind } of KINDS) {
      const viaBroker = find(kind, at, "broker");
      const withNotify = find(kind, at, "heard");
      const what = kind === "app" ? "the app's move" : "the persisted bare change";
      console.log(
        `summary\tnotify\tthrough Redis commits/s vs NOTIFY at ${at} writers (${what}, a subscriber, PostgreSQL)\t` +
          `${ratio(perSecond(viaBroker), perSecond(withNotify))} (${perSecond(viaBroker).toFixed(0)} / ${perSecond(withNotify).toFixed(0)} /s; ` +
          `heard ${((100 * viaBroker.heard) / Math.max(1, viaBroker.commits)).toFixed(0)} %)\t—\t—`,
      );
    }
  }
  const chain = lounges(app.rate, CHANGES_A_MINUTE);
  console.log(
    `summary\tnotify\tchain size where NOTIFY binds, ${CHANGES_A_MINUTE} seat changes a lounge a minute (the app's move, best of ${WRITERS.join("/")} writers, PostgreSQL)\t` +
      `${count(chain)} lounges (${app.rate.toFixed(0)} commits/s × 60 / ${CHANGES_A_MINUTE}; ` +
      `${OTHER_RATES.map((r) => `${r}/min ${count(lounges(app.rate, r))}`).join(", ")})\t` +
      `≥ ${count(TARGET_LOUNGES)} lounges\t${chain >= TARGET_LOUNGES ? "ok" : "MISS"}`,
  );
}

main(adminUrl)
  .then(() => {
    clearTimeout(stopTimer);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
