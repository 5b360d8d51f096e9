// The public crowd feed over HTTP: nothing for a lounge that has not opted in, the board's counts for
// one that has, readable from any website, with a short cache; open by the lounge's hours.
import { CROWD_NOT_PUBLISHED, type Crowd, type CrowdHistory } from "@lounge-office/domain/crowd";
import type { Lounge, OpeningHours } from "@lounge-office/domain/lounges";
import { businessDayOf, businessDayStart } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, eventLogs } from "../../db/schema";
import { buildAttendanceLog, buildLounge, buildSeat } from "../../seed/factories";
import { enterBody, type FloorWorld, startFloorServer } from "../../test/floor-world";
import type { TestClient, TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let manager: TestClient;
let admin: TestClient;
/** A browser on some other website: no session, no cookies. */
let website: TestClient;

const crowdPath = (id: number | string) => `/public/lounges/${id}/crowd`;
const historyPath = (id: number | string) => `/public/lounges/${id}/crowd/history`;

/**
 * Runs a write, then waits until the server's event bus has heard an event of the lounge: the feed
 * answers from memory, and a change to the lounge's settings takes effect once that event is heard
 * (on PostgreSQL the commit's NOTIFY may arrive a moment after the write's own answer; on PGlite it
 * comes with the commit).
 */
async function heard<T>(loungeId: number, write: () => Promise<T>): Promise<T> {
  let off = () => {};
  let timer: NodeJS.Timeout | undefined;
  const event = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no event of lounge ${loungeId}`)), 5_000);
    off = server.app.realtime.bus.subscribe((heardEvent) => {
      if (heardEvent.lounge_id === loungeId) resolve();
    });
  });
  try {
    const result = await write();
    await event;
    return result;
  } finally {
    clearTimeout(timer);
    off();
  }
}

/** Admin's lounge settings form, saved with the feed on or off (and any other change). */
async function publish(loungeId: number, on: boolean, change: Partial<Lounge> = {}) {
  const list = await admin.get<Lounge[]>("/api/v1/lounge_settings");
  const { id: _id, ...settings } = list.body.find((l) => l.id === loungeId) as Lounge;
  const res = await heard(loungeId, () =>
    admin.put(`/api/v1/lounge_settings/${loungeId}`, {
      ...settings,
      ...change,
      crowd_feed_public: on,
    }),
  );
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ crowd_feed_public: on });
}

/**
 * The feed once it shows these figures: a change to the board is read again in the background
 * within a second of its event, the last figures answered meanwhile (decision 013).
 */
async function feedShowing(loungeId: number, figures: Partial<Crowd>) {
  await expect
    .poll(async () => (await website.get<Crowd>(crowdPath(loungeId))).body, { timeout: 5_000 })
    .toMatchObject(figures);
  return website.get<Crowd>(crowdPath(loungeId));
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

/** The instant the feed takes for now: set by a test, the real clock otherwise. */
let clockAt: Date | null = null;

beforeAll(async () => {
  ({ server, world, staff, manager } = await startFloorServer({
    clock: () => clockAt ?? new Date(),
  }));
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
      time_zone: "Asia/Tokyo",
      updated_at: expect.any(String),
    });
    expect(Math.abs(Date.parse(empty.body.updated_at) - Date.now())).toBeLessThan(60_000);
    expect(empty.headers.get("access-control-allow-origin")).toBe("*");
    expect(empty.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(empty.headers.get("cache-control")).toBe(
      "public, max-age=5, s-maxage=5, stale-while-revalidate=25",
    );

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
    const seated = await feedShowing(world.own.id, { mens: 3, ladys: 6, total: 9, open: true });
    expect({ mens: seated.body.mens, ladys: seated.body.ladys }).toEqual(
      await boardCounts(world.own.id),
    );

    // A cancelled entry leaves the board and the feed alike.
    const cancel = await staff.post(`/customer_groups/${more.body.id}/cancel`, {
      customer_group: { reason: "入力ミス", lock_version: more.body.lock_version },
    });
    expect(cancel.status).toBe(200);
    const after = await feedShowing(world.own.id, { mens: 3, ladys: 2, total: 5 });
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

  it("is open by the lounge's hours on its clock: a Friday at 22:46 with an empty floor and nobody on shift", async () => {
    const id = world.other.id;
    const night = { open: "19:00", close: "05:00" };
    const hours: OpeningHours = [
      night,
      null,
      night,
      night,
      night,
      { open: "19:00", close: "06:00" },
      night,
    ];
    await publish(id, true, { opening_hours: hours });
    const feed = async (at: string) => {
      clockAt = new Date(at);
      try {
        const res = await website.get<Crowd>(crowdPath(id));
        expect(res.status).toBe(200);
        return res.body;
      } finally {
        clockAt = null;
      }
    };
    // Friday 2026-11-27 22:46 in Tokyo (13:46 UTC): nobody seated, nobody clocked in.
    const friday = await feed("2026-11-27T22:46:00+09:00");
    expect(friday).toMatchObject({ total: 0, open: true, time_zone: "Asia/Tokyo" });
    expect(friday.updated_at).toBe("2026-11-27T13:46:00.000Z");
    // Friday's night runs into Saturday until 06:00; before 19:00 and on the closed Monday it is shut.
    expect((await feed("2026-11-28T05:30:00+09:00")).open).toBe(true);
    expect((await feed("2026-11-28T06:00:00+09:00")).open).toBe(false);
    expect((await feed("2026-11-27T18:30:00+09:00")).open).toBe(false);
    expect((await feed("2026-11-30T21:00:00+09:00")).open).toBe(false);

    // A staff member on shift outside the hours does not open the lounge.
    const cutoff = "06:00";
    await buildAttendanceLog(server.database.db, {
      loungeId: id,
      staffId: world.otherStaff.id,
      logType: "clock_in",
      loggedAt: "2026-11-30T20:00:00+09:00",
      shiftDay: businessDayOf("2026-11-30T20:00:00+09:00", { timeZone: "Asia/Tokyo", cutoff }),
    });
    expect((await feed("2026-11-30T21:00:00+09:00")).open).toBe(false);
  });

  it("says closed all the business day a manager closed (本日臨時休業), and open again once taken back", async () => {
    // Open all day but one minute twelve hours from now.
    const tokyoHour = new Date(Date.now() + 9 * 3_600_000).getUTCHours();
    const hour = String((tokyoHour + 12) % 24).padStart(2, "0");
    const hours = Array.from({ length: 7 }, () => ({ open: `${hour}:01`, close: `${hour}:00` }));
    await publish(world.own.id, true, { opening_hours: hours });
    const path = `/api/v1/lounges/${world.own.id}/closed_today`;
    const open = async () => (await website.get<Crowd>(crowdPath(world.own.id))).body.open;
    expect(await open()).toBe(true);
    const today = businessDayOf(new Date().toISOString(), {
      timeZone: "Asia/Tokyo",
      cutoff: "06:00",
    });
    expect((await manager.get(path)).body).toEqual({ closed_on: null, business_day: today });

    // Staff may not close the lounge; nothing changes.
    expect((await staff.put(path, { closed: true })).status).toBe(403);
    expect((await manager.put(path, { closed: "yes" })).status).toBe(400);
    expect(await open()).toBe(true);

    const closed = await heard(world.own.id, () => manager.put(path, { closed: true }));
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ closed_on: today, business_day: today });
    expect(await open()).toBe(false);
    const settings = await admin.get<Lounge[]>("/api/v1/lounge_settings");
    expect(settings.body.find((l) => l.id === world.own.id)?.closed_on).toBe(today);

    const reopened = await heard(world.own.id, () => manager.put(path, { closed: false }));
    expect(reopened.body.closed_on).toBeNull();
    expect(await open()).toBe(true);
  });

  it("refuses a malformed id with a 400 and never a 5xx", async () => {
    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999", "%00"]) {
      const res = await website.get(crowdPath(id));
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});

describe("GET /public/lounges/:id/crowd/history", () => {
  const MIN = 60_000;
  const DAY = 86_400_000;
  /** A cut-off twelve hours from now: no business day turns over while the test runs. */
  function farCutoff() {
    const tokyoHour = new Date(Date.now() + 9 * 3_600_000).getUTCHours();
    return `${String((tokyoHour + 12) % 24).padStart(2, "0")}:00`;
  }

  /** A group and its logs as the floor writes them: [seat, from, to (null: still open)] each. */
  async function stay(
    loungeId: number,
    group: { gender: "mens" | "ladys" | "others"; num: number; cancelled?: boolean },
    logs: [seatId: number, startMs: number, endMs: number | null][],
  ) {
    const db = server.database.db;
    const first = logs[0] as [number, number, number | null];
    const [row] = await db
      .insert(customerGroups)
      .values({
        lounge_id: loungeId,
        gender: group.gender,
        num: group.num,
        seat_id: first[0],
        state: group.cancelled ? "cancelled" : logs.at(-1)?.[2] === null ? "present" : "left",
        service_start_at: new Date(first[1]),
        business_day: new Date(first[1]).toISOString().slice(0, 10),
      })
      .returning();
    if (!row) throw new Error("no group");
    await db.insert(eventLogs).values(
      logs.map(([seatId, startMs, endMs]) => ({
        lounge_id: loungeId,
        seat_id: seatId,
        customer_group_id: row.id,
        status: "solo" as const,
        start_at: new Date(startMs),
        end_at: endMs === null ? null : new Date(endMs),
        voided_at: group.cancelled ? new Date(startMs + MIN) : null,
      })),
    );
  }

  it("is a 404 until the lounge opts in, then people per quarter hour by weekday, equal to the logs counted by hand", async () => {
    const db = server.database.db;
    const cutoff = farCutoff();
    const lounge = await buildLounge(db, { time_zone: "Asia/Tokyo", business_day_cutoff: cutoff });
    const [s1, s2] = [await buildSeat(db, lounge.id), await buildSeat(db, lounge.id)];
    const clock = { timeZone: "Asia/Tokyo", cutoff };
    const now = Date.now();
    const today = businessDayStart(new Date(now).toISOString(), clock);
    // The start of the business day `n` days before today's (Tokyo has no daylight saving).
    const dayStart = (n: number) => today.startMs - n * DAY;
    const at = (n: number, minutes: number) => dayStart(n) + minutes * MIN;

    // A week ago: 2 men from +120 min to +190 min, moving seats at +160 (marks +120 … +180: 5).
    await stay(lounge.id, { gender: "mens", num: 2 }, [
      [s1.id, at(7, 120), at(7, 160)],
      [s2.id, at(7, 160), at(7, 190)],
    ]);
    // The same night: 3 women from +125 to +150 (marks +135, +150 excluded: one mark).
    await stay(lounge.id, { gender: "ladys", num: 3 }, [[s2.id, at(7, 125), at(7, 150)]]);
    // A cancelled entry the same night counts nowhere.
    await stay(lounge.id, { gender: "mens", num: 5, cancelled: true }, [
      [s1.id, at(7, 100), at(7, 300)],
    ]);
    // Two weeks ago: 1 other (the men's side) from +120 to +140 (marks +120, +135).
    await stay(lounge.id, { gender: "others", num: 1 }, [[s1.id, at(14, 120), at(14, 140)]]);
    // Three days ago: 4 women, +0 to +15 (the cut-off's mark only).
    await stay(lounge.id, { gender: "ladys", num: 4 }, [[s2.id, at(3, 0), at(3, 15)]]);
    // Today (still open) and 29 days ago: outside the window.
    await stay(lounge.id, { gender: "mens", num: 6 }, [[s1.id, now - 30 * MIN, null]]);
    await stay(lounge.id, { gender: "mens", num: 6 }, [[s2.id, at(29, 120), at(29, 180)]]);
    // Another lounge's night a week ago.
    await stay(world.other.id, { gender: "mens", num: 9 }, [
      [world.otherSeat.id, at(7, 120), at(7, 180)],
    ]);

    const hidden = await website.get(historyPath(lounge.id));
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: { code: "not_found", message: CROWD_NOT_PUBLISHED } });
    expect(hidden.headers.get("access-control-allow-origin")).toBe("*");

    await publish(lounge.id, true);
    const res = await website.get<CrowdHistory>(historyPath(lounge.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const history = res.body;
    const dayOf = (n: number) => businessDayOf(new Date(dayStart(n) + MIN).toISOString(), clock);
    const weekdayOf = (n: number) => new Date(`${dayOf(n)}T00:00:00Z`).getUTCDay();
    expect(history).toMatchObject({
      lounge: lounge.name,
      from: dayOf(28),
      to: dayOf(1),
      today_weekday: weekdayOf(0),
      bucket_minutes: 15,
    });
    expect(history.times[0]).toBe(cutoff);
    expect(history.times).toHaveLength(96);

    // By hand: today's weekday saw two nights (a week and two weeks ago).
    const mark = (minutes: number) => minutes / 15;
    const same = history.weekdays[weekdayOf(0)] as CrowdHistory["weekdays"][number];
    expect(same.days).toBe(2);
    const nonZero = (people: number[]) =>
      Object.fromEntries(people.flatMap((n, i) => (n > 0 ? [[i, n]] : [])));
    expect(nonZero(same.mens)).toEqual({
      [mark(120)]: (2 + 1) / 2,
      [mark(135)]: (2 + 1) / 2,
      [mark(150)]: 1,
      [mark(165)]: 1,
      [mark(180)]: 1,
    });
    expect(nonZero(same.ladys)).toEqual({ [mark(135)]: 1.5 });
    // Three days ago's weekday: one night, 4 women at the cut-off.
    const threeAgo = history.weekdays[weekdayOf(3)] as CrowdHistory["weekdays"][number];
    expect(threeAgo.days).toBe(1);
    expect(nonZero(threeAgo.ladys)).toEqual({ 0: 4 });
    expect(nonZero(threeAgo.mens)).toEqual({});
    // Nothing else anywhere.
    const others = history.weekdays.filter(
      (w) => ![weekdayOf(0), weekdayOf(3)].includes(w.weekday),
    );
    expect(others.every((w) => w.days === 0 && w.mens.every((n) => n === 0))).toBe(true);

    // Opting out hides it at once, even though the figures were just computed.
    await publish(lounge.id, false);
    expect((await website.get(historyPath(lounge.id))).status).toBe(404);
  });

  it("refuses a malformed id with a 4xx and never a 5xx", async () => {
    for (const id of ["abc", "-1", "0", "1.5", "99999999999999999999"]) {
      const res = await website.get(historyPath(id));
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });
});
