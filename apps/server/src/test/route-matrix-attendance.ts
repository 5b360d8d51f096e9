// Permission rows for attendance (joined into MATRIX by route-matrix.ts): everyone records and reads
// their own attendance in their lounges; recording for a colleague, another's comment, corrections and
// voids are for managers in their lounges (admins everywhere).
import { buildAttendanceLog, buildStaff } from "../seed/factories";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;

/** A colleague of the lounge the run targets: someone other than the actor. */
const colleague = (ctx: MatrixContext) =>
  buildStaff(ctx.db, { account: `mx-att-${ctx.fresh()}`, loungeIds: [ctx.loungeId] });

/** A past clock-in at the targeted lounge (a shift of its own: nothing else follows it). */
const clockIn = (ctx: MatrixContext, staffId: number) =>
  buildAttendanceLog(ctx.db, {
    loungeId: ctx.loungeId,
    staffId,
    logType: "clock_in",
    loggedAt: "2025-11-03T20:00:00+09:00",
  });

const month = "2025-11";

export const ATTENDANCE_MATRIX: readonly MatrixCase[] = [
  // One's own clock-in: every role where it works (the run's first log there, so it follows).
  {
    route: "POST /attendance_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({
      path: "/attendance_logs",
      body: {
        attendance_log: {
          staff_id: ctx.world[ctx.role].id,
          lounge_id: ctx.loungeId,
          log_type: "clock_in",
        },
      },
    }),
  },
  // A colleague's clock-in: managers.
  {
    route: "POST /attendance_logs",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: "/attendance_logs",
      body: {
        attendance_log: {
          staff_id: (await colleague(ctx)).id,
          lounge_id: ctx.loungeId,
          log_type: "clock_in",
        },
      },
    }),
  },
  {
    route: "GET /attendance_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/attendance_logs?lounge_id=${loungeId}&month=${month}` }),
  },
  {
    route: "GET /attendance_logs/export",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({
      path: `/attendance_logs/export?lounge_id=${loungeId}&month=${month}`,
    }),
  },
  {
    route: "GET /attendance_logs/state",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/attendance_logs/state?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /attendance_logs/entries",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({
      path: `/attendance_logs/entries?lounge_id=${loungeId}&month=${month}`,
    }),
  },
  // One's own log's comment: every role where it works.
  {
    route: "PUT /attendance_logs/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/attendance_logs/${(await clockIn(ctx, ctx.world[ctx.role].id)).id}`,
      body: { attendance_log: { comment: "マトリクス" } },
    }),
  },
  // A colleague's log's comment: managers.
  {
    route: "PUT /attendance_logs/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/attendance_logs/${(await clockIn(ctx, (await colleague(ctx)).id)).id}`,
      body: { attendance_log: { comment: "マトリクス" } },
    }),
  },
  {
    route: "PATCH /attendance_logs/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/attendance_logs/${(await clockIn(ctx, (await colleague(ctx)).id)).id}`,
      body: {
        attendance_log: { logged_at: "2025-11-03T20:05:00+09:00", reason: "マトリクス" },
      },
    }),
  },
  {
    route: "POST /attendance_logs/:id/void",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/attendance_logs/${(await clockIn(ctx, (await colleague(ctx)).id)).id}/void`,
      body: { attendance_log: { reason: "マトリクス" } },
    }),
  },
];
