// Managers' corrections over HTTP: a forgotten log added, a time or type changed, a mistaken log voided,
// each audited (who, when, what, why) in the entries' changes; a correction that breaks the sequence
// is refused naming the first log that no longer follows, and changes nothing; shift days follow a
// clock-in moved across the cut-off.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lounges } from "../../db/schema";
import {
  type AttendanceWorld,
  colleague,
  record,
  recordSteps,
  startAttendanceWorld,
} from "../../test/attendance-world";

let w: AttendanceWorld;

beforeAll(async () => {
  w = await startAttendanceWorld();
}, 60_000);
afterAll(() => w?.server.close());

const JST = (local: string) => `${local}+09:00`;
const patch = (id: number, attendance_log: Record<string, string>) =>
  w.manager.patch(`/attendance_logs/${id}`, { attendance_log });
const voidLog = (id: number, reason = "誤登録") =>
  w.manager.post(`/attendance_logs/${id}/void`, { attendance_log: { reason } });
const entriesOf = async (staffId: number, month = "2025-11") => {
  const res = await w.manager.get(
    `/attendance_logs/entries?lounge_id=${w.world.own.id}&month=${month}&staff_id=${staffId}`,
  );
  expect(res.status).toBe(200);
  return res.body as {
    logs: {
      id: number;
      log_type: string;
      logged_at: string;
      shift_day: string;
      voided_at: string | null;
    }[];
    changes: Record<string, unknown>[];
  };
};
const sheetRowOf = async (staffId: number, month: string) => {
  const res = await w.manager.get(`/attendance_logs?lounge_id=${w.world.own.id}&month=${month}`);
  return res.body.rows.find((row: { staff_id: number }) => row.staff_id === staffId);
};

describe("corrections, audited", () => {
  it("keeps who, when, what and why of an added, a changed and a voided log", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const add = (log_type: "clock_in" | "clock_out", local: string) =>
      record(w.manager, {
        staff_id: member.id,
        lounge_id: w.world.own.id,
        log_type,
        logged_at: JST(local),
        reason: "打刻忘れ",
      });
    const clockIn = await add("clock_in", "2025-11-23T18:00:00");
    const clockOut = await add("clock_out", "2025-11-23T22:00:00");
    expect(clockOut.status, JSON.stringify(clockOut.body)).toBe(201);

    const changed = await patch(clockOut.body.id, {
      logged_at: JST("2025-11-23T22:10:00"),
      reason: "退勤時刻の誤り",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ logged_at: "2025-11-23T13:10:00.000Z", corrected: true });

    // A second clock-in recorded live by mistake, voided.
    const mistaken = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    expect(mistaken.status).toBe(201);
    const voided = await voidLog(mistaken.body.id, "押し間違い");
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    expect(voided.body.voided_at).not.toBeNull();
    expect(voided.body.corrected).toBe(true);
    const state = await w.manager.get(`/attendance_logs/state?lounge_id=${w.world.own.id}`);
    expect(state.body.find((r: { staff_id: number }) => r.staff_id === member.id).state).toBe(
      "off",
    );

    const { changes } = await entriesOf(member.id);
    const manager = { changed_by_id: w.world.manager.id, changed_by_name: w.world.manager.name };
    const subject = { staff_id: member.id, staff_name: member.name };
    // Newest first. The live log's shift is this month's, so its change is listed with this month's
    // entries, not November's.
    expect(changes).toEqual([
      {
        id: expect.any(Number),
        attendance_log_id: clockOut.body.id,
        ...subject,
        kind: "update",
        before: { log_type: "clock_out", logged_at: "2025-11-23T13:00:00.000Z" },
        after: { log_type: "clock_out", logged_at: "2025-11-23T13:10:00.000Z" },
        reason: "退勤時刻の誤り",
        ...manager,
        changed_at: expect.any(String),
      },
      expect.objectContaining({
        attendance_log_id: clockOut.body.id,
        kind: "add",
        before: null,
        after: { log_type: "clock_out", logged_at: "2025-11-23T13:00:00.000Z" },
        reason: "打刻忘れ",
        ...manager,
      }),
      expect.objectContaining({ attendance_log_id: clockIn.body.id, kind: "add" }),
    ]);
    const month = mistaken.body.shift_day.slice(0, 7);
    const current = await entriesOf(member.id, month);
    expect(current.logs.map((l) => l.id)).toContain(mistaken.body.id);
    expect(current.changes).toEqual([
      expect.objectContaining({
        attendance_log_id: mistaken.body.id,
        kind: "void",
        before: { log_type: "clock_in", logged_at: mistaken.body.logged_at },
        after: null,
        reason: "押し間違い",
        ...manager,
      }),
    ]);
    expect(Date.parse(String(current.changes[0]?.changed_at))).not.toBeNaN();
  });
});

describe("a break recorded by mistake", () => {
  it("is voided whole from either half, both halves audited, and the minutes follow", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const [, breakStart, breakEnd] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-11-24T18:00:00")],
      ["break_start", JST("2025-11-24T20:00:00")],
      ["break_end", JST("2025-11-24T20:30:00")],
      ["clock_out", JST("2025-11-24T23:00:00")],
    ]);
    // 18:00 → 23:00 is 300 min, less the 30 min break.
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({
      worked_minutes: 270,
      break_minutes: 30,
    });
    const voided = await voidLog(breakEnd!.id, "休憩していない");
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const { logs, changes } = await entriesOf(member.id);
    const halves = logs.filter((log) => log.id === breakStart!.id || log.id === breakEnd!.id);
    expect(halves.map((log) => log.voided_at)).not.toContain(null);
    expect(
      changes
        .filter((c) => c.kind === "void")
        .map((c) => c.attendance_log_id)
        .sort(),
    ).toEqual([breakStart!.id, breakEnd!.id].sort());
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({
      worked_minutes: 300,
      break_minutes: 0,
    });
  });
});

describe("a shift recorded by mistake between two real ones", () => {
  it("is voided whole from its clock-in, each log audited, and the sheet drops it", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const logs = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-11-10T18:00:00")],
      ["clock_out", JST("2025-11-10T23:00:00")],
      ["clock_in", JST("2025-11-11T18:00:00")], // the mistaken shift
      ["break_start", JST("2025-11-11T20:00:00")],
      ["break_end", JST("2025-11-11T20:15:00")],
      ["clock_out", JST("2025-11-11T22:00:00")],
      ["clock_in", JST("2025-11-12T18:00:00")],
      ["clock_out", JST("2025-11-12T21:00:00")],
    ]);
    const mistaken = logs.slice(2, 6).map((log) => log.id);
    // Its clock-out alone cannot go: the next shift's clock-in would follow a working state.
    const alone = await voidLog(mistaken[3]!);
    expect(alone.status).toBe(422);
    const voided = await voidLog(mistaken[0]!, "別の日の勤務を誤って登録");
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const { logs: after, changes } = await entriesOf(member.id);
    expect(after.filter((log) => log.voided_at !== null).map((log) => log.id)).toEqual(mistaken);
    expect(
      changes
        .filter((c) => c.kind === "void")
        .map((c) => c.attendance_log_id)
        .sort(),
    ).toEqual([...mistaken].sort());
    // 18:00–23:00 (300) and 18:00–21:00 (180) remain.
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({
      days: 2,
      worked_minutes: 480,
      break_minutes: 0,
    });
  });
});

describe("a change of the lounge's cut-off", () => {
  it("leaves recorded shifts on the business day they were recorded on", async () => {
    const member = await colleague(w.server, w.world.own.id);
    // 2025-12-01 05:00 is business day 11-30 under the 06:00 cut-off.
    await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-12-01T05:00:00")],
      ["clock_out", JST("2025-12-01T05:50:00")],
    ]);
    const db = w.server.database.db;
    await db
      .update(lounges)
      .set({ business_day_cutoff: "04:00" })
      .where(eq(lounges.id, w.world.own.id));
    try {
      // A later shift of the member makes the server replay the whole sequence.
      await recordSteps(w.manager, member.id, w.world.own.id, [
        ["clock_in", JST("2025-12-02T18:00:00")],
        ["clock_out", JST("2025-12-02T19:00:00")],
      ]);
      expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({ days: 1, worked_minutes: 50 });
      expect(await sheetRowOf(member.id, "2025-12")).toMatchObject({ days: 1, worked_minutes: 60 });
    } finally {
      await db
        .update(lounges)
        .set({ business_day_cutoff: "06:00" })
        .where(eq(lounges.id, w.world.own.id));
    }
  });
});

describe("a correction that breaks the sequence", () => {
  it("is refused naming the first log that no longer follows, and changes nothing", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const [, clockOut] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-11-23T18:00:00")],
      ["clock_out", JST("2025-11-23T22:10:00")],
    ]);
    const before = await w.fingerprint();
    const refusals: [Promise<{ status: number; body: any }>, string][] = [
      [
        patch(clockOut!.id, { logged_at: JST("2025-11-23T17:00:00"), reason: "修正" }),
        "11/23 17:00 の退勤: 出勤していないため退勤できません",
      ],
      [
        patch(clockOut!.id, { log_type: "clock_in", reason: "修正" }),
        "11/23 22:10 の出勤: 既に出勤しています",
      ],
      [
        record(w.manager, {
          staff_id: member.id,
          lounge_id: w.world.own.id,
          log_type: "break_end",
          logged_at: JST("2025-11-23T19:00:00"),
        }),
        "11/23 19:00 の休憩終了: 休憩中ではないため休憩を終了できません",
      ],
    ];
    for (const [request, why] of refusals) {
      const res = await request;
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.error.message).toBe(`この修正では記録の順序が成り立ちません（${why}）`);
    }
    expect(await w.fingerprint()).toEqual(before);
  });

  it("refuses a voided log, a second void, a future time, no change, and answers 404", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const [clockIn] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-11-20T18:00:00")],
    ]);
    const future = await patch(clockIn!.id, {
      logged_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      reason: "修正",
    });
    expect(future.body.error?.message).toBe("未来の時刻は記録できません");
    const same = await patch(clockIn!.id, { log_type: "clock_in", reason: "修正" });
    expect(same.body.error?.message).toBe("種類も日時も変わっていません");
    const nothing = await patch(clockIn!.id, { reason: "修正" });
    expect(nothing.body.error?.message).toBe("修正する種類か日時を指定してください");
    expect((await voidLog(clockIn!.id)).status).toBe(200);
    const again = await voidLog(clockIn!.id);
    expect([again.status, again.body.error.message]).toEqual([
      422,
      "この勤怠記録は取り消し済みです",
    ]);
    const changeVoided = await patch(clockIn!.id, {
      logged_at: JST("2025-11-20T18:05:00"),
      reason: "修正",
    });
    expect([changeVoided.status, changeVoided.body.error.message]).toEqual([
      422,
      "取り消された勤怠記録は修正できません",
    ]);
    for (const res of [
      await patch(2_147_483_646, { log_type: "clock_out", reason: "x" }),
      await voidLog(2_147_483_646),
    ]) {
      expect([res.status, res.body.error.message]).toEqual([404, "勤怠記録が見つかりません"]);
    }
    const noReason = await w.manager.post(`/attendance_logs/${clockIn!.id}/void`, {
      attendance_log: { reason: " " },
    });
    expect(noReason.status).toBe(400);
  });
});

describe("shift days follow a corrected clock-in", () => {
  it("moves the whole shift to the next business day when its clock-in crosses the cut-off", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const [clockIn] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-11-15T05:50:00")],
      ["break_start", JST("2025-11-15T07:00:00")],
      ["break_end", JST("2025-11-15T07:10:00")],
      ["clock_out", JST("2025-11-15T09:00:00")],
    ]);
    const days = async () => (await entriesOf(member.id)).logs.map((l) => l.shift_day);
    // 05:50 is before the 06:00 cut-off: business day 11/14.
    expect(await days()).toEqual(Array(4).fill("2025-11-14"));
    const moved = await patch(clockIn!.id, {
      logged_at: JST("2025-11-15T06:10:00"),
      reason: "修正",
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.shift_day).toBe("2025-11-15");
    expect(await days()).toEqual(Array(4).fill("2025-11-15"));
    // 06:10–09:00 = 170 minutes, less the 10-minute break.
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({ days: 1, worked_minutes: 160 });
  });

  it("moves a shift between months: 12/01 05:00 is November's, 06:00 December's", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const [clockIn] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", JST("2025-12-01T05:00:00")],
      ["clock_out", JST("2025-12-01T08:00:00")],
    ]);
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({ days: 1, worked_minutes: 180 });
    await patch(clockIn!.id, { logged_at: JST("2025-12-01T06:00:00"), reason: "修正" });
    expect(await sheetRowOf(member.id, "2025-11")).toMatchObject({ days: 0, worked_minutes: 0 });
    expect(await sheetRowOf(member.id, "2025-12")).toMatchObject({ days: 1, worked_minutes: 120 });
    expect((await entriesOf(member.id, "2025-12")).logs.map((l) => l.shift_day)).toEqual([
      "2025-12-01",
      "2025-12-01",
    ]);
  });
});
