// The crowd feed answered from memory, over HTTP against the real database: no statement per request
// once read, a change through the API shown within a second, ETag and 304, opting out at once, and
// two instances on one database kept right by the events each hears (decision 013).
import type { Crowd } from "@lounge-office/domain/crowd";
import type { Lounge } from "@lounge-office/domain/lounges";
import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { poolOf } from "../../db/embedded";
import { customerGroups } from "../../db/schema";
import { enterBody, type FloorWorld, startFloorServer } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { dropSubscription } from "../../test/subscription";
import { CROWD_REFRESH_INTERVAL_MS } from "./crowd-cache";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let admin: TestClient;
/** A browser on some other website: no session, no cookies. */
let website: TestClient;
let statements: StatementCount;

const crowdPath = (id: number) => `/public/lounges/${id}/crowd`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const CACHE_CONTROL = "public, max-age=5, s-maxage=5, stale-while-revalidate=25";

type StatementCount = { start: () => void; count: () => number; texts: () => string[] };

/**
 * Counts the statements the app sends to the database, at the driver: each pool connection's
 * `query` is wrapped as the pool hands it out (the event bus's own LISTEN connection is not the
 * pool's, and is left out).
 */
function countStatements(db: Db): StatementCount {
  let texts: string[] = [];
  const wrapped = new WeakSet<pg.PoolClient>();
  poolOf(db).on("acquire", (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0];
      texts.push(typeof first === "string" ? first : String((first as { text?: string })?.text));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof client.query;
  });
  return {
    start: () => {
      texts = [];
    },
    count: () => texts.length,
    texts: () => texts,
  };
}

/**
 * Runs a write, then waits until `on`'s event bus has heard an event of the lounge: the feed answers
 * from memory, read again once that event is heard (a NOTIFY: on PostgreSQL it may arrive a moment
 * after the write's own answer, and on another instance always does).
 */
async function heard<T>(on: TestServer, loungeId: number, write: () => Promise<T>): Promise<T> {
  let off = () => {};
  let timer: NodeJS.Timeout | undefined;
  const event = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no event of lounge ${loungeId}`)), 5_000);
    off = on.app.realtime.bus.subscribe((heardEvent) => {
      if (heardEvent.lounge_id === loungeId) resolve();
    });
  });
  try {
    const result = await write();
    await event;
    return result;
  } finally {
    clearTimeout(timer);
    off();
  }
}

/** The feed of the own lounge on `on` once it shows these figures (read again within a second). */
async function feedShowing(on: TestServer, figures: Partial<Crowd>): Promise<Crowd> {
  const client = on.client();
  const feed = async () => (await client.get<Crowd>(crowdPath(world.own.id))).body;
  await expect.poll(feed, { timeout: 5_000 }).toMatchObject(figures);
  return feed();
}

/** Admin's lounge settings form on the first instance, saved with the feed on or off. */
async function publish(loungeId: number, on: boolean, hearing: TestServer = server) {
  const list = await admin.get<Lounge[]>("/api/v1/lounge_settings");
  const { id: _id, ...settings } = list.body.find((l) => l.id === loungeId) as Lounge;
  const res = await heard(hearing, loungeId, () =>
    admin.put(`/api/v1/lounge_settings/${loungeId}`, { ...settings, crowd_feed_public: on }),
  );
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  ({ server, world, staff } = await startFloorServer());
  statements = countStatements(server.database.db);
  admin = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
  website = server.client();
  await publish(world.own.id, true);
});
afterAll(() => server?.close());

describe("the crowd feed from memory", () => {
  it("reads the database once, then not at all per request, and shows a change made through the API within a second", async () => {
    statements.start();
    const cold = await website.get<Crowd>(crowdPath(world.own.id));
    expect(cold.status).toBe(200);
    expect(cold.body).toMatchObject({ mens: 0, ladys: 0, total: 0 });
    expect(statements.count()).toBeGreaterThanOrEqual(1);

    statements.start();
    for (let i = 0; i < 20; i++) {
      const warm = await website.get<Crowd>(crowdPath(world.own.id));
      expect(warm.status).toBe(200);
      expect(warm.body).toEqual(cold.body);
    }
    expect(statements.texts()).toEqual([]);

    // Seated through the tablets' own call: its event has the board read again, within a second.
    const entered = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[0]!.id, "mens", 3, { fee_rule: world.normalRule.id }),
    );
    expect(entered.status).toBe(201);
    const seated = await feedShowing(server, { mens: 3, ladys: 0, total: 3 });
    // `updated_at` is when the counts were read: after the change, not the first reading's.
    expect(Date.parse(seated.updated_at)).toBeGreaterThan(Date.parse(cold.body.updated_at));

    // Once the change is read, requests read nothing again.
    await sleep(CROWD_REFRESH_INTERVAL_MS + 200);
    statements.start();
    for (let i = 0; i < 10; i++) await website.get(crowdPath(world.own.id));
    expect(statements.texts()).toEqual([]);
  });

  it("sends a strong ETag of the bytes, and a 304 without a body to a request that has them, CORS and caching kept", async () => {
    const res = await website.get<Crowd>(crowdPath(world.own.id));
    const etag = res.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get("cache-control")).toBe(CACHE_CONTROL);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // The same bytes, the same tag.
    expect((await website.get(crowdPath(world.own.id))).headers.get("etag")).toBe(etag);

    statements.start();
    // As a browser revalidates, a CDN that weakened the tag, a list, and any copy at all.
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const notModified = await website.get(crowdPath(world.own.id), {
        headers: { "if-none-match": ifNoneMatch },
      });
      expect(notModified.status, ifNoneMatch).toBe(304);
      expect(notModified.body).toBeNull();
      expect(notModified.headers.get("etag")).toBe(etag);
      expect(notModified.headers.get("cache-control")).toBe(CACHE_CONTROL);
      expect(notModified.headers.get("access-control-allow-origin")).toBe("*");
      expect(notModified.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    }
    expect(statements.texts()).toEqual([]);

    // After a change the old tag gets the new answer, with its own tag.
    const entered = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[1]!.id, "ladys", 2),
    );
    expect(entered.status).toBe(201);
    const revalidate = () =>
      website.get<Crowd>(crowdPath(world.own.id), { headers: { "if-none-match": etag } });
    await expect.poll(async () => (await revalidate()).status, { timeout: 5_000 }).toBe(200);
    const changed = await revalidate();
    expect(changed.body).toMatchObject({ ladys: 2 });
    expect(changed.headers.get("etag")).not.toBe(etag);

    // A lounge that publishes nothing: the 404 a website's script can read, and no tag.
    const hidden = await website.get(crowdPath(world.other.id), {
      headers: { "if-none-match": "*" },
    });
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("access-control-allow-origin")).toBe("*");
    expect(hidden.headers.get("cache-control")).toBe(CACHE_CONTROL);
    expect(hidden.headers.get("etag")).toBeNull();
  });

  it("hides the feed the moment the lounge opts out, however recently it was read, and shows it again on opting in", async () => {
    for (let i = 0; i < 3; i++) {
      expect((await website.get(crowdPath(world.own.id))).status).toBe(200);
    }
    await publish(world.own.id, false);
    expect((await website.get(crowdPath(world.own.id))).status).toBe(404);
    await publish(world.own.id, true);
    expect((await website.get(crowdPath(world.own.id))).status).toBe(200);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "reads every lounge again once a lost subscription is back: a change whose event was missed is not kept forever",
    async () => {
      const before = await website.get<Crowd>(crowdPath(world.own.id));
      // A change no event announces (as one made while nobody listened): the feed does not see it…
      const db = server.database.db;
      const [group] = await db
        .select({ id: customerGroups.id, num: customerGroups.num })
        .from(customerGroups)
        .where(eq(customerGroups.lounge_id, world.own.id))
        .limit(1);
      if (!group) throw new Error("no group seated");
      await db
        .update(customerGroups)
        .set({ num: group.num + 4 })
        .where(eq(customerGroups.id, group.id));
      const unannounced = await website.get<Crowd>(crowdPath(world.own.id));
      expect(unannounced.body.total).toBe(before.body.total);
      // …until the bus reconnects, which says events may have been missed.
      expect(await dropSubscription(server)).toBe(1);
      await expect
        .poll(async () => (await website.get<Crowd>(crowdPath(world.own.id))).body.total, {
          timeout: 10_000,
        })
        .toBe(before.body.total + 4);
    },
  );
});

describe("two instances on one database", () => {
  let second: TestServer;
  beforeAll(async () => {
    second = await startTestServer({ database: server.database });
  });
  afterAll(() => second?.close());

  it("shows a change made through one instance in the other's feed, which it answers from its own memory", async () => {
    const onSecond = second.client();
    const feed = async () => onSecond.get<Crowd>(crowdPath(world.own.id));
    const before = await feed();
    expect(before.status).toBe(200);
    statements.start();
    expect((await feed()).body).toEqual(before.body);
    expect(statements.texts()).toEqual([]);

    // Seated through the first instance: the second hears the event through the database, and
    // reads the board again.
    const entered = await staff.post(
      "/customer_groups",
      enterBody(world.normalSeats[0]!.id, "mens", 4, { fee_rule: world.normalRule.id }),
    );
    expect(entered.status).toBe(201);
    await feedShowing(second, { mens: before.body.mens + 4 });
    await sleep(CROWD_REFRESH_INTERVAL_MS + 200);
    statements.start();
    expect((await feed()).body.mens).toBe(before.body.mens + 4);
    expect(statements.texts()).toEqual([]);

    // Opting out through the first instance hides the second's feed too.
    await publish(world.own.id, false, second);
    expect((await feed()).status).toBe(404);
    await publish(world.own.id, true, second);
    expect((await feed()).status).toBe(200);
  });
});
