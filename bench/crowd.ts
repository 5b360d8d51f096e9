// Crowd feed benchmark: GET /public/lounges/{id}/crowd at a Friday night's load, over loopback, from
// autocannon in a second process, against a bare Fastify route answering the same bytes in the same
// run; the database statements the feed sends meanwhile; and the floor calls of bench:api (enter,
// move, board read) with and without the feed being read, to show the feed takes nothing from them.
// Run `npm run bench:crowd` (PGlite in memory; a scratch database when DATABASE_URL is set).

import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { CROWD_CACHE_MAX_AGE_MS } from "@lounge-office/server/features/crowd/crowd-cache";
import { buildStaff } from "@lounge-office/server/seed/factories";
import Fastify from "fastify";
import { type LoadResult, startLoadProcess } from "./api-load";
import { type OperationName, type OperationPlan, ROUTES } from "./api-ops";
import { type CannonResult, fire } from "./crowd-cannon";
import { publishFeed, seatFloor } from "./crowd-floor";
import { watchRoundTrips } from "./round-trips";
import {
  buildBenchFloor,
  databaseName,
  HOST,
  hardStop,
  median,
  openBenchDatabase,
  percentiles,
  signIn,
  sleep,
  startBenchApp,
} from "./support";

/** Twenty connections, each sending its next request as soon as the last is answered. */
const CONNECTIONS = 20;
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/**
 * The feed's rate while the floor calls are measured: a Friday night's readers without a CDN
 * (every open widget asks every 15 s: 3,000 pages open at once on one instance), several times what
 * a CDN would let through (one revalidation per 5 s per lounge and edge node).
 */
const FRIDAY_RATE = Number(process.env.CROWD_RATE ?? 200) || 200;
/** The floor calls as bench:api loads them: 8 in flight, after a second of warm-up. */
const FLOOR_CONCURRENCY = 8;
const FLOOR_SECONDS = 5;
const FLOOR_SEATS = 40;
const FLOOR_GROUPS = 60;
const ENTER_SEATS = 500;
/** Runs of each comparison (the feed's sides alternating); the summary has their medians. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
const THROUGHPUT_TARGET = 0.7;
const P99_TARGET_MS = 20;
const FLOOR_TARGET = 0.9;
const HARD_LIMIT_MS = 120_000 + RUNS * 130_000;

const stopTimer = hardStop("bench/crowd", HARD_LIMIT_MS);

// ---- The app: a lounge publishing its feed, its floor seated; another lounge's seats to enter ----

const { database, where, drop } = await openBenchDatabase();
const { db } = database;
const watch = watchRoundTrips(db);
const floor = await buildBenchFloor(db, { seatCount: FLOOR_SEATS });
await publishFeed(db, floor.lounge.id);
const entrance = await buildBenchFloor(db, {
  seatCount: ENTER_SEATS,
  name: "ベンチ入店店",
  seatPrefix: "E",
});
await buildStaff(db, {
  account: "bench-staff",
  role: "staff",
  loungeIds: [floor.lounge.id, entrance.lounge.id],
});
const { app, base } = await startBenchApp(db);
const { headers } = await signIn(base, floor.lounge.id, "bench-staff");
const groups = await seatFloor(base, headers, floor, FLOOR_GROUPS);

const feedPath = `/public/lounges/${floor.lounge.id}/crowd`;
const first = await fetch(`${base}${feedPath}`);
if (first.status !== 200) throw new Error(`the feed answered ${first.status}`);
const feedBytes = Buffer.from(await first.arrayBuffer());
/** The feed's own headers, which the bare route sends too: the same answer with nothing behind it. */
const feedHeaders: Record<string, string> = {};
for (const name of [
  "content-type",
  "etag",
  "cache-control",
  "access-control-allow-origin",
  "cross-origin-resource-policy",
]) {
  feedHeaders[name] = first.headers.get(name) ?? "";
}

// ---- The baseline: bare Fastify on another port, the same bytes ----

const bare = Fastify();
bare.get("/public/lounges/:id/crowd", (_request, reply) => {
  reply.headers(feedHeaders).send(feedBytes);
});
await bare.listen({ port: 0, host: HOST });
const bareBase = `http://${HOST}:${(bare.server.address() as AddressInfo).port}`;
const bareAnswer = Buffer.from(await (await fetch(`${bareBase}${feedPath}`)).arrayBuffer());
if (!bareAnswer.equals(feedBytes)) throw new Error("the bare route's bytes differ from the feed's");

// ---- The feed against the bare route: closed loop, alternating which goes first ----

type Side = { app: CannonResult; bare: CannonResult };
const load = (url: string, seconds: number) => fire({ url, connections: CONNECTIONS, seconds });

const feedRuns: Side[] = [];
let feedStatements = 0;
let feedRequests = 0;
/** From the first measured request to the app's feed to the last: its reading ages meanwhile. */
let feedFirstMs = Number.NaN;
let feedLastMs = Number.NaN;
for (let run = 0; run < RUNS; run++) {
  const measure = async (side: "app" | "bare") => {
    const url = `${side === "app" ? base : bareBase}${feedPath}`;
    await load(url, WARMUP_SECONDS);
    if (side === "app") {
      watch.start();
      if (Number.isNaN(feedFirstMs)) feedFirstMs = performance.now();
    }
    const result = await load(url, SECONDS);
    if (side === "app") {
      feedStatements += watch.stop().length;
      feedLastMs = performance.now();
      feedRequests += result.total;
    }
    return result;
  };
  const order = run % 2 === 0 ? (["app", "bare"] as const) : (["bare", "app"] as const);
  const side = {} as Side;
  for (const name of order) side[name] = await measure(name);
  feedRuns.push(side);
}

// ---- Floor calls with and without the feed read at a Friday night's rate ----

const floorLoad = startLoadProcess();
const plans: Record<OperationName, OperationPlan> = {
  board: { name: "board", loungeId: floor.lounge.id },
  move: { name: "move", seatIds: floor.seats.map((s) => s.id), groups },
  enter: {
    name: "enter",
    seatIds: entrance.seats.map((s) => s.id),
    feeRuleId: entrance.rule.id,
    next: 0,
  },
};
const NAMES = ["enter", "move", "board"] as const;
/** Floor calls without the feed before and after those with it (`busy`), and the feed's figures. */
type FloorRun = { before: LoadResult; busy: LoadResult; after: LoadResult; feed: CannonResult };
const floorRuns: Record<OperationName, FloorRun[]> = { enter: [], move: [], board: [] };

async function floorCalls(name: OperationName) {
  const result = await floorLoad.run({
    mode: "closed",
    concurrency: FLOOR_CONCURRENCY,
    warmupSeconds: 1,
    seconds: FLOOR_SECONDS,
    base,
    headers,
    plan: plans[name],
  });
  plans[name] = result.plan;
  return result;
}

for (let run = 0; run < RUNS; run++) {
  for (const name of NAMES) {
    // Quiet on both sides of busy: every move adds to the floor's history (the board reads it), so
    // the floor calls slow down a little from one window to the next; the mean of the windows
    // before and after cancels that drift, which alternating the sides only spreads.
    const before = await floorCalls(name);
    // The feed's readers from before the floor calls' warm-up to after their last second.
    const feed = fire({
      url: `${base}${feedPath}`,
      connections: CONNECTIONS,
      seconds: FLOOR_SECONDS + 4,
      rate: FRIDAY_RATE,
    });
    await sleep(500);
    const busy = await floorCalls(name);
    const feedResult = await feed;
    const after = await floorCalls(name);
    floorRuns[name].push({ before, busy, after, feed: feedResult });
  }
}

floorLoad.close();
await bare.close();
await app.close();
await database.close();
await drop();

// ---- Report ----

const dbName = databaseName(where);
const perSecond = (r: LoadResult) => r.latencies.length / (r.elapsedMs / 1000);
const failedOf = (r: LoadResult) =>
  Object.entries(r.statuses)
    .filter(([status]) => Number(status) < 200 || Number(status) > 299)
    .reduce((n, [, count]) => n + count, 0);
const ms = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));
const pct = (n: number) => `${(n * 100).toFixed(0)} %`;
const span = (values: number[]) =>
  `${pct(Math.min(...values))}–${pct(Math.max(...values))}`.replace(/ %–/, "–");
const runsNote = RUNS > 1 ? `, median of ${RUNS} runs` : "";
const summary = (what: string, figure: string, target: string, ok: boolean) =>
  ["summary", "crowd", `${what} (${dbName}${runsNote})`, figure, target, ok ? "ok" : "MISS"].join(
    "\t",
  );

/** Requests a second without the feed: the mean of the windows before and after. */
const quietRate = (r: FloorRun) => (perSecond(r.before) + perSecond(r.after)) / 2;
const floorFailures = (r: FloorRun) =>
  failedOf(r.before) + failedOf(r.busy) + failedOf(r.after) + r.feed.failed;

const feedSpanMs = feedLastMs - feedFirstMs;
/** One read per max age that the measured span reaches into (the reading was made before it). */
const allowedReads = Math.ceil(feedSpanMs / CROWD_CACHE_MAX_AGE_MS);

console.log(
  "Crowd feed: GET /public/lounges/{id}/crowd from memory, over loopback, against a bare Fastify " +
    "route answering the same bytes and headers",
);
console.log(`database: ${where}`);
console.log(
  `floor: ${FLOOR_SEATS} seats with ${FLOOR_GROUPS} groups, the lounge publishing its feed ` +
    `(${feedBytes.length} B: ${feedBytes.toString()})`,
);
console.log(
  `load: autocannon in its own process, ${CONNECTIONS} connections for ${SECONDS} s a side after ` +
    `${WARMUP_SECONDS} s of warm-up, ${RUNS} run${RUNS > 1 ? "s" : ""} alternating the sides`,
);

console.log("\nthe feed, closed loop:");
console.log("  run   app req/s   bare req/s   app/bare   app p50 / p99   bare p50 / p99   failed");
feedRuns.forEach(({ app: a, bare: b }, i) => {
  console.log(
    `  ${String(i + 1).padEnd(3)} ${a.perSecond.toFixed(0).padStart(11)} ${b.perSecond.toFixed(0).padStart(12)}` +
      ` ${pct(a.perSecond / b.perSecond).padStart(10)} ${`${ms(a.p50)} / ${ms(a.p99)} ms`.padStart(15)}` +
      ` ${`${ms(b.p50)} / ${ms(b.p99)} ms`.padStart(16)} ${String(a.failed + b.failed).padStart(8)}`,
  );
});
console.log(
  `database statements while the app's feed was loaded: ${feedStatements} in ${feedRequests} requests ` +
    `over ${(feedSpanMs / 1000).toFixed(0)} s (a reading is read again once a minute old: ` +
    `${allowedReads} allowed)`,
);

console.log(
  `\nfloor calls (bench:api's: ${FLOOR_CONCURRENCY} in flight for ${FLOOR_SECONDS} s), without and with ` +
    `the feed read at ${FRIDAY_RATE} req/s (${CONNECTIONS} connections) meanwhile:`,
);
console.log(
  "  call        run   quiet req/s   busy req/s   busy/quiet   quiet p50 / p99   busy p50 / p99   feed p99   failed\n" +
    "                  (before, after)              (vs their mean)",
);
for (const name of NAMES) {
  floorRuns[name].forEach((r, i) => {
    const q = percentiles([...r.before.latencies, ...r.after.latencies]);
    const b = percentiles(r.busy.latencies);
    const quiet = `${perSecond(r.before).toFixed(0)}, ${perSecond(r.after).toFixed(0)}`;
    console.log(
      `  ${ROUTES[name].label.padEnd(11)} ${String(i + 1).padEnd(3)} ${quiet.padStart(13)}` +
        ` ${perSecond(r.busy).toFixed(0).padStart(12)} ${pct(perSecond(r.busy) / quietRate(r)).padStart(12)}` +
        ` ${`${ms(q.p50)} / ${ms(q.p99)} ms`.padStart(17)} ${`${ms(b.p50)} / ${ms(b.p99)} ms`.padStart(16)}` +
        ` ${`${ms(r.feed.p99)} ms`.padStart(10)} ${String(floorFailures(r)).padStart(8)}`,
    );
  });
}

const feedFailed = feedRuns.reduce((n, r) => n + r.app.failed, 0);
const ratios = feedRuns.map((r) => r.app.perSecond / r.bare.perSecond);
const ratio = median(ratios);
const appRate = median(feedRuns.map((r) => r.app.perSecond));
const bareRate = median(feedRuns.map((r) => r.bare.perSecond));
const p99 = median(feedRuns.map((r) => r.app.p99));
const bareP99 = median(feedRuns.map((r) => r.bare.p99));
const flaw = feedFailed > 0 ? ` (${feedFailed} failed)` : "";
const runs = RUNS > 1 ? `; runs ${span(ratios)}` : "";
console.log("");
console.log(
  summary(
    `crowd feed throughput, app / bare Fastify, ${CONNECTIONS} connections`,
    `${pct(ratio)} (${appRate.toFixed(0)} / ${bareRate.toFixed(0)} req/s${runs})${flaw}`,
    `≥ ${THROUGHPUT_TARGET * 100} %`,
    ratio >= THROUGHPUT_TARGET && feedFailed === 0,
  ),
);
console.log(
  summary(
    `crowd feed p99 at ${CONNECTIONS} connections`,
    `${ms(p99)} ms (bare ${ms(bareP99)} ms)${flaw}`,
    `≤ ${P99_TARGET_MS} ms`,
    p99 <= P99_TARGET_MS && feedFailed === 0,
  ),
);
console.log(
  summary(
    "crowd feed database statements under load (a minute-old reading read again)",
    `${feedStatements} in ${feedRequests} requests over ${(feedSpanMs / 1000).toFixed(0)} s`,
    `≤ 1 a minute (${allowedReads})`,
    feedStatements <= allowedReads,
  ),
);
const floorRatios = NAMES.map((name) =>
  median(floorRuns[name].map((r) => perSecond(r.busy) / quietRate(r))),
);
const floorFailed = NAMES.reduce(
  (n, name) => n + floorRuns[name].reduce((m, r) => m + floorFailures(r), 0),
  0,
);
const worst = Math.min(...floorRatios);
console.log(
  summary(
    `floor calls' throughput with the feed read at ${FRIDAY_RATE} req/s / without (the lowest of enter, move, board)`,
    `${pct(worst)} (${NAMES.map((name, i) => `${ROUTES[name].label} ${pct(floorRatios[i] ?? 0)}`).join(", ")})` +
      (floorFailed > 0 ? ` (${floorFailed} failed)` : ""),
    `≥ ${FLOOR_TARGET * 100} %`,
    worst >= FLOOR_TARGET && floorFailed === 0,
  ),
);
clearTimeout(stopTimer);
