// The attendance screen's tests: sessions, state rows and a fake server answering the attendance
// calls as their contracts do (POST /attendance_logs, /state, /staff_list), recording what was sent.
import type {
  AttendanceLog,
  AttendanceLogType,
  AttendanceStateRow,
  Session,
} from "@lounge-office/domain";
import { vi } from "vitest";
import { jsonFetch } from "../../../test/render";

const SHIBUYA = { id: 1, name: "渋谷", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };
const SHINJUKU = { id: 2, name: "新宿", time_zone: "Asia/Tokyo", business_day_cutoff: "06:00" };

export const STAFF_ID = 12;
export const MANAGER_ID = 3;

export const STAFF_SESSION: Session = {
  staff: {
    id: STAFF_ID,
    name: "石田 美咲",
    account: "shibuya-staff1",
    role: "staff",
    role_ja: "スタッフ",
  },
  lounge: SHIBUYA,
  lounges: [SHIBUYA],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

export const MANAGER_SESSION: Session = {
  staff: {
    id: MANAGER_ID,
    name: "佐藤 店長",
    account: "shibuya-manager",
    role: "manager",
    role_ja: "店長",
  },
  lounge: SHIBUYA,
  lounges: [SHIBUYA, SHINJUKU],
  csrf_token: "csrf-1",
  expires_at: "2030-01-01T00:00:00.000Z",
};

/** The tests' clock: 2026-11-23 21:00 in Tokyo (business day 11/23). */
export const NOW = new Date("2026-11-23T12:00:00.000Z");

export const stateRow = (
  staff_id: number,
  name: string,
  state: AttendanceStateRow["state"],
  since: string | null,
): AttendanceStateRow => ({ staff_id, name, state, since });

/** 石田 off (never recorded), 田中 working since 18:05 today, 鈴木 on a break since 20:40. */
export const STATES: AttendanceStateRow[] = [
  stateRow(STAFF_ID, "石田 美咲", "off", null),
  stateRow(21, "田中 葵", "working", "2026-11-23T09:05:00.000Z"),
  stateRow(22, "鈴木 玲奈", "on_break", "2026-11-23T11:40:00.000Z"),
];

export const STAFF_LISTS: Record<number, { id: number; name: string; account: string }[]> = {
  1: [
    { id: STAFF_ID, name: "石田 美咲", account: "shibuya-staff1" },
    { id: 21, name: "田中 葵", account: "shibuya-staff2" },
  ],
  2: [{ id: 31, name: "山本 結衣", account: "shinjuku-staff1" }],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const refusal = (message: string) =>
  json({ error: { code: "unprocessable", message } }, 422);

export type Sent = { method: string; path: string; search: string; body: unknown };

type Created = { staff_id: number; lounge_id: number; log_type: AttendanceLogType };

export const loggedAs = (created: Created, name: string): AttendanceLog => ({
  id: 501,
  staff_id: created.staff_id,
  staff_name: name,
  lounge_id: created.lounge_id,
  log_type: created.log_type,
  logged_at: NOW.toISOString(),
  comment: "",
  shift_day: "2026-11-23",
  recorded_by_id: created.staff_id,
  recorded_by_name: name,
  voided_at: null,
  corrected: false,
  created_at: NOW.toISOString(),
});

/**
 * Stubs fetch: the session, the states (read anew on each call from `states()`), the staff lists per
 * lounge, and POST /attendance_logs answered by `answer` (default: 201 with the log). Returns every
 * request the server got.
 */
export function stubServer({
  session,
  states = () => STATES,
  answer,
}: {
  session: Session;
  states?: () => AttendanceStateRow[];
  answer?: (body: { attendance_log: Created }) => Response | Promise<Response>;
}) {
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
  const nameOf = (id: number) =>
    Object.values(STAFF_LISTS)
      .flat()
      .find((s) => s.id === id)?.name ?? "?";
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": session,
      "/attendance_logs/state": (url: URL, init?: RequestInit) => {
        record(url, init);
        return json(states());
      },
      "/attendance_logs/staff_list": (url: URL, init?: RequestInit) => {
        record(url, init);
        return json({ staffs: STAFF_LISTS[Number(url.searchParams.get("lounge_id"))] ?? [] });
      },
      "/attendance_logs": (url: URL, init?: RequestInit) => {
        const body = record(url, init).body as { attendance_log: Created };
        return (
          answer?.(body) ??
          json(loggedAs(body.attendance_log, nameOf(body.attendance_log.staff_id)), 201)
        );
      },
    }),
  );
  return {
    sent,
    posts: () => sent.filter((s) => s.method === "POST"),
    stateReads: () => sent.filter((s) => s.path === "/attendance_logs/state").length,
  };
}
