// The floor over HTTP: entering, matching, moving, event logs, locking, calls, comments and ages.
import { SEAT_IDS_MESSAGE, SPECIAL_FEE_AUTO_SEAT_MESSAGE } from "@lounge-office/domain/floor";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeat } from "../../seed/factories";
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
const seatOf = async (seatId: number) =>
  (await board()).seats.find((s: { id: number }) => s.id === seatId);

describe("entering and matching", () => {
  it("seats a male group solo, then a female group matched to it: both share from one instant", async () => {
    const seat = world.autoSeats[0]!;
    const men = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    expect(men.status).toBe(201);
    expect(men.body.seats[0]).toMatchObject({ id: seat.id, mens: 2, ladys: 0 });
    expect(await logsOf(men.body.id)).toMatchObject([
      { seat_id: seat.id, status: "solo", end_at: null },
    ]);

    const women = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "ladys", 3, { matched_group_ids: [men.body.id] }),
    );
    expect(women.status).toBe(201);
    const cell = women.body.seats[0];
    expect(cell).toMatchObject({ mens: 2, ladys: 3 });
    expect(cell.group_mens[0]).toMatchObject({
      id: men.body.id,
      matched_group_ids: [women.body.id],
      status: "share",
    });
    expect(cell.group_ladys[0]).toMatchObject({
      id: women.body.id,
      matched_group_ids: [men.body.id],
      status: "share",
    });

    const menLogs = await logsOf(men.body.id);
    const womenLogs = await logsOf(women.body.id);
    expect(menLogs.map((l) => l.status)).toEqual(["solo", "share"]);
    expect(menLogs[0]?.end_at).toBe(menLogs[1]?.start_at);
    expect(womenLogs).toMatchObject([{ status: "share", end_at: null }]);
    expect(womenLogs[0]?.start_at).toBe(menLogs[1]?.start_at);
  });

  it("refuses a match with a group that is not at the seat, and changes nothing", async () => {
    const before = await seatOf(world.autoSeats[1]!.id);
    const res = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[1]!.id, "ladys", 2, { matched_group_ids: [999999] }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("この席にいません");
    expect(await seatOf(world.autoSeats[1]!.id)).toEqual(before);
  });

  it("refuses a special-fee male group on an automatic-accounting seat with the original system's message", async () => {
    const res = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[2]!.id, "mens", 2, { fee_rule: world.specialRule.id }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
    expect((await seatOf(world.autoSeats[2]!.id)).mens).toBe(0);
    const normal = await staff.post(
      "/customer_groups",
      enterBody(world.normalSeats[0]!.id, "mens", 1, { fee_rule: world.specialRule.id }),
    );
    expect(normal.status).toBe(201);
    expect(normal.body.seats[0]).toMatchObject({
      mens: 1,
      mens_other_flag: true,
      mens_label_class: "label-other-mens",
    });
  });

  it("validates counts: both genders, none, or more than 15 are refused", async () => {
    const seat = world.autoSeats[3]!.id;
    for (const body of [
      { customer_group: { seat_id: seat, mens: 2, ladys: 2 } },
      { customer_group: { seat_id: seat, mens: 0, ladys: 0 } },
      { customer_group: { seat_id: seat, mens: 16, ladys: 0 } },
    ]) {
      const res = await staff.post("/customer_groups", body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
  });

  it("takes seat_ids only as [seat_id]: another seat, two seats or none is a 400 that seats nobody", async () => {
    // Seats of its own: the other tests expect the world's seats as they left them.
    const [seat, other] = [
      (await buildSeat(server.database.db, world.own.id, { name: "S1", col: 0, row: 5 })).id,
      (await buildSeat(server.database.db, world.own.id, { name: "S2", col: 1, row: 5 })).id,
    ];
    const before = (await board()).seats;
    for (const seat_ids of [[other], [seat, other], []]) {
      const res = await staff.post("/customer_groups", {
        customer_group: { seat_id: seat, seat_ids, mens: 0, ladys: 2 },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(SEAT_IDS_MESSAGE);
    }
    expect((await board()).seats).toEqual(before);
    const same = await staff.post("/customer_groups", {
      customer_group: { seat_id: seat, seat_ids: [seat], mens: 0, ladys: 2 },
    });
    expect(same.status).toBe(201);
    expect(same.body.seats[0]).toMatchObject({ id: seat, ladys: 2 });
  });

  it("refuses entering a seat of another lounge (403) and a seat that does not exist (404)", async () => {
    expect(
      (await staff.post("/customer_groups", enterBody(world.otherSeat.id, "mens", 2))).status,
    ).toBe(403);
    expect((await staff.post("/customer_groups", enterBody(999999, "mens", 2))).status).toBe(404);
  });
});

describe("moving", () => {
  it("moves a group: closes its log and opens one at the new seat at the same instant; the partner goes solo", async () => {
    const from = world.autoSeats[4]!;
    const to = world.autoSeats[5]!;
    const men = (
      await staff.post(
        "/customer_groups",
        enterBody(from.id, "mens", 2, { fee_rule: world.vipRule.id }),
      )
    ).body;
    const women = (
      await staff.post(
        "/customer_groups",
        enterBody(from.id, "ladys", 2, { matched_group_ids: [men.id] }),
      )
    ).body;
    const moved = await staff.put(`/customer_groups/${men.id}`, {
      customer_group: { seat_id: to.id, mens: 2, lock_version: 0, matched_group_ids: [] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.lock_version).toBe(1);
    // Both seats the move touched come back: the one left behind and the destination.
    const seatById = (id: number) =>
      moved.body.seats.find((seat: { id: number }) => seat.id === id);
    expect(moved.body.seats).toHaveLength(2);
    expect(seatById(to.id)).toMatchObject({ mens: 2, mens_label_class: "label-vip" });
    expect(seatById(from.id)).toMatchObject({ mens: 0, ladys: 2 });
    const menLogs = await logsOf(men.id);
    expect(menLogs.map((l) => [l.seat_id, l.status])).toEqual([
      [from.id, "solo"],
      [from.id, "share"],
      [to.id, "solo"],
    ]);
    expect(menLogs[1]?.end_at).toBe(menLogs[2]?.start_at);
    const womenLogs = await logsOf(women.id);
    expect(womenLogs.map((l) => l.status)).toEqual(["share", "solo"]);
    expect(womenLogs[0]?.end_at).toBe(menLogs[2]?.start_at);
    expect((await seatOf(from.id)).mens).toBe(0);
  });

  it("answers 409 with a Japanese message on a stale lock_version and changes nothing", async () => {
    const seat = world.normalSeats[1]!;
    const group = (await staff.post("/customer_groups", enterBody(seat.id, "ladys", 2))).body;
    const first = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: {
        seat_id: world.normalSeats[2]!.id,
        ladys: 2,
        lock_version: 0,
        matched_group_ids: [],
      },
    });
    expect(first.status).toBe(200);
    const stale = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: { seat_id: seat.id, ladys: 2, lock_version: 0, matched_group_ids: [] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/他の端末/);
    expect((await logsOf(group.id)).at(-1)).toMatchObject({
      seat_id: world.normalSeats[2]!.id,
      end_at: null,
    });
  });

  it("refuses moving a special-fee male group onto an automatic-accounting seat", async () => {
    const group = (
      await staff.post(
        "/customer_groups",
        enterBody(world.normalSeats[0]!.id, "mens", 2, { fee_rule: world.specialRule.id }),
      )
    ).body;
    const res = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: {
        seat_id: world.autoSeats[3]!.id,
        mens: 2,
        lock_version: 0,
        matched_group_ids: [],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
    expect((await logsOf(group.id)).at(-1)).toMatchObject({
      seat_id: world.normalSeats[0]!.id,
      end_at: null,
    });
  });

  it("flags a group that has sat on a normal seat today (the board asks before seating it on one again)", async () => {
    const group = (
      await staff.post("/customer_groups", enterBody(world.autoSeats[3]!.id, "ladys", 1))
    ).body;
    let cell = await seatOf(world.autoSeats[3]!.id);
    expect(
      cell.group_ladys.find((g: { id: number }) => g.id === group.id).seated_normal_today,
    ).toBe(false);
    await staff.put(`/customer_groups/${group.id}`, {
      customer_group: {
        seat_id: world.normalSeats[2]!.id,
        ladys: 1,
        lock_version: 0,
        matched_group_ids: [],
      },
    });
    cell = await seatOf(world.normalSeats[2]!.id);
    expect(
      cell.group_ladys.find((g: { id: number }) => g.id === group.id).seated_normal_today,
    ).toBe(true);
  });
});

describe("calls, comments and ages", () => {
  it("calls a group at level 2, lists it, and a move clears the call", async () => {
    const seat = world.autoSeats[2]!;
    const group = (
      await staff.post(
        "/customer_groups",
        enterBody(seat.id, "mens", 3, { fee_rule: world.normalRule.id }),
      )
    ).body;
    expect(
      (
        await staff.post("/customer_groups/warn_icon", {
          customer_group: { id: group.id, gender: "mens", level: 2 },
        })
      ).status,
    ).toBe(200);
    const icons = (await staff.get("/customer_groups/warn_icons_json")).body;
    expect(icons).toContainEqual({
      seat_id: seat.id,
      group_id: group.id,
      gender: "mens",
      level: 2,
      put_at: expect.any(Number),
    });
    expect((await seatOf(seat.id)).mens_warn_level).toBe(2);
    await staff.put(`/customer_groups/${group.id}`, {
      customer_group: {
        seat_id: world.autoSeats[1]!.id,
        mens: 3,
        lock_version: 0,
        matched_group_ids: [],
      },
    });
    const after = (await staff.get("/customer_groups/warn_icons_json")).body;
    expect(after.find((i: { group_id: number }) => i.group_id === group.id)).toBeUndefined();
  });

  it("stops a call", async () => {
    const group = (
      await staff.post("/customer_groups", enterBody(world.autoSeats[1]!.id, "ladys", 2))
    ).body;
    await staff.post("/customer_groups/warn_icon", { customer_group: { id: group.id, level: 3 } });
    await staff.post("/customer_groups/stop_warn_icon", {
      customer_group: { id: group.id, gender: "ladys" },
    });
    const icons = (await staff.get("/customer_groups/warn_icons_json")).body;
    expect(icons.find((i: { group_id: number }) => i.group_id === group.id)).toBeUndefined();
    expect(
      (
        await staff.post("/customer_groups/warn_icon", {
          customer_group: { id: group.id, level: 4 },
        })
      ).status,
    ).toBe(400);
  });

  it("edits the comment with lock_version and refuses a stale one", async () => {
    const group = (
      await staff.post("/customer_groups", enterBody(world.autoSeats[0]!.id, "ladys", 2))
    ).body;
    const ok = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: { comment: " 誕生日 ", lock_version: 0 },
    });
    expect(ok.status).toBe(200);
    const row = (await seatOf(world.autoSeats[0]!.id)).group_ladys.find(
      (g: { id: number }) => g.id === group.id,
    );
    expect(row.comment).toBe("誕生日");
    const stale = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: { comment: "上書き", lock_version: 0 },
    });
    expect(stale.status).toBe(409);
  });

  it("stores ages, refusing counts beyond the group's size", async () => {
    const group = (
      await staff.post(
        "/customer_groups",
        enterBody(world.autoSeats[0]!.id, "mens", 3, { fee_rule: world.normalRule.id }),
      )
    ).body;
    const ok = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: {
        age_list: [
          { age: "1990", num: 2 },
          { age: "1995", num: 1 },
        ],
        lock_version: 0,
      },
    });
    expect(ok.status).toBe(200);
    const tooMany = await staff.put(`/customer_groups/${group.id}`, {
      customer_group: { age_list: [{ age: "1990", num: 4 }], lock_version: 1 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain("超えています");
  });
});
