import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups, eventLogCorrections, eventLogs } from "../../db/schema";
import { buildCustomerGroup } from "../../seed/factories";
import { openCable, seatMessage } from "../../test/cable-client";
import { buildFloorWorld, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

let server: TestServer;
let world: FloorWorld;
let manager: TestClient;
let staff: TestClient;
let otherManager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
  otherManager = server.client();
  await otherManager.signIn("w-other-manager", "lounge-demo", world.other.id);
});
afterAll(() => server?.close());

const minutesAgo = (minutes: number, from = Date.now()) => new Date(from - minutes * 60_000);
const iso = (date: Date) => date.toISOString();

/**
 * Two men of the normal fee rule at an auto seat: solo from 60 to 40 minutes ago (closed), then
 * sharing since 40 minutes ago (open).
 */
async function groupWithTwoLogs() {
  const db = server.database.db;
  const t = Date.now();
  const seatId = world.autoSeats[0]!.id;
  const group = await buildCustomerGroup(db, world.own.id, {
    seatId,
    feeRuleId: world.normalRule.id,
    startAt: minutesAgo(60, t),
  });
  const [first] = await db
    .update(eventLogs)
    .set({ end_at: minutesAgo(40, t) })
    .where(eq(eventLogs.customer_group_id, group.id))
    .returning();
  const [open] = await db
    .insert(eventLogs)
    .values({
      lounge_id: world.own.id,
      seat_id: seatId,
      customer_group_id: group.id,
      status: "share",
      start_at: minutesAgo(40, t),
    })
    .returning();
  return { group, first: first!, open: open!, t };
}

const correction = (start_at: Date, end_at: Date | null, reason = "移動の記録漏れ") => ({
  event_log: { start_at: iso(start_at), end_at: end_at && iso(end_at), reason },
});

const logsOf = async (groupId: number) =>
  (await staff.get(`/event_logs?q[customer_group_id_eq]=${groupId}`)).body;
const auditOf = (groupId: number) =>
  server.database.db
    .select()
    .from(eventLogCorrections)
    .where(eq(eventLogCorrections.customer_group_id, groupId));
const minutesOf = async (groupId: number) =>
  (await staff.get(`/customer_groups/indexview_json?customer_group_ids[]=${groupId}`)).body[0];

describe("PUT /event_logs/:id", () => {
  it("moves a start earlier: the minutes, the running total and every board follow", async () => {
    const { group, first, t } = await groupWithTwoLogs();
    const before = await minutesOf(group.id);
    expect(before).toMatchObject({ solo_min: 20, share_min: 40 });
    const cable = await openCable(staff, world.own.id);
    await cable.next((m) => m.type === "welcome");

    const res = await manager.put(
      `/event_logs/${first.id}`,
      correction(minutesAgo(90, t), minutesAgo(40, t), "  入店時刻の記録漏れ  "),
    );

    expect(res.status).toBe(200);
    expect(res.body.event_logs).toEqual([
      expect.objectContaining({
        id: first.id,
        start_at: iso(minutesAgo(90, t)),
        end_at: iso(minutesAgo(40, t)),
        sojourn_time_js: 50,
      }),
      expect.objectContaining({ status: "share", end_at: null }),
    ]);
    expect(res.body.corrections).toEqual([
      expect.objectContaining({ event_log_id: first.id, reason: "入店時刻の記録漏れ" }),
    ]);
    const after = await minutesOf(group.id);
    expect(after).toMatchObject({ solo_min: 50, share_min: 40 });
    // 2 men × 500 yen per started 10 minutes: 30 more solo minutes cost 3 more units.
    expect(after.calc_rule).toBeGreaterThan(before.calc_rule);
    const seat = await cable.next(
      (m) =>
        seatMessage(world.autoSeats[0]!.id)(m) &&
        m.group_mens.some((g: any) => g.id === group.id && g.solo_min === 50),
    );
    expect(seat.group_mens.find((g: any) => g.id === group.id).service_start_at).toBe(
      iso(minutesAgo(90, t)),
    );
    cable.close();
  });

  it("keeps the old and new times, who and why, and lists them newest first", async () => {
    const { group, open, t } = await groupWithTwoLogs();
    await manager.put(`/event_logs/${open.id}`, correction(minutesAgo(35, t), null, "一回目"));
    const res = await manager.put(
      `/event_logs/${open.id}`,
      correction(minutesAgo(30, t), null, "二回目"),
    );
    expect(res.status).toBe(200);

    const list = await staff.get(`/event_logs/corrections?customer_group_id=${group.id}`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: expect.any(Number),
        event_log_id: open.id,
        staff_id: world.manager.id,
        staff_name: world.manager.name,
        reason: "二回目",
        old_start_at: iso(minutesAgo(35, t)),
        old_end_at: null,
        new_start_at: iso(minutesAgo(30, t)),
        new_end_at: null,
        corrected_at: expect.any(String),
      },
      expect.objectContaining({
        reason: "一回目",
        old_start_at: iso(minutesAgo(40, t)),
        new_start_at: iso(minutesAgo(35, t)),
      }),
    ]);
    expect(res.body.corrections).toEqual(list.body);
    expect(await auditOf(group.id)).toHaveLength(2);
  });

  type Refusal = [string, (l: Awaited<ReturnType<typeof groupWithTwoLogs>>) => [number, unknown]];
  const refusals: Refusal[] = [
    [
      "an overlap with the previous log",
      ({ open, t }) => [open.id, correction(minutesAgo(45, t), null)],
    ],
    [
      "an overlap with the next log",
      ({ first, t }) => [first.id, correction(minutesAgo(60, t), minutesAgo(35, t))],
    ],
    ["a start in the future", ({ open, t }) => [open.id, correction(minutesAgo(-10, t), null)]],
    [
      "an end in the future",
      ({ first, t }) => [first.id, correction(minutesAgo(60, t), minutesAgo(-5, t))],
    ],
    [
      "an end before the start",
      ({ first, t }) => [first.id, correction(minutesAgo(50, t), minutesAgo(55, t))],
    ],
    ["no end for a closed log", ({ first, t }) => [first.id, correction(minutesAgo(60, t), null)]],
    [
      "an end for the open log",
      ({ open, t }) => [open.id, correction(minutesAgo(40, t), minutesAgo(1, t))],
    ],
    [
      "no change at all",
      ({ first, t }) => [first.id, correction(minutesAgo(60, t), minutesAgo(40, t))],
    ],
  ];

  it.each(refusals)("refuses %s (422) and changes nothing", async (_name, build) => {
    const setup = await groupWithTwoLogs();
    const [id, body] = build(setup);
    const before = await logsOf(setup.group.id);

    const res = await manager.put(`/event_logs/${id}`, body);

    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/[ぁ-んァ-ン一-龠]/);
    expect(
      (await logsOf(setup.group.id)).map(({ start_at, end_at }: any) => [start_at, end_at]),
    ).toEqual(before.map(({ start_at, end_at }: any) => [start_at, end_at]));
    expect(await auditOf(setup.group.id)).toEqual([]);
  });

  it("refuses a settled group's logs (409) and changes nothing", async () => {
    const { group, first, t } = await groupWithTwoLogs();
    await server.database.db
      .update(customerGroups)
      .set({ state: "left", left_at: new Date() })
      .where(eq(customerGroups.id, group.id));

    const res = await manager.put(
      `/event_logs/${first.id}`,
      correction(minutesAgo(70, t), minutesAgo(40, t)),
    );

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("会計済みの組の滞在記録は変更できません");
    const [log] = await server.database.db
      .select()
      .from(eventLogs)
      .where(eq(eventLogs.id, first.id));
    expect(log!.start_at.toISOString()).toBe(iso(minutesAgo(60, t)));
    expect(await auditOf(group.id)).toEqual([]);
  });

  it("refuses staff and managers of another lounge (403)", async () => {
    const { group, open, t } = await groupWithTwoLogs();
    const body = correction(minutesAgo(39, t), null);
    expect((await staff.put(`/event_logs/${open.id}`, body)).status).toBe(403);
    expect((await otherManager.put(`/event_logs/${open.id}`, body)).status).toBe(403);
    expect(
      (await otherManager.get(`/event_logs/corrections?customer_group_id=${group.id}`)).status,
    ).toBe(403);
    expect((await logsOf(group.id))[1].start_at).toBe(iso(minutesAgo(40, t)));
    expect(await auditOf(group.id)).toEqual([]);
  });

  it("asks for a reason and an instant with its offset (400), and 404s an unknown log", async () => {
    const { open, t } = await groupWithTwoLogs();
    const blank = await manager.put(
      `/event_logs/${open.id}`,
      correction(minutesAgo(39, t), null, "  "),
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields["event_log.reason"]).toBe("理由を入力してください");
    const long = await manager.put(
      `/event_logs/${open.id}`,
      correction(minutesAgo(39, t), null, "あ".repeat(501)),
    );
    expect(long.status).toBe(400);
    const local = await manager.put(`/event_logs/${open.id}`, {
      event_log: { start_at: "2024-01-01T10:00:00", end_at: null, reason: "x" },
    });
    expect(local.status).toBe(400);
    expect(
      (await manager.put("/event_logs/999999", correction(minutesAgo(1, t), null))).status,
    ).toBe(404);
  });
});
