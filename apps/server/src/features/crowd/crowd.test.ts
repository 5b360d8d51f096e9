// The public crowd feed over HTTP: nothing for a lounge that has not opted in, the board's counts for
// one that has, readable from any website, with a short cache.
import { businessDayOf, CROWD_NOT_PUBLISHED, type Crowd, type Lounge } from "@lounge-office/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAttendanceLog } from "../../db/factories";
import { enterBody, type FloorWorld, startFloorServer } from "../../test/floor-world";
import type { TestClient, TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let admin: TestClient;
/** A browser on some other website: no session, no cookies. */
let website: TestClient;

const crowdPath = (id: number | string) => `/public/lounges/${id}/crowd`;

/** Admin's lounge settings form, saved with the feed on or off (and any other change). */
async function publish(loungeId: number, on: boolean, change: Partial<Lounge> = {}) {
  const list = await admin.get<Lounge[]>("/api/v1/lounge_settings");
  const { id: _id, ...settings } = list.body.find((l) => l.id === loungeId) as Lounge;
  const res = await admin.put(`/api/v1/lounge_settings/${loungeId}`, {
    ...settings,
    ...change,
    crowd_feed_public: on,
  });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ crowd_feed_public: on });
}

/** The board's own counts of the lounge: what the feed must equal. */
async function boardCounts(loungeId: number) {
  const board = await staff.get<{ seats: { mens: number; ladys: number }[] }>(
    `/lounges/entries/board?lounge_id=${loungeId}`,
  );
  expect(board.status).toBe(200);
  const { seats } = board.body;
  return {
    mens: seats.reduce((sum, s) => sum + s.mens, 0),
    ladys: seats.reduce((sum, s) => sum + s.ladys, 0),
  };
}

beforeAll(async () => {
  ({ server, world, staff } = await startFloorServer());
  admin = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
  website = server.client();
});
afterAll(() => server?.close());

describe("GET /public/lounges/:id/crowd", () => {
  it("is a 404 for a lounge that has not opted in (off by default), not told apart from an unknown one", async () => {
    const settings = await admin.get<Lounge[]>("/api/v1/lounge_settings");
    expect(settings.body.every((l) => l.crowd_feed_public === false)).toBe(true);
    const hidden = await website.get(crowdPath(world.own.id));
    const unknown = await website.get(crowdPath(999_999));
    for (const res of [hidden, unknown]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: "not_found", message: CROWD_NOT_PUBLISHED } });
      // A website's script can read the refusal too.
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
    expect(unknown.body).toEqual(hidden.body);
  });

  it("publishes the board's counts once opted in, to any origin, without a session, cached briefly", async () => {
    await publish(world.own.id, true);
    const empty = await website.get<Crowd>(crowdPath(world.own.id));
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({
      lounge: world.own.name,
      mens: 0,
      ladys: 0,
      total: 0,
      open: false,
      updated_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(empty.body.updated_at) - Date.now())).toBeLessThan(60_000);
    expect(empty.headers.get("access-control-allow-origin")).toBe("*");
    expect(empty.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(empty.headers.get("cache-control")).toBe("public, max-age=15");

    const men = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[0]!.id, "mens", 3, { fee_rule: world.normalRule.id }),
    );
    const women = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[1]!.id, "ladys", 2),
    );
    const more = await staff.post(
      "/customer_groups",
      enterBody(world.normalSeats[0]!.id, "ladys", 4),
    );
    for (const res of [men, women, more]) expect(res.status).toBe(201);
    const seated = await website.get<Crowd>(crowdPath(world.own.id));
    expect(seated.body).toMatchObject({ mens: 3, ladys: 6, total: 9, open: true });
    expect({ mens: seated.body.mens, ladys: seated.body.ladys }).toEqual(
      await boardCounts(world.own.id),
    );

    // A cancelled entry leaves the board and the feed alike.
    const cancel = await staff.post(`/customer_groups/${more.body.id}/cancel`, {
      customer_group: { reason: "入力ミス", lock_version: more.body.lock_version },
    });
    expect(cancel.status).toBe(200);
    const after = await website.get<Crowd>(crowdPath(world.own.id));
    expect(after.body).toMatchObject({ mens: 3, ladys: 2, total: 5 });
    expect({ mens: after.body.mens, ladys: after.body.ladys }).toEqual(
      await boardCounts(world.own.id),
    );
  });

  it("never counts another lounge's guests, and stops at once when the lounge opts out", async () => {
    await publish(world.own.id, true);
    const other = await staff.get(crowdPath(world.other.id));
    expect(other.status).toBe(404);
    const before = await website.get<Crowd>(crowdPath(world.own.id));
    await publish(world.other.id, true);
    const otherFeed = await website.get<Crowd>(crowdPath(world.other.id));
    expect(otherFeed.body).toMatchObject({ lounge: world.other.name, total: 0 });
    expect((await website.get<Crowd>(crowdPath(world.own.id))).body.total).toBe(before.body.total);
    await publish(world.own.id, false);
    expect((await website.get(crowdPath(world.own.id))).status).toBe(404);
  });

  it("is open while a staff member is on shift (clocked in this business day, not out), with nobody seated", async () => {
    // The business day turns over twelve hours from now: the test never straddles it.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const tokyoHour = new Date(minute + 9 * 3_600_000).getUTCHours();
    const cutoff = `${String((tokyoHour + 12) % 24).padStart(2, "0")}:00`;
    await publish(world.other.id, true, { business_day_cutoff: cutoff });
    const id = world.other.id;
    expect((await website.get<Crowd>(crowdPath(id))).body.open).toBe(false);
    const log = (logType: "clock_in" | "clock_out", at: number) =>
      buildAttendanceLog(server.database.db, {
        loungeId: id,
        staffId: world.otherStaff.id,
        logType,
        loggedAt: new Date(at).toISOString(),
        shiftDay: businessDayOf(new Date(minute).toISOString(), { timeZone: "Asia/Tokyo", cutoff }),
      });
    await log("clock_in", minute - 60_000);
    expect((await website.get<Crowd>(crowdPath(id))).body.open).toBe(true);
    await log("clock_out", minute);
    expect((await website.get<Crowd>(crowdPath(id))).body.open).toBe(false);
  });

  it("refuses a malformed id with a 400 and never a 5xx", async () => {
    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999", "%00"]) {
      const res = await website.get(crowdPath(id));
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});
