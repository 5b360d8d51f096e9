import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogs } from "../../db/schema";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const logsOf = async (groupId: number) =>
  (await staff.get(`/event_logs?q[customer_group_id_eq]=${groupId}`)).body as {
    seat_id: number;
    status: string;
    start_at: string;
    end_at: string | null;
  }[];

const board = async () =>
  (await staff.get(`/lounges/entries/board?lounge_id=${world.own.id}`)).body;
const _seatOf = async (seatId: number) =>
  (await board()).seats.find((s: { id: number }) => s.id === seatId);

beforeAll(async () => {
  // A floor with some history: a matched pair, a move, a lone lady.
  const men = (
    await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[0]!.id, "mens", 2, { fee_rule: world.normalRule.id }),
    )
  ).body;
  await staff.post(
    "/customer_groups",
    enterBody(world.autoSeats[0]!.id, "ladys", 2, { matched_group_ids: [men.id] }),
  );
  await staff.put(`/customer_groups/${men.id}`, {
    customer_group: {
      seat_id: world.autoSeats[1]!.id,
      mens: 2,
      lock_version: 0,
      matched_group_ids: [],
    },
  });
  await staff.post("/customer_groups", enterBody(world.normalSeats[0]!.id, "ladys", 1));
});

describe("reads", () => {
  it("prices a group's running total from its event logs (indexview_json)", async () => {
    const group = (
      await staff.post(
        "/customer_groups",
        enterBody(world.autoSeats[5]!.id, "mens", 2, { fee_rule: world.normalRule.id }),
      )
    ).body;
    // 25 minutes alone: 3 started units of 200 yen for each of 2 people.
    await server.database.db
      .update(eventLogs)
      .set({ start_at: new Date(Date.now() - 25 * 60_000 - 5_000) })
      .where(eq(eventLogs.customer_group_id, group.id));
    const res = await staff.get(`/customer_groups/indexview_json?customer_group_ids[]=${group.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: group.id,
        solo_min: 25,
        share_min: 0,
        calc_rule: 1200,
        calc_order: 0,
        calc_total: 1200,
        calc_error: null,
      },
    ]);
  });

  it("reports a group the price table cannot price without blanking the others", async () => {
    const { buildFeeRule } = await import("../../seed/factories");
    const unpriced = await buildFeeRule(server.database.db, world.own.id, { label: "料金表なし" });
    const priced = (
      await staff.post(
        "/customer_groups",
        enterBody(world.autoSeats[4]!.id, "mens", 1, { fee_rule: world.normalRule.id }),
      )
    ).body;
    const lost = (
      await staff.post(
        "/customer_groups",
        enterBody(world.autoSeats[4]!.id, "mens", 1, { fee_rule: unpriced.id }),
      )
    ).body;
    await server.database.db
      .update(eventLogs)
      .set({ start_at: new Date(Date.now() - 5 * 60_000) })
      .where(eq(eventLogs.customer_group_id, lost.id));
    const res = await staff.get(
      `/customer_groups/indexview_json?customer_group_ids[]=${priced.id}&customer_group_ids[]=${lost.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ id: priced.id, calc_error: null });
    expect(res.body[1]).toMatchObject({
      id: lost.id,
      solo_min: 5,
      calc_total: null,
      calc_error: expect.stringMatching(/料金/),
    });
  });

  it("summarises people present by gender, and the Konishi table by group size", async () => {
    const summary = (await staff.get(`/lounges/entries/summary?lounge_id=${world.own.id}`)).body;
    const groups = (await staff.get(`/customer_groups?lounge_id=${world.own.id}`)).body as {
      gender: string;
      num: number;
    }[];
    const mens = groups.filter((g) => g.gender === "mens").reduce((s, g) => s + g.num, 0);
    const ladys = groups.filter((g) => g.gender === "ladys").reduce((s, g) => s + g.num, 0);
    expect(summary).toMatchObject({
      lounge_id: world.own.id,
      result: 0,
      status: { mens, ladys, total: mens + ladys },
    });
    const konishi = (await staff.get("/lounges/entries/konishisan_table_datasource")).body;
    const sumRow = konishi.ninzu_sum.find((r: { name: string }) => r.name === "自店 男性");
    expect(sumRow).toEqual({
      name: "自店 男性",
      value: groups.filter((g) => g.gender === "mens").length,
      sum: mens,
    });
    const twos = konishi.ninzu_two.find((r: { name: string }) => r.name === "自店 女性");
    expect(twos.value).toBe(groups.filter((g) => g.gender === "ladys" && g.num === 2).length);
  });

  it("reports minutes since each seat's last change per gender (icon details)", async () => {
    const details = (await staff.get("/lounges/entries/icon_details")).body as {
      seat_id: number;
      gender: string;
    }[];
    expect(details.length).toBeGreaterThan(0);
    expect(details[0]).toEqual({
      seat_id: expect.any(Number),
      gender: expect.any(String),
      last_normal_event_log_elapsed_min: expect.any(Number),
      account: false,
    });
  });

  it("never leaves a group with two open logs or overlapping logs", async () => {
    const groups = (await staff.get(`/customer_groups?lounge_id=${world.own.id}`)).body as {
      id: number;
    }[];
    for (const group of groups) {
      const logs = await logsOf(group.id);
      expect(logs.filter((l) => l.end_at === null)).toHaveLength(1);
      for (let i = 1; i < logs.length; i++)
        expect(logs[i - 1]!.end_at! <= logs[i]!.start_at).toBe(true);
    }
  });
});

describe("invalid data", () => {
  it("lists a group on the floor for more than 12 hours and marks it fixed", async () => {
    const manager = server.client();
    await manager.signIn("w-manager", "lounge-demo", world.own.id);
    const group = (
      await staff.post(
        "/customer_groups",
        enterBody(world.normalSeats[1]!.id, "mens", 1, { fee_rule: world.normalRule.id }),
      )
    ).body;
    const { customerGroups } = await import("../../db/schema");
    await server.database.db
      .update(customerGroups)
      .set({ service_start_at: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(customerGroups.id, group.id));
    const list = (await manager.get("/invalid_data")).body as {
      key: string;
      sort_key: string;
      fix: boolean;
    }[];
    const entry = list.find((d) => d.key === `long_stay:${group.id}`);
    expect(entry).toMatchObject({ fix: false });
    const fixed = await manager.put("/invalid_data/fix", {
      invalid_data: { key: entry!.key, sort_key: entry!.sort_key, fix: true },
    });
    expect(fixed.body).toEqual({
      attributes: { key: entry!.key, sort_key: entry!.sort_key, fix: "true" },
    });
    expect(
      (await manager.get("/invalid_data")).body.find((d: { key: string }) => d.key === entry!.key)
        .fix,
    ).toBe(true);
    const unfixed = await manager.put("/invalid_data/fix", {
      invalid_data: { key: entry!.key, sort_key: "stale", fix: "false" },
    });
    // The finding's own sort key, whatever the caller sent; the flag as the text "false".
    expect(unfixed.body).toEqual({
      attributes: { key: entry!.key, sort_key: entry!.sort_key, fix: "false" },
    });
    expect(
      (
        await manager.put("/invalid_data/fix", {
          invalid_data: { key: "nope", sort_key: "", fix: true },
        })
      ).status,
    ).toBe(404);
    expect((await staff.get("/invalid_data")).status).toBe(403);
  });

  it("reads the event-log filter from its contract: missing or unknown group", async () => {
    const missing = await staff.get("/event_logs");
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe("validation_failed");
    expect((await staff.get("/event_logs?q[customer_group_id_eq]=0")).status).toBe(400);
    expect((await staff.get("/event_logs?q%5Bcustomer_group_id_eq%5D=999999")).status).toBe(404);
  });
});
