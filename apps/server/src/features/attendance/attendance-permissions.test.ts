// Who may do what with attendance, over HTTP: staff record and comment their own only,
// in their lounges; managers record, comment and correct anyone's in their lounges only; admins
// everywhere. Every refusal is a 403 that writes nothing. Comments: own vs others', and 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAttendanceLog } from "../../seed/factories";
import {
  type AttendanceWorld,
  colleague,
  record,
  startAttendanceWorld,
} from "../../test/attendance-world";
import type { TestClient, TestResponse } from "../../test/harness";

let w: AttendanceWorld;

beforeAll(async () => {
  w = await startAttendanceWorld();
}, 60_000);
afterAll(() => w?.server.close());

/** A past clock-in of `staffId` at `loungeId`, written directly. */
const clockIn = (staffId: number, loungeId: number) =>
  buildAttendanceLog(w.server.database.db, {
    loungeId,
    staffId,
    logType: "clock_in",
    loggedAt: "2025-11-03T20:00:00+09:00",
  });

/** Every call is refused with 403 and the database is as it was. */
async function expectRefused(calls: (() => Promise<TestResponse<any>>)[]) {
  const before = await w.fingerprint();
  for (const call of calls) {
    const res = await call();
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
  }
  expect(await w.fingerprint()).toEqual(before);
}

const comment = (client: TestClient, id: number, text = "メモ") =>
  client.put(`/attendance_logs/${id}`, { attendance_log: { comment: text } });
const correct = (client: TestClient, id: number) =>
  client.patch(`/attendance_logs/${id}`, {
    attendance_log: { logged_at: "2025-11-03T20:05:00+09:00", reason: "修正" },
  });
const voidLog = (client: TestClient, id: number) =>
  client.post(`/attendance_logs/${id}/void`, { attendance_log: { reason: "取消" } });
const reads = (client: TestClient, loungeId: number) => [
  () => client.get(`/attendance_logs/state?lounge_id=${loungeId}`),
  () => client.get(`/attendance_logs?lounge_id=${loungeId}&month=2025-11`),
  () => client.get(`/attendance_logs/export?lounge_id=${loungeId}&month=2025-11`),
  () => client.get(`/attendance_logs/entries?lounge_id=${loungeId}&month=2025-11`),
];

describe("staff", () => {
  it("are refused others' attendance at their own lounge", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const theirs = await clockIn(member.id, w.world.own.id);
    const own = await clockIn(w.world.staff.id, w.world.own.id);
    const s = w.staff;
    await expectRefused([
      () => record(s, { staff_id: member.id, lounge_id: w.world.own.id, log_type: "clock_in" }),
      // Their own, at a time of their choosing: a manager's correction.
      () =>
        record(s, {
          staff_id: w.world.staff.id,
          lounge_id: w.world.own.id,
          log_type: "clock_out",
          logged_at: "2025-11-03T23:00:00+09:00",
        }),
      () => correct(s, theirs.id),
      () => correct(s, own.id),
      () => voidLog(s, theirs.id),
      () => voidLog(s, own.id),
      () => comment(s, theirs.id),
      () =>
        s.get(
          `/attendance_logs/entries?lounge_id=${w.world.own.id}&month=2025-11&staff_id=${member.id}`,
        ),
    ]);
  });

  it("are refused other lounges, even their own attendance there", async () => {
    const s = w.staff;
    await expectRefused([
      () =>
        record(s, {
          staff_id: w.world.staff.id,
          lounge_id: w.world.other.id,
          log_type: "clock_in",
        }),
      ...reads(s, w.world.other.id),
    ]);
  });
});

describe("managers", () => {
  it("are refused lounges they do not work at", async () => {
    const theirs = await clockIn(w.world.otherStaff.id, w.world.other.id);
    const m = w.manager;
    await expectRefused([
      () =>
        record(m, {
          staff_id: w.world.otherStaff.id,
          lounge_id: w.world.other.id,
          log_type: "clock_out",
        }),
      () => correct(m, theirs.id),
      () => voidLog(m, theirs.id),
      () => comment(m, theirs.id),
      ...reads(m, w.world.other.id),
    ]);
  });

  it("record, correct and void a colleague's attendance in their lounge; admins anywhere", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const mine = await clockIn(member.id, w.world.own.id);
    expect((await correct(w.manager, mine.id)).status).toBe(200);
    expect((await voidLog(w.manager, mine.id)).status).toBe(200);
    const live = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    expect(live.status).toBe(201);
    expect(live.body.recorded_by_id).toBe(w.world.manager.id);
    const away = await colleague(w.server, w.world.other.id);
    const elsewhere = await record(w.admin, {
      staff_id: away.id,
      lounge_id: w.world.other.id,
      log_type: "clock_in",
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
  });
});

describe("comments (screen 17)", () => {
  it("staff edit their own log's comment; managers anyone's in their lounge", async () => {
    const own = await clockIn(w.world.staff.id, w.world.own.id);
    const res = await comment(w.staff, own.id, "電車遅延のため");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: own.id, comment: "電車遅延のため", corrected: false });
    const byManager = await comment(w.manager, own.id, "確認済み");
    expect(byManager.status).toBe(200);
    expect(byManager.body.comment).toBe("確認済み");
    // A comment is no correction: no change row, and the log stays as it was.
    const entries = await w.manager.get(
      `/attendance_logs/entries?lounge_id=${w.world.own.id}&month=2025-11&staff_id=${w.world.staff.id}`,
    );
    const log = entries.body.logs.find((l: { id: number }) => l.id === own.id);
    expect(log).toMatchObject({ comment: "確認済み", logged_at: "2025-11-03T11:00:00.000Z" });
    expect(entries.body.changes).toEqual([]);
  });

  it("answers 404 for a log that does not exist, and 400 for a comment over 500 characters", async () => {
    const missing = await comment(w.manager, 2_147_483_646);
    expect([missing.status, missing.body.error.message]).toEqual([404, "勤怠記録が見つかりません"]);
    const own = await clockIn(w.world.manager.id, w.world.own.id);
    const long = await comment(w.manager, own.id, "あ".repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain("500文字");
  });
});
