// `npm run bench:realtime`: 200 clients on one lounge's /cable while seat changes come at 20/s and
// 100/s, against two baselines run alongside — a bare `ws` broadcast of the very same messages, and
// the persisted bare change (the same change committed by hand first, then broadcast).
// `npm run bench:realtime -- --venue`: a chain's busiest lounge instead — 30 tablets, one change at a
// time (five a second, each over long before the next: as at a venue, where one comes every few
// seconds, nothing queues, and a change costs what it costs alone).

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { poolOf } from "@lounge-office/server/db/embedded";
import { buildStaff } from "@lounge-office/server/seed/factories";
import { WebSocketServer } from "ws";
import { absoluteNow, startClientsProcess } from "./realtime-clients";
import {
  type Change,
  type Effect,
  latencies,
  relayedRate,
  scriptFrom,
} from "./realtime-deliveries";
import { persistSeatChange } from "./realtime-persisted";
import { statementsLine, watchRoundTrips } from "./round-trips";
import {
  buildBenchFloor,
  databaseName,
  HOST,
  hardStop,
  median,
  nth,
  openBenchDatabase,
  percentiles,
  signIn,
  sleep,
  startBenchApp,
} from "./support";

const VENUE = process.argv.includes("--venue");
const CLIENTS = VENUE ? 30 : 200;
const CHANGES = VENUE ? 100 : 200;
/** The target's rate, then five times it: the second shows whether changes pile up (a backlog). */
const RATES = VENUE ? [5] : [20, 100];
/** Unmeasured changes first, at the same rate: JIT and caches warm up in both runs. */
const WARMUP = 20;
const SEATS = 40;
/** How long after the last change the clients may still receive its messages. */
const SETTLE_MS = 5_000;
/**
 * Runs at each rate (the app, then the persisted bare change, then the bare broadcast, each time): single runs on a shared 2-core VM move
 * by a third, mostly through the bare broadcast's own p99, so the summary reports the median ratio
 * and the range. `BENCH_RUNS=1` for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
/** The whole run stops by itself after this, whatever happens. */
const HARD_LIMIT_MS = 450_000 * RUNS;

const stopTimer = hardStop("bench/realtime", HARD_LIMIT_MS);

/**
 * The clients of every run, in a process of their own (`realtime-clients.ts`): this process then
 * runs only the server under test and the change requests.
 */
const clients = startClientsProcess();

/**
 * Starts `count` changes at a steady rate; `send(i, sending)` performs change i and says what it
 * changed, calling `sending()` if it first had to wait for something (the clock starts there).
 */
async function runSchedule(
  rate: number,
  count: number,
  send: (i: number, sending: () => void) => Promise<Effect>,
  settleMs = SETTLE_MS,
): Promise<Change[]> {
  const start = performance.now();
  const pending: Promise<Change>[] = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    let sentAt = absoluteNow();
    const sending = () => {
      sentAt = absoluteNow();
    };
    pending.push(send(i, sending).then((what) => ({ ...what, sentAt, answeredAt: absoluteNow() })));
  }
  const changes = await Promise.all(pending);
  await sleep(settleMs);
  return changes;
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
const row = (label: string, p: ReturnType<typeof percentiles>) =>
  `${label.padEnd(34)} p50 ${ms(p.p50)}  p95 ${ms(p.p95)}  p99 ${ms(p.p99)}  max ${ms(p.max)}`;

/**
 * How busy this process's event loop was since `start` (the server under test and the change
 * requests; the clients have their own), as a share of the time: near 100 % means the server
 * process itself is the bottleneck.
 */
const busySince = (start: ReturnType<typeof performance.eventLoopUtilization>) =>
  performance.eventLoopUtilization(start).utilization;

// ---- The app: PGlite in memory, or a scratch database on DATABASE_URL's server ----

async function benchApp(rate: number) {
  const { database, where, drop } = await openBenchDatabase();
  const { db } = database;
  const watch = watchRoundTrips(db);
  const { lounge, rule, seats } = await buildBenchFloor(db, { seatCount: SEATS });
  await buildStaff(db, { account: "bench-staff", role: "staff", loungeIds: [lounge.id] });

  const { app, base } = await startBenchApp(db);

  const { cookie, headers } = await signIn(base, lounge.id, "bench-staff");

  await clients.open({
    url: `${base.replace("http", "ws")}/cable?lounge_id=${lounge.id}`,
    headers: { cookie, origin: base },
    count: CLIENTS,
  });
  const enter = async (seatId: number, gender: "mens" | "ladys") => {
    const res = await fetch(`${base}/customer_groups`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        customer_group: {
          seat_id: seatId,
          mens: gender === "mens" ? 2 : 0,
          ladys: gender === "ladys" ? 2 : 0,
          fee_rule: gender === "mens" ? rule.id : undefined,
        },
      }),
    });
    if (res.status !== 201) throw new Error(`enter failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number; lock_version: number };
  };
  await runSchedule(
    rate,
    WARMUP,
    async (i) => {
      const seat = nth(seats, (i * 7) % SEATS);
      return { seatId: seat.id, groupId: (await enter(seat.id, "ladys")).id };
    },
    1_000,
  );

  const entered: Promise<{ id: number; lock_version: number }>[] = [];
  const half = CHANGES / 2;
  // The first half seats a group on each seat in turn; the second half moves each to the next seat.
  const idleBefore = performance.eventLoopUtilization();
  watch.start();
  const changes = await runSchedule(rate, CHANGES, async (i, sending) => {
    if (i < half) {
      const seat = nth(seats, i % SEATS);
      const entering = enter(seat.id, "mens");
      entered[i] = entering;
      return { seatId: seat.id, groupId: (await entering).id };
    }
    // On a slow machine the group's enter may still be under way: the move waits for it.
    const group = await nth(entered, i - half);
    sending();
    const to = nth(seats, (i - half + 1) % SEATS);
    const res = await fetch(`${base}/customer_groups/${group.id}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        customer_group: { seat_id: to.id, mens: 2, lock_version: group.lock_version },
      }),
    });
    if (res.status !== 200) throw new Error(`move failed: ${res.status} ${await res.text()}`);
    return { seatId: to.id, groupId: group.id, fromSeatId: nth(seats, (i - half) % SEATS).id };
  });
  const busy = busySince(idleBefore);
  // The relay's own reads (PostgreSQL) are among them: statements of the app's process.
  const statements = watch.stopTimed();
  const inboxes = await clients.collect();
  await app.close();
  // The database stays open for the persisted bare change, which commits the same changes in it.
  const close = async () => {
    await database.close();
    await drop();
  };
  return { where, changes, inboxes, busy, statements, db, loungeId: lounge.id, close };
}

// ---- The baselines: a bare ws server broadcasting the same messages on an HTTP POST ----

/**
 * Change i of a baseline broadcasts `script[i]` and has the app's change i's effect. With `persist`
 * (the persisted bare change) it first commits change i by hand; without, it persists nothing (the
 * broadcast-only baseline).
 */
async function benchBare(
  rate: number,
  script: string[][],
  effects: Effect[],
  persist?: (index: number) => Promise<void>,
) {
  const http: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", async () => {
      const { index } = JSON.parse(Buffer.concat(chunks).toString()) as { index: number };
      try {
        await persist?.(index);
      } catch (error) {
        response.writeHead(500).end(String(error));
        return;
      }
      // Encoded once and sent as text to every client, as the app's hub does.
      for (const data of script[index] ?? []) {
        const bytes = Buffer.from(data);
        for (const client of wss.clients) client.send(bytes, { binary: false });
      }
      response.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  const wss = new WebSocketServer({ server: http });
  await new Promise<void>((resolve) => http.listen(0, HOST, resolve));
  const base = `http://${HOST}:${(http.address() as AddressInfo).port}`;
  await clients.open({ url: base.replace("http", "ws"), headers: {}, count: CLIENTS });
  const change = async (index: number) => {
    const res = await fetch(`${base}/change`, { method: "POST", body: JSON.stringify({ index }) });
    const text = await res.text();
    if (res.status !== 201) throw new Error(`baseline change failed: ${res.status} ${text}`);
    return effects[index] ?? { seatId: 0, groupId: 0 };
  };
  await runSchedule(rate, WARMUP, change, 1_000);
  const idleBefore = performance.eventLoopUtilization();
  const changes = await runSchedule(rate, CHANGES, change);
  const busy = busySince(idleBefore);
  const inboxes = await clients.collect();
  wss.close();
  await new Promise((resolve) => http.close(resolve));
  return { changes, inboxes, busy };
}

type RateResult = {
  rate: number;
  where: string;
  app: ReturnType<typeof percentiles>;
  bare: ReturnType<typeof percentiles>;
  persisted: ReturnType<typeof percentiles>;
  relayed: number;
  /** The change request's round trip, app and persisted bare change. */
  roundTrip: { app: ReturnType<typeof percentiles>; persisted: ReturnType<typeof percentiles> };
};

async function measure(rate: number): Promise<RateResult> {
  const app = await benchApp(rate);
  const appFromSent = latencies(app.changes, app.inboxes, "sentAt");
  const appFromAnswer = latencies(app.changes, app.inboxes, "answeredAt");
  const script = scriptFrom(app.changes, app.inboxes[0]);
  const persist = persistSeatChange(poolOf(app.db), app.loungeId, app.changes);
  const persisted = await benchBare(rate, script, app.changes, persist).finally(app.close);
  const persistedFromSent = latencies(persisted.changes, persisted.inboxes, "sentAt");
  const bare = await benchBare(rate, script, app.changes);
  const bareFromSent = latencies(bare.changes, bare.inboxes, "sentAt");
  const bareFromAnswer = latencies(bare.changes, bare.inboxes, "answeredAt");

  const sizes = script.flat().map((s) => Buffer.byteLength(s));
  const appP = percentiles(appFromSent.values);
  const bareP = percentiles(bareFromSent.values);
  const persistedP = percentiles(persistedFromSent.values);
  const answer = percentiles(app.changes.map((c) => c.answeredAt - c.sentAt));
  const relayed = relayedRate(app.changes, app.inboxes);

  console.log(
    `\nRealtime: ${CLIENTS} WebSocket clients on one lounge, ${CHANGES} seat changes at ${rate}/s ` +
      `(${CHANGES / 2} enters, ${CHANGES / 2} moves), clients in a process of their own, on ${HOST}`,
  );
  console.log(`database: ${app.where}`);
  console.log(
    `seat messages: ${sizes.length} per client, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes ` +
      `(mean ${(sizes.reduce((a, b) => a + b, 0) / sizes.length).toFixed(0)})`,
  );
  const persistedAnswer = percentiles(persisted.changes.map((c) => c.answeredAt - c.sentAt));
  console.log(`change request round trip (app):   ${row("", answer).trim()}`);
  console.log(`change round trip (persisted bare): ${row("", persistedAnswer).trim()}`);
  console.log(
    "\ndelivery latency, from the change request being sent to the message at each client:",
  );
  console.log(row(`app /cable (${appFromSent.values.length} deliveries)`, appP));
  console.log(row(`bare ws broadcast (${bareFromSent.values.length})`, bareP));
  console.log(row(`persisted bare change (${persistedFromSent.values.length})`, persistedP));
  console.log(
    `${"ratio app / bare".padEnd(34)} p50 ${ratio(appP.p50, bareP.p50)}  p95 ${ratio(appP.p95, bareP.p95)}  ` +
      `p99 ${ratio(appP.p99, bareP.p99)}`,
  );
  console.log(
    `${"ratio app / persisted".padEnd(34)} p50 ${ratio(appP.p50, persistedP.p50)}  ` +
      `p95 ${ratio(appP.p95, persistedP.p95)}  p99 ${ratio(appP.p99, persistedP.p99)}`,
  );

  console.log(
    "\nfrom the change's HTTP response (commit acknowledged) to the message; negative = before it:",
  );
  console.log(row("app /cable", percentiles(appFromAnswer.values)));
  console.log(row("bare ws broadcast", percentiles(bareFromAnswer.values)));
  console.log(
    `event loop busy during the changes (server process; the clients run in their own): app ${(app.busy * 100).toFixed(0)} %, ` +
      `persisted ${(persisted.busy * 100).toFixed(0)} %, bare ${(bare.busy * 100).toFixed(0)} %`,
  );
  console.log(
    `kept up: ${CHANGES} changes relayed to every client at ${relayed.toFixed(1)}/s of ${rate}/s offered ` +
      `(first sent → last delivered)`,
  );
  console.log(statementsLine(app.statements, CHANGES));
  const missing = appFromSent.missing + bareFromSent.missing + persistedFromSent.missing;
  if (missing > 0) {
    console.log(
      `\nundelivered: app ${appFromSent.missing}, persisted ${persistedFromSent.missing}, ` +
        `bare ${bareFromSent.missing} (of ${CHANGES * CLIENTS} each)`,
    );
  }
  return {
    rate,
    where: app.where,
    app: appP,
    bare: bareP,
    persisted: persistedP,
    relayed,
    roundTrip: { app: answer, persisted: persistedAnswer },
  };
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`.padStart(10);

const span = (values: number[], digits: number, unit = "") =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}${unit}`;

const results: RateResult[][] = [];
for (const rate of RATES) {
  const runs: RateResult[] = [];
  for (let run = 1; run <= RUNS; run++) {
    if (RUNS > 1) console.log(`\n── ${rate}/s, run ${run} of ${RUNS}`);
    runs.push(await measure(rate));
  }
  results.push(runs);
}
const database = databaseName(results[0]?.[0]?.where ?? "");
const runsNote = `${VENUE ? `, ${CLIENTS} clients` : ""}${RUNS > 1 ? `, median of ${RUNS} runs` : ""}`;
console.log("");
for (const runs of results) {
  const rate = runs[0]?.rate ?? 0;
  const ratios = runs.map((r) => r.app.p99 / r.bare.p99);
  const p99 = median(ratios);
  const range = RUNS > 1 ? `; runs ${span(ratios, 1, "×")}` : "";
  console.log(
    `summary\trealtime\t/cable delivery p99 vs bare at ${rate}/s (${database}${runsNote})\t${p99.toFixed(2)}× ` +
      `(${median(runs.map((r) => r.app.p99)).toFixed(0)} / ${median(runs.map((r) => r.bare.p99)).toFixed(0)} ms${range})` +
      `\t≤ 1.5×\t${p99 <= 1.5 ? "ok" : "MISS"}`,
  );
  const persistedRatios = runs.map((r) => r.app.p99 / r.persisted.p99);
  const persistedP99 = median(persistedRatios);
  const persistedRange = RUNS > 1 ? `; runs ${span(persistedRatios, 1, "×")}` : "";
  console.log(
    `summary\trealtime\t/cable delivery p99 vs the persisted bare change at ${rate}/s (${database}${runsNote})\t` +
      `${persistedP99.toFixed(2)}× (${median(runs.map((r) => r.app.p99)).toFixed(0)} / ` +
      `${median(runs.map((r) => r.persisted.p99)).toFixed(0)} ms${persistedRange})` +
      `\t≤ 1.5×\t${persistedP99 <= 1.5 ? "ok" : "MISS"}`,
  );
}
if (VENUE) {
  // At a venue's pace nothing queues: a change's own time is what staff wait for.
  for (const runs of results) {
    const app = median(runs.map((r) => r.roundTrip.app.p50));
    const persisted = median(runs.map((r) => r.roundTrip.persisted.p50));
    console.log(
      `summary\trealtime\tchange round trip p50 at ${runs[0]?.rate ?? 0}/s (${database}${runsNote})\t` +
        `${app.toFixed(1)} ms (persisted bare ${persisted.toFixed(1)} ms, ${(app / persisted).toFixed(2)}×)\t—\t—`,
    );
  }
}
const fast = results.at(-1);
if (fast?.[0] && !VENUE) {
  // A backlog shows as changes relayed slower than they came (5 % allows for the last one's lag).
  const shares = fast.map((r) => (r.relayed / r.rate) * 100);
  const share = median(shares);
  const range = RUNS > 1 ? ` (runs ${span(shares, 0, " %")})` : "";
  console.log(
    `summary\trealtime\tno backlog at ${fast[0].rate}/s (${database}${runsNote}): relayed / offered rate\t` +
      `${share.toFixed(0)} %${range}\t≥ 95 %\t${share >= 95 ? "ok" : "MISS"}`,
  );
}
clients.close();
clearTimeout(stopTimer);
