// The state list over HTTP (every active member of the lounge, plus anyone else working there, with
// the time their state began) and the realtime message every device of the lounge gets on a change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLounge } from "../../seed/factories";
import {
  type AttendanceWorld,
  colleague,
  record,
  recordSteps,
  startAttendanceWorld,
} from "../../test/attendance-world";
import { openCable } from "../../test/cable-client";

let w: AttendanceWorld;

beforeAll(async () => {
  w = await startAttendanceWorld();
}, 60_000);
afterAll(() => w?.server.close());

describe("GET /attendance_logs/state", () => {
  it("lists the lounge's active members in the staff list's order, and anyone else not off", async () => {
    const db = w.server.database.db;
    const lounge = await buildLounge(db, { name: "状態店" });
    const first = await colleague(w.server, lounge.id, { name: "石田 美咲" });
    const boss = await colleague(w.server, lounge.id, { name: "青木 健", role: "manager" });
    await colleague(w.server, lounge.id, { name: "退職 済", active: false });
    const [clockIn, breakStart] = await recordSteps(w.admin, boss.id, lounge.id, [
      ["clock_in", "2025-11-23T22:00:00+09:00"],
      ["break_start", "2025-11-24T01:00:00+09:00"],
    ]);
    // The admin works a shift there without being listed.
    await recordSteps(w.admin, w.world.admin.id, lounge.id, [
      ["clock_in", "2025-11-23T21:00:00+09:00"],
    ]);
    // Everyone of the lounge reads every row (the lounge's shared tablet).
    const member = await w.signIn(first.account, lounge.id);
    const res = await member.get(`/attendance_logs/state?lounge_id=${lounge.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        staff_id: w.world.admin.id,
        name: w.world.admin.name,
        state: "working",
        since: "2025-11-23T12:00:00.000Z",
        shift_started_at: "2025-11-23T12:00:00.000Z",
      },
      { staff_id: first.id, name: "石田 美咲", state: "off", since: null, shift_started_at: null },
      {
        staff_id: boss.id,
        name: "青木 健",
        state: "on_break",
        since: breakStart!.logged_at,
        shift_started_at: clockIn!.logged_at,
      },
    ]);

    // Off again, the admin leaves the list; a voided log no longer sets the state.
    await recordSteps(w.admin, w.world.admin.id, lounge.id, [
      ["clock_out", "2025-11-24T02:00:00+09:00"],
    ]);
    const voided = await w.admin.post(`/attendance_logs/${breakStart!.id}/void`, {
      attendance_log: { reason: "押し間違い" },
    });
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    const after = await member.get(`/attendance_logs/state?lounge_id=${lounge.id}`);
    expect(after.body).toEqual([
      { staff_id: first.id, name: "石田 美咲", state: "off", since: null, shift_started_at: null },
      {
        staff_id: boss.id,
        name: "青木 健",
        state: "working",
        since: clockIn!.logged_at,
        shift_started_at: clockIn!.logged_at,
      },
    ]);
  });

  it("answers the lounge's staff every row in staff id order, and other lounges 403", async () => {
    const res = await w.staff.get(`/attendance_logs/state?lounge_id=${w.world.other.id}`);
    expect(res.status).toBe(403);
    const own = await w.staff.get(`/attendance_logs/state?lounge_id=${w.world.own.id}`);
    expect(own.status).toBe(200);
    const ids = own.body.map((row: { staff_id: number }) => row.staff_id);
    expect(ids).toEqual(expect.arrayContaining([w.world.manager.id, w.world.staff.id]));
    expect(ids).not.toContain(w.world.otherStaff.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });
});

describe("realtime", () => {
  it("a cable client of the lounge receives the new state after a clock-in", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const cable = await openCable(w.staff, w.world.own.id);
    await cable.next((m) => m.type === "welcome");
    const res = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_in",
    });
    expect(res.status).toBe(201);
    const message = await cable.next((m) => m.type === "attendance" && m.staff_id === member.id);
    expect(message).toEqual({ type: "attendance", staff_id: member.id, state: "working" });
    cable.close();
  });

  it("tells the lounge of a comment too, and says nothing of a refused step", async () => {
    const member = await colleague(w.server, w.world.own.id);
    const cable = await openCable(w.staff, w.world.own.id);
    await cable.next((m) => m.type === "welcome");
    const refused = await record(w.manager, {
      staff_id: member.id,
      lounge_id: w.world.own.id,
      log_type: "clock_out",
    });
    expect(refused.status).toBe(422);
    const [log] = await recordSteps(w.manager, member.id, w.world.own.id, [
      ["clock_in", "2025-11-20T20:00:00+09:00"],
    ]);
    const mine = (m: { type: string; staff_id?: number }) =>
      m.type === "attendance" && m.staff_id === member.id;
    const first = await cable.next(mine);
    // The refused clock-out published nothing (its transaction rolled back): this is the clock-in's.
    expect(first).toEqual({ type: "attendance", staff_id: member.id, state: "working" });
    const comment = await w.manager.put(`/attendance_logs/${log!.id}`, {
      attendance_log: { comment: "遅刻" },
    });
    expect(comment.status).toBe(200);
    const second = await cable.next((m) => mine(m) && m !== first);
    expect(second).toEqual({ type: "attendance", staff_id: member.id, state: "working" });
    expect(cable.messages.filter(mine)).toHaveLength(2);
    cable.close();
  });
});
