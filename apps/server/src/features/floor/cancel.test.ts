// Cancelling an entry (取消) over HTTP: staff within 10 minutes and without orders, managers and
// admins any time; the group is never charged or counted, its stays are void, and the audit list
// says who, when, what and why.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, eventLogs, rewards } from "../../db/schema";
import { startAccountingFloor } from "../../test/accounting-floor";
import type { TestClient } from "../../test/harness";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
let admin: TestClient;
let otherManager: TestClient;

beforeAll(async () => {
  floor = await startAccountingFloor();
  admin = floor.server.client();
  await admin.signIn("w-admin", "lounge-demo", floor.world.own.id);
  otherManager = floor.server.client();
  await otherManager.signIn("w-other-manager", "lounge-demo", floor.world.other.id);
});
afterAll(() => floor?.server.close());

const own = () => floor.world.own.id;
const cancel = (
  client: TestClient,
  id: number,
  lockVersion: number,
  reason = "誤入力",
  key?: string,
) =>
  client.post(
    `/customer_groups/${id}/cancel`,
    { customer_group: { reason, lock_version: lockVersion } },
    key ? { headers: { "idempotency-key": key } } : {},
  );
const groupRow = async (id: number) =>
  (
    await floor.server.database.db.select().from(customerGroups).where(eq(customerGroups.id, id))
  )[0]!;
async function lateEntry(id: number) {
  await floor.server.database.db
    .update(customerGroups)
    .set({ service_start_at: new Date(Date.now() - 11 * 60_000) })
    .where(eq(customerGroups.id, id));
}
const order = (id: number) =>
  floor.staff.post(`/customer_groups/${id}/orders`, { menu_id: floor.drinkId, num: 1 });
const changes = async () =>
  (await floor.manager.get(`/customer_groups/changes?lounge_id=${own()}`)).body as {
    customer_group_id: number;
    action: string;
    before: string;
    after: string;
    reason: string;
    staff_id: number;
    staff_name: string;
    seat_name: string;
    changed_at: string;
  }[];
const summary = async () =>
  (await floor.staff.get(`/lounges/entries/summary?lounge_id=${own()}`)).body;

describe("who may cancel an entry", () => {
  it("lets staff cancel within 10 minutes of entry while nothing is ordered", async () => {
    const { men, seatId } = await floor.seatPair();
    const res = await cancel(floor.staff, men, (await groupRow(men)).lock_version);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(men);
    expect(res.body.seats[0]).toMatchObject({ id: seatId, mens: 0, ladys: 2 });
    expect((await groupRow(men)).state).toBe("cancelled");
  });

  it("refuses staff after 10 minutes, and with an order (a reward counts), with a clear message", async () => {
    const { men, ladies } = await floor.seatPair();
    await lateEntry(men);
    const late = await cancel(floor.staff, men, (await groupRow(men)).lock_version);
    expect(late.status).toBe(403);
    expect(late.body.error.message).toBe("入店から10分を過ぎたため、取消は店長が行います");
    const [reward] = await floor.server.database.db
      .insert(rewards)
      .values({ lounge_id: own(), name: "誕生日特典" })
      .returning();
    expect(
      (
        await floor.staff.post(`/customer_groups/${ladies}/orders`, {
          reward_id: reward!.id,
          num: 1,
        })
      ).status,
    ).toBe(201);
    const ordered = await cancel(floor.staff, ladies, (await groupRow(ladies)).lock_version);
    expect(ordered.status).toBe(403);
    expect(ordered.body.error.message).toBe("注文があるため、取消は店長が行います");
    expect((await groupRow(men)).state).toBe("present");
    expect((await groupRow(ladies)).state).toBe("present");
  });

  it("lets the lounge's manager cancel late and with orders, and an admin any time", async () => {
    const { men, ladies } = await floor.seatPair();
    await lateEntry(men);
    expect((await order(men)).status).toBe(201);
    expect((await cancel(floor.manager, men, (await groupRow(men)).lock_version)).status).toBe(200);
    await lateEntry(ladies);
    expect((await cancel(admin, ladies, (await groupRow(ladies)).lock_version)).status).toBe(200);
  });

  it("refuses another lounge's manager (403), a stale lock version and a group no longer present (409)", async () => {
    const { men } = await floor.seatPair();
    const version = (await groupRow(men)).lock_version;
    expect((await cancel(otherManager, men, version)).status).toBe(403);
    const stale = await cancel(floor.manager, men, version + 1);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      "他の端末でこのグループが更新されました。最新の状態を読み込み直してください",
    );
    expect((await cancel(floor.manager, men, version)).status).toBe(200);
    expect((await cancel(floor.manager, men, version + 1)).status).toBe(409);
  });

  it("requires a reason", async () => {
    const { men } = await floor.seatPair();
    expect((await cancel(floor.staff, men, 0, "")).status).toBe(400);
    expect((await groupRow(men)).state).toBe("present");
  });
});

describe("what a cancel does", () => {
  it("takes the group off the board and the counts; its partners continue solo; its stays are void", async () => {
    const before = await summary();
    const { men, ladies, seatId } = await floor.seatPair();
    expect((await summary()).status.mens).toBe(before.status.mens + 2);
    const res = await cancel(floor.staff, ladies, (await groupRow(ladies)).lock_version);
    expect(res.status).toBe(200);
    const board = (await floor.staff.get(`/lounges/entries/board?lounge_id=${own()}`)).body;
    const seat = board.seats.find((s: { id: number }) => s.id === seatId);
    expect(seat.group_ladys).toEqual([]);
    expect(seat.group_mens[0]).toMatchObject({ id: men, matched_group_ids: [], status: "solo" });
    const after = await summary();
    expect([after.status.mens, after.status.ladys]).toEqual([
      before.status.mens + 2,
      before.status.ladys,
    ]);
    const listed = (await floor.staff.get(`/customer_groups?lounge_id=${own()}`)).body as {
      id: number;
    }[];
    expect(listed.map((g) => g.id)).not.toContain(ladies);
    const logs = await floor.server.database.db
      .select()
      .from(eventLogs)
      .where(eq(eventLogs.customer_group_id, ladies));
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.every((l) => l.end_at !== null && l.voided_at !== null)).toBe(true);
    const index = (
      await floor.staff.get(`/customer_groups/indexview_json?customer_group_ids[]=${ladies}`)
    ).body;
    expect(index).toEqual([]);
  });

  it("never lets a cancelled group into a bill or the takings", async () => {
    const before = (await summary()).result;
    const { men, ladies } = await floor.seatPair();
    await cancel(floor.staff, men, (await groupRow(men)).lock_version);
    expect((await floor.billOf([men])).status).toBe(409);
    expect((await floor.billOf([men, ladies])).status).toBe(409);
    const settled = await floor.settleAs(
      floor.staff,
      floor.settleBody([men, ladies], { cash: 0 }),
      `cancelled-${men}`,
    );
    expect(settled.status).toBe(409);
    expect((await summary()).result).toBe(before);
  });

  it("keeps who, when, what and why in the audit list, newest first", async () => {
    const { men, seatId } = await floor.seatPair();
    const seatName = floor.world.autoSeats.find((s) => s.id === seatId)!.name;
    await cancel(floor.staff, men, (await groupRow(men)).lock_version, "二重入力");
    const [newest] = await changes();
    expect(newest).toMatchObject({
      customer_group_id: men,
      action: "cancel",
      before: "男性 2名",
      after: "取消",
      reason: "二重入力",
      staff_id: floor.world.staff.id,
      staff_name: floor.world.staff.name,
      seat_name: seatName,
    });
    expect(Math.abs(Date.parse(newest!.changed_at) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it("answers a repeated cancel with the same Idempotency-Key with its first answer", async () => {
    const { men } = await floor.seatPair();
    const version = (await groupRow(men)).lock_version;
    const first = await cancel(floor.staff, men, version, "誤入力", `cancel-${men}`);
    expect(first.status).toBe(200);
    const again = await cancel(floor.staff, men, version, "誤入力", `cancel-${men}`);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect((await changes()).filter((c) => c.customer_group_id === men)).toHaveLength(1);
  });
});
