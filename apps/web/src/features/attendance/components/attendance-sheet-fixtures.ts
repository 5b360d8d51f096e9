// The monthly sheet's tests: a month's rows, a member's logs across a night shift and their
// corrections, and a fake server answering the sheet's calls (the shared cast is in `test-fixtures.ts`).
import type {
  AttendanceChange,
  AttendanceLog,
  AttendanceSheetRowOut,
} from "@lounge-office/domain/attendance";
import { jsonFetch } from "../../../test/render";
import { attendanceLog, json, MANAGER, MEMBER, requestLog, SESSIONS } from "./test-fixtures";

/** 石田: 487 worked and 60 break minutes over 2 days; 佐藤: a shift without its clock-out. */
export const ROWS: AttendanceSheetRowOut[] = [
  {
    staff_id: MEMBER.id,
    name: MEMBER.name,
    days: 2,
    worked_minutes: 487,
    break_minutes: 60,
    open_shift: false,
  },
  {
    staff_id: 8,
    name: "佐藤 花",
    days: 1,
    worked_minutes: 300,
    break_minutes: 30,
    open_shift: true,
  },
];

/**
 * A night shift of the 23rd (22:10 → 05:17 on the 24th, a break 00:00–01:00; the clock-out corrected
 * from 05:00) and a clock-in on the 25th voided as a double entry; listed out of order on purpose.
 */
export const LOGS: AttendanceLog[] = [
  attendanceLog(44, {
    log_type: "clock_out",
    logged_at: "2026-11-23T20:17:00.000Z",
    comment: "タクシー",
    corrected: true,
  }),
  attendanceLog(41, { log_type: "clock_in", logged_at: "2026-11-23T13:10:00.000Z" }),
  attendanceLog(42, { log_type: "break_start", logged_at: "2026-11-23T15:00:00.000Z" }),
  attendanceLog(43, { log_type: "break_end", logged_at: "2026-11-23T16:00:00.000Z" }),
  attendanceLog(45, {
    log_type: "clock_in",
    logged_at: "2026-11-25T09:00:00.000Z",
    shift_day: "2026-11-25",
    voided_at: "2026-11-25T10:00:00.000Z",
    corrected: true,
  }),
];

const change = (id: number, over: Partial<AttendanceChange>): AttendanceChange => ({
  id,
  attendance_log_id: 44,
  staff_id: MEMBER.id,
  staff_name: MEMBER.name,
  kind: "update",
  before: null,
  after: null,
  reason: "",
  changed_by_id: MANAGER.id,
  changed_by_name: MANAGER.name,
  changed_at: "2026-11-24T03:00:00.000Z",
  ...over,
});

export const CHANGES: AttendanceChange[] = [
  change(2, {
    attendance_log_id: 45,
    kind: "void",
    before: { log_type: "clock_in", logged_at: "2026-11-25T09:00:00.000Z" },
    reason: "二重登録",
    changed_at: "2026-11-25T10:00:00.000Z",
  }),
  change(1, {
    before: { log_type: "clock_out", logged_at: "2026-11-23T20:00:00.000Z" },
    after: { log_type: "clock_out", logged_at: "2026-11-23T20:17:00.000Z" },
    reason: "退勤の押し忘れ",
  }),
];

type SheetServerOptions = {
  role: "staff" | "manager";
  rows?: (month: string) => AttendanceSheetRowOut[];
  /** Answers to the writes (POST, PUT, PATCH), in order; a success echoes a log by default. */
  answers?: Response[];
  /** GET /attendance_logs/export. */
  csv?: (url: URL) => Response | Promise<Response>;
};

/**
 * A fake server answering the sheet's calls through the component's real fetchers and schemas: what
 * was asked (`asked`, GETs by path) and what was sent (`sent`, writes with their bodies).
 */
export function stubSheetServer({
  role,
  rows = () => ROWS,
  answers = [],
  csv,
}: SheetServerOptions) {
  const asked: URL[] = [];
  const { sent, record } = requestLog();
  const write = (url: URL, init?: RequestInit) => {
    record(url, init);
    return answers.shift() ?? json(LOGS[1], init?.method === "POST" ? 201 : 200);
  };
  const fetch = jsonFetch({
    "/api/v1/session": SESSIONS[role],
    "/attendance_logs": (url: URL, init?: RequestInit) => {
      if (init?.method === "POST") return write(url, init);
      asked.push(url);
      return json({ rows: rows(url.searchParams.get("month") ?? "") });
    },
    "/attendance_logs/entries": (url: URL) => {
      asked.push(url);
      return json({ logs: LOGS, changes: CHANGES });
    },
    "/attendance_logs/export": (url: URL) => {
      asked.push(url);
      return csv ? csv(url) : new Response("\uFEFFスタッフID\r\n", { status: 200 });
    },
    ...Object.fromEntries(
      LOGS.flatMap((log) => [
        [`/attendance_logs/${log.id}`, write],
        [`/attendance_logs/${log.id}/void`, write],
      ]),
    ),
  });
  return {
    fetch,
    asked,
    sent,
    askedFor: (path: string) => asked.filter((u) => u.pathname === path),
  };
}
