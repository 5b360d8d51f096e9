// Recording attendance (`POST /attendance_logs`): one's own at the server's clock, or — managers — a
// colleague's, or a forgotten log at a given time (audited as an `add`). The whole sequence must still
// replay after it; the state it leaves is pushed to the lounge's devices.
import {
  type AttendanceLog,
  replayAttendance,
  STALE_SHIFT_HOURS,
  STALE_SHIFT_MESSAGE,
  type ZAttendanceLogCreate,
} from "@lounge-office/domain/attendance";
import { AppError, businessDayOf, worksAtLounge } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { attendanceLogChanges, attendanceLogs, staff, staffLounges } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import type { Actor } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { factsOf, presentAttendanceLog } from "./attendance-logs";
import {
  assertNotFuture,
  clockOf,
  databaseClock,
  entryOf,
  lockAttendance,
  sequenceLogs,
  sequenceMessage,
  settleSequence,
  wholeMinute,
} from "./attendance-sequence";

export type AttendanceRecordInput = z.output<typeof ZAttendanceLogCreate>["attendance_log"];

const refuse = (message: string): never => {
  throw new AppError("unprocessable", message, { staff_id: message });
};

/**
 * The staff member recorded must exist, be active and work at the lounge (admins work everywhere).
 * Closing a shift (a break's end, a clock-out: managers only, as it is someone else's) is allowed for a
 * member who has since left the lounge or been deactivated, so their open shift can still be ended;
 * the replay refuses it when nothing is open.
 */
async function assertRecordable(tx: Executor, staffId: number, loungeId: number, closing: boolean) {
  const [member] = await tx
    .select({ role: staff.role, active: staff.active })
    .from(staff)
    .where(eq(staff.id, staffId));
  if (!member) return refuse("スタッフが見つかりません");
  if (closing) return;
  if (!member.active) return refuse("無効なスタッフの勤怠は記録できません");
  const listed = await tx
    .select({ lounge_id: staffLounges.lounge_id })
    .from(staffLounges)
    .where(eq(staffLounges.staff_id, staffId));
  const loungeIds = listed.map((row) => row.lounge_id);
  if (!worksAtLounge({ role: member.role, loungeIds }, loungeId)) {
    refuse("このスタッフはこの店舗に所属していません");
  }
}

/**
 * A live step in a shift that began STALE_SHIFT_HOURS ago or more is refused: the clock-out was
 * forgotten, and recording now would close it with a guessed time. A manager adds it with its time.
 */
async function assertShiftNotStale(tx: Executor, loungeId: number, staffId: number, now: Date) {
  const replay = replayAttendance((await sequenceLogs(tx, loungeId, staffId)).map(entryOf));
  if (!replay.ok || replay.state === "off") return;
  const open = replay.shifts.at(-1);
  if (open && now.getTime() - open.clockIn >= STALE_SHIFT_HOURS * 3_600_000) {
    throw new AppError("unprocessable", STALE_SHIFT_MESSAGE);
  }
}

export async function recordAttendance(
  tx: Executor,
  actor: Actor,
  input: AttendanceRecordInput,
): Promise<AttendanceLog> {
  // The route has checked the lounge, and attendance.manage for another member or a given time.
  const given = input.logged_at !== undefined;
  const lounge = await findLounge(tx, input.lounge_id);
  const closing =
    input.staff_id !== actor.staffId &&
    (input.log_type === "break_end" || input.log_type === "clock_out");
  await assertRecordable(tx, input.staff_id, lounge.id, closing);
  await lockAttendance(tx, lounge.id, input.staff_id);
  const { now, minute } = await databaseClock(tx);
  const loggedAt = input.logged_at === undefined ? minute : wholeMinute(input.logged_at);
  assertNotFuture(loggedAt, now);
  if (!given) await assertShiftNotStale(tx, lounge.id, input.staff_id, now);
  const [row] = await tx
    .insert(attendanceLogs)
    .values({
      lounge_id: lounge.id,
      staff_id: input.staff_id,
      log_type: input.log_type,
      logged_at: loggedAt,
      // Until the replay below puts it on its shift's day.
      shift_day: businessDayOf(loggedAt.toISOString(), clockOf(lounge)),
      comment: input.comment ?? "",
      recorded_by: actor.staffId,
      corrected: given,
    })
    .returning();
  if (!row) throw new AppError("internal");
  const state = await settleSequence(
    tx,
    lounge,
    input.staff_id,
    (entry, message) =>
      // A live step refused is the state machine's own answer (出勤していないため退勤できません);
      // anything else names the log the sequence breaks at.
      !given && entry.id === row.id ? message : sequenceMessage(entry, message, lounge.time_zone),
    new Set([row.id]),
  );
  if (given) {
    await tx.insert(attendanceLogChanges).values({
      attendance_log_id: row.id,
      lounge_id: lounge.id,
      kind: "add",
      before: null,
      after: factsOf(row),
      reason: input.reason ?? "",
      changed_by: actor.staffId,
    });
  }
  await publish(tx, { type: "attendance", lounge_id: lounge.id, staff_id: input.staff_id, state });
  return presentAttendanceLog(tx, row.id);
}
