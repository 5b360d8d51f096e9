// The guest page over HTTP: links are unguessable, kept only as hashes, revocable, one per
// group, over after 12 hours and at settlement (then only the total); the page's charge is the bill's
// for the same instant over random stays and orders; it shows nothing of other groups or staff (its
// limits: guest-limits.test.ts).
import type { Bill } from "@lounge-office/domain/accounting";
import {
  GUEST_LINK_INVALID,
  type GuestLinkIssued,
  type GuestView,
} from "@lounge-office/domain/guest";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventLogs, guestLinks, orders, staff as staffTable } from "../../db/schema";
import { startAccountingFloor } from "../../test/accounting-floor";
import { enterBody } from "../../test/floor-world";
import type { TestClient } from "../../test/harness";

let floor: Awaited<ReturnType<typeof startAccountingFloor>>;
/** A guest's phone: no session. */
let phone: TestClient;
beforeAll(async () => {
  floor = await startAccountingFloor();
  phone = floor.server.client();
});
afterAll(() => floor?.server.close());

const MIN = 60_000;
const linkPath = (groupId: number) => `/customer_groups/${groupId}/guest_link`;
const viewPath = (token: string) => `/public/guest/${token}`;
const issue = async (groupId: number, client = floor.staff) => {
  const res = await client.post<GuestLinkIssued>(linkPath(groupId), undefined);
  expect(res.status).toBe(201);
  return res.body;
};

/** A group seated in the own lounge (men on the ordinary rule unless ladies). */
async function seat(gender: "mens" | "ladys" = "mens", num = 2, seatIndex = 0) {
  const seatId = floor.world.autoSeats[seatIndex % floor.world.autoSeats.length]!.id;
  const res = await floor.staff.post(
    "/customer_groups",
    enterBody(
      seatId,
      gender,
      num,
      gender === "mens" ? { fee_rule: floor.world.normalRule.id } : {},
    ),
  );
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/**
 * Replaces the group's stays with `closed` solo/share stretches (minutes each) ending in an open one
 * that started `openMinutes` and 30 seconds ago: two reads within a few seconds count the same minutes.
 */
async function restay(
  groupId: number,
  closed: { status: "solo" | "share"; minutes: number }[],
  openMinutes: number,
) {
  const db = floor.server.database.db;
  const [open] = await db.select().from(eventLogs).where(eq(eventLogs.customer_group_id, groupId));
  if (!open) throw new Error("no stay");
  const openStart = Date.now() - openMinutes * MIN - 30_000;
  let start = openStart - closed.reduce((sum, s) => sum + s.minutes, 0) * MIN;
  await db.delete(eventLogs).where(eq(eventLogs.customer_group_id, groupId));
  for (const stay of closed) {
    const end = start + stay.minutes * MIN;
    await db.insert(eventLogs).values({
      lounge_id: open.lounge_id,
      seat_id: open.seat_id,
      customer_group_id: groupId,
      status: stay.status,
      start_at: new Date(start),
      end_at: new Date(end),
    });
    start = end;
  }
  await db.insert(eventLogs).values({
    lounge_id: open.lounge_id,
    seat_id: open.seat_id,
    customer_group_id: groupId,
    status: "solo",
    start_at: new Date(openStart),
  });
}

describe("guest links", () => {
  it("issues an unguessable link kept only as its hash; the page shows the group's own figures and no staff", async () => {
    const groupId = await seat("mens", 2, 0);
    const link = await issue(groupId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.path).toBe(`/g/${link.token}`);
    expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(12 * 60 * MIN - MIN);
    expect(Date.parse(link.expires_at) - Date.now()).toBeLessThanOrEqual(12 * 60 * MIN);
    const stored = await floor.server.database.db
      .select()
      .from(guestLinks)
      .where(eq(guestLinks.customer_group_id, groupId));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(link.token);
    // A second link differs (random, not derived from the group).
    const again = await issue(groupId);
    expect(again.token).not.toBe(link.token);

    const view = await phone.get<GuestView>(viewPath(again.token));
    expect(view.status).toBe(200);
    expect(view.headers.get("cache-control")).toBe("no-store");
    expect(view.body).toMatchObject({
      state: "present",
      lounge: floor.world.own.name,
      time_zone: "Asia/Tokyo",
      seat: floor.world.autoSeats[0]!.name,
      gender: "mens",
      num: 2,
      fee_rule: floor.world.normalRule.label,
    });
    // No staff name and no other group's id anywhere in it.
    const names = (
      await floor.server.database.db.select({ name: staffTable.name }).from(staffTable)
    ).map((s) => s.name);
    const text = JSON.stringify(view.body);
    for (const name of names) expect(text).not.toContain(name);
    expect(text).not.toContain(`"id"`);
  });

  it("stops the last link on a reissue and on a revoke, with the same answer as an unknown link", async () => {
    const groupId = await seat("ladys", 3, 1);
    const first = await issue(groupId);
    const second = await issue(groupId);
    const unknown = await phone.get(viewPath("A".repeat(32)));
    const replaced = await phone.get(viewPath(first.token));
    for (const res of [unknown, replaced]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: "not_found", message: GUEST_LINK_INVALID } });
    }
    expect((await floor.staff.get(linkPath(groupId))).body).toMatchObject({ live: true });
    expect((await floor.staff.delete(linkPath(groupId))).status).toBe(200);
    expect((await phone.get(viewPath(second.token))).status).toBe(404);
    expect((await floor.staff.get(linkPath(groupId))).body).toEqual({
      live: false,
      issued_at: null,
      expires_at: null,
    });
  });

  it("ends after 12 hours", async () => {
    const groupId = await seat("mens", 1, 2);
    const link = await issue(groupId);
    await floor.server.database.db
      .update(guestLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(guestLinks.customer_group_id, groupId));
    expect((await phone.get(viewPath(link.token))).status).toBe(404);
    expect((await floor.staff.get(linkPath(groupId))).body).toMatchObject({ live: false });
  });

  it("shows only the settled total once the bill is settled", async () => {
    const groupId = await seat("mens", 2, 3);
    const link = await issue(groupId);
    const bill = (await floor.billOf([groupId])).body as Bill;
    const settled = await floor.settleAs(
      floor.staff,
      floor.settleBody([groupId], { cash: bill.groups_total_price }),
      `guest-settle-${groupId}`,
    );
    expect(settled.status).toBe(201);
    const view = await phone.get<GuestView>(viewPath(link.token));
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      state: "settled",
      lounge: floor.world.own.name,
      time_zone: "Asia/Tokyo",
      total: bill.groups_total_price,
      groups: 1,
      settled_at: expect.any(String),
    });
    // Nothing can be issued for a group that has left.
    expect((await floor.staff.post(linkPath(groupId), undefined)).status).toBe(409);
  });

  it("shows the bill's charge for the same instant, over random stays and orders", async () => {
    const groupId = await seat("mens", 2, 4);
    const link = await issue(groupId);
    const db = floor.server.database.db;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            status: fc.constantFrom("solo", "share"),
            minutes: fc.integer({ min: 1, max: 50 }),
          }),
          {
            maxLength: 3,
          },
        ) as fc.Arbitrary<{ status: "solo" | "share"; minutes: number }[]>,
        fc.integer({ min: 0, max: 90 }),
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 5000 }),
            num: fc.integer({ min: 1, max: 4 }),
          }),
          {
            maxLength: 3,
          },
        ),
        async (closed, openMinutes, ordered) => {
          await restay(groupId, closed, openMinutes);
          await db.delete(orders).where(eq(orders.customer_group_id, groupId));
          for (const [i, order] of ordered.entries()) {
            await db.insert(orders).values({
              lounge_id: floor.world.own.id,
              customer_group_id: groupId,
              menu_id: floor.drinkId,
              name: `ドリンク${i}`,
              price: order.price,
              num: order.num,
              created_by: floor.world.staff.id,
            });
          }
          const view = (await phone.get<GuestView>(viewPath(link.token))).body;
          const bill = (await floor.billOf([groupId])).body as Bill;
          if (view.state !== "present") throw new Error("not present");
          const priced = bill.groups[0]!;
          expect(view.charge).toEqual({
            time: priced.charge_price + priced.solo_price,
            special: priced.special_price,
            orders: priced.order_price,
            extra: priced.extra_charge,
            total: bill.groups_total_price,
            consumption_tax: bill.consumption_tax,
          });
          expect(view.solo_minutes).toBe(priced.solo_minutes);
          expect(view.share_minutes).toBe(priced.share_minutes);
          expect(view.orders.map((o) => o.price)).toEqual(ordered.map((o) => o.price * o.num));
          // The next unit, if any, starts within one unit and raises the charge.
          if (view.next_unit) {
            expect(view.next_unit.price).toBeGreaterThan(0);
            const wait = Date.parse(view.next_unit.at) - Date.parse(view.priced_at);
            expect(wait).toBeGreaterThan(0);
            expect(wait).toBeLessThanOrEqual((bill.unit_minutes + 1) * MIN);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 60_000);

  it("refuses a malformed token with a 4xx, and staff of another lounge", async () => {
    for (const token of ["short", "x".repeat(33), "%00".repeat(11), "a/b"]) {
      const res = await phone.get(viewPath(token));
      expect(res.status, token).toBeGreaterThanOrEqual(400);
      expect(res.status, token).toBeLessThan(500);
    }
    const other = floor.server.client();
    await other.signIn("w-other-staff", "lounge-demo", floor.world.other.id);
    const groupId = await seat("mens", 1, 6);
    expect((await other.post(linkPath(groupId), undefined)).status).toBe(403);
  });
});
