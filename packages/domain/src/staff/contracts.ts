// Staff administration and the staff list as contracts.
import { z } from "zod";
import { ZIdParams, ZOk } from "../shared/api/common";
import { defineContract } from "../shared/api/contract";
import {
  ZPasswordReset,
  ZStaffCreate,
  ZStaffList,
  ZStaffListQuery,
  ZStaffMember,
  ZStaffSearchQuery,
  ZStaffUpdate,
} from "./schemas";

const tags = ["staff"] as const;

export const staffApi = {
  search: defineContract({
    method: "GET",
    path: "/api/v1/staff_members",
    access: { action: "staff.manage" },
    summary: "スタッフ検索",
    tags,
    query: ZStaffSearchQuery,
    response: z.array(ZStaffMember),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/v1/staff_members",
    access: { action: "staff.manage" },
    summary: "スタッフ登録",
    tags,
    body: ZStaffCreate,
    response: ZStaffMember,
    status: 201,
  }),
  update: defineContract({
    method: "PATCH",
    path: "/api/v1/staff_members/:id",
    access: { action: "staff.manage" },
    summary: "スタッフ編集・無効化",
    tags,
    params: ZIdParams,
    body: ZStaffUpdate,
    response: ZStaffMember,
  }),
  resetPassword: defineContract({
    method: "POST",
    path: "/api/v1/staff_members/:id/password",
    access: { action: "staff.manage" },
    summary: "パスワード再設定",
    tags,
    params: ZIdParams,
    body: ZPasswordReset,
    response: ZOk,
  }),
  /** The original system's call for the attendance form (screen 12). */
  staffList: defineContract({
    method: "GET",
    path: "/attendance_logs/staff_list",
    access: { action: "attendance.own" },
    summary: "店舗のスタッフ一覧 (勤怠フォーム)",
    tags: ["attendance"],
    query: ZStaffListQuery,
    response: ZStaffList,
  }),
};
