// Settling benchmark: settlements per second over HTTP (POST /accounting_logs: price, check, store,
// close the stays, take the group off the floor, publish), against a bare insert of the same rows
// (the settlement and its accounting log in one transaction) in the same run.
// Run `npm run bench:settle` (PGlite in memory; a scratch database when DATABASE_URL is set).
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { buildApp } from "@lounge-office/server/app";
import { loadConfig } from "@lounge-office/server/config";
import { accountingLogs, settlements } from "@lounge-office/server/db/schema";
import {
  buildFeeRule,
  buildLounge,
  buildPriceTable,
  buildSeat,
  buildStaff,
} from "@lounge-office/server/seed/factories";
import { databaseName, hardStop, openBenchDatabase, percentiles, signIn } from "./support";

const SETTLEMENTS = Number(process.env.SETTLE_COUNT ?? 300);
const SEATS = 20;
const HOST = "127.0.0.1";
hardStop("bench/settle", 300_000);

const { database, where, drop } = await openBenchDatabase();
const { db } = database;
const lounge = await buildLounge(db, { name: "ベンチ店" });
const rule = await buildFeeRule(db, lounge.id, { label: "通常", row_order: 1 });
await buildPriceTable(db, lounge.id, rule.id);
const seats: Awaited<ReturnType<typeof buildSeat>>[] = [];
for (let i = 0; i < SEATS; i++) {
  seats.push(await buildSeat(db, lounge.id, { name: `S${i + 1}`, seat_type: "auto", col: i }));
}
const cashier = await buildStaff(db, {
  account: "bench-staff",
  role: "staff",
  loungeIds: [lounge.id],
});
const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), db });
await app.listen({ port: 0, host: HOST });
const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
const { headers } = await signIn(base, lounge.id, "bench-staff");

async function post(path: string, body: unknown, extra: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...headers, ...extra },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** Seats a matched pair (two men, two women) and orders nothing: the group ids to settle. */
async function seatPair(i: number) {
  const seatId = seats[i % SEATS]?.id;
  const men = await post("/customer_groups", {
    customer_group: { seat_id: seatId, mens: 2, ladys: 0, fee_rule: rule.id },
  });
  const ladies = await post("/customer_groups", {
    customer_group: { seat_id: seatId, mens: 0, ladys: 2, matched_group_ids: [men.id] },
  });
  return [men.id as number, ladies.id as number];
}

// Warm-up (JIT, plans), then the measured settlements: one at a time, as a cashier would.
const appTimes: number[] = [];
for (let i = 0; i < SETTLEMENTS + 20; i++) {
  const ids = await seatPair(i);
  const body = {
    accounting_log: {
      customer_group_ids: ids,
      cash: 1000,
      staff_id: cashier.id,
      extra_charges: { [String(ids[0])]: 1000 },
    },
  };
  const started = performance.now();
  await post("/accounting_logs", body, { "idempotency-key": `bench-${i}` });
  if (i >= 20) appTimes.push(performance.now() - started);
}

// Baseline: the same rows inserted bare, one transaction per settlement.
const [template] = await db.select().from(accountingLogs).limit(2);
const [settlementTemplate] = await db.select().from(settlements).limit(1);
if (!template || !settlementTemplate) throw new Error("no settlement to copy");
const bareTimes: number[] = [];
for (let i = 0; i < SETTLEMENTS + 20; i++) {
  const ids = await seatPair(SETTLEMENTS + i);
  const started = performance.now();
  await db.transaction(async (tx) => {
    const { id: _id, ...settlementRow } = settlementTemplate;
    const [row] = await tx
      .insert(settlements)
      .values({ ...settlementRow, accounted_at: new Date() })
      .returning({ id: settlements.id });
    const { id: _logId, ...logRow } = template;
    await tx.insert(accountingLogs).values(
      ids.map((groupId) => ({
        ...logRow,
        settlement_id: row?.id ?? 0,
        customer_group_id: groupId,
      })),
    );
  });
  if (i >= 20) bareTimes.push(performance.now() - started);
}

await app.close();
await database.close();
await drop();

const perSecond = (times: number[]) => (1000 * times.length) / times.reduce((a, b) => a + b, 0);
const line = (label: string, times: number[]) => {
  const p = percentiles(times);
  return `${label.padEnd(36)} ${perSecond(times).toFixed(1).padStart(7)} /s   p50 ${p.p50.toFixed(1)} ms  p95 ${p.p95.toFixed(1)} ms  p99 ${p.p99.toFixed(1)} ms`;
};
console.log(
  `bench/settle — ${where}, ${SETTLEMENTS} settlements of a matched pair (2 groups), one at a time`,
);
console.log(line("POST /accounting_logs (HTTP, full)", appTimes));
console.log(line("bare insert of the same rows", bareTimes));
const share = (100 * perSecond(appTimes)) / perSecond(bareTimes);
console.log(`ratio: settling runs at ${share.toFixed(1)} % of the bare insert's rate`);
console.log(
  `summary\tsettle\tsettlements/s vs a bare insert (${databaseName(where)})\t${perSecond(appTimes).toFixed(1)}/s (${share.toFixed(0)} %)\t—\t`,
);
