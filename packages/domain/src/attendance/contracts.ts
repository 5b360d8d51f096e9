// Attendance as contracts: recording, the states, the monthly sheet and its CSV, comments and corrections.
import { z } from "zod";
import { ZIdParams } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZAttendanceCommentUpdate,
  ZAttendanceCorrection,
  ZAttendanceEntries,
  ZAttendanceEntriesQuery,
  ZAttendanceLog,
  ZAttendanceLogCreate,
  ZAttendanceSheet,
  ZAttendanceSheetQuery,
  ZAttendanceStateQuery,
  ZAttendanceStateRow,
  ZAttendanceVoid,
} from "./schemas";

const tags = ["attendance"] as const;

export const attendanceApi = {
  create: defineContract({
    method: "POST",
    path: "/attendance_logs",
    access: { action: "attendance.own" },
    summary: "勤怠の記録 (出勤・休憩開始・休憩終了・退勤; 他のスタッフ分と時刻指定は店長以上)",
    tags,
    body: ZAttendanceLogCreate,
    response: ZAttendanceLog,
    status: 201,
  }),
  sheet: defineContract({
    method: "GET",
    path: "/attendance_logs",
    access: { action: "attendance.own" },
    summary: "月次勤怠 (スタッフごとの出勤日数・勤務分・休憩分・退勤漏れ)",
    tags,
    query: ZAttendanceSheetQuery,
    response: ZAttendanceSheet,
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/attendance_logs/export",
    access: { action: "attendance.own" },
    summary: "月次勤怠のCSV (UTF-8 BOM付き、合計行つき)",
    tags,
    query: ZAttendanceSheetQuery,
    response: null,
  }),
  states: defineContract({
    method: "GET",
    path: "/attendance_logs/state",
    access: { action: "attendance.own" },
    summary: "店舗のスタッフごとの勤怠状態 (off / working / on_break)",
    tags,
    query: ZAttendanceStateQuery,
    response: z.array(ZAttendanceStateRow),
  }),
  entries: defineContract({
    method: "GET",
    path: "/attendance_logs/entries",
    access: { action: "attendance.own" },
    summary: "月の勤怠記録と修正履歴 (スタッフは自分の分のみ)",
    tags,
    query: ZAttendanceEntriesQuery,
    response: ZAttendanceEntries,
  }),
  updateComment: defineContract({
    method: "PUT",
    path: "/attendance_logs/:id",
    access: { action: "attendance.own" },
    summary: "勤怠記録のコメント (画面17)",
    tags,
    params: ZIdParams,
    body: ZAttendanceCommentUpdate,
    response: ZAttendanceLog,
  }),
  correct: defineContract({
    method: "PATCH",
    path: "/attendance_logs/:id",
    access: { action: "attendance.manage" },
    summary: "勤怠記録の修正 (時刻・種類、理由つき)",
    tags,
    params: ZIdParams,
    body: ZAttendanceCorrection,
    response: ZAttendanceLog,
  }),
  void: defineContract({
    method: "POST",
    path: "/attendance_logs/:id/void",
    access: { action: "attendance.manage" },
    summary: "勤怠記録の取り消し (理由つき)",
    tags,
    params: ZIdParams,
    body: ZAttendanceVoid,
    response: ZAttendanceLog,
  }),
};
