// Accounting over HTTP: the bill, settling (to the yen, once per key, once per group), the takings,
// corrections and voids with their audit, and the search.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogs, genres, menus, settlementChanges } from "../../db/schema";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let manager: TestClient;
let drinkId: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  const db = server.database.db;
  const [genre] = await db
    .insert(genres)
    .values({ lounge_id: world.own.id, name: "ドリンク", genre_kind: "drink" })
    .returning();
  const [drink] = await db
    .insert(menus)
    .values({ lounge_id: world.own.id, genre_id: genre!.id, name: "ハイボール", price: 1500 })
    .returning();
  drinkId = drink!.id;
});
afterAll(() => server?.close());

const MINUTE = 60_000;
let seatIndex = 0;

/** A matched pair at a fresh seat: two men (通常) and two women. */
async function seatPair() {
  const seatId = world.autoSeats[seatIndex++ % world.autoSeats.length]!.id;
  const men = (
    await staff.post(
      "/customer_groups",
      enterBody(seatId, "mens", 2, { fee_rule: world.normalRule.id }),
    )
  ).body;
  const ladies = (
    await staff.post(
      "/customer_groups",
      enterBody(seatId, "ladys", 2, { matched_group_ids: [men.id] }),
    )
  ).body;
  return { seatId, men: men.id as number, ladies: ladies.id as number };
}

/**
 * The stays as a manager corrected them: 25 minutes alone, then 95 minutes matched, still open now
 * (10 s of slack so the open stay is 95 whole minutes when settled within the next 50 s).
 */
async function correctStays(groupId: number) {
  const db = server.database.db;
  const start = new Date(Date.now() - 120 * MINUTE - 10_000);
  const shareStart = new Date(start.getTime() + 25 * MINUTE);
  const [open] = await db.select().from(eventLogs).where(eq(eventLogs.customer_group_id, groupId));
  await db.delete(eventLogs).where(eq(eventLogs.customer_group_id, groupId));
  await db.insert(eventLogs).values([
    {
      lounge_id: world.own.id,
      seat_id: open!.seat_id,
      customer_group_id: groupId,
      status: "solo",
      start_at: start,
      end_at: shareStart,
    },
    {
      lounge_id: world.own.id,
      seat_id: open!.seat_id,
      customer_group_id: groupId,
      status: "share",
      start_at: shareStart,
    },
  ]);
}

const billOf = (ids: number[], extra = "") =>
  staff.get(
    `/accounting_logs/new?${ids.map((id) => `customer_group_ids[]=${id}`).join("&")}${extra}`,
  );

const settleBody = (
  ids: number[],
  payments: { cash?: unknown; credit?: unknown; e_money?: unknown },
  extra = {},
) => ({
  accounting_log: {
    customer_group_ids: ids,
    staff_id: world.staff.id,
    discount_percent: null,
    comment: "",
    ...payments,
    ...extra,
  },
});

/** A fresh group's bill is 0 yen (no minute yet): an extra charge makes its total 1,000. */
const EXTRA = 1000;
const withExtra = (id: number) => ({ extra_charges: { [id]: EXTRA } });

const settleAs = (client: TestClient, body: unknown, key: string) =>
  client.post("/accounting_logs", body, { headers: { "idempotency-key": key } });

describe("the worked case, by hand", () => {
  it("settles two men and two women with an order and 20 % off to the yen", async () => {
    const { men, ladies } = await seatPair();
    await correctStays(men);
    await correctStays(ladies);
    expect(
      (await staff.post(`/customer_groups/${men}/orders`, { menu_id: drinkId, num: 2 })).status,
    ).toBe(201);

    // Men: solo 25 min = 3 units × 200 × 2 = 1,200; share 95 min = 10 units × 500 × 2 = 10,000;
    // orders 2 × 1,500 = 3,000 → 14,200. Women: 0. Subtotal 14,200; 20 % = 2,840; total 11,360.
    // Tax in 11,360: floor(0.1 × ceil(11,360 / 1.1)) = floor(0.1 × 10,328) = 1,032.
    // Tax in the discount 2,840: floor(0.1 × ceil(2,581.8…)) = floor(258.2) = 258.
    const bill = await billOf([men, ladies], "&discount_percent=20");
    expect(bill.status).toBe(200);
    const menBill = bill.body.groups.find(
      (g: { customer_group_id: number }) => g.customer_group_id === men,
    );
    expect(menBill).toMatchObject({
      solo_minutes: 25,
      share_minutes: 95,
      solo_price: 1200,
      charge_price: 10000,
      order_price: 3000,
      total_price: 14200,
    });
    expect(menBill.units).toHaveLength(13);
    expect(menBill.intervals.map((i: { status: string }) => i.status)).toEqual(["solo", "share"]);
    expect(bill.body).toMatchObject({
      subtotal: 14200,
      discount: 2840,
      groups_total_price: 11360,
      consumption_tax: 1032,
      tax_discount: 258,
    });

    const settled = await settleAs(
      staff,
      settleBody(
        [men, ladies],
        { cash: "5000", credit: 6360, e_money: "" },
        { discount_percent: 20 },
      ),
      "worked-case",
    );
    expect(settled.status).toBe(201);
    expect(settled.body.accounting_logs).toHaveLength(2);
    expect(settled.body.accounting_logs[0]).toMatchObject({
      customer_group_id: men,
      gender: "mens",
      num: 2,
      share_minutes: 95,
      charge_price: 10000,
      solo_price: 1200,
      special_price: 0,
      order_price: 3000,
      extra_charge: 0,
      total_price: 14200,
      discount: 2840,
      groups_total_price: 11360,
      consumption_tax: 1032,
      tax_discount: 258,
      cash: 5000,
      credit: 6360,
      e_money: 0,
      staff_id: world.staff.id,
    });
  });
});

describe("settling", () => {
  it("refuses payments that differ from the total with the seed's text and changes nothing", async () => {
    const { men } = await seatPair();
    const total = (await billOf([men])).body.groups_total_price as number;
    const res = await settleAs(staff, settleBody([men], { cash: total + 100 }), "mismatch");
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("[注意] 合計金額に差があります");
    const board = (await staff.get(`/lounges/entries/board?lounge_id=${world.own.id}`)).body;
    const ids = board.seats.flatMap((s: { group_mens: { id: number }[] }) =>
      s.group_mens.map((g) => g.id),
    );
    expect(ids).toContain(men);
    const search = (await manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.rows).toHaveLength(0);
  });

  it("settles once per idempotency key: the same key again returns the first result", async () => {
    const { men } = await seatPair();
    const total = (await billOf([men], `&extra_charges=${men}:${EXTRA}`)).body.groups_total_price;
    expect(total).toBe(EXTRA);
    const body = settleBody([men], { cash: total }, withExtra(men));
    const first = await settleAs(staff, body, "same-key");
    const again = await settleAs(staff, body, "same-key");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const search = (await manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.totals.count).toBe(1);
    const other = await settleAs(
      staff,
      settleBody([men], { credit: total }, withExtra(men)),
      "same-key",
    );
    expect(other.status).toBe(422);
  });

  it("two tablets settling the same group with different keys: one 201, one 409", async () => {
    const { men } = await seatPair();
    const total = (await billOf([men])).body.groups_total_price as number;
    const body = settleBody([men], { cash: total });
    const results = await Promise.all([
      settleAs(staff, body, "tablet-a"),
      settleAs(manager, body, "tablet-b"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("takes settled groups off the floor, closes their stays, leaves the partner alone and counts the takings", async () => {
    const before = (await staff.get(`/lounges/entries/summary?lounge_id=${world.own.id}`)).body
      .result;
    const { men, ladies, seatId } = await seatPair();
    const opened = await billOf([men]);
    const icon = (await staff.get(`/lounges/entries/icon_details?lounge_id=${world.own.id}`)).body;
    expect(
      icon.find(
        (d: { seat_id: number; gender: string }) => d.seat_id === seatId && d.gender === "mens",
      ).account,
    ).toBe(true);
    const total = opened.body.groups_total_price as number;
    expect((await settleAs(staff, settleBody([men], { e_money: total }), "off-floor")).status).toBe(
      201,
    );

    const board = (await staff.get(`/lounges/entries/board?lounge_id=${world.own.id}`)).body;
    const seat = board.seats.find((s: { id: number }) => s.id === seatId);
    expect(seat.group_mens).toEqual([]);
    expect(seat.group_ladys.map((g: { id: number }) => g.id)).toEqual([ladies]);
    expect(seat.group_ladys[0].status).toBe("solo");
    const logs = (await staff.get(`/event_logs?q[customer_group_id_eq]=${men}`)).body;
    expect(logs.every((l: { end_at: string | null }) => l.end_at !== null)).toBe(true);
    const after = (await staff.get(`/lounges/entries/summary?lounge_id=${world.own.id}`)).body
      .result;
    expect(after - before).toBe(total);
    const again = await billOf([men]);
    expect(again.status).toBe(409);
  });

  it("refuses groups of another lounge and a staff member of another lounge", async () => {
    const other = server.client();
    await other.signIn("w-other-staff", "lounge-demo", world.other.id);
    const { men } = await seatPair();
    expect((await other.get(`/accounting_logs/new?customer_group_ids[]=${men}`)).status).toBe(403);
    const res = await settleAs(
      staff,
      settleBody([men], { cash: 0 }, { staff_id: world.otherStaff.id }),
      "wrong-staff",
    );
    expect(res.status).toBe(400);
    expect((await settleAs(staff, settleBody([men], { cash: 0 }), "")).status).toBe(400);
  });
});

describe("corrections and voids", () => {
  async function settled(key: string) {
    const { men } = await seatPair();
    const res = await settleAs(staff, settleBody([men], { cash: EXTRA }, withExtra(men)), key);
    expect(res.status).toBe(201);
    return { log: res.body.accounting_logs[0], total: EXTRA };
  }

  it("a manager corrects payments with a reason; the change is kept and shown", async () => {
    const { log, total } = await settled("correct-1");
    const mismatch = await manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total + 1, reason: "打ち間違い" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.message).toBe("[注意] 合計金額に差があります");
    const noReason = await manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total },
    });
    expect(noReason.status).toBe(400);
    const ok = await manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total, reason: "カード払いだった" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.accounting_logs[0]).toMatchObject({ cash: 0, credit: total });
    const detail = (await manager.get(`/accounting_logs/${log.id}`)).body;
    expect(detail.changes[0]).toMatchObject({
      kind: "update",
      staff_id: world.manager.id,
      reason: "カード払いだった",
      before: { cash: total, credit: 0 },
      after: { cash: 0, credit: total },
    });
  });

  it("staff may edit the comment but not the payments", async () => {
    const { log, total } = await settled("comment-1");
    expect(
      (await staff.put(`/accounting_logs/${log.id}`, { accounting_log: { comment: "常連" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await staff.put(`/accounting_logs/${log.id}`, {
          accounting_log: { credit: total, cash: 0, reason: "x" },
        })
      ).status,
    ).toBe(403);
    const changes = await server.database.db
      .select()
      .from(settlementChanges)
      .where(eq(settlementChanges.settlement_id, log.settlement_id));
    expect(changes.map((c) => c.kind)).toEqual(["comment"]);
  });

  it("a void takes the whole settlement out of the takings, once, with its reason", async () => {
    const before = (await staff.get(`/lounges/entries/summary?lounge_id=${world.own.id}`)).body
      .result;
    const { log, total } = await settled("void-1");
    expect(total).toBeGreaterThan(0);
    expect((await staff.post(`/accounting_logs/${log.id}/void`, { reason: "誤会計" })).status).toBe(
      403,
    );
    const voided = await manager.post(`/accounting_logs/${log.id}/void`, { reason: "誤会計" });
    expect(voided.status).toBe(200);
    expect(voided.body.accounting_logs[0].voided_at).not.toBeNull();
    expect(
      (await manager.post(`/accounting_logs/${log.id}/void`, { reason: "二度目" })).status,
    ).toBe(409);
    const after = (await staff.get(`/lounges/entries/summary?lounge_id=${world.own.id}`)).body
      .result;
    expect(after).toBe(before);
    const detail = (await manager.get(`/accounting_logs/${log.id}`)).body;
    expect(detail.changes[0]).toMatchObject({ kind: "void", reason: "誤会計" });
  });
});

describe("search", () => {
  it("filters, pages by cursor and totals the takings; CSV streams with a BOM", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { men } = await seatPair();
      const total = (await billOf([men])).body.groups_total_price as number;
      await settleAs(
        staff,
        settleBody([men], { cash: total }, { comment: i === 0 ? "=cmd|' /C calc'!A0" : "" }),
        `page-${i}`,
      );
      ids.push(men);
    }
    const all = (await manager.get(`/accounting_logs?lounge_id=${world.own.id}&payment_type=cash`))
      .body;
    const first = (
      await manager.get(`/accounting_logs?lounge_id=${world.own.id}&payment_type=cash&limit=2`)
    ).body;
    expect(first.rows).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = (
      await manager.get(
        `/accounting_logs?lounge_id=${world.own.id}&payment_type=cash&limit=2&cursor=${first.next_cursor}`,
      )
    ).body;
    expect(
      [...first.rows, ...second.rows].slice(0, all.rows.length).map((r: { id: number }) => r.id),
    ).toEqual(
      all.rows.slice(0, first.rows.length + second.rows.length).map((r: { id: number }) => r.id),
    );
    expect(first.totals).toEqual(all.totals);
    const byGroup = (await manager.get(`/accounting_logs?customer_group_id=${ids[1]}`)).body;
    expect(byGroup.rows.map((r: { customer_group_id: number }) => r.customer_group_id)).toEqual([
      ids[1],
    ]);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ignored = (
      await manager.get(
        `/accounting_logs?to=${encodeURIComponent(new Date(0).toISOString())}&ignore_end_time=true`,
      )
    ).body;
    expect(ignored.rows.length).toBeGreaterThan(0);
    const none = (await manager.get(`/accounting_logs?from=${encodeURIComponent(future)}`)).body;
    expect(none.rows).toEqual([]);

    const csv = await fetch(`${server.baseUrl}/accounting_logs/export?lounge_id=${world.own.id}`, {
      headers: { cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM: Excel reads Japanese
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("会計ID,会計番号");
    expect(text).toContain(`,${ids[1]},`);
    expect(text).toContain("'=cmd");
  });

  it("staff see their lounges' current business day only; other lounges are refused", async () => {
    const res = (await staff.get("/accounting_logs")).body;
    expect(res.business_day_only).toBe(true);
    expect((await staff.get(`/accounting_logs?lounge_id=${world.other.id}`)).status).toBe(403);
    expect((await staff.get("/accounting_logs?limit=0")).status).toBe(400);
    expect((await staff.get("/accounting_logs?cursor=abc")).status).toBe(400);
  });
});
