// Accounting over HTTP: the bill, settling (to the yen, once per key, once per group), the takings,
// corrections and voids with their audit. The cash handed over and its change: cash-tendered.test.ts.
import { MAX_STORED_YEN, SETTLEMENT_TOO_LARGE_MESSAGE } from "@lounge-office/domain/accounting";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settlementChanges } from "../../db/schema";
import { EXTRA, startAccountingFloor, withExtra } from "../../test/accounting-floor";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
beforeAll(async () => {
  floor = await startAccountingFloor();
});
afterAll(() => floor?.server.close());

const MINUTE = 60_000;
const seatPair = () => floor.seatPair();
const billOf = (ids: number[], extra?: string) => floor.billOf(ids, extra);
const settleBody: (typeof floor)["settleBody"] = (...args) => floor.settleBody(...args);
const settleAs: (typeof floor)["settleAs"] = (...args) => floor.settleAs(...args);

/**
 * A manager corrects the stays through the event-log correction call: 25 minutes alone, then 95
 * minutes matched, still open now (10 s of slack: the open stay is 95 whole minutes when settled
 * within the next 50 s). A group seated straight into a match has only the shared stay.
 */
async function correctStays(groupId: number) {
  const start = Date.now() - 120 * MINUTE - 10_000;
  const shareStart = new Date(start + 25 * MINUTE).toISOString();
  const logs = (await floor.manager.get(`/event_logs?q[customer_group_id_eq]=${groupId}`)).body as {
    id: number;
    status: string;
    end_at: string | null;
  }[];
  const solo = logs.find((l) => l.status === "solo" && l.end_at !== null);
  const open = logs.find((l) => l.end_at === null);
  const correct = async (id: number, start_at: string, end_at: string | null) => {
    const res = await floor.manager.put(`/event_logs/${id}`, {
      event_log: { start_at, end_at, reason: "移動の記録漏れ" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  if (solo) await correct(solo.id, new Date(start).toISOString(), shareStart);
  await correct(open!.id, shareStart, null);
}

describe("the worked case, by hand", () => {
  it("settles two men and two women with an order and 20 % off to the yen", async () => {
    const { men, ladies } = await seatPair();
    await correctStays(men);
    await correctStays(ladies);
    expect(
      (await floor.staff.post(`/customer_groups/${men}/orders`, { menu_id: floor.drinkId, num: 2 }))
        .status,
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
      floor.staff,
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
      staff_id: floor.world.staff.id,
    });
  });
});

describe("settling", () => {
  it("refuses payments that differ from the total with the original system's text and changes nothing", async () => {
    const { men } = await seatPair();
    const total = (await billOf([men])).body.groups_total_price as number;
    const res = await settleAs(floor.staff, settleBody([men], { cash: total + 100 }), "mismatch");
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("[注意] 合計金額に差があります");
    const board = (await floor.staff.get(`/lounges/entries/board?lounge_id=${floor.world.own.id}`))
      .body;
    const ids = board.seats.flatMap((s: { group_mens: { id: number }[] }) =>
      s.group_mens.map((g) => g.id),
    );
    expect(ids).toContain(men);
    const search = (await floor.manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.rows).toHaveLength(0);
  });

  it("refuses a bill beyond the settlement's int4 columns with a 422, not a database error", async () => {
    const { men, ladies } = await seatPair();
    // Two extra charges each within the limit make a total beyond it; the payments add up to it.
    const huge = MAX_STORED_YEN;
    const extras = `&extra_charges=${men}:${huge},${ladies}:${huge}`;
    const total = (await billOf([men, ladies], extras)).body.groups_total_price as number;
    expect(total).toBeGreaterThan(MAX_STORED_YEN);
    const payments = { cash: huge, credit: huge, e_money: total - 2 * huge };
    const body = settleBody([men, ladies], payments, {
      extra_charges: { [men]: huge, [ladies]: huge },
    });
    const res = await settleAs(floor.staff, body, "beyond-int4");
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.error.message).toBe(SETTLEMENT_TOO_LARGE_MESSAGE);
    const search = (await floor.manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.rows).toHaveLength(0);
  });

  it("settles once per idempotency key: the same key again returns the first result", async () => {
    const { men } = await seatPair();
    const total = (await billOf([men], `&extra_charges=${men}:${EXTRA}`)).body.groups_total_price;
    expect(total).toBe(EXTRA);
    const body = settleBody([men], { cash: total }, withExtra(men));
    const first = await settleAs(floor.staff, body, "same-key");
    const again = await settleAs(floor.staff, body, "same-key");
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const search = (await floor.manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.totals.count).toBe(1);
    const other = await settleAs(
      floor.staff,
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
      settleAs(floor.staff, body, "tablet-a"),
      settleAs(floor.manager, body, "tablet-b"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("takes settled groups off the floor, closes their stays, leaves the partner alone and counts the takings", async () => {
    const before = (
      await floor.staff.get(`/lounges/entries/summary?lounge_id=${floor.world.own.id}`)
    ).body.result;
    const { men, ladies, seatId } = await seatPair();
    const opened = await billOf([men]);
    // The accounting screen marks the group 会計中 (its bill session) while it is open.
    const held = await floor.staff.post("/accounting_logs/bill_session", {
      customer_group_ids: [men],
    });
    expect(held.status).toBe(200);
    const icon = (
      await floor.staff.get(`/lounges/entries/icon_details?lounge_id=${floor.world.own.id}`)
    ).body;
    expect(
      icon.find(
        (d: { seat_id: number; gender: string }) => d.seat_id === seatId && d.gender === "mens",
      ).account,
    ).toBe(true);
    const total = opened.body.groups_total_price as number;
    expect(
      (await settleAs(floor.staff, settleBody([men], { e_money: total }), "off-floor")).status,
    ).toBe(201);

    const board = (await floor.staff.get(`/lounges/entries/board?lounge_id=${floor.world.own.id}`))
      .body;
    const seat = board.seats.find((s: { id: number }) => s.id === seatId);
    expect(seat.group_mens).toEqual([]);
    expect(seat.group_ladys.map((g: { id: number }) => g.id)).toEqual([ladies]);
    expect(seat.group_ladys[0].status).toBe("solo");
    const logs = (await floor.staff.get(`/event_logs?q[customer_group_id_eq]=${men}`)).body;
    expect(logs.every((l: { end_at: string | null }) => l.end_at !== null)).toBe(true);
    const after = (
      await floor.staff.get(`/lounges/entries/summary?lounge_id=${floor.world.own.id}`)
    ).body.result;
    expect(after - before).toBe(total);
    const again = await billOf([men]);
    expect(again.status).toBe(409);
  });

  it("refuses groups of another lounge and a staff member of another lounge", async () => {
    const other = floor.server.client();
    await other.signIn("w-other-staff", "lounge-demo", floor.world.other.id);
    const { men } = await seatPair();
    expect((await other.get(`/accounting_logs/new?customer_group_ids[]=${men}`)).status).toBe(403);
    const res = await settleAs(
      floor.staff,
      settleBody([men], { cash: 0 }, { staff_id: floor.world.otherStaff.id }),
      "wrong-staff",
    );
    expect(res.status).toBe(400);
    expect((await settleAs(floor.staff, settleBody([men], { cash: 0 }), "")).status).toBe(400);
  });

  it("answers the same request sent twice at once under one key with one settlement", async () => {
    const { men } = await seatPair();
    const body = settleBody([men], { cash: EXTRA }, withExtra(men));
    const [a, b] = await Promise.all([
      settleAs(floor.staff, body, "twice-at-once"),
      settleAs(floor.staff, body, "twice-at-once"),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
  });

  it("refuses a settlement sent without an Idempotency-Key, as its contract requires", async () => {
    const { men } = await seatPair();
    const body = settleBody([men], { cash: EXTRA }, withExtra(men));
    const res = await floor.staff.post("/accounting_logs", body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("Idempotency-Key");
    const search = (await floor.manager.get(`/accounting_logs?customer_group_id=${men}`)).body;
    expect(search.rows).toHaveLength(0);
    // With a key it settles (and leaves the seat for the next test).
    expect((await settleAs(floor.staff, body, "with-key-after-all")).status).toBe(201);
  });
});

describe("corrections and voids", () => {
  async function settled(key: string) {
    const { men } = await seatPair();
    const res = await settleAs(
      floor.staff,
      settleBody([men], { cash: EXTRA }, withExtra(men)),
      key,
    );
    expect(res.status).toBe(201);
    return { log: res.body.accounting_logs[0], total: EXTRA };
  }

  it("a manager corrects payments with a reason; the change is kept and shown", async () => {
    const { log, total } = await settled("correct-1");
    const mismatch = await floor.manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total + 1, reason: "打ち間違い" },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.message).toBe("[注意] 合計金額に差があります");
    const noReason = await floor.manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total },
    });
    expect(noReason.status).toBe(400);
    const ok = await floor.manager.put(`/accounting_logs/${log.id}`, {
      accounting_log: { cash: 0, credit: total, reason: "カード払いだった" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.accounting_logs[0]).toMatchObject({ cash: 0, credit: total });
    const detail = (await floor.manager.get(`/accounting_logs/${log.id}`)).body;
    expect(detail.changes[0]).toMatchObject({
      kind: "update",
      staff_id: floor.world.manager.id,
      reason: "カード払いだった",
      before: { cash: total, credit: 0 },
      after: { cash: 0, credit: total },
    });
  });

  it("staff may edit the comment but not the payments", async () => {
    const { log, total } = await settled("comment-1");
    expect(
      (await floor.staff.put(`/accounting_logs/${log.id}`, { accounting_log: { comment: "常連" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await floor.staff.put(`/accounting_logs/${log.id}`, {
          accounting_log: { credit: total, cash: 0, reason: "x" },
        })
      ).status,
    ).toBe(403);
    const changes = await floor.server.database.db
      .select()
      .from(settlementChanges)
      .where(eq(settlementChanges.settlement_id, log.settlement_id));
    expect(changes.map((c) => c.kind)).toEqual(["comment"]);
  });

  it("a void takes the whole settlement out of the takings, once, with its reason", async () => {
    const before = (
      await floor.staff.get(`/lounges/entries/summary?lounge_id=${floor.world.own.id}`)
    ).body.result;
    const { log, total } = await settled("void-1");
    expect(total).toBeGreaterThan(0);
    expect(
      (await floor.staff.post(`/accounting_logs/${log.id}/void`, { reason: "誤会計" })).status,
    ).toBe(403);
    const voided = await floor.manager.post(`/accounting_logs/${log.id}/void`, {
      reason: "誤会計",
    });
    expect(voided.status).toBe(200);
    expect(voided.body.accounting_logs[0].voided_at).not.toBeNull();
    expect(
      (await floor.manager.post(`/accounting_logs/${log.id}/void`, { reason: "二度目" })).status,
    ).toBe(409);
    const after = (
      await floor.staff.get(`/lounges/entries/summary?lounge_id=${floor.world.own.id}`)
    ).body.result;
    expect(after).toBe(before);
    const detail = (await floor.manager.get(`/accounting_logs/${log.id}`)).body;
    expect(detail.changes[0]).toMatchObject({ kind: "void", reason: "誤会計" });
  });
});
