// The attendance screen's tests: state rows, the staff lists per lounge and a fake server answering the
// screen's calls as their contracts do (POST /attendance_logs, /state, /staff_list), recording what was
// sent (the shared cast is in `test-fixtures.ts`).
import type {
  AttendanceLog,
  AttendanceLogType,
  AttendanceStateRow,
} from "@lounge-office/domain/attendance";
import type { Session } from "@lounge-office/domain/session";
import { vi } from "vitest";
import { jsonFetch } from "../../../test/render";
import { attendanceLog, json, MEMBER, NOW, requestLog } from "./test-fixtures";

export const stateRow = (
  staff_id: number,
  name: string,
  state: AttendanceStateRow["state"],
  since: string | null,
  shift_started_at: string | null = state === "off" ? null : since,
): AttendanceStateRow => ({ staff_id, name, state, since, shift_started_at });

/** 石田 off (never recorded), 田中 working since 18:05 today, 鈴木 on a break since 20:40. */
export const STATES: AttendanceStateRow[] = [
  stateRow(MEMBER.id, MEMBER.name, "off", null),
  stateRow(21, "田中 葵", "working", "2026-11-23T09:05:00.000Z"),
  stateRow(22, "鈴木 玲奈", "on_break", "2026-11-23T11:40:00.000Z"),
];

export const STAFF_LISTS: Record<number, { id: number; name: string; account: string }[]> = {
  1: [
    { id: MEMBER.id, name: MEMBER.name, account: "shibuya-staff" },
    { id: 21, name: "田中 葵", account: "shibuya-staff2" },
  ],
  2: [{ id: 31, name: "山本 結衣", account: "shinjuku-staff1" }],
};

type Created = { staff_id: number; lounge_id: number; log_type: AttendanceLogType };

/** The log the server answers a recording with: recorded now, by the member. */
export const loggedAs = (created: Created, name: string): AttendanceLog =>
  attendanceLog(501, {
    ...created,
    staff_name: name,
    logged_at: NOW.toISOString(),
    recorded_by_id: created.staff_id,
    recorded_by_name: name,
  });

/**
 * Stubs fetch: the session, the states (read anew on each call from `states()`), the staff lists per
 * lounge, and POST /attendance_logs answered by `answer` (default: 201 with the log). Returns every
 * request the server got.
 */
export function stubPageServer({
  session,
  states = () => STATES,
  answer,
}: {
  session: Session;
  states?: () => AttendanceStateRow[];
  answer?: (body: { attendance_log: Created }) => Response | Promise<Response>;
}) {
  const { sent, record } = requestLog();
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
