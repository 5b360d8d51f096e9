// Shared by the benchmarks: a scratch database (PGlite, or a fresh database on DATABASE_URL's
// server, dropped afterwards), a lounge's floor, the app on loopback, a signed-in HTTP session,
// percentiles and a hard stop.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { buildApp } from "@lounge-office/server/app";
import { loadConfig } from "@lounge-office/server/config";
import { type Database, type Db, openDatabase } from "@lounge-office/server/db/client";
import { buildFeeRule, buildLounge, buildSeat } from "@lounge-office/server/seed/factories";
import { seedDemo } from "@lounge-office/server/seed/seed";
import pg from "pg";

export const HOST = "127.0.0.1";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends the process after `ms`, whatever happens: benchmarks stop by themselves. */
export function hardStop(name: string, ms: number) {
  const timer = setTimeout(() => {
    console.error(`${name}: stopped after ${ms / 1000} s`);
    process.exit(1);
  }, ms);
  timer.unref();
  return timer;
}

/** `list[i]`, which the caller knows exists. */
export function nth<T>(list: T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}

export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? NaN };
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? Number.NaN;

/**
 * A migrated scratch database: PGlite (in memory, or in `dataDir` for data too large for memory),
 * or a fresh database on DATABASE_URL's PostgreSQL server. With BENCH_DATA_DIR set, PGlite runs in
 * a fresh folder under it, as `npm start` runs it (its files written through), removed afterwards.
 */
export async function openBenchDatabase(options: { dataDir?: string } = {}): Promise<{
  database: Database;
  where: string;
  /** The scratch database's address (PostgreSQL only), for a server run in another process. */
  url?: string;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const scratchDir = !options.dataDir && process.env.BENCH_DATA_DIR;
    const dataDir = scratchDir
      ? mkdtempSync(
          path.join(path.resolve(process.env.INIT_CWD ?? process.cwd(), scratchDir), "pglite-"),
        )
      : options.dataDir;
    const database = dataDir
      ? await openDatabase({ dataDir })
      : await openDatabase({ memory: true });
    await database.migrate();
    return {
      database,
      where: dataDir ? `PGlite (embedded, data folder ${dataDir})` : "PGlite (in memory, embedded)",
      drop: async () => {
        if (scratchDir && dataDir) rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `lounge_office_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scratch.toString() });
  await database.migrate();
  return {
    database,
    where: `PostgreSQL (scratch database ${name})`,
    url: scratch.toString(),
    drop: async () => {
      if (process.env.BENCH_KEEP_DB) {
        console.log(`kept the scratch database ${name} (BENCH_KEEP_DB)`);
        await admin.end();
        return;
      }
      // pool.end() resolves before the server has let its connections go: give it a moment, or
      // FORCE would kill them mid-goodbye and the pool would warn about it.
      await sleep(500);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** How a bench's summary names the database that `openBenchDatabase` opened (its `where`). */
export const databaseName = (where: string) =>
  where.startsWith("PostgreSQL")
    ? "PostgreSQL"
    : where.includes("data folder")
      ? "PGlite, data folder"
      : "PGlite";

/** Signs in over HTTP; the headers a browser would send on later calls (cookie, Origin, CSRF). */
export async function signIn(base: string, loungeId: number, account: string) {
  const res = await fetch(`${base}/api/v1/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ lounge_id: loungeId, account, password: "lounge-demo" }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const csrf = ((await res.json()) as { csrf_token: string }).csrf_token;
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return {
    cookie,
    headers: { "content-type": "application/json", origin: base, cookie, "x-csrf-token": csrf },
  };
}

export type BenchSeat = Awaited<ReturnType<typeof buildSeat>>;

/**
 * A lounge with an ordinary fee rule and `seatCount` normal seats (`B1`, `B2`… unless `seatPrefix`
 * says otherwise), laid out eight to a row as on a tablet.
 */
export async function buildBenchFloor(
  db: Db,
  options: { seatCount: number; name?: string; seatPrefix?: string },
) {
  const lounge = await buildLounge(db, { name: options.name ?? "ベンチ店" });
  const rule = await buildFeeRule(db, lounge.id, { label: "通常", row_order: 1 });
  const seats: BenchSeat[] = [];
  for (let i = 0; i < options.seatCount; i++) {
    seats.push(
      await buildSeat(db, lounge.id, {
        name: `${options.seatPrefix ?? "B"}${i + 1}`,
        seat_type: "normal",
        col: i % 8,
        row: Math.floor(i / 8),
      }),
    );
  }
  return { lounge, rule, seats };
}

/** The real app on a free loopback port, logging nothing; its base URL. */
export async function startBenchApp(db: Db) {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: "silent" }), db });
  await app.listen({ port: 0, host: HOST });
  return { app, base: `http://${HOST}:${(app.server.address() as AddressInfo).port}` };
}

/** The built web app the browser benchmarks load (apps/web/dist). */
export const WEB_DIST = path.resolve(import.meta.dirname, "../apps/web/dist");

/** Builds the web bundle as `npm start` serves it. */
export function buildWebBundle() {
  console.log("building the web bundle…");
  execFileSync("npm", ["run", "build", "--silent", "-w", "@lounge-office/web"], {
    cwd: path.resolve(import.meta.dirname, ".."),
    stdio: "ignore",
  });
}

/** The real app serving the built web bundle with the demo data, on a scratch database. */
export async function startWebServer() {
  const { database, where, drop } = await openBenchDatabase();
  await seedDemo(database.db);
  const config = loadConfig({ LOG_LEVEL: "silent", WEB_DIST_DIR: WEB_DIST });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: HOST });
  return {
    base: `http://${HOST}:${(app.server.address() as AddressInfo).port}`,
    where,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
