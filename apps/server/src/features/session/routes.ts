// Sign-in look-ups and session calls (screen 16): /api/v1/lounges, /api/v1/staffs, /api/v1/session.
import {
  AppError,
  ROLE_JA,
  ZLoungeOption,
  ZOk,
  ZRole,
  ZSession,
  ZSignInRequest,
  ZStaffAccountOption,
  ZStaffAccountsQuery,
  ZSwitchLoungeRequest,
} from "@lounge-office/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { z } from "zod";
import { lounges, staff, staffLounges } from "../../db/schema";
import { guarded, publicRoute } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import { SESSION_COOKIE } from "../../http/session-plugin";
import type { App, Deps } from "../../http/types";
import { presentSession, signIn, signOut, switchLounge } from "./sign-in";

const tags = ["session"];

export async function sessionRoutes(app: App, { db, config }: Deps) {
  app.get(
    "/api/v1/lounges",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "店舗の選択肢 (サインイン)",
        response: { 200: z.array(ZLoungeOption) },
      },
    },
    async () => {
      const rows = await db
        .select({ id: lounges.id, name: lounges.name, roles: lounges.sign_in_roles })
        .from(lounges)
        .orderBy(asc(lounges.id));
      return rows.map((r) => ({
        text: r.name,
        value: {
          id: r.id,
          roles: r.roles.filter((role) => ZRole.safeParse(role).success) as z.infer<typeof ZRole>[],
        },
      }));
    },
  );

  app.get(
    "/api/v1/staffs",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "スタッフアカウントの選択肢 (サインイン)",
        querystring: ZStaffAccountsQuery,
        response: { 200: z.array(ZStaffAccountOption) },
      },
    },
    async (request) => {
      const { lounge_id, role } = request.query;
      const [lounge] = await db.select().from(lounges).where(eq(lounges.id, lounge_id));
      if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
      const asked = (role ?? "")
        .split(",")
        .map((r) => r.trim())
        .filter((r) => r !== "");
      const roles = lounge.sign_in_roles.filter((r) => asked.length === 0 || asked.includes(r));
      if (roles.length === 0) return [];
      const rows = await db
        .selectDistinct({ account: staff.account, role: staff.role, id: staff.id })
        .from(staff)
        .leftJoin(
          staffLounges,
          and(eq(staffLounges.staff_id, staff.id), eq(staffLounges.lounge_id, lounge_id)),
        )
        .where(
          and(
            eq(staff.active, true),
            inArray(staff.role, roles as z.infer<typeof ZRole>[]),
            or(eq(staff.role, "admin"), eq(staffLounges.lounge_id, lounge_id)),
          ),
        )
        .orderBy(asc(staff.id));
      return rows.map((r) => ({ account: r.account, role_ja: ROLE_JA[r.role] }));
    },
  );

  app.post(
    "/api/v1/session",
    {
      config: publicRoute,
      schema: {
        tags,
        summary: "サインイン",
        body: ZSignInRequest,
        response: { 200: ZSession },
      },
    },
    async (request, reply) => {
      const { token, sessionId } = await signIn(
        db,
        {
          loungeId: request.body.lounge_id,
          account: request.body.account,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          previousToken: request.cookies[SESSION_COOKIE],
        },
        {
          maxFailures: config.SIGN_IN_MAX_FAILURES,
          windowMinutes: config.SIGN_IN_WINDOW_MINUTES,
          ttlHours: config.SESSION_TTL_HOURS,
        },
      );
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: request.protocol === "https",
        maxAge: Math.round(config.SESSION_TTL_HOURS * 3600),
      });
      return presentSession(db, sessionId);
    },
  );

  app.get(
    "/api/v1/session",
    {
      config: guarded("session"),
      schema: { tags, summary: "現在のセッション", response: { 200: ZSession } },
    },
    async (request) => presentSession(db, request.sessionId ?? 0),
  );

  app.put(
    "/api/v1/session/lounge",
    {
      config: guarded("session"),
      schema: {
        tags,
        summary: "店舗の切替",
        body: ZSwitchLoungeRequest,
        response: { 200: ZSession },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(actor, "floor.use", { loungeId: request.body.lounge_id });
      const [lounge] = await db
        .select({ id: lounges.id, roles: lounges.sign_in_roles })
        .from(lounges)
        .where(eq(lounges.id, request.body.lounge_id));
      if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
      // The same rule as sign-in: a lounge's terminals only admit the roles it lists.
      if (!lounge.roles.includes(actor.role)) {
        throw new AppError("forbidden", "この店舗にはこの役割で切り替えできません");
      }
      await switchLounge(db, request.sessionId ?? 0, lounge.id);
      return presentSession(db, request.sessionId ?? 0);
    },
  );

  app.delete(
    "/api/v1/session",
    {
      config: guarded("session"),
      schema: { tags, summary: "サインアウト", response: { 200: ZOk } },
    },
    async (request, reply) => {
      await signOut(db, request.sessionId ?? 0);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true as const };
    },
  );
}
