// The attendance screens' texts in this page's language. The monthly CSV is the server's file (its
// columns are for payroll) and is saved as it comes.
import type { AttendanceLogType, AttendanceState } from "@lounge-office/domain/attendance";
import { messages } from "../../lib/i18n";
import catalog from "./attendance.messages.json";

export const t = messages("attendance", catalog);

// Looked up once: every row of the attendance screen and of a member's logs names a type or a state.
const LOG_TYPE_NAMES: Record<AttendanceLogType, string> = {
  clock_in: t("logType.clock_in"),
  break_start: t("logType.break_start"),
  break_end: t("logType.break_end"),
  clock_out: t("logType.clock_out"),
};

const STATE_NAMES: Record<AttendanceState, string> = {
  off: t("state.off"),
  working: t("state.working"),
  on_break: t("state.on_break"),
};

/** A log type's name (出勤, 休憩開始… in Japanese: the domain's ATTENDANCE_LOG_TYPE_LABELS). */
export const logTypeName = (type: AttendanceLogType) => LOG_TYPE_NAMES[type];

/** A state's name (勤務外, 勤務中, 休憩中 in Japanese: the domain's ATTENDANCE_STATE_LABELS). */
export const stateName = (state: AttendanceState) => STATE_NAMES[state];

/** The question every attendance button asks first (the domain's attendanceConfirmText in Japanese). */
export const confirmText = (name: string, type: AttendanceLogType) =>
  t("confirm", { name, type: logTypeName(type) });
