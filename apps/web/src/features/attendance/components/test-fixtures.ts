// Fixtures for the monthly sheet's component tests: a session at 渋谷 (Asia/Tokyo, cut-off 06:00), a
// month's rows, a member's logs across a night shift and their corrections, and a fake server.
import type {
  AttendanceChange,
  AttendanceLog,
  AttendanceSheetRowOut,
  Session,
} from "@lounge-office/domain";
import { jsonFetch } from "../../../test/render";

export const lounge = {
  id: 1,
  name: "渋谷",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};

export const MANAGER_ID = 7;
export const MEMBER = { id: 3, name: "石田 美咲" };

export const sessionOf = (role: "staff" | "manager"): Session => ({
  staff:
    role === "manager"
      ? { id: MANAGER_ID, name: "青木 健", account: "shibuya-manager", role, role_ja: "店長" }
      : { id: MEMBER.id, name: MEMBER.name, account: "shibuya-staff", role, role_ja: "スタッフ" },
  lounge,
  lounges: [lounge],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const refusal = (message: string, status = 422) =>
  json({ error: { code: status === 422 ? "unprocessable" : "forbidden", message } }, status);

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

export const attendanceLog = (
  id: number,
  over: Partial<AttendanceLog> & Pick<AttendanceLog, "log_type" | "logged_at">,
): AttendanceLog => ({
  id,
  staff_id: MEMBER.id,
  staff_name: MEMBER.name,
  lounge_id: lounge.id,
  comment: "",
  shift_day: "2026-11-23",
  recorded_by_id: MEMBER.id,
  recorded_by_name: MEMBER.name,
  voided_at: null,
  corrected: false,
  created_at: over.logged_at,
  ...over,
});

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
  changed_by_id: MANAGER_ID,
  changed_by_name: "青木 健",
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

export type Sent = { method: string; path: string; body: unknown };

type ServerOptions = {
  role: "staff" | "manager";
  rows?: (month: string) => AttendanceSheetRowOut[];
  /** Answers to the writes (POST, PUT, PATCH), in order; a success echoes a log by default. */
  answers?: Response[];
  /** GET /attendance_logs/export. */
  csv?: (url: URL) => Response | Promise<Response>;
};

/**
 * A fake server answering the attendance calls through the component's real fetchers and schemas:
 * what was asked (`asked`, GETs by path) and what was sent (`sent`, writes with their bodies).
 */
export function stubAttendanceServer({
  role,
  rows = () => ROWS,
  answers = [],
  csv,
}: ServerOptions) {
  const asked: URL[] = [];
  const sent: Sent[] = [];
  const write = (url: URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      path: url.pathname,
      body: JSON.parse(String(init?.body)),
    });
    return answers.shift() ?? json(LOGS[1], init?.method === "POST" ? 201 : 200);
  };
  const fetch = jsonFetch({
    "/api/v1/session": sessionOf(role),
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
