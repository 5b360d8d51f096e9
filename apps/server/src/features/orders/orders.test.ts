// Orders on the floor over HTTP: ordering menus (with an option) and rewards, cancelling, and the money core's order_price.
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, genres, menus, rewards } from "../../db/schema";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { createOrder } from "./order-commands";
import { listOrders } from "./order-queries";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let beer: { id: number };
let highball: { id: number };
let hidden: { id: number };
let shot: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  const db = server.database.db;
  const [genre] = await db
    .insert(genres)
    .values({ lounge_id: world.own.id, name: "ドリンク", genre_kind: "drink" })
    .returning();
  const insert = async (values: Partial<typeof menus.$inferInsert>) =>
    (
      await db
        .insert(menus)
        .values({ lounge_id: world.own.id, genre_id: genre!.id, name: "x", price: 0, ...values })
        .returning()
    )[0]!;
  beer = await insert({ name: "生ビール", price: 800 });
  highball = await insert({ name: "ハイボール", price: 700, options: ["濃いめ", "薄め"] });
  hidden = await insert({ name: "品切れ", price: 500, provide_flag: false });
  shot = (
    await db.insert(rewards).values({ lounge_id: world.own.id, name: "乾杯ショット" }).returning()
  )[0]!;
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const seatGroup = async () =>
  (
    await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[0]!.id, "mens", 2, { fee_rule: world.normalRule.id }),
    )
  ).body as { id: number };

describe("orders", () => {
  it("lists only provided menus by genre and provided rewards", async () => {
    const res = await staff.get(`/api/v1/orderable?lounge_id=${world.own.id}`);
    expect(res.status).toBe(200);
    const names = res.body.genres.flatMap((g: { menus: { name: string }[] }) =>
      g.menus.map((m) => m.name),
    );
    expect(names).toEqual(["生ビール", "ハイボール"]);
    expect(res.body.rewards.map((r: { name: string }) => r.name)).toEqual(["乾杯ショット"]);
  });

  it("orders two items and a reward; lines copy name and price; order_price feeds the running total", async () => {
    const group = await seatGroup();
    expect(
      (await staff.post(`/customer_groups/${group.id}/orders`, { menu_id: beer.id, num: 2 }))
        .status,
    ).toBe(201);
    const res = await staff.post(`/customer_groups/${group.id}/orders`, {
      menu_id: highball.id,
      option: "濃いめ",
      num: 1,
    });
    await staff.post(`/customer_groups/${group.id}/orders`, { reward_id: shot.id, num: 2 });
    const lines = (await staff.get(`/customer_groups/${group.id}/orders`)).body;
    expect(res.status).toBe(201);
    expect(
      lines.map((l: Record<string, unknown>) => [
        l.name,
        l.option,
        l.price,
        l.num,
        l.order_price,
        l.kind,
      ]),
    ).toEqual([
      ["生ビール", "", 800, 2, 1600, "menu"],
      ["ハイボール", "濃いめ", 700, 1, 700, "menu"],
      ["乾杯ショット", "", 0, 2, 0, "reward"],
    ]);
    expect(lines[0].created_by).toBe(world.staff.name);
    // A later price change does not alter orders already taken.
    await server.database.db.update(menus).set({ price: 9999 }).where(eq(menus.id, beer.id));
    const total = (
      await staff.get(`/customer_groups/indexview_json?customer_group_ids[]=${group.id}`)
    ).body[0];
    expect(total.calc_order).toBe(2300);
    expect(total.calc_total).toBe(total.calc_rule + 2300);
  });

  it("requires one of the menu's options, and refuses menus not provided", async () => {
    const group = await seatGroup();
    const missing = await staff.post(`/customer_groups/${group.id}/orders`, {
      menu_id: highball.id,
      num: 1,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("オプションを選んでください");
    const wrong = await staff.post(`/customer_groups/${group.id}/orders`, {
      menu_id: highball.id,
      option: "ロック",
      num: 1,
    });
    expect(wrong.status).toBe(400);
    const off = await staff.post(`/customer_groups/${group.id}/orders`, {
      menu_id: hidden.id,
      num: 1,
    });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toContain("提供していません");
    const both = await staff.post(`/customer_groups/${group.id}/orders`, {
      menu_id: beer.id,
      reward_id: shot.id,
      num: 1,
    });
    expect(both.status).toBe(400);
    expect((await staff.get(`/customer_groups/${group.id}/orders`)).body).toEqual([]);
  });

  it("cancels an order with who and when, and not once the group is settled", async () => {
    const group = await seatGroup();
    const [line] = (
      await staff.post(`/customer_groups/${group.id}/orders`, { menu_id: beer.id, num: 1 })
    ).body;
    const cancelled = await staff.delete(`/orders/${line.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body[0]).toMatchObject({ cancelled_by: world.staff.name, order_price: 0 });
    expect(cancelled.body[0].cancelled_at).not.toBeNull();
    expect((await staff.delete(`/orders/${line.id}`)).status).toBe(409);
    const [another] = (
      await staff.post(`/customer_groups/${group.id}/orders`, { menu_id: beer.id, num: 1 })
    ).body.slice(-1);
    await server.database.db
      .update(customerGroups)
      .set({ state: "left" })
      .where(eq(customerGroups.id, group.id));
    const late = await staff.delete(`/orders/${another.id}`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("会計済みの注文は取り消せません");
    expect(
      (await staff.post(`/customer_groups/${group.id}/orders`, { menu_id: beer.id, num: 1 }))
        .status,
    ).toBe(409);
  });

  it("refuses another lounge's group", async () => {
    const other = server.client();
    await other.signIn("w-other-staff", "lounge-demo", world.other.id);
    const group = await seatGroup();
    expect(
      (await other.post(`/customer_groups/${group.id}/orders`, { menu_id: beer.id, num: 1 }))
        .status,
    ).toBe(403);
    expect((await other.get(`/customer_groups/${group.id}/orders`)).status).toBe(403);
  });

  it("orders as a command outside HTTP: the caller's transaction holds every line or none", async () => {
    const group = await seatGroup();
    const actor = {
      staffId: world.staff.id,
      role: "staff" as const,
      loungeIds: [world.own.id],
      currentLoungeId: world.own.id,
    };
    const db = server.database.db;
    const refused = await db
      .transaction(async (tx) => {
        await createOrder(tx, actor, group.id, { menu_id: beer.id, num: 1 });
        expect(await listOrders(tx, group.id)).toHaveLength(1);
        await createOrder(tx, actor, group.id, { menu_id: hidden.id, num: 1 });
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("validation_failed");
    expect(await listOrders(db, group.id)).toEqual([]);
  });
});
