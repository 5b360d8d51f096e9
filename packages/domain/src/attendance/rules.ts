// Attendance: a staff member's logs at a lounge replayed as a state machine (off →
// working ⇄ on break → off), cut into shifts that belong to the business day they began in, and summed
// into the monthly sheet's whole minutes. A shift without its clock-out is flagged, never guessed.

import { csvField } from "../shared/csv";
import { type BusinessDayOptions, businessDayOf } from "../shared/time/business-day";
import { floorDiv, MS_PER_MINUTE } from "../shared/time/calendar";

export const ATTENDANCE_LOG_TYPES = ["clock_in", "break_start", "break_end", "clock_out"] as const;
export type AttendanceLogType = (typeof ATTENDANCE_LOG_TYPES)[number];

export const ATTENDANCE_LOG_TYPE_LABELS: Record<AttendanceLogType, string> = {
  clock_in: "出勤",
  break_start: "休憩開始",
  break_end: "休憩終了",
  clock_out: "退勤",
};

export const ATTENDANCE_STATES = ["off", "working", "on_break"] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

export const ATTENDANCE_STATE_LABELS: Record<AttendanceState, string> = {
  off: "勤務外",
  working: "勤務中",
  on_break: "休憩中",
};

/**
 * The state a log leaves its staff member in, whatever came before (in a sequence that replays, the
 * last log alone tells the state).
 */
export const ATTENDANCE_STATE_AFTER: Record<AttendanceLogType, AttendanceState> = {
  clock_in: "working",
  break_start: "on_break",
  break_end: "working",
  clock_out: "off",
};

/** What each state allows next, in the order the buttons show. */
const ALLOWED: Record<AttendanceState, AttendanceLogType[]> = {
  off: ["clock_in"],
  working: ["break_start", "clock_out"],
  on_break: ["break_end"],
};

/** Why a step is refused, per state and log type (the 422's message). */
const REFUSED: Record<AttendanceState, Partial<Record<AttendanceLogType, string>>> = {
  off: {
    break_start: "出勤していないため休憩を開始できません",
    break_end: "出勤していないため休憩を終了できません",
    clock_out: "出勤していないため退勤できません",
  },
  working: {
    clock_in: "既に出勤しています",
    break_end: "休憩中ではないため休憩を終了できません",
  },
  on_break: {
    clock_in: "既に出勤しています（休憩中）",
    break_start: "既に休憩中です",
    clock_out: "休憩中です。先に休憩終了を記録してください",
  },
};

/** The log types a staff member in `state` may record next (the buttons of their row). */
export function allowedAttendanceLogTypes(state: AttendanceState): AttendanceLogType[] {
  return ATTENDANCE_LOG_TYPES.filter((type) => ALLOWED[state].includes(type));
}

export type AttendanceStep = { ok: true; state: AttendanceState } | { ok: false; message: string };

/** One step of the state machine. */
export function nextAttendanceState(
  state: AttendanceState,
  logType: AttendanceLogType,
): AttendanceStep {
  if (ALLOWED[state].includes(logType)) return { ok: true, state: ATTENDANCE_STATE_AFTER[logType] };
  return { ok: false, message: REFUSED[state][logType] ?? "この記録はできません" };
}

/** The confirmation every attendance button asks first. */
export function attendanceConfirmText(name: string, logType: AttendanceLogType): string {
  return `「${name}」の${ATTENDANCE_LOG_TYPE_LABELS[logType]}を記録しますか？`;
}

/** A shift open this long lacks its clock-out: live steps in it are refused (a manager adds the time). */
export const STALE_SHIFT_HOURS = 16;
export const STALE_SHIFT_MESSAGE =
  "出勤から16時間以上たっています。退勤の打刻漏れの可能性があるため、店長に退勤時刻の記録を依頼してください";

/** A log as the replay reads it: `at` in epoch milliseconds (whole minutes as stored). */
export type AttendanceEntry = { id: number; log_type: AttendanceLogType; at: number };

export type AttendanceBreak = { start: number; end: number | null };

export type AttendanceShift = {
  clockIn: number;
  clockOut: number | null;
  breaks: AttendanceBreak[];
  /** The ids of the shift's logs, clock-in first. */
  logIds: number[];
};

export type AttendanceReplay =
  | { ok: true; state: AttendanceState; shifts: AttendanceShift[] }
  | { ok: false; entry: AttendanceEntry; message: string };

/** The order logs happen in: by time, then by id (two logs in one minute keep the order recorded). */
export function compareAttendanceEntries(a: AttendanceEntry, b: AttendanceEntry): number {
  return a.at - b.at || a.id - b.id;
}

/**
 * Replays one staff member's logs at one lounge (any order; sorted here) from `off`: the state after
 * the last one and the shifts, or the first log the state machine refuses and why.
 */
export function replayAttendance(entries: readonly AttendanceEntry[]): AttendanceReplay {
  const sorted = [...entries].sort(compareAttendanceEntries);
  let state: AttendanceState = "off";
  const shifts: AttendanceShift[] = [];
  let shift: AttendanceShift | null = null;
  for (const entry of sorted) {
    const step = nextAttendanceState(state, entry.log_type);
    if (!step.ok) return { ok: false, entry, message: step.message };
    state = step.state;
    if (entry.log_type === "clock_in") {
      shift = { clockIn: entry.at, clockOut: null, breaks: [], logIds: [entry.id] };
      shifts.push(shift);
      continue;
    }
    if (!shift) continue; // unreachable: every other step needs a clock-in first
    shift.logIds.push(entry.id);
    if (entry.log_type === "break_start") shift.breaks.push({ start: entry.at, end: null });
    else if (entry.log_type === "break_end") {
      const open = shift.breaks.at(-1);
      if (open) open.end = entry.at;
    } else shift.clockOut = entry.at;
  }
  return { ok: true, state, shifts };
}

/** A closed shift's break and worked minutes (worked = clock-in to clock-out less the breaks); null while open. */
export function shiftMinutes(shift: AttendanceShift): { worked: number; breaks: number } | null {
  if (shift.clockOut === null) return null;
  let breakMs = 0;
  for (const b of shift.breaks) breakMs += (b.end ?? shift.clockOut) - b.start;
  const breaks = floorDiv(breakMs, MS_PER_MINUTE);
  return { worked: floorDiv(shift.clockOut - shift.clockIn, MS_PER_MINUTE) - breaks, breaks };
}

/** The business day a shift belongs to: the one it began in (a night shift past midnight included). */
export function shiftBusinessDay(shift: AttendanceShift, options: BusinessDayOptions): string {
  return businessDayOf(new Date(shift.clockIn).toISOString(), options);
}

export type AttendanceMonthFigures = {
  days: number;
  worked_minutes: number;
  break_minutes: number;
  open_shift: boolean;
};

/**
 * One staff member's figures for a month (`"YYYY-MM"`): the shifts whose business day falls in it;
 * days are the distinct business days with a shift, minutes come from closed shifts only, and a shift
 * without a clock-out sets `open_shift` (its minutes are not guessed).
 */
export function attendanceMonthFigures(
  shifts: readonly AttendanceShift[],
  month: string,
  options: BusinessDayOptions,
  /** The shift's business day as stored when it was recorded (default: computed from `options`). */
  dayOf: (shift: AttendanceShift) => string = (shift) => shiftBusinessDay(shift, options),
): AttendanceMonthFigures {
  const days = new Set<string>();
  const figures: AttendanceMonthFigures = {
    days: 0,
    worked_minutes: 0,
    break_minutes: 0,
    open_shift: false,
  };
  for (const shift of shifts) {
    const day = dayOf(shift);
    if (!day.startsWith(`${month}-`)) continue;
    days.add(day);
    const minutes = shiftMinutes(shift);
    if (minutes === null) figures.open_shift = true;
    else {
      figures.worked_minutes += minutes.worked;
      figures.break_minutes += minutes.breaks;
    }
  }
  figures.days = days.size;
  return figures;
}

/** The sheet's total row. */
export function attendanceTotals(
  rows: readonly AttendanceMonthFigures[],
): AttendanceMonthFigures & { open_shifts: number } {
  const total = { days: 0, worked_minutes: 0, break_minutes: 0, open_shift: false, open_shifts: 0 };
  for (const row of rows) {
    total.days += row.days;
    total.worked_minutes += row.worked_minutes;
    total.break_minutes += row.break_minutes;
    if (row.open_shift) total.open_shifts += 1;
  }
  total.open_shift = total.open_shifts > 0;
  return total;
}

/** Minutes as `H:mm` (e.g. 487 → `8:07`), as a time sheet shows them. */
export function formatWorkMinutes(minutes: number): string {
  const hours = floorDiv(minutes, 60);
  return `${hours}:${String(minutes - hours * 60).padStart(2, "0")}`;
}

/** A month `"YYYY-MM"` (01–12) of the years attendance is kept for, 2000–2099. */
export const MONTH_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The month after `"YYYY-MM"`. */
export function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
}

/** The month before `"YYYY-MM"`. */
export function previousMonth(month: string): string {
  const [year = 0, m = 1] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

export type AttendanceSheetRow = AttendanceMonthFigures & { staff_id: number; name: string };

export const ATTENDANCE_CSV_HEADER = [
  "スタッフID",
  "名前",
  "出勤日数",
  "勤務時間(分)",
  "休憩時間(分)",
  "勤務時間",
  "退勤漏れ",
] as const;

/** The monthly sheet as CSV (UTF-8 with BOM for Excel, CRLF), the total row last. */
export function attendanceSheetCsv(rows: readonly AttendanceSheetRow[]): string {
  const line = (fields: (string | number)[]) => fields.map(csvField).join(",");
  const lines = [ATTENDANCE_CSV_HEADER.join(",")];
  for (const row of rows) {
    lines.push(
      line([
        row.staff_id,
        row.name,
        row.days,
        row.worked_minutes,
        row.break_minutes,
        formatWorkMinutes(row.worked_minutes),
        row.open_shift ? "あり" : "",
      ]),
    );
  }
  const total = attendanceTotals(rows);
  lines.push(
    line([
      "",
      "合計",
      total.days,
      total.worked_minutes,
      total.break_minutes,
      formatWorkMinutes(total.worked_minutes),
      total.open_shifts > 0 ? `${total.open_shifts}名` : "",
    ]),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
