// History benchmark: a scratch database filled by SQL (generate_series) with N settlements over 50
// lounges and 5 years, then the first page of the common accounting searches over HTTP (p50/p95)
// and the CSV export rate. Target: first page p95 ≤ 50 ms at 10 M rows on PostgreSQL.
// Run `npm run bench:history` (N = 1,000,000; `-- --rows 10000000` with DATABASE_URL for PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "@lounge-office/server/app";
import { hashPassword } from "@lounge-office/server/auth/passwords";
import { loadConfig } from "@lounge-office/server/config";
import { rawRows } from "@lounge-office/server/db/raw-rows";
import { sql } from "drizzle-orm";
import { hardStop, openBenchDatabase, percentiles, signIn } from "./support";

const argRows = process.argv.indexOf("--rows");
const ROWS = argRows > 0 ? Number(process.argv[argRows + 1]) : 1_000_000;
const LOUNGES = 50;
const YEARS = 5;
const RUNS = 40;
const CHUNK = 250_000;
const HOST = "127.0.0.1";
if (!Number.isInteger(ROWS) || ROWS < 1000) throw new Error("--rows must be an integer ≥ 1000");
hardStop("bench/history", 60 * 60_000);

// PGlite keeps its data on disk here (a million settlements do not fit its memory comfortably).
const dataDir = process.env.DATABASE_URL
  ? undefined
  : mkdtempSync(path.join(tmpdir(), "lounge-office-history-"));
const { database, where, drop } = await openBenchDatabase({ dataDir });
const { db } = database;
// The scratch database goes away whatever happens (a failed fill, a failed search).
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  /** Runs each statement on its own (PGlite prepares every query: one statement at a time). */
  const run = async (queries: string) => {
    for (const query of queries.split(/;\s*\n/).filter((q) => q.trim() !== "")) {
      await db.execute(sql.raw(query));
    }
  };
  const YEAR_END = "2026-11-01T00:00:00+09:00";
  const SPAN_SECONDS = YEARS * 365 * 24 * 3600;

  console.log(`bench/history — ${where}: filling ${ROWS.toLocaleString()} settlements…`);
  const fillStarted = performance.now();
  const password = await hashPassword("lounge-demo");
  await run(`
    insert into lounges (name) select 'ラウンジ' || i from generate_series(1, ${LOUNGES}) i;
    insert into seats (lounge_id, name, seat_type) select i, 'A1', 'auto' from generate_series(1, ${LOUNGES}) i;
    insert into staff (name, account, password_hash, role)
      select 'スタッフ' || i, 'h-staff-' || i, '${password}', 'manager' from generate_series(1, ${LOUNGES}) i;
    insert into staff_lounges (staff_id, lounge_id) select i, i from generate_series(1, ${LOUNGES}) i;
    insert into staff (name, account, password_hash, role) values ('本部', 'h-admin', '${password}', 'admin');
  `);
  // Settlement i: lounge 1 + i % 50, spread evenly over five years (newest last); every third has
  // a second group (groups N+1…). Payments: cash, credit, e-money and mixes.
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK - 1);
    await run(`
      insert into customer_groups (id, lounge_id, gender, num, seat_id, state, service_start_at, business_day, left_at)
        select g, 1 + g % ${LOUNGES}, case when g % 2 = 0 then 'mens' else 'ladys' end, 1 + g % 4, 1 + g % ${LOUNGES}, 'left',
               at - interval '90 minutes', (at - interval '6 hours')::date, at
        from (select g, timestamptz '${YEAR_END}' - make_interval(secs => ${SPAN_SECONDS} * (1 - g::float8 / ${ROWS})) as at
              from generate_series(${from}, ${to}) g) s;
      insert into settlements (id, lounge_id, accounted_at, business_day, staff_id,
                               cash, credit, e_money, subtotal, discount, groups_total_price, consumption_tax, tax_discount,
                               comment, created_by)
        select i, 1 + i % ${LOUNGES}, at, (at - interval '6 hours')::date, 1 + i % ${LOUNGES},
               case when i % 4 in (0, 3) then amount else 0 end,
               case when i % 4 = 1 then amount else 0 end,
               case when i % 4 = 2 then amount when i % 4 = 3 then 500 else 0 end,
               amount + case when i % 4 = 3 then 500 else 0 end, 0,
               amount + case when i % 4 = 3 then 500 else 0 end, amount / 11, 0, '', 1 + i % ${LOUNGES}
        from (select i, (1000 + (i::bigint * 7919) % 60000)::int as amount,
                     timestamptz '${YEAR_END}' - make_interval(secs => ${SPAN_SECONDS} * (1 - i::float8 / ${ROWS})) as at
              from generate_series(${from}, ${to}) i) s;
      insert into accounting_logs (settlement_id, lounge_id, customer_group_id, visited_at, gender, num, fee_rule_label,
                                   fee_rule_type, share_minutes, solo_minutes, charge_price, solo_price, special_price,
                                   order_price, extra_charge, total_price, bill)
        select s.id, s.lounge_id, s.id, s.accounted_at - interval '90 minutes', 'mens', 2, '通常', 'charge', 80, 10,
               s.groups_total_price, 0, 0, 0, 0, s.groups_total_price, '{"units":[]}'::jsonb
        from settlements s where s.id between ${from} and ${to};
    `);
    const extraFrom = Math.ceil(from / 3) * 3;
    await run(`
      insert into customer_groups (id, lounge_id, gender, num, seat_id, state, service_start_at, business_day, left_at)
        select ${ROWS} + s.id / 3, s.lounge_id, 'ladys', 2, s.lounge_id, 'left', s.accounted_at - interval '90 minutes', s.business_day, s.accounted_at
        from settlements s where s.id between ${extraFrom} and ${to} and s.id % 3 = 0;
      insert into accounting_logs (settlement_id, lounge_id, customer_group_id, visited_at, gender, num, fee_rule_label,
                                   fee_rule_type, share_minutes, solo_minutes, charge_price, solo_price, special_price,
                                   order_price, extra_charge, total_price, bill)
        select s.id, s.lounge_id, ${ROWS} + s.id / 3, s.accounted_at - interval '90 minutes', 'ladys', 2, '通常', 'charge', 80, 10,
               0, 0, 0, 0, 0, 0, '{"units":[]}'::jsonb
        from settlements s where s.id between ${extraFrom} and ${to} and s.id % 3 = 0;
    `);
    process.stdout.write(`  ${to.toLocaleString()} / ${ROWS.toLocaleString()}\n`);
  }
  await run(`
    select setval('customer_groups_id_seq', (select max(id) from customer_groups));
    select setval('settlements_id_seq', (select max(id) from settlements));
  `);
  // What autovacuum does in a live database: statistics, and the visibility map index-only scans need.
  await run("vacuum analyze");
  const [counted] = await rawRows<{ n: number }>(
    db,
    sql`select (select count(*) from accounting_logs)::int as n`,
  );
  const logCount = counted?.n;
  console.log(
    `  filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s: ${ROWS.toLocaleString()} settlements, ${logCount?.toLocaleString()} accounting logs`,
  );

  app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), db });
  await app.listen({ port: 0, host: HOST });
  const base = `http://${HOST}:${(app.server.address() as AddressInfo).port}`;
  const admin = await signIn(base, 1, "h-admin");
  const managers = new Map<number, Awaited<ReturnType<typeof signIn>>>();
  async function managerOf(loungeId: number) {
    let session = managers.get(loungeId);
    if (!session) {
      session = await signIn(base, loungeId, `h-staff-${loungeId}`);
      managers.set(loungeId, session);
    }
    return session;
  }

  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  /** A month within the five years, as [from, to) instants. */
  function randomMonth() {
    const monthsBack = random(YEARS * 12);
    const end = new Date(YEAR_END);
    const from = new Date(end.getFullYear(), end.getMonth() - monthsBack - 1, 1);
    const to = new Date(end.getFullYear(), end.getMonth() - monthsBack, 1);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  function randomDay() {
    const daysBack = random(YEARS * 365);
    const to = new Date(new Date(YEAR_END).getTime() - daysBack * 86_400_000);
    return { from: new Date(to.getTime() - 86_400_000).toISOString(), to: to.toISOString() };
  }

  type Search = {
    name: string;
    query: () => Promise<{ as: "admin" | number; params: Record<string, string> }>;
  };
  const SEARCHES: Search[] = [
    { name: "lounge, newest first", query: async () => ({ as: 1 + random(LOUNGES), params: {} }) },
    {
      name: "lounge, one business day",
      query: async () => ({ as: 1 + random(LOUNGES), params: randomDay() }),
    },
    {
      name: "lounge, one month",
      query: async () => ({ as: 1 + random(LOUNGES), params: randomMonth() }),
    },
    {
      name: "lounge, month, cash and e-money",
      query: async () => ({
        as: 1 + random(LOUNGES),
        params: { ...randomMonth(), payment_type: "cash_and_e_money" },
      }),
    },
    {
      name: "lounge, month, staff member",
      query: async () => {
        const lounge = 1 + random(LOUNGES);
        return { as: lounge, params: { ...randomMonth(), staff_id: String(lounge) } };
      },
    },
    {
      name: "lounge, amount 50,000–60,000",
      query: async () => ({
        as: 1 + random(LOUNGES),
        params: { min_amount: "50000", max_amount: "60000" },
      }),
    },
    {
      name: "one group id",
      query: async () => ({ as: "admin", params: { customer_group_id: String(1 + random(ROWS)) } }),
    },
    { name: "all lounges (admin), newest first", query: async () => ({ as: "admin", params: {} }) },
    {
      name: "all lounges (admin), one day",
      query: async () => ({ as: "admin", params: randomDay() }),
    },
  ];

  async function timedGet(session: { cookie: string }, url: string) {
    const started = performance.now();
    const res = await fetch(url, {
      headers: { cookie: session.cookie, accept: "application/json" },
    });
    const body = await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`${url}: ${res.status} ${new TextDecoder().decode(body)}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  }

  console.log(`first page (50 rows + totals) over HTTP, ${RUNS} runs each after 5 warm-ups:`);
  for (const search of SEARCHES) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 5; i++) {
      const { as, params } = await search.query();
      const session = as === "admin" ? admin : await managerOf(as);
      const query = new URLSearchParams({
        ...params,
        ...(as === "admin" ? {} : { lounge_id: String(as) }),
      });
      const { ms } = await timedGet(session, `${base}/accounting_logs?${query}`);
      if (i >= 5) times.push(ms);
    }
    const p = percentiles(times);
    console.log(
      `  ${search.name.padEnd(36)} p50 ${p.p50.toFixed(1).padStart(6)} ms   p95 ${p.p95.toFixed(1).padStart(6)} ms`,
    );
  }

  const exportLounge = 1 + random(LOUNGES);
  const csv = await timedGet(
    await managerOf(exportLounge),
    `${base}/accounting_logs/export?lounge_id=${exportLounge}`,
  );
  const exportRows = Math.round((logCount ?? ROWS) / LOUNGES);
  console.log(
    `CSV export of one lounge's five years (~${exportRows.toLocaleString()} rows, ${(csv.bytes / 1e6).toFixed(1)} MB): ${(csv.ms / 1000).toFixed(2)} s = ${Math.round(exportRows / (csv.ms / 1000)).toLocaleString()} rows/s`,
  );
} finally {
  await app?.close();
  await database.close();
  await drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
