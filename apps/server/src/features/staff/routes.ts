// Staff administration (screen 13) and the seed's `GET /attendance_logs/staff_list`.
import {
  ZIdParams,
  ZOk,
  ZPasswordReset,
  ZStaffCreate,
  ZStaffList,
  ZStaffListQuery,
  ZStaffMember,
  ZStaffSearchQuery,
  ZStaffUpdate,
} from "@lounge-office/domain";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { staff, staffLounges } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import {
  createStaffMember,
  resetStaffPassword,
  searchStaff,
  updateStaffMember,
} from "./staff-commands";

const tags = ["staff"];

export async function staffRoutes(app: App, { db }: Deps) {
  app.get(
    "/api/v1/staff_members",
    {
      config: guarded("staff.manage"),
      schema: {
        tags,
        summary: "スタッフ検索",
        querystring: ZStaffSearchQuery,
        response: { 200: z.array(ZStaffMember) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (request.query.lounge_id !== undefined) {
        authorize(actor, "staff.manage", { loungeId: request.query.lounge_id });
      }
      return searchStaff(db, actor, request.query);
    },
  );

  app.post(
    "/api/v1/staff_members",
    {
      config: guarded("staff.manage"),
      schema: {
        tags,
        summary: "スタッフ登録",
        body: ZStaffCreate,
        response: { 201: ZStaffMember },
      },
    },
    async (request, reply) => {
      const created = await createStaffMember(db, actorOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/v1/staff_members/:id",
    {
      config: guarded("staff.manage"),
      schema: {
        tags,
        summary: "スタッフ編集・無効化",
        params: ZIdParams,
        body: ZStaffUpdate,
        response: { 200: ZStaffMember },
      },
    },
    async (request) => updateStaffMember(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    "/api/v1/staff_members/:id/password",
    {
      config: guarded("staff.manage"),
      schema: {
        tags,
        summary: "パスワード再設定",
        params: ZIdParams,
        body: ZPasswordReset,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await resetStaffPassword(db, actorOf(request), request.params.id, request.body.password);
      return { ok: true as const };
    },
  );

  app.get(
    "/attendance_logs/staff_list",
    {
      config: guarded("attendance.own"),
      schema: {
        tags: ["attendance"],
        summary: "店舗のスタッフ一覧 (勤怠フォーム)",
        querystring: ZStaffListQuery,
        response: { 200: ZStaffList },
      },
    },
    async (request) => {
      authorize(actorOf(request), "attendance.own", { loungeId: request.query.lounge_id });
      const rows = await db
        .select({ id: staff.id, name: staff.name, account: staff.account })
        .from(staff)
        .innerJoin(staffLounges, eq(staffLounges.staff_id, staff.id))
        .where(and(eq(staffLounges.lounge_id, request.query.lounge_id), eq(staff.active, true)))
        .orderBy(asc(staff.id));
      return { staffs: rows };
    },
  );
}
