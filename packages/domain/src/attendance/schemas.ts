// Attendance (screens 12 and 17): recording clock-in, breaks and
// clock-out, the state of each staff member, the monthly sheet and its CSV, comments, and managers'
// corrections with their audit. The original system's staff selector call is `staffApi.staffList`.
import { z } from "zod";
import { ZId, ZIdParam, zInstant, zText } from "../shared/api/common";
import { ATTENDANCE_LOG_TYPES, ATTENDANCE_STATES, MONTH_PATTERN } from "./rules";

export const ZAttendanceLogType = z.enum(ATTENDANCE_LOG_TYPES, {
  error: "種類は出勤・休憩開始・休憩終了・退勤から選んでください",
});
export const ZAttendanceState = z.enum(ATTENDANCE_STATES);

const ZAttendanceComment = zText("コメントは文字列で入力してください").max(500, {
  error: "コメントは500文字以内で入力してください",
});
/** An instant with its offset (`2026-11-23T22:10:00+09:00`); stored to the whole minute. */
const ZLoggedAt = zInstant("日時は 2026-11-23T22:10:00+09:00 の形で指定してください", {
  first: 2000,
  last: 2099,
});
/** Why a manager corrects a log: shown in the change history. */
const ZReason = zText("修正理由を入力してください")
  .trim()
  .min(1, { error: "修正理由を入力してください" })
  .max(200, { error: "修正理由は200文字以内で入力してください" });
export const ZMonth = zText("月を指定してください").regex(MONTH_PATTERN, {
  error: "月は YYYY-MM の形（2000〜2099年）で指定してください",
});

/**
 * `POST /attendance_logs` (exactly this payload). `logged_at` is for managers (a forgotten log,
 * recorded later; default now), `reason` says why (kept in the change history).
 */
export const ZAttendanceLogCreate = z.object({
  attendance_log: z.object({
    staff_id: ZId,
    lounge_id: ZId,
    log_type: ZAttendanceLogType,
    comment: ZAttendanceComment.optional(),
    logged_at: ZLoggedAt.optional(),
    reason: ZReason.optional(),
  }),
});
export type AttendanceLogCreate = z.input<typeof ZAttendanceLogCreate>;

export const ZAttendanceLog = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  lounge_id: z.number().int(),
  log_type: ZAttendanceLogType,
  /** ISO instant, a whole minute. */
  logged_at: z.string(),
  comment: z.string(),
  /** The business day of the shift this log belongs to (the day its clock-in began in). */
  shift_day: z.string(),
  recorded_by_id: z.number().int(),
  recorded_by_name: z.string(),
  /** Set when a manager voided the log: it no longer counts anywhere. */
  voided_at: z.string().nullable(),
  /** Whether the log was added later or changed by a manager (its history is in the changes). */
  corrected: z.boolean(),
  created_at: z.string(),
});
export type AttendanceLog = z.infer<typeof ZAttendanceLog>;

/**
 * `GET /attendance_logs/state?lounge_id=` → one row per staff member of the lounge: the contract's
 * `{ staff_id, name, state }`, with when the state and the open shift began.
 */
export const ZAttendanceStateQuery = z.object({ lounge_id: ZIdParam });
export const ZAttendanceStateRow = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  state: ZAttendanceState,
  /** When the current state began (the last log's time); null for someone never recorded. */
  since: z.string().nullable(),
  /** The open shift's clock-in (null when off): a shift open 16 hours or more lacks its clock-out. */
  shift_started_at: z.string().nullable(),
});
export type AttendanceStateRow = z.infer<typeof ZAttendanceStateRow>;

/** `GET /attendance_logs?lounge_id=&month=YYYY-MM`: the monthly sheet (staff see their own row only). */
export const ZAttendanceSheetQuery = z.object({ lounge_id: ZIdParam, month: ZMonth });
export const ZAttendanceSheetRow = z.object({
  staff_id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  worked_minutes: z.number().int(),
  break_minutes: z.number().int(),
  /** A shift of the month has no clock-out: its minutes are not counted (never guessed). */
  open_shift: z.boolean(),
});
export type AttendanceSheetRowOut = z.infer<typeof ZAttendanceSheetRow>;
export const ZAttendanceSheet = z.object({ rows: z.array(ZAttendanceSheetRow) });

/** `GET /attendance_logs/entries?lounge_id=&month=&staff_id=`: the month's logs and their corrections. */
export const ZAttendanceEntriesQuery = z.object({
  lounge_id: ZIdParam,
  month: ZMonth,
  staff_id: ZIdParam.optional(),
});
const ZLogFacts = z.object({ log_type: ZAttendanceLogType, logged_at: z.string() });
export const ZAttendanceChange = z.object({
  id: z.number().int(),
  attendance_log_id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  kind: z.enum(["add", "update", "void"]),
  before: ZLogFacts.nullable(),
  after: ZLogFacts.nullable(),
  reason: z.string(),
  changed_by_id: z.number().int(),
  changed_by_name: z.string(),
  changed_at: z.string(),
});
export type AttendanceChange = z.infer<typeof ZAttendanceChange>;
export const ZAttendanceEntries = z.object({
  logs: z.array(ZAttendanceLog),
  changes: z.array(ZAttendanceChange),
});
export type AttendanceEntries = z.infer<typeof ZAttendanceEntries>;

/** `PUT /attendance_logs/{id}` (screen 17, exactly this payload): the comment alone. */
export const ZAttendanceCommentUpdate = z.object({
  attendance_log: z.object({ comment: ZAttendanceComment }),
});

/** `PATCH /attendance_logs/{id}` (managers): a log's time or type, with the reason. */
export const ZAttendanceCorrection = z.object({
  attendance_log: z.object({
    log_type: ZAttendanceLogType.optional(),
    logged_at: ZLoggedAt.optional(),
    reason: ZReason,
  }),
});
export type AttendanceCorrection = z.input<typeof ZAttendanceCorrection>;

/** `POST /attendance_logs/{id}/void` (managers): a log recorded by mistake stops counting. */
export const ZAttendanceVoid = z.object({ attendance_log: z.object({ reason: ZReason }) });
