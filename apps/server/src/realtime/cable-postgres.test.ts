// Realtime across processes on PostgreSQL: LISTEN/NOTIFY between two server processes, and a lost LISTEN
// connection re-established (PGlite listens in-process, so these run only with DATABASE_URL).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { startTestServer, TestClient, type TestServer } from "../test/harness";
import { databaseUrlOf, spawnServer } from "../test/server-process";
import { LISTEN_APPLICATION_NAME } from "./event-bus";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

describe("two server processes on one PostgreSQL", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "relays a change made through either process to the other's client",
    { timeout: 60_000 },
    async () => {
      const second = await spawnServer({ DATABASE_URL: databaseUrlOf(server.database) });
      try {
        // The session lives in the shared database, so one cookie works on both processes.
        const onSecond = new TestClient(second.baseUrl);
        onSecond.cookies = new Map(staff.cookies);
        onSecond.csrfToken = staff.csrfToken;

        const first = await openCable(staff, world.own.id);
        const remote = await openCable(onSecond, world.own.id);
        await remote.next((m) => m.type === "welcome");

        const seat = world.normalSeats[0]!;
        const viaFirst = await staff.post(
          "/customer_groups",
          enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
        );
        expect(viaFirst.status).toBe(201);
        expect(await remote.next(seatMessage(seat.id))).toMatchObject({ mens: 2, ladys: 0 });

        const viaSecond = await onSecond.post(
          "/customer_groups",
          enterBody(seat.id, "ladys", 3, { matched_group_ids: [viaFirst.body.id] }),
        );
        expect(viaSecond.status).toBe(201);
        expect(await first.next((m) => seatMessage(seat.id)(m) && m.ladys === 3)).toMatchObject({
          mens: 2,
          ladys: 3,
        });
        first.close();
        remote.close();
      } finally {
        second.child.kill("SIGTERM");
        await Promise.race([second.exited, new Promise((r) => setTimeout(r, 5_000))]);
        second.kill();
      }
    },
  );
});

describe("a lost LISTEN connection", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "is re-established, and the process's clients are told to reconnect and refetch",
    async () => {
      const cable = await openCable(staff, world.own.id);
      await cable.next((m) => m.type === "welcome");
      const killed = (await server.database.db.execute(
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`,
      )) as unknown as { rows: { killed: boolean }[] };
      expect(killed.rows).toEqual([{ killed: true }]);
      // Events published while nobody listened are lost: the socket is closed with 1012 to resync.
      expect(await cable.closed).toMatchObject({ code: 1012 });

      const again = await openCable(staff, world.own.id);
      const seat = world.normalSeats[1]!;
      await staff.post("/customer_groups", enterBody(seat.id, "ladys", 2));
      expect(await again.next(seatMessage(seat.id))).toMatchObject({ ladys: 2 });
      again.close();
    },
  );
});
