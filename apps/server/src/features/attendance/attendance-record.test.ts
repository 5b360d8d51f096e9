// Recording attendance over HTTP: every step of the state machine (allowed or refused with its
// Japanese message, nothing written), two simultaneous clock-ins, who may be recorded, and the time
// a log keeps (the server's minute; a manager's time to the minute, never in the future).
import type { AttendanceLogType } from "@lounge-office/domain/attendance";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceLogs, staffLounges } from "../../db/schema";
import { buildLounge } from "../../seed/factories";
import {
  type AttendanceWorld,
  colleague,
  record,
  startAttendanceWorld,
  stateOf,
} from "../../test/attendance-world";

let w: AttendanceWorld;

beforeAll(async () => {
  w = await startAttendanceWorld();
}, 60_000);
afterAll(() => w?.server.close());

const logsOf = (staffId: number) =>
  w.server.database.db.select().from(attendanceLogs).where(eq(attendanceLogs.staff_id, staffId));

/** How to reach each state from off: live records by the manager. */
const PATH_TO: Record<string, AttendanceLogType[]> = {
  off: [],
  working: ["clock_in"],
  on_break: ["clock_in", "break_start"],
};

/** Every state × log type: the state it leads to, or the 422's message. */
const STEPS: [string, AttendanceLogType, { state: string } | { refused: string }][] = [
  ["off", "clock_in", { state: "working" }],
  ["off", "break_start", { refused: "出勤していないため休憩を開始できません" }],
  ["off", "break_end", { refused: "出勤していないため休憩を終了できません" }],
  ["off", "clock_out", { refused: "出勤していないため退勤できません" }],
  ["working", "clock_in", { refused: "既に出勤しています" }],
  ["working", "break_start", { state: "on_break" }],
  ["working", "break_end", { refused: "休憩中ではないため休憩を終了できません" }],
  ["working", "clock_out", { state: "off" }],
  ["on_break", "clock_in", { refused: "既に出勤しています（休憩中）" }],
  ["on_break", "break_start", { refused: "既に休憩中です" }],
  ["on_break", "break_end", { state: "working" }],
  ["on_break", "clock_out", { refused: "休憩中です。先に休憩終了を記録してください" }],
];

describe("the state machine", () => {
  it.each(STEPS)("%s → %s", async (from, logType, expected) => {
    const member = await colleague(w.server, w.world.own.id);
    for (const step of PATH_TO[from] ?? []) {
      const res = await record(w.manager, {
        staff_id: member.id,
        lounge_id: w.world.own.id,
        log_type: step,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await stateOf(w.staff, w.world.own.id, member.id))?.state).toBe(from);
    const before = await w.fingerprint();
    const res = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: logType,
    });
    if ("state" in expected) {
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.log_type).toBe(logType);
      expect((await stateOf(w.staff, w.world.own.id, member.id))?.state).toBe(expected.state);
    } else {
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({ code: "unprocessable", message: expected.refused });
      expect(await w.fingerprint()).toEqual(before);
      expect(await logsOf(member.id)).toHaveLength(PATH_TO[from]?.length ?? 0);
    }
  });

  it("two simultaneous clock-ins: exactly one is recorded, the other is refused", async () => {
    // Several members at once, two tablets each, so the requests truly overlap on PostgreSQL.
    const members = await Promise.all(
      Array.from({ length: 6 }, () => colleague(w.server, w.world.own.id)),
    );
    const pairs = await Promise.all(
      members.map((member) => {
        const body = {
          staff_id: member.id,
          lounge_id: w.world.own.id,
          log_type: "clock_in",
        } as const;
        return Promise.all([record(w.manager, body), record(w.admin, body)]);
      }),
    );
    for (const [i, answers] of pairs.entries()) {
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
      const refused = answers.find((a) => a.status === 422);
      expect(refused?.body.error.message).toBe("既に出勤しています");
      expect(await logsOf(members[i]!.id)).toHaveLength(1);
    }
  });
});

describe("recording", () => {
  it("a staff member records their own day at the server's clock, to the minute", async () => {
    const started = Date.now();
    const res = await record(w.staff, {
      staff_id: w.world.staff.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      comment: "早番",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const loggedAt = Date.parse(res.body.logged_at);
    expect(loggedAt % 60_000).toBe(0);
    expect(loggedAt).toBeGreaterThan(started - 120_000);
    expect(loggedAt).toBeLessThanOrEqual(Date.now());
    expect(res.body).toMatchObject({
      staff_id: w.world.staff.id,
      staff_name: w.world.staff.name,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      comment: "早番",
      recorded_by_id: w.world.staff.id,
      recorded_by_name: w.world.staff.name,
      voided_at: null,
      corrected: false,
      shift_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const out = await record(w.staff, {
      staff_id: w.world.staff.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
    });
    expect(out.status).toBe(201);
    // The clock-out belongs to the shift its clock-in began.
    expect(out.body.shift_day).toBe(res.body.shift_day);
  });

  it("a manager's time is kept to the minute and audited as an added log", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const res = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      logged_at: "2025-11-23T22:10:45+09:00",
      reason: "打刻忘れ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      logged_at: "2025-11-23T13:10:00.000Z",
      shift_day: "2025-11-23",
      corrected: true,
      recorded_by_id: w.world.manager.id,
    });
  });

  it("refuses a time more than a minute ahead, and writes nothing", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const before = await w.fingerprint();
    const res = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      logged_at: new Date(Date.now() + 3 * 60_000).toISOString(),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("未来の時刻は記録できません");
    expect(await w.fingerprint()).toEqual(before);
  });

  it("refuses staff who are inactive, elsewhere or unknown (422), and records admins anywhere", async () => {
    const gone = await colleague(w.server, w.world.own.id, { active: false });
    const elsewhere = await colleague(w.server, w.world.other.id);
    const before = await w.fingerprint();
    const cases: [number, string][] = [
      [gone.id, "無効なスタッフの勤怠は記録できません"],
      [elsewhere.id, "このスタッフはこの店舗に所属していません"],
      [2_147_483_646, "スタッフが見つかりません"],
    ];
    for (const [staffId, message] of cases) {
      const res = await record(w.manager, {
        staff_id: staffId,
        lounge_id: w.world.own.id,
        log_type: "clock_in",
      });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
    }
    expect(await w.fingerprint()).toEqual(before);
    // Admins work at every lounge, listed or not.
    const admin = await record(w.manager, {
      staff_id: w.world.admin.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    expect(admin.status).toBe(201);
    await record(w.manager, {
      staff_id: w.world.admin.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
    });
  });

  it("keeps each lounge's sequence apart: working at one lounge is off at another", async () => {
    const second = await buildLounge(w.server.database.db, { name: "二号店" });
    const member = await colleague(w.server, w.world.own.id);
    await w.server.database.db
      .insert(staffLounges)
      .values({ staff_id: member.id, lounge_id: second.id });
    for (const loungeId of [w.world.own.id, second.id]) {
      const res = await record(w.admin, {
        staff_id: member.id,
        lounge_id: loungeId,
        log_type: "clock_in",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const atSecond = await w.server.database.db
      .select()
      .from(attendanceLogs)
      .where(and(eq(attendanceLogs.staff_id, member.id), eq(attendanceLogs.lounge_id, second.id)));
    expect(atSecond).toHaveLength(1);
  });

  it("refuses a live step in a shift open 16 hours or more; a manager adds the clock-out's time", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const self = await w.signIn(member.account);
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const clockIn = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      logged_at: hoursAgo(17),
    });
    expect(clockIn.status).toBe(201);
    const before = await w.fingerprint();
    for (const log_type of ["clock_out", "break_start", "clock_in"] as const) {
      const res = await record(self, { staff_id: member.id, lounge_id: w.world.own.id, log_type });
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(
        "出勤から16時間以上たっています。退勤の打刻漏れの可能性があるため、店長に退勤時刻の記録を依頼してください",
      );
    }
    expect(await w.fingerprint()).toEqual(before);
    const fixed = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
      logged_at: hoursAgo(9),
      reason: "退勤の打刻漏れ",
    });
    expect(fixed.status).toBe(201);
    const again = await record(self, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    expect(again.status).toBe(201);
  });

  it("lets a manager end the open shift of a member since deactivated or moved, nothing else", async () => {
    const member = await colleague(w.server, w.world.own.id);
    await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    await w.server.database.db
      .delete(staffLounges)
      .where(and(eq(staffLounges.staff_id, member.id), eq(staffLounges.lounge_id, w.world.own.id)));
    const breakStart = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "break_start",
    });
    expect(breakStart.body.error?.message).toBe("このスタッフはこの店舗に所属していません");
    const clockOut = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
    });
    expect(clockOut.status, JSON.stringify(clockOut.body)).toBe(201);
    expect(await stateOf(w.manager, w.world.own.id, member.id)).toBe(undefined);
    // Nothing open any more: a second clock-out is the state machine's refusal.
    const twice = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
    });
    expect(twice.body.error.message).toBe("出勤していないため退勤できません");
  });

  it("refuses a time outside 2000–2099 with a 400, never a database error", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const res = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
      logged_at: "0001-01-01T08:00:00+09:00",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("2000年から2099年");
  });

  it("answers 404 for an admin naming a lounge that does not exist", async () => {
    const res = await record(w.admin, {
      staff_id: w.world.admin.id,
      lounge_id: 2_147_483_646,
      log_type: "clock_in",
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("店舗が見つかりません");
  });
});
