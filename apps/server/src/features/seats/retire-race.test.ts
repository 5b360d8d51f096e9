// Retiring a seat or a fee rule while groups are being seated on it or moved to it, in parallel over
// HTTP against the real database: every call ends cleanly (success or a 4xx) and no present group is
// ever left on a retired seat or with a retired fee rule.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { customerGroups, feeRules, seats } from "../../db/schema";
import { buildFeeRule, buildPriceTable, buildSeat, buildStaff } from "../../seed/factories";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "../../test/harness";

const ROUNDS = 30;
/** Devices seating groups at once in each round, besides the manager retiring. */
const SEATERS = 3;

let server: TestServer;
let world: FloorWorld;
let manager: TestClient;
const seaters: TestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  manager = server.client();
  expect((await manager.signIn("w-manager", "lounge-demo", world.own.id)).status).toBe(200);
  for (let i = 0; i < SEATERS; i++) {
    const account = `race-device-${i}`;
    await buildStaff(server.database.db, { account, loungeIds: [world.own.id] });
    const client = server.client();
    expect((await client.signIn(account, "lounge-demo", world.own.id)).status).toBe(200);
    seaters.push(client);
  }
});
afterAll(() => server?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Success, or a refusal with the API's error body: never a 5xx, never a bare failure. */
function expectClean(response: TestResponse, what: string) {
  const clean =
    (response.status >= 200 && response.status < 300) ||
    (response.status >= 400 &&
      response.status < 500 &&
      typeof (response.body as { error?: { code?: unknown } })?.error?.code === "string");
  expect(clean, `${what}: ${response.status} ${JSON.stringify(response.body)}`).toBe(true);
}

/**
 * The manager's retire call and the devices' calls, started together; the retire call goes a
 * little earlier or later each round, so both orders of the locks are tried.
 */
async function race(
  retire: () => Promise<TestResponse>,
  seat: (c: TestClient) => Promise<TestResponse>,
  round: number,
) {
  const offset = (round % 5) - 2;
  const [retired, ...entered] = await Promise.all([
    (async () => {
      if (offset > 0) await pause(offset);
      return retire();
    })(),
    ...seaters.map(async (client) => {
      if (offset < 0) await pause(-offset);
      return seat(client);
    }),
  ]);
  expectClean(retired!, "retire");
  for (const response of entered) expectClean(response, "enter");
  return { retired: retired!, entered };
}

const strandedOnRetiredSeats = () =>
  server.database.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .innerJoin(seats, eq(seats.id, customerGroups.seat_id))
    .where(and(eq(customerGroups.state, "present"), eq(seats.active, false)));

it("never leaves a present group on a seat retired while it was being seated", {
  timeout: 120_000,
}, async () => {
  let retired = 0;
  let seated = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const seat = await buildSeat(server.database.db, world.own.id, { seat_type: "normal" });
    const result = await race(
      () => manager.delete(`/api/v1/seats/${seat.id}`),
      (client) => client.post("/customer_groups", enterBody(seat.id, "ladys", 1)),
      round,
    );
    if (result.retired.status === 200) retired++;
    seated += result.entered.filter((r) => r.status === 201).length;
  }
  expect(await strandedOnRetiredSeats()).toEqual([]);
  // Both outcomes happened: the race was real, not one side always first.
  expect(retired).toBeGreaterThan(0);
  expect(seated).toBeGreaterThan(0);
});

it("never leaves a group moved onto a seat retired meanwhile", { timeout: 120_000 }, async () => {
  let retired = 0;
  let moved = 0;
  const start = world.normalSeats[0]!.id;
  for (let round = 0; round < ROUNDS; round++) {
    const seat = await buildSeat(server.database.db, world.own.id, { seat_type: "normal" });
    const groups: number[] = [];
    for (const _ of seaters) {
      const entered = await manager.post("/customer_groups", enterBody(start, "ladys", 1));
      expect(entered.status).toBe(201);
      groups.push(entered.body.id);
    }
    const result = await race(
      () => manager.delete(`/api/v1/seats/${seat.id}`),
      (client) =>
        client.put(`/customer_groups/${groups[seaters.indexOf(client)]}`, {
          customer_group: { seat_id: seat.id, ladys: 1, lock_version: 0, matched_group_ids: [] },
        }),
      round,
    );
    if (result.retired.status === 200) retired++;
    moved += result.entered.filter((r) => r.status === 200).length;
  }
  expect(await strandedOnRetiredSeats()).toEqual([]);
  expect(retired).toBeGreaterThan(0);
  expect(moved).toBeGreaterThan(0);
});

it("never leaves a present group with a fee rule retired while it was being seated", {
  timeout: 120_000,
}, async () => {
  let retired = 0;
  let seated = 0;
  const places = world.normalSeats.map((s) => s.id);
  for (let round = 0; round < ROUNDS; round++) {
    const rule = await buildFeeRule(server.database.db, world.own.id, { row_order: 10 + round });
    await buildPriceTable(server.database.db, world.own.id, rule.id);
    const result = await race(
      () => manager.delete(`/api/v1/fee_rules/${rule.id}`),
      (client) =>
        client.post(
          "/customer_groups",
          enterBody(places[seaters.indexOf(client) % places.length]!, "mens", 1, {
            fee_rule: rule.id,
          }),
        ),
      round,
    );
    if (result.retired.status === 200) retired++;
    seated += result.entered.filter((r) => r.status === 201).length;
  }
  const stranded = await server.database.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .innerJoin(feeRules, eq(feeRules.id, customerGroups.fee_rule_id))
    .where(and(eq(customerGroups.state, "present"), eq(feeRules.active, false)));
  expect(stranded).toEqual([]);
  expect(retired).toBeGreaterThan(0);
  expect(seated).toBeGreaterThan(0);
});
