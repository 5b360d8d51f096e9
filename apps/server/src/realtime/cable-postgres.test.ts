// Realtime across processes on PostgreSQL, through LISTEN/NOTIFY and through a Redis broker
// (REALTIME_BROKER_URL): a change made through either of two server processes reaches the other's
// client, and a lost subscription is re-established with the clients told to refetch. With the
// broker, an event leaves only once its transaction has committed, never for a rolled-back one, and
// nothing is NOTIFYed. PGlite listens in-process, so these run only with DATABASE_URL; the broker's
// need a Redis server (TEST_REDIS_URL, default 127.0.0.1:6379), skipped loudly without one.
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { databaseUrlOf, startTestServer, TestClient, type TestServer } from "../test/harness";
import { spawnServer } from "../test/server-process";
import { dropSubscription } from "../test/subscription";
import { brokerAnswers } from "./broker";
import { EVENTS_CHANNEL, publish } from "./publish";

const onPostgres = Boolean(process.env.DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

const redisUp = onPostgres && (await brokerAnswers(REDIS_URL));
if (onPostgres && !redisUp) {
  if (process.env.CI) throw new Error(`CI: no Redis server answers at ${REDIS_URL}`);
  console.warn(
    `\n⚠ no Redis server at ${REDIS_URL}: the realtime broker's tests are SKIPPED (apt-get install redis-server, or set TEST_REDIS_URL)\n`,
  );
}

const transports = [
  { name: "LISTEN/NOTIFY", broker: null, runs: onPostgres },
  { name: "a Redis broker", broker: REDIS_URL, runs: redisUp },
];

describe.each(transports)("realtime through $name", ({ broker, runs }) => {
  let server: TestServer;
  let world: FloorWorld;
  let staff: TestClient;

  beforeAll(async () => {
    if (!runs) return;
    server = await startTestServer({ broker });
    world = await buildFloorWorld(server.database.db);
    staff = server.client();
    await staff.signIn("w-staff", "lounge-demo", world.own.id);
  });
  afterAll(() => server?.close());

  it.skipIf(!runs)(
    "relays a change made through either of two processes to the other's client",
    { timeout: 60_000 },
    async () => {
      const second = await spawnServer({
        DATABASE_URL: databaseUrlOf(server.database),
        REALTIME_BROKER_URL: broker ?? "",
      });
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

  it.skipIf(!runs)(
    "re-establishes a lost subscription, and tells the process's clients to reconnect and refetch",
    async () => {
      const cable = await openCable(staff, world.own.id);
      await cable.next((m) => m.type === "welcome");
      expect(await dropSubscription(server)).toBe(1);
      // Events published while nobody listened are lost: the socket is closed with 1012 to resync.
      expect(await cable.closed).toMatchObject({ code: 1012 });

      const again = await openCable(staff, world.own.id);
      await again.next((m) => m.type === "welcome");
      const seat = world.normalSeats[1]!;
      await staff.post("/customer_groups", enterBody(seat.id, "ladys", 2));
      expect(await again.next(seatMessage(seat.id))).toMatchObject({ ladys: 2 });
      again.close();
    },
  );

  it.skipIf(!runs || !broker)(
    "with the broker: an event leaves once its transaction commits, never for a rolled-back one, and nothing is NOTIFYed",
    async () => {
      const db = server.database.db;
      const heard: string[] = [];
      const subscriber = new Redis(broker!);
      // The channel the server publishes on: its database's.
      await subscriber.subscribe(server.app.realtime.broker!.channel);
      subscriber.on("message", (_channel: string, payload: string) => heard.push(payload));
      // Whatever NOTIFY would carry, this connection would hear.
      const listener = new pg.Client({ connectionString: databaseUrlOf(server.database) });
      const notified: string[] = [];
      await listener.connect();
      listener.on("notification", (n) => notified.push(n.payload ?? ""));
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
      try {
        const event = { type: "print_jobs", lounge_id: world.own.id } as const;
        await db
          .transaction(async (tx) => {
            await publish(tx, event);
            throw new Error("rolled back");
          })
          .catch(() => {});
        await settle();
        expect(heard).toEqual([]);

        await db.transaction(async (tx) => {
          await publish(tx, event);
          await settle();
          // Still inside its transaction: nothing has left.
          expect(heard).toEqual([]);
        });
        await expect.poll(() => heard.length).toBe(1);
        expect(JSON.parse(heard[0]!)).toMatchObject(event);

        // A change through the app reaches the broker, and PostgreSQL carries none of it.
        const seat = world.normalSeats[2]!;
        expect((await staff.post("/customer_groups", enterBody(seat.id, "mens", 1))).status).toBe(
          201,
        );
        await expect
          .poll(() => heard.map((p) => JSON.parse(p)).filter((e) => e.type === "seat"))
          .toEqual([expect.objectContaining({ seat_ids: [seat.id] })]);
        await settle();
        expect(notified).toEqual([]);
      } finally {
        subscriber.disconnect();
        await listener.end();
      }
    },
  );
});
