// Permission rows for the business-day routes (joined into MATRIX by route-matrix.ts): every role
// reads its lounges' days, opens them and records paid-in/out; managers close and correct and
// verify the journal; admins reopen. Each case works on a day of its own, so no case finds a day another one opened or closed.
import { dayFigures } from "@lounge-office/domain/business-days";
import { businessDays, cashMovements } from "../db/schema";
import { buildPrinter } from "../seed/factories";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;
const adminOnly = { staff: "none", manager: "none", admin: "all" } as const;

/** A past business day no other case uses (counting days from 2020-01-01). */
const freshDay = (ctx: MatrixContext) =>
  new Date(Date.UTC(2020, 0, 1) + Number(ctx.fresh()) * 86_400_000).toISOString().slice(0, 10);

const dayPath = (ctx: MatrixContext, date: string, rest = "") =>
  `/business_days/${ctx.loungeId}/${date}${rest}`;

const NO_FIGURES = dayFigures({ settlements: [], movements: [], cancelledEntries: 0 });

async function insertDay(ctx: MatrixContext, state: "open" | "closed") {
  const now = new Date();
  const [day] = await ctx.db
    .insert(businessDays)
    .values({
      lounge_id: ctx.loungeId,
      date: freshDay(ctx),
      state,
      float: 0,
      opened_at: now,
      opened_by: ctx.world.admin.id,
      ...(state === "closed"
        ? { closed_at: now, closed_by: ctx.world.admin.id, counted_cash: 0, snapshot: NO_FIGURES }
        : {}),
    })
    .returning();
  if (!day) throw new Error("no day");
  return day;
}

async function movement(ctx: MatrixContext) {
  const day = await insertDay(ctx, "open");
  const [row] = await ctx.db
    .insert(cashMovements)
    .values({
      lounge_id: ctx.loungeId,
      business_day_id: day.id,
      direction: "out",
      amount: 1000,
      reason: "買い出し",
      staff_id: ctx.world.admin.id,
      recorded_at: new Date(),
    })
    .returning();
  if (!row) throw new Error("no movement");
  return row;
}

const counted = {
  "10000": 0,
  "5000": 0,
  "2000": 0,
  "1000": 0,
  "500": 0,
  "100": 0,
  "50": 0,
  "10": 0,
  "5": 0,
  "1": 0,
};

export const BUSINESS_DAYS_MATRIX: readonly MatrixCase[] = [
  {
    route: "GET /business_days/:lounge_id/:date",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx)) }),
  },
  {
    route: "POST /business_days/:lounge_id/:date/open",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/open"), body: { float: 30000 } }),
  },
  {
    route: "GET /business_days/:lounge_id/:date/cash_movements",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/cash_movements") }),
  },
  {
    route: "POST /business_days/:lounge_id/:date/cash_movements",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({
      path: dayPath(ctx, freshDay(ctx), "/cash_movements"),
      body: { direction: "out", amount: 1500, reason: "買い出し" },
    }),
  },
  {
    route: "PUT /cash_movements/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/cash_movements/${(await movement(ctx)).id}`,
      body: { amount: 1200, correction_reason: "レシートと照合" },
    }),
  },
  {
    route: "POST /cash_movements/:id/void",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/cash_movements/${(await movement(ctx)).id}/void`,
      body: { reason: "二重に記録" },
    }),
  },
  {
    route: "GET /business_days/:lounge_id/:date/precheck",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/precheck") }),
  },
  {
    route: "POST /business_days/:lounge_id/:date/close",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/close"), body: { counted } }),
  },
  {
    route: "POST /business_days/:lounge_id/:date/reopen",
    scope: "lounge",
    allowed: adminOnly,
    request: async (ctx) => ({
      path: dayPath(ctx, (await insertDay(ctx, "closed")).date, "/reopen"),
      body: { reason: "締めた後に会計が見つかった" },
    }),
  },
  {
    route: "GET /business_days/journal.csv",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: `/business_days/journal.csv?format=yayoi&first_day=2020-01-01&last_day=2020-01-31&lounge_ids=${ctx.loungeId}`,
    }),
  },
  {
    route: "GET /journal/export.csv",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: `/journal/export.csv?lounge_id=${ctx.loungeId}&first_day=2020-01-01&last_day=2020-01-31`,
    }),
  },
  {
    route: "GET /journal/verify",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({ path: `/journal/verify?lounge_id=${ctx.loungeId}` }),
  },
  {
    route: "GET /business_days",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: `/business_days?first_day=2020-01-01&last_day=2020-01-31&lounge_ids=${ctx.loungeId}`,
    }),
  },
  {
    route: "GET /business_days/summary.csv",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: `/business_days/summary.csv?first_day=2020-01-01&last_day=2020-01-31&lounge_ids=${ctx.loungeId}`,
    }),
  },
  {
    route: "GET /business_days/:lounge_id/:date/hourly",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/hourly") }),
  },
  {
    route: "POST /business_days/:lounge_id/:date/print_jobs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => {
      const printer = await buildPrinter(ctx.db, ctx.loungeId, { name: `日報${ctx.fresh()}` });
      return {
        path: dayPath(ctx, (await insertDay(ctx, "open")).date, "/print_jobs"),
        body: { printer_id: printer.id },
      };
    },
  },
  {
    route: "GET /business_days/:lounge_id/:date/report.csv",
    scope: "lounge",
    allowed: ownLounges,
    request: (ctx) => ({ path: dayPath(ctx, freshDay(ctx), "/report.csv") }),
  },
];
