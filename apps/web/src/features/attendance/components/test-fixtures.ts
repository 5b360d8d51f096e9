// What the attendance screens' component tests share: 渋谷 and 新宿 (Asia/Tokyo, cut-off 06:00), a staff
// member and a manager with their sessions, the tests' clock, a log builder, JSON answers and the record
// of what a fake server was sent. The two fake servers (the attendance screen's and the monthly sheet's)
// are in `attendance-page-fixtures.ts` and `attendance-sheet-fixtures.ts`.
import type { AttendanceLog } from "@lounge-office/domain/attendance";
import type { Session } from "@lounge-office/domain/session";

export const SHIBUYA = {
  id: 1,
  name: "渋谷",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};
export const SHINJUKU = {
  id: 2,
  name: "新宿",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
};

/** The staff member: signed in on the staff session, the one whose month the sheet's tests open. */
export const MEMBER = { id: 3, name: "石田 美咲" };
export const MANAGER = { id: 7, name: "青木 健" };

export const STAFF_SESSION: Session = {
  staff: {
    id: MEMBER.id,
    name: MEMBER.name,
    account: "shibuya-staff",
    role: "staff",
    role_ja: "スタッフ",
    locale: "ja" as const,
  },
  lounge: SHIBUYA,
  lounges: [SHIBUYA],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

export const MANAGER_SESSION: Session = {
  staff: {
    id: MANAGER.id,
    name: MANAGER.name,
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
    locale: "ja" as const,
  },
  lounge: SHIBUYA,
  lounges: [SHIBUYA, SHINJUKU],
  csrf_token: "token",
  expires_at: "2030-01-01T00:00:00.000Z",
};

export const SESSIONS = { staff: STAFF_SESSION, manager: MANAGER_SESSION };

/** The attendance screen's clock: 2026-11-23 21:00 in Tokyo (business day 11/23). */
export const NOW = new Date("2026-11-23T12:00:00.000Z");

/** A log of 石田 at 渋谷 in the shift of 11/23, recorded by herself; `over` says what differs. */
export const attendanceLog = (
  id: number,
  over: Partial<AttendanceLog> & Pick<AttendanceLog, "log_type" | "logged_at">,
): AttendanceLog => ({
  id,
  staff_id: MEMBER.id,
  staff_name: MEMBER.name,
  lounge_id: SHIBUYA.id,
  comment: "",
  shift_day: "2026-11-23",
  recorded_by_id: MEMBER.id,
  recorded_by_name: MEMBER.name,
  voided_at: null,
  corrected: false,
  created_at: over.logged_at,
  ...over,
});

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const refusal = (message: string, status = 422) =>
  json({ error: { code: status === 422 ? "unprocessable" : "forbidden", message } }, status);

/** A request as a fake server got it: the tests compare exactly this. */
export type Sent = { method: string; path: string; search: string; body: unknown };

/** The requests a fake server got, in order, and the function its routes call to add one. */
export function requestLog() {
  const sent: Sent[] = [];
  const record = (url: URL, init?: RequestInit): Sent => {
    const entry = {
      method: init?.method ?? "GET",
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    sent.push(entry);
    return entry;
  };
  return { sent, record };
}
