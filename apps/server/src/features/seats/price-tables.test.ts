// Price tables and special dates over HTTP: the 144-cell read, partial writes, refusals that
// change nothing, lounge boundaries, and the floor's running totals following a new price.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogs, priceCells, specialDates } from "../../db/schema";
import { buildFeeRule } from "../../seed/factories";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let manager: TestClient;

type Cell = { gender: string; day_type: string; hour: number; share: number; solo: number };

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const tableOf = async (ruleId: number) =>
  (await manager.get(`/api/v1/price_tables/${ruleId}`)).body as {
    fee_rule_id: number;
    unit_minutes: number;
    cells: Cell[];
  };
const cellOf = (cells: Cell[], gender: string, dayType: string, hour: number) =>
  cells.find((c) => c.gender === gender && c.day_type === dayType && c.hour === hour);

describe("GET /api/v1/price_tables/:id", () => {
  it("answers all 144 cells ordered by gender, day type and hour, with the unit length", async () => {
    const res = await manager.get(`/api/v1/price_tables/${world.normalRule.id}`);
    expect(res.status).toBe(200);
    expect(res.body.fee_rule_id).toBe(world.normalRule.id);
    expect(res.body.unit_minutes).toBe(world.own.unit_minutes);
    const cells = res.body.cells as Cell[];
    expect(cells).toHaveLength(144);
    const order = cells.map((c) => `${c.gender}/${c.day_type}/${c.hour}`);
    const expected = ["mens", "ladys", "others"].flatMap((g) =>
      ["weekday", "weekend"].flatMap((d) => Array.from({ length: 24 }, (_, h) => `${g}/${d}/${h}`)),
    );
    expect(order).toEqual(expected);
    // The floor world's prices: men 500 share / 200 solo, ladies free.
    expect(cells[0]).toEqual({
      gender: "mens",
      day_type: "weekday",
      hour: 0,
      share: 500,
      solo: 200,
    });
    expect(cellOf(cells, "ladys", "weekend", 23)).toMatchObject({ share: 0, solo: 0 });
  });

  it("shows a rule with no stored cells as 0 yen, and a first save completes it", async () => {
    const bare = await buildFeeRule(server.database.db, world.own.id, { label: "空の区分" });
    const before = await tableOf(bare.id);
    expect(before.cells).toHaveLength(144);
    expect(before.cells.every((c) => c.share === 0 && c.solo === 0)).toBe(true);
    const cell = { gender: "mens", day_type: "weekday", hour: 1, share: 100, solo: 50 };
    expect((await manager.put(`/api/v1/price_tables/${bare.id}`, { cells: [cell] })).status).toBe(
      200,
    );
    const stored = await server.database.db
      .select()
      .from(priceCells)
      .where(eq(priceCells.fee_rule_id, bare.id));
    expect(stored).toHaveLength(144);
  });

  it("refuses an unknown rule (404) and another lounge's rule (403)", async () => {
    const unknown = await manager.get("/api/v1/price_tables/999999");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("料金区分が見つかりません");
    expect((await manager.get(`/api/v1/price_tables/${world.otherRule.id}`)).status).toBe(403);
  });
});

describe("PUT /api/v1/price_tables/:id", () => {
  it("changes only the cells sent and answers the whole table", async () => {
    const before = await tableOf(world.vipRule.id);
    const sent = [
      { gender: "mens", day_type: "weekend", hour: 22, share: 900, solo: 400 },
      { gender: "others", day_type: "weekday", hour: 0, share: 0, solo: 10 },
    ];
    const res = await manager.put(`/api/v1/price_tables/${world.vipRule.id}`, { cells: sent });
    expect(res.status).toBe(200);
    expect(res.body.cells).toHaveLength(144);
    const after = await tableOf(world.vipRule.id);
    expect(res.body).toEqual(after);
    const changed = after.cells.filter((cell, i) => {
      const old = before.cells[i]!;
      return old.share !== cell.share || old.solo !== cell.solo;
    });
    expect(changed).toEqual(sent);
  });

  it("refuses bad cells with a Japanese message (400) and changes nothing", async () => {
    const before = await tableOf(world.vipRule.id);
    const good = { gender: "mens", day_type: "weekday", hour: 5, share: 1, solo: 1 };
    const bad: [unknown, RegExp][] = [
      [[good, { ...good, share: -1 }], /相席の料金は0円以上/],
      [[good, { ...good, solo: 1.5 }], /ひとりの料金は円単位の整数/],
      [[good, { ...good, hour: 24 }], /時間帯は0から23/],
      [[good, { ...good, gender: "kids" }], /性別は/],
      [[good, { ...good, day_type: "holiday" }], /曜日区分は/],
      [[good, { ...good, share: 2 }], /男性・平日 5時台が重複しています/],
      [[good, { ...good, share: 1e12 }], /10,000,000円以下/],
      ["all", /料金表のセル/],
    ];
    for (const [cells, message] of bad) {
      const res = await manager.put(`/api/v1/price_tables/${world.vipRule.id}`, { cells });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.error)).toMatch(message);
    }
    expect(await tableOf(world.vipRule.id)).toEqual(before);
  });

  it("refuses another lounge's rule (403) and an unknown or retired rule (404)", async () => {
    const body = {
      cells: [{ gender: "mens", day_type: "weekday", hour: 0, share: 1, solo: 1 }],
    };
    expect((await manager.put(`/api/v1/price_tables/${world.otherRule.id}`, body)).status).toBe(
      403,
    );
    expect((await manager.put("/api/v1/price_tables/999999", body)).status).toBe(404);
    const retired = await buildFeeRule(server.database.db, world.own.id, { active: false });
    expect((await manager.put(`/api/v1/price_tables/${retired.id}`, body)).status).toBe(404);
    const staff = server.client();
    await staff.signIn("w-staff", "lounge-demo", world.own.id);
    expect((await staff.put(`/api/v1/price_tables/${world.normalRule.id}`, body)).status).toBe(403);
    expect((await staff.get(`/api/v1/price_tables/${world.normalRule.id}`)).status).toBe(403);
  });

  it("prices the floor with the new cell at once (indexview_json)", async () => {
    const seat = world.autoSeats[0]!;
    const group = (
      await manager.post(
        "/customer_groups",
        enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
      )
    ).body;
    // 25 minutes alone, started just now minus 25 minutes: 3 units at whatever hour(s) it spans.
    const start = new Date(Date.now() - 25 * 60_000 - 5_000);
    await server.database.db
      .update(eventLogs)
      .set({ start_at: start })
      .where(eq(eventLogs.customer_group_id, group.id));
    const read = async () =>
      (await manager.get(`/customer_groups/indexview_json?customer_group_ids[]=${group.id}`))
        .body[0];
    expect(await read()).toMatchObject({ solo_min: 25, calc_rule: 3 * 200 * 2 });
    // Solo for men at every hour of both day types becomes 350 yen.
    const cells = (["weekday", "weekend"] as const).flatMap((day_type) =>
      Array.from({ length: 24 }, (_, hour) => ({
        gender: "mens",
        day_type,
        hour,
        share: 500,
        solo: 350,
      })),
    );
    expect(
      (await manager.put(`/api/v1/price_tables/${world.normalRule.id}`, { cells })).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ solo_min: 25, calc_rule: 3 * 350 * 2, calc_error: null });
  });
});

describe("special dates", () => {
  it("adds, lists by from_day and deletes, and the admin sees them too", async () => {
    const later = await manager.post("/api/v1/special_dates", {
      lounge_id: world.own.id,
      from_day: "2031-12-31",
      to_day: "2032-01-03",
      price_per_person: 2000,
    });
    expect(later.status).toBe(201);
    expect(later.body).toEqual({
      id: expect.any(Number),
      lounge_id: world.own.id,
      from_day: "2031-12-31",
      to_day: "2032-01-03",
      price_per_person: 2000,
    });
    const earlier = await manager.post("/api/v1/special_dates", {
      lounge_id: world.own.id,
      from_day: "2030-12-30",
      to_day: "2030-12-30",
      price_per_person: 1000,
    });
    expect(earlier.status).toBe(201);
    const list = (await manager.get(`/api/v1/special_dates?lounge_id=${world.own.id}`)).body;
    expect(list.map((d: { id: number }) => d.id)).toEqual([earlier.body.id, later.body.id]);
    const admin = server.client();
    await admin.signIn("w-admin", "lounge-demo", world.own.id);
    expect((await admin.get(`/api/v1/special_dates?lounge_id=${world.own.id}`)).body).toEqual(list);

    const removed = await manager.delete(`/api/v1/special_dates/${later.body.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ ok: true });
    expect((await manager.get(`/api/v1/special_dates?lounge_id=${world.own.id}`)).body).toEqual([
      earlier.body,
    ]);
    expect((await manager.delete(`/api/v1/special_dates/${later.body.id}`)).status).toBe(404);
  });

  it("refuses an end before the start, a bad date or price (400) and other lounges (403)", async () => {
    const list = async () =>
      (await manager.get(`/api/v1/special_dates?lounge_id=${world.own.id}`)).body;
    const before = await list();
    const body = {
      lounge_id: world.own.id,
      from_day: "2032-01-03",
      to_day: "2031-12-31",
      price_per_person: 1000,
    };
    const reversed = await manager.post("/api/v1/special_dates", body);
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.fields).toEqual({
      to_day: "終了日は開始日以降の日付にしてください",
    });
    for (const bad of [
      { ...body, from_day: "2031/12/31", to_day: "2032-01-03" },
      { ...body, from_day: "2031-02-30", to_day: "2032-01-03" },
      { ...body, to_day: "2032-01-05", price_per_person: -1 },
      { ...body, to_day: "2032-01-05", price_per_person: "1000" },
    ]) {
      expect((await manager.post("/api/v1/special_dates", bad)).status).toBe(400);
    }
    expect(await list()).toEqual(before);

    const other = { ...body, lounge_id: world.other.id, to_day: "2032-01-05" };
    expect((await manager.post("/api/v1/special_dates", other)).status).toBe(403);
    expect((await manager.get(`/api/v1/special_dates?lounge_id=${world.other.id}`)).status).toBe(
      403,
    );
    const [theirs] = await server.database.db
      .insert(specialDates)
      .values({
        lounge_id: world.other.id,
        from_day: "2030-01-01",
        to_day: "2030-01-02",
        price_per_person: 1,
      })
      .returning();
    expect((await manager.delete(`/api/v1/special_dates/${theirs!.id}`)).status).toBe(403);
  });
});
