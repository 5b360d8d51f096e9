// Attendance: the state machine (every step), shifts and their minutes, the business day of a night
// shift, the monthly figures, the totals and the CSV.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvField } from "../shared/csv";
import {
  ATTENDANCE_LOG_TYPES,
  ATTENDANCE_STATES,
  type AttendanceEntry,
  type AttendanceLogType,
  type AttendanceState,
  allowedAttendanceLogTypes,
  attendanceConfirmText,
  attendanceMonthFigures,
  attendanceSheetCsv,
  attendanceTotals,
  formatWorkMinutes,
  nextAttendanceState,
  nextMonth,
  previousMonth,
  replayAttendance,
  shiftMinutes,
} from "./rules";

const tokyo = { timeZone: "Asia/Tokyo", cutoff: "06:00" };
const at = (iso: string) => Date.parse(iso);
let nextId = 1;
const log = (log_type: AttendanceLogType, iso: string): AttendanceEntry => ({
  id: nextId++,
  log_type,
  at: at(iso),
});

describe("the state machine", () => {
  const allowed: [AttendanceState, AttendanceLogType, AttendanceState][] = [
    ["off", "clock_in", "working"],
    ["working", "break_start", "on_break"],
    ["working", "clock_out", "off"],
    ["on_break", "break_end", "working"],
  ];
  it.each(allowed)("%s + %s → %s", (state, type, next) => {
    expect(nextAttendanceState(state, type)).toEqual({ ok: true, state: next });
  });

  const refused: [AttendanceState, AttendanceLogType, string][] = [
    ["off", "break_start", "出勤していないため休憩を開始できません"],
    ["off", "break_end", "出勤していないため休憩を終了できません"],
    ["off", "clock_out", "出勤していないため退勤できません"],
    ["working", "clock_in", "既に出勤しています"],
    ["working", "break_end", "休憩中ではないため休憩を終了できません"],
    ["on_break", "clock_in", "既に出勤しています（休憩中）"],
    ["on_break", "break_start", "既に休憩中です"],
    ["on_break", "clock_out", "休憩中です。先に休憩終了を記録してください"],
  ];
  it.each(refused)("%s + %s is refused: %s", (state, type, message) => {
    expect(nextAttendanceState(state, type)).toEqual({ ok: false, message });
  });

  it("covers every state and type exactly once between the two tables", () => {
    const seen = [...allowed, ...refused].map(([s, t]) => `${s}:${t}`).sort();
    const all = ATTENDANCE_STATES.flatMap((s) => ATTENDANCE_LOG_TYPES.map((t) => `${s}:${t}`));
    expect(seen).toEqual(all.sort());
  });

  it("offers the buttons each state allows", () => {
    expect(allowedAttendanceLogTypes("off")).toEqual(["clock_in"]);
    expect(allowedAttendanceLogTypes("working")).toEqual(["break_start", "clock_out"]);
    expect(allowedAttendanceLogTypes("on_break")).toEqual(["break_end"]);
  });

  it("asks with the member's name and the action", () => {
    expect(attendanceConfirmText("石田 美咲", "clock_in")).toBe(
      "「石田 美咲」の出勤を記録しますか？",
    );
    expect(attendanceConfirmText("石田 美咲", "break_end")).toBe(
      "「石田 美咲」の休憩終了を記録しますか？",
    );
  });
});

describe("replayAttendance", () => {
  it("cuts a night shift with a break into one shift and sums its minutes by hand", () => {
    const replay = replayAttendance([
      log("clock_out", "2026-11-24T03:10:00+09:00"),
      log("clock_in", "2026-11-23T22:00:00+09:00"),
      log("break_start", "2026-11-24T01:00:00+09:00"),
      log("break_end", "2026-11-24T01:30:00+09:00"),
    ]);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    expect(replay.state).toBe("off");
    expect(replay.shifts).toHaveLength(1);
    const [shift] = replay.shifts;
    // 22:00 → 03:10 is 5 h 10 min = 310 min, less a 30 min break = 280.
    expect(shiftMinutes(shift!)).toEqual({ worked: 280, breaks: 30 });
  });

  it("names the first refused log", () => {
    const bad = log("clock_out", "2026-11-23T23:00:00+09:00");
    const replay = replayAttendance([
      log("clock_in", "2026-11-23T18:00:00+09:00"),
      log("clock_out", "2026-11-23T22:00:00+09:00"),
      bad,
    ]);
    expect(replay).toEqual({
      ok: false,
      entry: bad,
      message: "出勤していないため退勤できません",
    });
  });

  it("keeps two logs of one minute in the order they were recorded", () => {
    const clockIn = log("clock_in", "2026-11-23T18:00:00+09:00");
    const breakStart = log("break_start", "2026-11-23T18:00:00+09:00");
    const replay = replayAttendance([breakStart, clockIn]);
    expect(replay.ok && replay.state).toBe("on_break");
  });

  it("leaves a shift without its clock-out open, with no minutes guessed", () => {
    const replay = replayAttendance([log("clock_in", "2026-11-23T18:00:00+09:00")]);
    expect(replay.ok && replay.state).toBe("working");
    expect(replay.ok && shiftMinutes(replay.shifts[0]!)).toBeNull();
  });

  it("always ends in the state the steps lead to, or stops at a refused step (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...ATTENDANCE_LOG_TYPES), { maxLength: 30 }),
        (types) => {
          const entries = types.map((type, i) => ({ id: i + 1, log_type: type, at: i * 60_000 }));
          let state: AttendanceState = "off";
          let refusedAt: number | null = null;
          for (const [i, type] of types.entries()) {
            const step = nextAttendanceState(state, type);
            if (!step.ok) {
              refusedAt = i;
              break;
            }
            state = step.state;
          }
          const replay = replayAttendance(entries);
          if (refusedAt === null) {
            expect(replay.ok && replay.state).toBe(state);
            if (replay.ok) {
              const minutes = replay.shifts.map(shiftMinutes);
              for (const m of minutes) if (m) expect(m.worked).toBeGreaterThanOrEqual(0);
            }
          } else {
            expect(!replay.ok && replay.entry.id).toBe(refusedAt + 1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("attendanceMonthFigures", () => {
  const shiftsOf = (entries: AttendanceEntry[]) => {
    const replay = replayAttendance(entries);
    if (!replay.ok) throw new Error(replay.message);
    return replay.shifts;
  };

  it("puts a shift in the business day it began in, across midnight and the month's end", () => {
    const shifts = shiftsOf([
      // 2026-11-30 20:00 → 12-01 04:00 (480 min, break 45): business day 11-30, November.
      log("clock_in", "2026-11-30T20:00:00+09:00"),
      log("break_start", "2026-12-01T00:00:00+09:00"),
      log("break_end", "2026-12-01T00:45:00+09:00"),
      log("clock_out", "2026-12-01T04:00:00+09:00"),
      // 2026-12-01 05:00 → 05:50 (before the 06:00 cut-off): business day 11-30 again, November.
      log("clock_in", "2026-12-01T05:00:00+09:00"),
      log("clock_out", "2026-12-01T05:50:00+09:00"),
      // 2026-12-01 18:00 → 23:30: December.
      log("clock_in", "2026-12-01T18:00:00+09:00"),
      log("clock_out", "2026-12-01T23:30:00+09:00"),
    ]);
    expect(attendanceMonthFigures(shifts, "2026-11", tokyo)).toEqual({
      days: 1, // both shifts began on business day 11-30
      worked_minutes: 480 - 45 + 50,
      break_minutes: 45,
      open_shift: false,
    });
    expect(attendanceMonthFigures(shifts, "2026-12", tokyo)).toEqual({
      days: 1,
      worked_minutes: 330,
      break_minutes: 0,
      open_shift: false,
    });
  });

  it("flags an open shift and counts its day but not its minutes", () => {
    const shifts = shiftsOf([
      log("clock_in", "2026-11-02T18:00:00+09:00"),
      log("clock_out", "2026-11-02T23:00:00+09:00"),
      log("clock_in", "2026-11-03T18:00:00+09:00"),
    ]);
    expect(attendanceMonthFigures(shifts, "2026-11", tokyo)).toEqual({
      days: 2,
      worked_minutes: 300,
      break_minutes: 0,
      open_shift: true,
    });
  });
});

describe("the sheet's totals and CSV", () => {
  const rows = [
    {
      staff_id: 3,
      name: "石田 美咲",
      days: 2,
      worked_minutes: 487,
      break_minutes: 30,
      open_shift: false,
    },
    { staff_id: 4, name: "=cmd", days: 1, worked_minutes: 60, break_minutes: 0, open_shift: true },
  ];

  it("sums the rows and counts the members with an open shift", () => {
    expect(attendanceTotals(rows)).toEqual({
      days: 3,
      worked_minutes: 547,
      break_minutes: 30,
      open_shift: true,
      open_shifts: 1,
    });
  });

  it("writes UTF-8 with a BOM, CRLF lines, defused formulas and the total last", () => {
    expect(attendanceSheetCsv(rows)).toBe(
      "\uFEFFスタッフID,名前,出勤日数,勤務時間(分),休憩時間(分),勤務時間,退勤漏れ\r\n" +
        "3,石田 美咲,2,487,30,8:07,\r\n" +
        "4,'=cmd,1,60,0,1:00,あり\r\n" +
        ",合計,3,547,30,9:07,1名\r\n",
    );
  });

  it("formats minutes and months", () => {
    expect(formatWorkMinutes(0)).toBe("0:00");
    expect(formatWorkMinutes(487)).toBe("8:07");
    expect(formatWorkMinutes(6000)).toBe("100:00");
    expect(nextMonth("2026-12")).toBe("2027-01");
    expect(nextMonth("2026-09")).toBe("2026-10");
    expect(previousMonth("2027-01")).toBe("2026-12");
    expect(previousMonth("2026-10")).toBe("2026-09");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
  });
});
