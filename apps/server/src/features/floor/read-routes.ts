// Floor read calls: icon details, summaries, Konishi table, group index and running totals, event logs, invalid data.
import {
  AppError,
  ZBoardGroup,
  ZEventLog,
  ZIconDetail,
  ZIndexviewQuery,
  ZIndexviewRow,
  ZInvalidDataFix,
  ZInvalidDatum,
  ZKonishiTable,
  ZLoungeQuery,
  ZOptionalLoungeQuery,
  ZSummary,
} from "@lounge-office/domain";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { customerGroups } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import { can } from "../../policy/policy";
import { loadIconDetails, loadSeats } from "./board-query";
import { findInvalidData, loadEventLogs, markInvalidData } from "./event-log-query";
import { priceEachGroup } from "./pricing-input";
import { loadKonishiTable, loadSummary } from "./summary-query";

const tags = ["floor"];

export async function floorReadRoutes(app: App, { db }: Deps) {
  app.get(
    "/lounges/entries/icon_details",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "席ごとの経過分と会計中フラグ (30秒ごと)",
        querystring: ZOptionalLoungeQuery,
        response: { 200: z.array(ZIconDetail) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const loungeId = request.query.lounge_id ?? actor.currentLoungeId;
      authorize(actor, "floor.use", { loungeId });
      return loadIconDetails(db, loungeId);
    },
  );

  app.get(
    "/lounges/entries/summary",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "売上と在席人数 (60秒ごと)",
        querystring: ZOptionalLoungeQuery,
        response: { 200: ZSummary },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const loungeId = request.query.lounge_id ?? actor.currentLoungeId;
      // The all-lounges summary lets managers see every lounge's figures.
      if (!can(actor, "summary.all")) authorize(actor, "floor.use", { loungeId });
      return loadSummary(db, loungeId);
    },
  );

  app.get(
    "/lounges/entries/konishisan_table_datasource",
    {
      config: guarded("floor.use"),
      schema: { tags, summary: "人数別の在席 (180秒ごと)", response: { 200: ZKonishiTable } },
    },
    async (request) => {
      const actor = actorOf(request);
      return loadKonishiTable(db, actor.loungeIds);
    },
  );

  app.get(
    "/customer_groups",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "在席中の組の一覧",
        querystring: ZLoungeQuery,
        response: { 200: z.array(ZBoardGroup) },
      },
    },
    async (request) => {
      authorize(actorOf(request), "floor.use", { loungeId: request.query.lounge_id });
      const seats = await loadSeats(db, request.query.lounge_id);
      return seats.flatMap((s) => [...s.group_mens, ...s.group_ladys]).sort((a, b) => a.id - b.id);
    },
  );

  app.get(
    "/customer_groups/indexview_json",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "組ごとの滞在分と現在の金額",
        querystring: ZIndexviewQuery,
        response: { 200: z.array(ZIndexviewRow) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const ids = request.query.customer_group_ids;
      if (ids.length === 0) return [];
      const groups = await db
        .select({ id: customerGroups.id, lounge_id: customerGroups.lounge_id })
        .from(customerGroups)
        .where(inArray(customerGroups.id, ids));
      for (const g of groups) authorize(actor, "floor.use", { loungeId: g.lounge_id });
      const rows: z.infer<typeof ZIndexviewRow>[] = [];
      for (const loungeId of new Set(groups.map((g) => g.lounge_id))) {
        const mine = groups.filter((g) => g.lounge_id === loungeId).map((g) => g.id);
        for (const result of await priceEachGroup(db, loungeId, mine)) {
          const { id, priced } = result;
          rows.push(
            priced
              ? {
                  id,
                  solo_min: priced.solo_minutes,
                  share_min: priced.share_minutes,
                  calc_rule: priced.charge_price + priced.solo_price + priced.special_price,
                  calc_order: priced.order_price,
                  calc_total: priced.total_price,
                  calc_error: null,
                }
              : {
                  id,
                  solo_min: result.minutes?.solo ?? 0,
                  share_min: result.minutes?.share ?? 0,
                  calc_rule: null,
                  calc_order: null,
                  calc_total: null,
                  calc_error: result.error,
                },
          );
        }
      }
      return rows.sort((a, b) => a.id - b.id);
    },
  );

  app.get(
    "/event_logs",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "組の滞在記録",
        querystring: z.object({
          "q[customer_group_id_eq]": z.coerce
            .number()
            .int()
            .positive({ error: "組のIDを指定してください" }),
        }),
        response: { 200: z.array(ZEventLog) },
      },
    },
    async (request) => {
      const id = request.query["q[customer_group_id_eq]"];
      const [group] = await db.select().from(customerGroups).where(eq(customerGroups.id, id));
      if (!group) throw new AppError("not_found", "グループが見つかりません");
      authorize(actorOf(request), "floor.use", { loungeId: group.lounge_id });
      return loadEventLogs(db, id);
    },
  );

  app.get(
    "/invalid_data",
    {
      config: guarded("invalid_logs.manage"),
      schema: {
        tags,
        summary: "不整合な滞在記録",
        querystring: ZOptionalLoungeQuery,
        response: { 200: z.array(ZInvalidDatum) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const loungeId = request.query.lounge_id ?? actor.currentLoungeId;
      authorize(actor, "invalid_logs.manage", { loungeId });
      return findInvalidData(db, loungeId);
    },
  );

  app.put(
    "/invalid_data/fix",
    {
      config: guarded("invalid_logs.manage"),
      schema: {
        tags,
        summary: "不整合を対応済みにする",
        querystring: ZOptionalLoungeQuery,
        body: ZInvalidDataFix,
        response: {
          200: z.object({
            attributes: z.object({
              key: z.string(),
              sort_key: z.string(),
              fix: z.enum(["true", "false"]),
            }),
          }),
        },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const loungeId = request.query.lounge_id ?? actor.currentLoungeId;
      authorize(actor, "invalid_logs.manage", { loungeId });
      const input = request.body.invalid_data;
      const known = (await findInvalidData(db, loungeId)).find((f) => f.key === input.key);
      if (!known) throw new AppError("not_found", "該当する不整合が見つかりません");
      await markInvalidData(db, loungeId, { ...input, sort_key: known.sort_key }, actor.staffId);
      return {
        attributes: {
          key: input.key,
          sort_key: known.sort_key,
          fix: input.fix ? ("true" as const) : ("false" as const),
        },
      };
    },
  );
}
