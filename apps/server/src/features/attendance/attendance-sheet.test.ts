// The monthly sheet over HTTP: shifts belong to the business day their clock-in began in (a night
// shift past midnight, a clock-in before the 06:00 cut-off), minutes equal the hand-computed ones, an
// open shift is flagged and adds nothing, the CSV carries the total row; staff see their own row only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLounge } from "../../seed/factories";
import {
  type AttendanceWorld,
  colleague,
  recordSteps,
  startAttendanceWorld,
} from "../../test/attendance-world";
import type { TestClient } from "../../test/harness";

let w: AttendanceWorld;
let loungeId: number;
let a: { id: number; account: string };
let b: { id: number; account: string };
let c: { id: number; account: string };
let memberA: TestClient;

const JST = (local: string) => `${local}+09:00`;

beforeAll(async () => {
  w = await startAttendanceWorld();
  const lounge = await buildLounge(w.server.database.db, { name: "月次店" });
  loungeId = lounge.id;
  a = await colleague(w.server, loungeId, { name: "月次 花子" });
  b = await colleague(w.server, loungeId, { name: "月次 次郎" });
  c = await colleague(w.server, loungeId, { name: "月次 三郎" });
  // Recorded by the admin with times, each shift in order so every step follows.
  await recordSteps(w.admin, a.id, loungeId, [
    // October's last business day, ending in November: October's shift.
    ["clock_in", JST("2025-10-31T23:00:00")],
    ["clock_out", JST("2025-11-01T03:00:00")],
    // 11/10 18:00–23:45 with a break 20:00–20:15.
    ["clock_in", JST("2025-11-10T18:00:00")],
    ["break_start", JST("2025-11-10T20:00:00")],
    ["break_end", JST("2025-11-10T20:15:00")],
    ["clock_out", JST("2025-11-10T23:45:00")],
    // 01:00–02:00 on the 11th, before the cut-off: a second shift of business day 11/10.
    ["clock_in", JST("2025-11-11T01:00:00")],
    ["clock_out", JST("2025-11-11T02:00:00")],
    // The night shift across midnight: 11/23 22:00 – 11/24 03:10, break 01:00–01:30.
    ["clock_in", JST("2025-11-23T22:00:00")],
    ["break_start", JST("2025-11-24T01:00:00")],
    ["break_end", JST("2025-11-24T01:30:00")],
    ["clock_out", JST("2025-11-24T03:10:00")],
    // 12/01 02:00–05:00: before the cut-off, so business day 11/30.
    ["clock_in", JST("2025-12-01T02:00:00")],
    ["clock_out", JST("2025-12-01T05:00:00")],
    // 12/01 06:30–10:00: December.
    ["clock_in", JST("2025-12-01T06:30:00")],
    ["clock_out", JST("2025-12-01T10:00:00")],
  ]);
  await recordSteps(w.admin, b.id, loungeId, [
    ["clock_in", JST("2025-11-05T19:00:00")],
    ["clock_out", JST("2025-11-05T23:00:00")],
    // No clock-out: flagged, never guessed.
    ["clock_in", JST("2025-11-20T20:00:00")],
  ]);
  memberA = await w.signIn(a.account, loungeId);
}, 60_000);
afterAll(() => w?.server.close());

// A, November, by hand:
//   11/10 18:00–23:45 = 345 min, less the 15 min break → 330 worked
//   11/11 01:00–02:00 (business day 11/10)       →  60 worked
//   11/23 22:00–11/24 03:10 = 310 min, less 30   → 280 worked
//   12/01 02:00–05:00 (business day 11/30)       → 180 worked
//   worked 330 + 60 + 280 + 180 = 850, breaks 15 + 30 = 45, days {11/10, 11/23, 11/30} = 3
// B, November: 11/05 19:00–23:00 = 240 worked, day 11/05; 11/20 open (flagged, no minutes) → 2 days.
const A_NOVEMBER = { days: 3, worked_minutes: 850, break_minutes: 45, open_shift: false };
const B_NOVEMBER = { days: 2, worked_minutes: 240, break_minutes: 0, open_shift: true };
const ZERO = { days: 0, worked_minutes: 0, break_minutes: 0, open_shift: false };

describe("GET /attendance_logs (monthly sheet)", () => {
  it("sums each member's November from the shifts that began in it, with zero rows", async () => {
    const res = await w.admin.get(`/attendance_logs?lounge_id=${loungeId}&month=2025-11`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      rows: [
        { staff_id: a.id, name: "月次 花子", ...A_NOVEMBER },
        { staff_id: b.id, name: "月次 次郎", ...B_NOVEMBER },
        { staff_id: c.id, name: "月次 三郎", ...ZERO },
      ],
    });
  });

  it("puts the shift that ends on 11/01 in October and the one after the 12/01 cut-off in December", async () => {
    const october = await w.admin.get(`/attendance_logs?lounge_id=${loungeId}&month=2025-10`);
    // 10/31 23:00 – 11/01 03:00 = 240 minutes.
    expect(october.body.rows[0]).toEqual({
      staff_id: a.id,
      name: "月次 花子",
      days: 1,
      worked_minutes: 240,
      break_minutes: 0,
      open_shift: false,
    });
    const december = await w.admin.get(`/attendance_logs?lounge_id=${loungeId}&month=2025-12`);
    // 12/01 06:30 – 10:00 = 210 minutes.
    expect(december.body.rows[0]).toMatchObject({ staff_id: a.id, days: 1, worked_minutes: 210 });
  });

  it("gives staff their own row only", async () => {
    const res = await memberA.get(`/attendance_logs?lounge_id=${loungeId}&month=2025-11`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([{ staff_id: a.id, name: "月次 花子", ...A_NOVEMBER }]);
  });

  it("refuses a month that is not YYYY-MM of 2000–2099 (400, never a database error)", async () => {
    for (const month of ["2025-13", "0000-01", "1999-12", "9999-01"]) {
      for (const path of [
        "/attendance_logs",
        "/attendance_logs/export",
        "/attendance_logs/entries",
      ]) {
        const res = await w.admin.get(`${path}?lounge_id=${loungeId}&month=${month}`);
        expect(res.status, `${path} ${month}`).toBe(400);
        expect(res.body.error.message).toMatch(/YYYY-MM/);
      }
    }
  });
});

/** The answer's bytes as text, the BOM kept (the test client's `text()` would drop it). */
async function download(client: TestClient, path: string) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const res = await fetch(`${w.server.baseUrl}${path}`, { headers: { cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
}

describe("GET /attendance_logs/export", () => {
  it("downloads the sheet as CSV with BOM, CRLF and the total row", async () => {
    const res = await download(
      w.admin,
      `/attendance_logs/export?lounge_id=${loungeId}&month=2025-11`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="attendance_${loungeId}_2025-11.csv"`,
    );
    // Totals: days 3 + 2 + 0 = 5; worked 850 + 240 = 1090 = 18:10; breaks 45; one open shift.
    expect(res.text).toBe(
      [
        "\uFEFFスタッフID,名前,出勤日数,勤務時間(分),休憩時間(分),勤務時間,退勤漏れ",
        `${a.id},月次 花子,3,850,45,14:10,`,
        `${b.id},月次 次郎,2,240,0,4:00,あり`,
        `${c.id},月次 三郎,0,0,0,0:00,`,
        ",合計,5,1090,45,18:10,1名",
        "",
      ].join("\r\n"),
    );
  });

  it("exports staff's own row only", async () => {
    const res = await download(
      memberA,
      `/attendance_logs/export?lounge_id=${loungeId}&month=2025-11`,
    );
    expect(res.status).toBe(200);
    const lines = res.text.split("\r\n");
    expect(lines.slice(1)).toEqual([
      `${a.id},月次 花子,3,850,45,14:10,`,
      ",合計,3,850,45,14:10,",
      "",
    ]);
  });
});

describe("GET /attendance_logs/entries", () => {
  it("lists the month's logs by shift day, in time order, each on its shift's business day", async () => {
    const res = await w.admin.get(
      `/attendance_logs/entries?lounge_id=${loungeId}&month=2025-11&staff_id=${a.id}`,
    );
    expect(res.status).toBe(200);
    const days = res.body.logs.map((l: { logged_at: string; shift_day: string }) => [
      l.logged_at,
      l.shift_day,
    ]);
    expect(days).toEqual([
      ["2025-11-10T09:00:00.000Z", "2025-11-10"],
      ["2025-11-10T11:00:00.000Z", "2025-11-10"],
      ["2025-11-10T11:15:00.000Z", "2025-11-10"],
      ["2025-11-10T14:45:00.000Z", "2025-11-10"],
      ["2025-11-10T16:00:00.000Z", "2025-11-10"],
      ["2025-11-10T17:00:00.000Z", "2025-11-10"],
      ["2025-11-23T13:00:00.000Z", "2025-11-23"],
      ["2025-11-23T16:00:00.000Z", "2025-11-23"],
      ["2025-11-23T16:30:00.000Z", "2025-11-23"],
      ["2025-11-23T18:10:00.000Z", "2025-11-23"],
      ["2025-11-30T17:00:00.000Z", "2025-11-30"],
      ["2025-11-30T20:00:00.000Z", "2025-11-30"],
    ]);
    // Every log was added with a time by the admin: each has its `add` change.
    expect(res.body.changes).toHaveLength(12);
    expect(res.body.changes[0]).toMatchObject({ kind: "add", staff_id: a.id, before: null });
  });

  it("gives staff their own logs, and refuses another member's (403)", async () => {
    const own = await memberA.get(`/attendance_logs/entries?lounge_id=${loungeId}&month=2025-11`);
    expect(own.status).toBe(200);
    expect(own.body.logs).toHaveLength(12);
    expect(new Set(own.body.logs.map((l: { staff_id: number }) => l.staff_id))).toEqual(
      new Set([a.id]),
    );
    const other = await memberA.get(
      `/attendance_logs/entries?lounge_id=${loungeId}&month=2025-11&staff_id=${b.id}`,
    );
    expect(other.status).toBe(403);
    const all = await w.admin.get(`/attendance_logs/entries?lounge_id=${loungeId}&month=2025-11`);
    expect(all.body.logs).toHaveLength(15);
  });
});
