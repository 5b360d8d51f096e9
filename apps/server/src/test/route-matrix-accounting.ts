// Permission rows for the accounting routes (joined into MATRIX by route-matrix.ts): settling is
// for every role in their lounges, corrections and voids for managers, the search for all (staff today).
import { businessDayOf } from "@lounge-office/domain/shared";
import { accountingLogs, settlements } from "../db/schema";
import { buildCustomerGroup, buildFeeRule, buildPriceTable } from "../seed/factories";
import { storedLog } from "./closed-days";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;

const pricedGroup = async (ctx: MatrixContext) => {
  const rule = await buildFeeRule(ctx.db, ctx.loungeId, { label: `会計${ctx.fresh()}` });
  await buildPriceTable(ctx.db, ctx.loungeId, rule.id);
  return buildCustomerGroup(ctx.db, ctx.loungeId, { feeRuleId: rule.id });
};

/** A settlement of today (staff may see it), made directly: one group, 0 yen, by the admin. */
export async function settlement(ctx: MatrixContext) {
  const group = await buildCustomerGroup(ctx.db, ctx.loungeId);
  const now = new Date();
  const [row] = await ctx.db
    .insert(settlements)
    .values({
      lounge_id: ctx.loungeId,
      accounted_at: now,
      business_day: businessDayOf(now.toISOString(), { timeZone: "Asia/Tokyo", cutoff: "06:00" }),
      staff_id: ctx.world.admin.id,
      cash: 0,
      cash_tendered: 0,
      credit: 0,
      e_money: 0,
      subtotal: 0,
      discount: 0,
      groups_total_price: 0,
      consumption_tax: 0,
      tax_discount: 0,
      created_by: ctx.world.admin.id,
    })
    .returning();
  const [log] = await ctx.db
    .insert(accountingLogs)
    .values(storedLog({ settlementId: row!.id, loungeId: ctx.loungeId, groupId: group.id }, now, 0))
    .returning();
  return log!;
}

export const ACCOUNTING_MATRIX: readonly MatrixCase[] = [
  {
    route: "GET /accounting_logs/new",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/accounting_logs/new?customer_group_ids[]=${(await pricedGroup(ctx)).id}`,
    }),
  },
  {
    route: "POST /accounting_logs/bill_session",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/accounting_logs/bill_session",
      body: { customer_group_ids: [(await pricedGroup(ctx)).id] },
    }),
  },
  {
    route: "POST /accounting_logs/release",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/accounting_logs/release",
      body: { customer_group_ids: [(await pricedGroup(ctx)).id] },
    }),
  },
  {
    route: "POST /accounting_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/accounting_logs",
      headers: { "idempotency-key": `matrix-${ctx.fresh()}` },
      body: {
        accounting_log: {
          customer_group_ids: [(await pricedGroup(ctx)).id],
          cash: 0,
          staff_id: ctx.world.admin.id,
        },
      },
    }),
  },
  {
    route: "GET /accounting_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/accounting_logs?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /accounting_logs/export",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/accounting_logs/export?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /accounting_logs/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/accounting_logs/${(await settlement(ctx)).id}` }),
  },
  {
    route: "PUT /accounting_logs/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/accounting_logs/${(await settlement(ctx)).id}`,
      body: { accounting_log: { comment: "matrix" } },
    }),
  },
  {
    route: "POST /accounting_logs/:id/void",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/accounting_logs/${(await settlement(ctx)).id}/void`,
      body: { reason: "matrix" },
    }),
  },
];
