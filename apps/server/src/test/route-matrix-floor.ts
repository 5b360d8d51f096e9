// Permission rows for the floor, seats and orders routes (joined into MATRIX by route-matrix.ts).

import { eq } from "drizzle-orm";
import { eventLogs, rewards, specialDates } from "../db/schema";
import { buildCustomerGroup, buildFeeRule, buildPriceTable, buildSeat } from "../seed/factories";
import type { MatrixCase, MatrixContext } from "./route-matrix";

const everyone = { staff: "all", manager: "all", admin: "all" } as const;
const ownLounges = { staff: "own", manager: "own", admin: "all" } as const;
const managers = { staff: "none", manager: "own", admin: "all" } as const;
/** The all-lounges summary: managers see every lounge, staff only their own. */
const summary = { staff: "own", manager: "all", admin: "all" } as const;

const group = (ctx: MatrixContext) => buildCustomerGroup(ctx.db, ctx.loungeId);
const pricedGroup = async (ctx: MatrixContext) => {
  const rule = await buildFeeRule(ctx.db, ctx.loungeId, { label: `通常${ctx.fresh()}` });
  await buildPriceTable(ctx.db, ctx.loungeId, rule.id);
  return buildCustomerGroup(ctx.db, ctx.loungeId, { feeRuleId: rule.id });
};
const reward = async ({ db, loungeId, fresh }: MatrixContext) =>
  (
    await db
      .insert(rewards)
      .values({ lounge_id: loungeId, name: `R${fresh()}` })
      .returning()
  )[0]!;
const seatBody = (ctx: MatrixContext) => ({
  name: `Z${ctx.fresh()}`,
  seat_type: "auto",
  col: 9,
  row: 9,
});
const specialDate = async ({ db, loungeId }: MatrixContext) =>
  (
    await db
      .insert(specialDates)
      .values({
        lounge_id: loungeId,
        from_day: "2030-12-31",
        to_day: "2031-01-03",
        price_per_person: 1000,
      })
      .returning()
  )[0]!;
const ruleBody = (ctx: MatrixContext) => ({
  label: `R${ctx.fresh()}`,
  other_flag: false,
  executive: false,
  vip: false,
  flat_price_per_person: null,
});

export const FLOOR_MATRIX: readonly MatrixCase[] = [
  // The board and customer groups (floor board, orders, calls, comments, ages).
  {
    route: "GET /lounges/entries/board",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/lounges/entries/board?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /customer_groups",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/customer_groups",
      body: {
        customer_group: { seat_id: (await buildSeat(ctx.db, ctx.loungeId)).id, mens: 0, ladys: 2 },
      },
    }),
  },
  {
    route: "PUT /customer_groups/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/customer_groups/${(await group(ctx)).id}`,
      body: { customer_group: { comment: "matrix", lock_version: 0 } },
    }),
  },
  {
    // A fresh entry without orders: staff may cancel it too (within minutes of entry).
    route: "POST /customer_groups/:id/cancel",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/customer_groups/${(await group(ctx)).id}/cancel`,
      body: { customer_group: { reason: "誤入力", lock_version: 0 } },
    }),
  },
  // The guest page's link: floor staff of the group's lounge issue, read and revoke it.
  {
    route: "POST /customer_groups/:id/guest_link",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/customer_groups/${(await group(ctx)).id}/guest_link` }),
  },
  {
    route: "GET /customer_groups/:id/guest_link",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/customer_groups/${(await group(ctx)).id}/guest_link` }),
  },
  {
    route: "DELETE /customer_groups/:id/guest_link",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/customer_groups/${(await group(ctx)).id}/guest_link` }),
  },
  {
    route: "GET /customer_groups/changes",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/customer_groups/changes?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /customer_groups/warn_icon",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/customer_groups/warn_icon",
      body: { customer_group: { id: (await group(ctx)).id, level: 2 } },
    }),
  },
  {
    route: "POST /customer_groups/stop_warn_icon",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: "/customer_groups/stop_warn_icon",
      body: { customer_group: { id: (await group(ctx)).id } },
    }),
  },
  {
    route: "GET /customer_groups/warn_icons_json",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/customer_groups/warn_icons_json?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /lounges/entries/icon_details",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/lounges/entries/icon_details?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /lounges/entries/summary",
    scope: "lounge",
    allowed: summary,
    request: ({ loungeId }) => ({ path: `/lounges/entries/summary?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /lounges/entries/konishisan_table_datasource",
    scope: "none",
    allowed: everyone,
    request: () => ({ path: "/lounges/entries/konishisan_table_datasource" }),
  },
  {
    route: "GET /customer_groups",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/customer_groups?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /customer_groups/indexview_json",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/customer_groups/indexview_json?customer_group_ids[]=${(await pricedGroup(ctx)).id}`,
    }),
  },
  {
    route: "GET /event_logs",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/event_logs?q[customer_group_id_eq]=${(await group(ctx)).id}`,
    }),
  },
  {
    route: "GET /event_logs/corrections",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/event_logs/corrections?customer_group_id=${(await group(ctx)).id}`,
    }),
  },
  {
    // A valid correction: the group's only (open) log starts a minute earlier, still in the past.
    route: "PUT /event_logs/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => {
      const startAt = new Date(Date.now() - 10 * 60_000);
      const g = await buildCustomerGroup(ctx.db, ctx.loungeId, { startAt });
      const [log] = await ctx.db
        .select()
        .from(eventLogs)
        .where(eq(eventLogs.customer_group_id, g.id));
      return {
        path: `/event_logs/${log!.id}`,
        body: {
          event_log: {
            start_at: new Date(startAt.getTime() - 60_000).toISOString(),
            end_at: null,
            reason: "入店の記録漏れ",
          },
        },
      };
    },
  },
  {
    route: "GET /invalid_data",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/invalid_data?lounge_id=${loungeId}` }),
  },
  {
    route: "PUT /invalid_data/fix",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => {
      const stale = await buildCustomerGroup(ctx.db, ctx.loungeId, {
        startAt: new Date(Date.now() - 13 * 3_600_000),
      });
      return {
        path: `/invalid_data/fix?lounge_id=${ctx.loungeId}`,
        body: { invalid_data: { key: `long_stay:${stale.id}`, sort_key: "", fix: true } },
      };
    },
  },
  // Orders (floor capability).
  {
    route: "GET /api/v1/orderable",
    scope: "lounge",
    allowed: ownLounges,
    request: ({ loungeId }) => ({ path: `/api/v1/orderable?lounge_id=${loungeId}` }),
  },
  {
    route: "GET /customer_groups/:id/orders",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({ path: `/customer_groups/${(await group(ctx)).id}/orders` }),
  },
  {
    route: "POST /customer_groups/:id/orders",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => ({
      path: `/customer_groups/${(await group(ctx)).id}/orders`,
      body: { reward_id: (await reward(ctx)).id, num: 1 },
    }),
  },
  {
    route: "DELETE /orders/:id",
    scope: "lounge",
    allowed: ownLounges,
    request: async (ctx) => {
      const g = await group(ctx);
      const { orders } = await import("../db/schema");
      const r = await reward(ctx);
      const staffRow = ctx.world.admin;
      const [order] = await ctx.db
        .insert(orders)
        .values({
          lounge_id: ctx.loungeId,
          customer_group_id: g.id,
          reward_id: r.id,
          name: r.name,
          price: 0,
          num: 1,
          created_by: staffRow.id,
        })
        .returning();
      return { path: `/orders/${order!.id}` };
    },
  },
  // Seats and fee rules (managers).
  {
    route: "GET /api/v1/seats",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/seats?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /api/v1/seats",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: "/api/v1/seats",
      body: { ...seatBody(ctx), lounge_id: ctx.loungeId },
    }),
  },
  {
    route: "PUT /api/v1/seats/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/seats/${(await buildSeat(ctx.db, ctx.loungeId)).id}`,
      body: seatBody(ctx),
    }),
  },
  {
    route: "DELETE /api/v1/seats/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/seats/${(await buildSeat(ctx.db, ctx.loungeId)).id}`,
    }),
  },
  {
    route: "GET /api/v1/fee_rules",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/fee_rules?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /api/v1/fee_rules",
    scope: "lounge",
    allowed: managers,
    request: (ctx) => ({
      path: "/api/v1/fee_rules",
      body: { ...ruleBody(ctx), lounge_id: ctx.loungeId },
    }),
  },
  {
    route: "PUT /api/v1/fee_rules/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/fee_rules/${(await buildFeeRule(ctx.db, ctx.loungeId)).id}`,
      body: ruleBody(ctx),
    }),
  },
  {
    route: "DELETE /api/v1/fee_rules/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/fee_rules/${(await buildFeeRule(ctx.db, ctx.loungeId)).id}`,
    }),
  },
  // Price tables and special dates: the same managers' row as seats and fee rules.
  {
    route: "GET /api/v1/price_tables/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/price_tables/${(await buildFeeRule(ctx.db, ctx.loungeId)).id}`,
    }),
  },
  {
    route: "PUT /api/v1/price_tables/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({
      path: `/api/v1/price_tables/${(await buildFeeRule(ctx.db, ctx.loungeId)).id}`,
      body: { cells: [{ gender: "mens", day_type: "weekday", hour: 20, share: 600, solo: 300 }] },
    }),
  },
  {
    route: "GET /api/v1/special_dates",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({ path: `/api/v1/special_dates?lounge_id=${loungeId}` }),
  },
  {
    route: "POST /api/v1/special_dates",
    scope: "lounge",
    allowed: managers,
    request: ({ loungeId }) => ({
      path: "/api/v1/special_dates",
      body: {
        lounge_id: loungeId,
        from_day: "2031-12-31",
        to_day: "2032-01-03",
        price_per_person: 500,
      },
    }),
  },
  {
    route: "DELETE /api/v1/special_dates/:id",
    scope: "lounge",
    allowed: managers,
    request: async (ctx) => ({ path: `/api/v1/special_dates/${(await specialDate(ctx)).id}` }),
  },
];
