// The guest page's limits over HTTP: reads per working link and misses per address, each answer with
// the rate-limit headers and a refusal with Retry-After; an address past its misses still opens a
// working link; two instances on one database count together; a window that has passed opens again.
import { GUEST_LINK_INVALID, GUEST_RATE_LIMITED } from "@lounge-office/domain/guest";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounts } from "../../db/schema";
import {
  enterBody,
  type startFloorServer as StartFloorServer,
  startFloorServer,
} from "../../test/floor-world";
import { startTestServer, type TestResponse, type TestServer } from "../../test/harness";
import { GUEST_MISSES_PER_MINUTE, GUEST_VIEWS_PER_MINUTE } from "./routes";

/** TRUST_PROXY=true: the test is its own proxy, and each test's phone has its own address. */
const ENV = { TRUST_PROXY: "true" };
let floor: Awaited<ReturnType<typeof StartFloorServer>>;
/** A second instance of the app on the same database, as behind a load balancer. */
let second: TestServer;
let seatIndex = 0;
let nextAddress = 1;
beforeAll(async () => {
  floor = await startFloorServer({ env: ENV });
  second = await startTestServer({ env: ENV, database: floor.server.database });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await floor?.server.close();
});

/** A guest's phone (no session) at its own address, on the first instance or another. */
function phone(server: TestServer = floor.server, address = `198.51.100.${nextAddress++}`) {
  const client = server.client();
  client.headers["x-forwarded-for"] = address;
  return client;
}

/** A group seated in the own lounge, and a working link to its page. */
async function workingToken(): Promise<string> {
  const seatId = floor.world.autoSeats[seatIndex++ % floor.world.autoSeats.length]!.id;
  const entered = await floor.staff.post("/customer_groups", enterBody(seatId, "ladys", 1, {}));
  expect(entered.status).toBe(201);
  const issued = await floor.staff.post(`/customer_groups/${entered.body.id}/guest_link`);
  expect(issued.status).toBe(201);
  return issued.body.token;
}

let nextMiss = 1;
/** A well-formed token that opens nothing. */
const madeUp = () => `${"m".repeat(26)}${String(nextMiss++).padStart(6, "0")}`;
const view = (client: ReturnType<typeof phone>, token: string) =>
  client.get(`/public/guest/${token}`);

const headersOf = (res: TestResponse) => ({
  limit: res.headers.get("x-ratelimit-limit"),
  remaining: res.headers.get("x-ratelimit-remaining"),
  reset: Number(res.headers.get("x-ratelimit-reset")),
  retryAfter: res.headers.get("retry-after"),
});

/** A refusal of the limit: 429, Retry-After within the minute, the app's error body in Japanese. */
function expectRefused(res: TestResponse, limit: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: "rate_limited", message: GUEST_RATE_LIMITED } });
  const headers = headersOf(res);
  expect(headers).toMatchObject({ limit: String(limit), remaining: "0" });
  expect(Number(headers.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(headers.retryAfter)).toBeLessThanOrEqual(60);
  expect(headers.reset).toBe(Number(headers.retryAfter));
  // Still the group's own answer: no shared cache keeps even a refusal.
  expect(res.headers.get("cache-control")).toBe("no-store");
}

describe("the guest page's limits", () => {
  it("reads a working link 20 times a minute, with the rate-limit headers, then refuses with Retry-After", async () => {
    const token = await workingToken();
    const guest = phone();
    for (let i = 1; i <= GUEST_VIEWS_PER_MINUTE; i++) {
      const res = await view(guest, token);
      expect(res.status, `read ${i}`).toBe(200);
      const headers = headersOf(res);
      expect(headers).toMatchObject({
        limit: String(GUEST_VIEWS_PER_MINUTE),
        remaining: String(GUEST_VIEWS_PER_MINUTE - i),
        retryAfter: null,
      });
      expect(headers.reset).toBeGreaterThanOrEqual(1);
      expect(headers.reset).toBeLessThanOrEqual(60);
    }
    expectRefused(await view(guest, token), GUEST_VIEWS_PER_MINUTE);
    // The count is the link's: another phone reading the same link is refused too.
    expectRefused(await view(phone(), token), GUEST_VIEWS_PER_MINUTE);
    // Another group's link is counted apart.
    expect((await view(guest, await workingToken())).status).toBe(200);
  });

  it("refuses an address's misses past 10 a minute, but never a working link from it", async () => {
    const address = "198.51.100.200";
    const guesser = phone(floor.server, address);
    for (let i = 1; i <= GUEST_MISSES_PER_MINUTE; i++) {
      const res = await view(guesser, madeUp());
      expect(res.status, `miss ${i}`).toBe(404);
      expect(res.body).toEqual({ error: { code: "not_found", message: GUEST_LINK_INVALID } });
      expect(headersOf(res)).toMatchObject({
        limit: String(GUEST_MISSES_PER_MINUTE),
        remaining: String(GUEST_MISSES_PER_MINUTE - i),
        retryAfter: null,
      });
    }
    expectRefused(await view(guesser, madeUp()), GUEST_MISSES_PER_MINUTE);

    // Another phone behind the same address (the lounge's Wi-Fi), and the guesser itself, still
    // open a working link, with the link's own count in the headers.
    const token = await workingToken();
    const neighbour = phone(floor.server, address);
    const opened = await view(neighbour, token);
    expect(opened.status).toBe(200);
    expect(headersOf(opened)).toMatchObject({
      limit: String(GUEST_VIEWS_PER_MINUTE),
      remaining: String(GUEST_VIEWS_PER_MINUTE - 1),
      retryAfter: null,
    });
    expect((await view(guesser, token)).status).toBe(200);
    // …and the misses stay refused.
    expectRefused(await view(neighbour, madeUp()), GUEST_MISSES_PER_MINUTE);
    // Another address misses on its own count.
    expect((await view(phone(), madeUp())).status).toBe(404);
  });

  it("counts reads and misses together on two instances of one database", async () => {
    const token = await workingToken();
    const address = "198.51.100.201";
    const onFirst = phone(floor.server, address);
    const onSecond = phone(second, address);
    const reads = [];
    for (let i = 0; i < GUEST_VIEWS_PER_MINUTE; i++) {
      reads.push(await view(i % 2 === 0 ? onFirst : onSecond, token));
    }
    expect(reads.map((r) => r.status)).toEqual(Array(GUEST_VIEWS_PER_MINUTE).fill(200));
    // Each instance alone has answered only half: the refusal comes from the shared count.
    expect(reads.at(-1)?.headers.get("x-ratelimit-remaining")).toBe("0");
    expectRefused(await view(onFirst, token), GUEST_VIEWS_PER_MINUTE);
    expectRefused(await view(onSecond, token), GUEST_VIEWS_PER_MINUTE);

    const misses = [];
    for (let i = 0; i < GUEST_MISSES_PER_MINUTE; i++) {
      misses.push((await view(i % 2 === 0 ? onSecond : onFirst, madeUp())).status);
    }
    expect(misses).toEqual(Array(GUEST_MISSES_PER_MINUTE).fill(404));
    expectRefused(await view(onFirst, madeUp()), GUEST_MISSES_PER_MINUTE);
    expectRefused(await view(onSecond, madeUp()), GUEST_MISSES_PER_MINUTE);
  });

  it("opens again once the window has passed, and counts parallel reads exactly", async () => {
    const token = await workingToken();
    const guest = phone();
    const answers = await Promise.all(
      Array.from({ length: GUEST_VIEWS_PER_MINUTE + 5 }, (_, i) =>
        view(i % 2 === 0 ? guest : phone(second), token),
      ),
    );
    const statuses = answers.map((a) => a.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array(GUEST_VIEWS_PER_MINUTE).fill(200), ...Array(5).fill(429)]);
    // As if the minute had passed: every window ends now.
    await floor.server.database.db
      .update(rateLimitCounts)
      .set({ resets_at: sql`now() - interval '1 second'` });
    const again = await view(guest, token);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-ratelimit-remaining")).toBe(String(GUEST_VIEWS_PER_MINUTE - 1));
    // The other keys' ended windows were deleted as it was counted (a few at a time: all here).
    const left = await floor.server.database.db.select().from(rateLimitCounts);
    expect(left.map((row) => row.key)).toEqual([
      expect.stringMatching(/^guest-view:[0-9a-f]{64}$/),
    ]);
  });
});
