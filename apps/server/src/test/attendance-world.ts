// Attendance tests' world: the standard world with its admin, manager and staff signed in at the own
// lounge, colleagues made on demand, recording through the API, and a fingerprint of the database to
// prove a refused call changed nothing.
import type { AttendanceLogType } from "@lounge-office/domain/attendance";
import { expect } from "vitest";
import { buildStaff } from "../seed/factories";
import { fingerprinter } from "./db-fingerprint";
import { startTestServer, type TestClient, type TestServer } from "./harness";
import { buildWorld } from "./world";

export async function startAttendanceWorld() {
  const server = await startTestServer();
  const world = await buildWorld(server.database.db);
  const signIn = async (account: string, loungeId = world.own.id) => {
    const client = server.client();
    const res = await client.signIn(account, "lounge-demo", loungeId);
    if (res.status !== 200) throw new Error(`sign-in of ${account} failed: ${res.status}`);
    return client;
  };
  return {
    server,
    world,
    signIn,
    admin: await signIn("w-admin"),
    manager: await signIn("w-manager"),
    staff: await signIn("w-staff"),
    /** Every table but the sessions (a request refreshes its session's last-seen time). */
    fingerprint: await fingerprinter(server.database.db, ["sessions", "sign_in_attempts"]),
  };
}

export type AttendanceWorld = Awaited<ReturnType<typeof startAttendanceWorld>>;

let counter = 0;

/** A new active staff member of `loungeId` (a fresh sequence for each test). */
export function colleague(
  server: TestServer,
  loungeId: number,
  overrides: Parameters<typeof buildStaff>[1] = {},
) {
  return buildStaff(server.database.db, {
    account: `att-${++counter}`,
    name: `勤怠 太郎${counter}`,
    loungeIds: [loungeId],
    ...overrides,
  });
}

export type AttendanceInput = {
  staff_id: number;
  lounge_id: number;
  log_type: AttendanceLogType;
  logged_at?: string;
  comment?: string;
  reason?: string;
};

/** `POST /attendance_logs` with the contract's exact payload. */
export const record = (client: TestClient, input: AttendanceInput) =>
  client.post("/attendance_logs", { attendance_log: input });

/** Records the steps in order (`[type, time]`, a time with its offset), each expected to succeed. */
export async function recordSteps(
  client: TestClient,
  staffId: number,
  loungeId: number,
  steps: [AttendanceLogType, string][],
) {
  const logs: { id: number; shift_day: string; log_type: string; logged_at: string }[] = [];
  for (const [log_type, logged_at] of steps) {
    const res = await record(client, {
      staff_id: staffId,
      lounge_id: loungeId,
      log_type,
      logged_at,
    });
    expect(res.status, `${log_type} ${logged_at}: ${JSON.stringify(res.body)}`).toBe(201);
    logs.push(res.body);
  }
  return logs;
}

/** The state list's row of one staff member. */
export async function stateOf(client: TestClient, loungeId: number, staffId: number) {
  const res = await client.get(`/attendance_logs/state?lounge_id=${loungeId}`);
  expect(res.status).toBe(200);
  return (res.body as { staff_id: number; state: string; since: string | null }[]).find(
    (row) => row.staff_id === staffId,
  );
}
