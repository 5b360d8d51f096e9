// A lost database connection is a 503, never a crash: PostgreSQL's backends terminated in the middle
// of a burst of writes (PostgreSQL only), and a database that refuses connections (on both databases).
import { createServer } from "node:net";
import { ZErrorResponse } from "@lounge-office/domain/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "../test/harness";
import { openDatabase } from "./client";
import { poolOf } from "./embedded";
import { isConnectionLost } from "./errors";
import { rawRows } from "./raw-rows";
import { genres, menus } from "./schema";

const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
let world: FloorWorld;
let manager: TestClient;
let groupId: number;
let beerId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  // PostgreSQL's connections lost, the LISTEN one among them: NOTIFY, whatever REALTIME_BROKER_URL says.
  server = await startTestServer({ broker: null });
  world = await buildFloorWorld(server.database.db);
  const db = server.database.db;
  const [genre] = await db
    .insert(genres)
    .values({ lounge_id: world.own.id, name: "ドリンク", genre_kind: "drink" })
    .returning();
  const [beer] = await db
    .insert(menus)
    .values({ lounge_id: world.own.id, genre_id: genre!.id, name: "生ビール", price: 800 })
    .returning();
  beerId = beer!.id;
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  const seated = await manager.post(
    "/customer_groups",
    enterBody(world.autoSeats[0]!.id, "mens", 2, { fee_rule: world.normalRule.id }),
  );
  groupId = seated.body.id;
});
afterAll(() => server?.close());

/** A refusal for a lost database: 503, `{error:{code,message}}` in Japanese, and when to retry. */
function expectUnavailable(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = ZErrorResponse.strict().parse(res.body);
  expect(body.error.code).toBe("unavailable");
  expect(body.error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
}

const databaseNameOf = (s: TestServer) =>
  new URL(poolOf(s.database.db).options.connectionString ?? "").pathname.slice(1);

/**
 * Terminates every backend of the app's database (the pool's, the LISTEN one, the relay's). In the
 * select list, not the where clause: PostgreSQL may evaluate a where condition on pg_stat_activity's
 * pid before the one on its datname, and terminate every other database's backends too.
 */
async function terminateBackends(admin: pg.Client, name: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number; killed: boolean }>(
    `select pid, pg_terminate_backend(pid) as killed from pg_stat_activity
     where datname = $1 and pid <> pg_backend_pid()`,
    [name],
  );
  return rows.filter((r) => r.killed).map((r) => r.pid);
}

/** Waits until the terminated backends have exited, so the app has seen its sockets close. */
async function waitForExit(admin: pg.Client, pids: number[]) {
  await expect
    .poll(
      async () =>
        (
          await admin.query("select count(*)::int as n from pg_stat_activity where pid = any($1)", [
            pids,
          ])
        ).rows[0].n,
      { timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * `size` writes and reads at once (orders in a transaction each, the orderable list and the health
 * check through the pool), terminating the database's backends as a quarter, half and three
 * quarters of the answers are in.
 */
async function burstWithKills(admin: pg.Client, size: number) {
  const name = databaseNameOf(server);
  const killPoints = new Set([
    Math.floor(size / 4),
    Math.floor(size / 2),
    Math.floor((3 * size) / 4),
  ]);
  const kills: Promise<number[]>[] = [];
  let answered = 0;
  const requests: Promise<TestResponse>[] = [];
  for (let i = 0; i < size; i++) {
    const sent =
      i % 5 === 3
        ? manager.get(`/api/v1/orderable?lounge_id=${world.own.id}`)
        : i % 5 === 4
          ? manager.get("/healthz")
          : manager.post(`/customer_groups/${groupId}/orders`, { menu_id: beerId, num: 1 });
    requests.push(
      sent.finally(() => {
        answered++;
        if (killPoints.has(answered)) kills.push(terminateBackends(admin, name));
      }),
    );
  }
  const responses = await Promise.all(requests);
  const killed = (await Promise.all(kills)).flat();
  return { responses, killed };
}

describe("PostgreSQL's backends terminated in the middle of a burst of writes", () => {
  it.skipIf(!onPostgres)(
    "fails the requests in flight with a 503, keeps the process up, and serves the next ones",
    { timeout: 90_000 },
    async () => {
      // The pool reports each connection it loses; quiet here.
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        const cable = await openCable(manager, world.own.id);
        await cable.next((m) => m.type === "welcome");

        // Until a request was caught by a termination (nearly always the first round).
        const failed: TestResponse[] = [];
        const killed: number[] = [];
        for (let round = 0; round < 5 && failed.length === 0; round++) {
          const burst = await burstWithKills(admin, 60);
          killed.push(...burst.killed);
          for (const res of burst.responses) {
            expect([200, 201, 503]).toContain(res.status);
            if (res.status === 503) failed.push(res);
          }
        }
        expect(killed.length).toBeGreaterThan(0);
        expect(failed.length).toBeGreaterThan(0);
        for (const res of failed) expectUnavailable(res);
        await waitForExit(admin, killed);

        // No connection is left held by a request that failed: every one went back or was dropped.
        const pool = poolOf(server.database.db);
        expect(pool.totalCount).toBe(pool.idleCount);
        // The next requests succeed on fresh connections.
        expect((await manager.get("/healthz")).body).toEqual({ status: "ok", database: "ok" });
        const order = await manager.post(`/customer_groups/${groupId}/orders`, {
          menu_id: beerId,
          num: 1,
        });
        expect(order.status).toBe(201);

        // The LISTEN connection came back: the socket open during the kills was told to resync.
        expect(await cable.closed).toMatchObject({ code: 1012 });
        await expectRealtimeWorks();
      } finally {
        warn.mockRestore();
        await admin.end();
      }
    },
  );
});

describe("a connection lost while checked out of the pool", () => {
  let admin: pg.Client;
  beforeAll(async () => {
    if (!onPostgres) return;
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  const terminate = (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]);

  it.skipIf(!onPostgres)(
    "rejects the transaction it was running, and frees its slot in the pool",
    async () => {
      const pool = poolOf(server.database.db);
      const failed = await server.database.db
        .transaction(async (tx) => {
          const rows = await rawRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          await terminate(rows[0]!.pid);
          await waitForExit(admin, [rows[0]!.pid]);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isConnectionLost(failed)).toBe(true);
      expect(pool.totalCount).toBe(pool.idleCount);
    },
  );

  it.skipIf(!onPostgres)("frees the slot of a connection its holder never gives back", async () => {
    const pool = poolOf(server.database.db);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    expect(pool.totalCount - pool.idleCount).toBe(1);
    await terminate(rows[0]!.pid);
    await waitForExit(admin, [rows[0]!.pid]);
    await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
    // Its holder's late release is harmless.
    client.release();
    await expect(client.query("select 1")).rejects.toSatisfy(isConnectionLost);
  });
});

/**
 * A change reaches a fresh socket. Its LISTEN connection may still be coming back from the last
 * termination (the socket is then closed with 1012, or the event published meanwhile is lost):
 * try again until it arrives.
 */
async function expectRealtimeWorks() {
  const seats = [...world.normalSeats, ...world.autoSeats.slice(1)];
  await expect
    .poll(
      async () => {
        const seat = seats.shift();
        if (!seat) return "no seat left to try";
        const cable = await openCable(manager, world.own.id);
        try {
          await cable.next((m) => m.type === "welcome");
          const entered = await manager.post(
            "/customer_groups",
            enterBody(seat.id, "mens", 1, { fee_rule: world.normalRule.id }),
          );
          if (entered.status !== 201) return `enter: ${entered.status}`;
          const seen = await Promise.race([
            cable.next(seatMessage(seat.id), 3_000),
            cable.closed,
          ]).catch(() => null);
          return seen && "type" in seen ? "received" : "missed";
        } finally {
          cable.close();
        }
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe("received");
}

/** A port on loopback where nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe("a PostgreSQL server that refuses connections", () => {
  it("answers /healthz and every call with a 503 in Japanese, not a 500", async () => {
    const port = await closedPort();
    const database = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/lounge_office`,
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test" }),
      db: database.db,
    });
    try {
      const asResponse = (r: Awaited<ReturnType<typeof app.inject>>) => ({
        status: r.statusCode,
        body: r.json(),
        headers: new Headers(r.headers as Record<string, string>),
      });
      expectUnavailable(asResponse(await app.inject({ url: "/healthz" })));
      const signIn = await app.inject({
        method: "POST",
        url: "/api/v1/session",
        headers: { host: "localhost", origin: "http://localhost" },
        payload: { lounge_id: 1, account: "admin", password: "lounge-demo" },
      });
      expectUnavailable(asResponse(signIn));
      const guarded = await app.inject({
        url: "/api/v1/staff_members",
        cookies: { lounge_office_session: "x".repeat(43) },
      });
      expectUnavailable(asResponse(guarded));
    } finally {
      await app.close();
      await database.close();
      warn.mockRestore();
    }
  });
});
