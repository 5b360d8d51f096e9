// The permission table every route is tested against: public routes, and role × own/other lounge for guarded ones.
// A new route is not done until it has a row here (src/policy/permissions.test.ts fails otherwise).
import type { Db } from "../db/client";
import { buildStaff } from "../seed/factories";
import { ACCOUNTING_MATRIX } from "./route-matrix-accounting";
import { ATTENDANCE_MATRIX } from "./route-matrix-attendance";
import { BUSINESS_DAYS_MATRIX } from "./route-matrix-business-days";
import { FLOOR_MATRIX } from "./route-matrix-floor";
import { MENUS_MATRIX } from "./route-matrix-menus";
import { METRICS_MATRIX } from "./route-matrix-metrics";
import { RECEIPTS_MATRIX } from "./route-matrix-receipts";
import { SYSTEM_MESSAGES_MATRIX } from "./route-matrix-system-messages";
import type { World } from "./world";

/** "all": any lounge; "own": only the lounges the actor works at; "none": refused (403). */
export type Access = "all" | "own" | "none";
export type MatrixRole = "staff" | "manager" | "admin";

export type MatrixContext = {
  world: World;
  /** The lounge this run targets: the actor's own lounge or the other one. */
  loungeId: number;
  /** The role the run signs in as: `world[role]` is the actor (a case marked freshAccount aside). */
  role: MatrixRole;
  /** A unique, account-safe suffix for records the case creates. */
  fresh: () => string;
  db: Db;
};

export type MatrixRequest = {
  path: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

export type MatrixCase = {
  /** Exactly as registered: "METHOD /url-pattern". */
  route: string;
  /** "lounge": run against the actor's own lounge and the other one; "none": run once. */
  scope: "lounge" | "none";
  allowed: Record<MatrixRole, Access>;
  /** Builds the call, creating whatever target records it needs in `ctx.loungeId`. */
  request: (ctx: MatrixContext) => MatrixRequest | Promise<MatrixRequest>;
  /** The call ends or moves the actor's session: run it on a client signed in just for it. */
  freshSession?: true;
  /**
   * The call changes the actor's own account (its password, ending its other sessions): run it as a
   * new account of the role, at the own lounge, signed in just for it.
   */
  freshAccount?: true;
};

/** Routes anyone may call without a session: sign-in, its three look-ups, whether one is signed in, health, the crowd feed and its history, the guest page. */
export const PUBLIC_ROUTES: readonly string[] = [
  "GET /healthz",
  "GET /public/lounges/:id/crowd",
  "GET /public/lounges/:id/crowd/history",
  "GET /public/guest/:token",
  "GET /api/v1/lounges",
  "GET /api/v1/staffs",
  "GET /api/v1/account_lounges",
  "POST /api/v1/session",
  "GET /api/v1/session/state",
];

/**
 * Routes for operators (a bearer token or this host, never a session): Prometheus. Refused to other
 * addresses whatever the session (http/prometheus.test.ts); the matrix's clients are on loopback.
 */
export const OPERATOR_ROUTES: readonly string[] = ["GET /metrics"];

const everyone = { staff: "all", manager: "all", admin: "all" } as const;
/** Capability rows that every role holds in its own lounges (floor, settle, own attendance). */
const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
/** Manager-level rows: staff accounts, menus, seats, others' attendance, corrections. */
const managers = { staff: "none", manager: "own", admin: "all" } as const;
/** Head-office rows: lounge settings, metrics, system messages. */
const adminOnly = { staff: "none", manager: "none", admin: "all" } as const;

/** A complete, valid lounge settings body. */
export const loungeBody = (name: string) => ({
  name,
  name_eng: "Matrix",
  address: "東京都テスト区1-2-3",
  phone: "03-0000-0000",
  site_url: "https://example.com/matrix",
  time_zone: "Asia/Tokyo",
  business_day_cutoff: "06:00",
  invoice_registration_number: "T9234567890123",
  sign_in_roles: ["admin", "manager", "staff"],
  sign_in_account_list: true,
});

const loungeName = ({ world, loungeId }: MatrixContext) =>
  loungeId === world.own.id ? world.own.name : world.other.name;

export const MATRIX: readonly MatrixCase[] = [
  // Session (every signed-in member).
  {
    route: "GET /api/v1/session",
    scope: "none",
    allowed: everyone,
    request: () => ({ path: "/api/v1/session" }),
  },
  {
    route: "PUT /api/v1/session/lounge",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: "/api/v1/session/lounge", body: { lounge_id: loungeId } }),
    freshSession: true,
  },
  {
    route: "PUT /api/v1/session/password",
    scope: "none",
    allowed: everyone,
    request: () => ({
      path: "/api/v1/session/password",
      body: { current_password: "lounge-demo", password: "matrix-own-new-password" },
    }),
    freshAccount: true,
  },
  {
    route: "PUT /api/v1/session/locale",
    scope: "none",
    allowed: everyone,
    request: () => ({ path: "/api/v1/session/locale", body: { locale: "ja" } }),
  },
  {
    route: "DELETE /api/v1/session",
    scope: "none",
    allowed: everyone,
    request: () => ({ path: "/api/v1/session" }),
    freshSession: true,
  },

  // Staff accounts (screen 13): managers for their lounges, admins everywhere.
  {
    route: "GET /api/v1/staff_members",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/staff_members?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /api/v1/staff_members",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId, fresh }) => ({
      path: "/api/v1/staff_members",
      body: {
        name: "マトリクス 新人",
        account: `mx-new-${fresh()}`,
        role: "staff",
        lounge_ids: [loungeId],
        password: "matrix-password",
      },
    }),
  },
  {
    route: "PATCH /api/v1/staff_members/:id",
    scope: "lounge",
    allowed: managers,
    request: async ({ db, loungeId, fresh }) => {
      const target = await buildStaff(db, { account: `mx-edit-${fresh()}`, loungeIds: [loungeId] });
      return { path: `/api/v1/staff_members/${target.id}`, body: { name: "マトリクス 改名" } };
    },
  },
  {
    route: "POST /api/v1/staff_members/:id/password",
    scope: "lounge",
    allowed: managers,
    request: async ({ db, loungeId, fresh }) => {
      const target = await buildStaff(db, { account: `mx-pw-${fresh()}`, loungeIds: [loungeId] });
      return {
        path: `/api/v1/staff_members/${target.id}/password`,
        body: { password: "matrix-new-password" },
      };
    },
  },

  // The original system's attendance form look-up: own attendance, so every role in its lounges.
  {
    route: "GET /attendance_logs/staff_list",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/attendance_logs/staff_list?lounge_id=${loungeId}` }),
  },

  // Lounge settings: head office only, even for a manager's own lounge.
  {
    route: "GET /api/v1/lounge_settings",
    scope: "none",
    allowed: adminOnly,
    request: () => ({ path: "/api/v1/lounge_settings" }),
  },
  {
    route: "POST /api/v1/lounge_settings",
    scope: "none",
    allowed: adminOnly,
    request: ({ fresh }) => ({
      path: "/api/v1/lounge_settings",
      body: loungeBody(`マトリクス店${fresh()}`),
    }),
  },
  {
    route: "PUT /api/v1/lounge_settings/:id",
    scope: "lounge",
    allowed: adminOnly,
    // Same name and sign-in roles as before, so later sign-ins in the run are unaffected.
    request: (ctx) => ({
      path: `/api/v1/lounge_settings/${ctx.loungeId}`,
      body: loungeBody(loungeName(ctx)),
    }),
  },
  // 本日臨時休業: managers of the lounge, and head office.
  {
    route: "GET /api/v1/lounges/:id/closed_today",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/lounges/${loungeId}/closed_today` }),
  },
  {
    route: "PUT /api/v1/lounges/:id/closed_today",
    scope: "lounge",
    allowed: managers,
    // Left open, so the rest of the run sees the lounge as it was.
    request: ({ loungeId }) => ({
      path: `/api/v1/lounges/${loungeId}/closed_today`,
      body: { closed: false },
    }),
  },
  // How the lounge's takings are booked: read by its managers and head office, set by head office.
  {
    route: "GET /api/v1/lounges/:id/journal_accounts",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/lounges/${loungeId}/journal_accounts` }),
  },
  {
    route: "PUT /api/v1/lounges/:id/journal_accounts",
    scope: "lounge",
    allowed: adminOnly,
    // Back to the defaults, as it was.
    request: ({ loungeId }) => ({
      path: `/api/v1/lounges/${loungeId}/journal_accounts`,
      body: { journal_accounts: null },
    }),
  },

  // Realtime: a plain GET answers the welcome behind the same checks as the
  // WebSocket upgrade; src/realtime/cable.test.ts checks the upgrade's own refusals (401, 403).
  {
    route: "GET /cable",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/cable?lounge_id=${loungeId}` }),
  },
  ...FLOOR_MATRIX,
  ...MENUS_MATRIX,
  ...ACCOUNTING_MATRIX,
  ...BUSINESS_DAYS_MATRIX,
  ...RECEIPTS_MATRIX,
  ...ATTENDANCE_MATRIX,
  ...METRICS_MATRIX,
  ...SYSTEM_MESSAGES_MATRIX,
];
