// Orders on the floor: what can be ordered, a group's order lines, ordering, and cancelling until settlement.
import {
  AppError,
  ZIdParams,
  ZLoungeQuery,
  ZOrderable,
  ZOrderCreate,
  ZOrderRecord,
} from "@lounge-office/domain";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { customerGroups, genres, menus, orders, rewards, staff } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import { presentGenre, presentMenu, presentReward } from "../menus/present";

const tags = ["orders"];
const canceller = alias(staff, "canceller");

export async function listOrders(db: Executor, groupId: number) {
  const rows = await db
    .select({ order: orders, created_by: staff.name, cancelled_by: canceller.name })
    .from(orders)
    .innerJoin(staff, eq(staff.id, orders.created_by))
    .leftJoin(canceller, eq(canceller.id, orders.cancelled_by))
    .where(eq(orders.customer_group_id, groupId))
    .orderBy(asc(orders.created_at), asc(orders.id));
  return rows.map(({ order: o, created_by, cancelled_by }) => ({
    id: o.id,
    customer_group_id: o.customer_group_id,
    kind: o.menu_id !== null ? ("menu" as const) : ("reward" as const),
    menu_id: o.menu_id,
    reward_id: o.reward_id,
    name: o.name,
    option: o.option,
    price: o.price,
    num: o.num,
    order_price: o.cancelled_at ? 0 : o.price * o.num,
    created_at: o.created_at.toISOString(),
    created_by,
    cancelled_at: o.cancelled_at?.toISOString() ?? null,
    cancelled_by: cancelled_by ?? null,
  }));
}

export async function orderRoutes(app: App, { db }: Deps) {
  const findGroup = async (tx: Executor, id: number, lock = false) => {
    const query = tx.select().from(customerGroups).where(eq(customerGroups.id, id));
    const [group] = lock ? await query.for("update") : await query;
    if (!group) throw new AppError("not_found", "グループが見つかりません");
    return group;
  };

  app.get(
    "/api/v1/orderable",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "注文できるメニューと特典",
        querystring: ZLoungeQuery,
        response: { 200: ZOrderable },
      },
    },
    async (request) => {
      const loungeId = request.query.lounge_id;
      authorize(actorOf(request), "floor.use", { loungeId });
      const genreRows = await db
        .select()
        .from(genres)
        .where(eq(genres.lounge_id, loungeId))
        .orderBy(asc(genres.row_order), asc(genres.id));
      const menuRows = await db
        .select()
        .from(menus)
        .where(and(eq(menus.lounge_id, loungeId), eq(menus.provide_flag, true)))
        .orderBy(asc(menus.row_order), asc(menus.id));
      const rewardRows = await db
        .select()
        .from(rewards)
        .where(and(eq(rewards.lounge_id, loungeId), eq(rewards.provide_flag, true)))
        .orderBy(asc(rewards.row_order), asc(rewards.id));
      return {
        genres: genreRows
          .map((g) => ({
            ...presentGenre(g),
            menus: menuRows.filter((m) => m.genre_id === g.id).map((m) => presentMenu(m, g)),
          }))
          .filter((g) => g.menus.length > 0),
        rewards: rewardRows.map(presentReward),
      };
    },
  );

  app.get(
    "/customer_groups/:id/orders",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "組の注文",
        params: ZIdParams,
        response: { 200: z.array(ZOrderRecord) },
      },
    },
    async (request) => {
      const group = await findGroup(db, request.params.id);
      authorize(actorOf(request), "floor.use", { loungeId: group.lounge_id });
      return listOrders(db, group.id);
    },
  );

  app.post(
    "/customer_groups/:id/orders",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "注文・特典の追加",
        params: ZIdParams,
        body: ZOrderCreate,
        response: { 201: z.array(ZOrderRecord) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const input = request.body;
      await db.transaction(async (tx) => {
        const group = await findGroup(tx, request.params.id, true);
        authorize(actor, "floor.use", { loungeId: group.lounge_id });
        if (group.state !== "present")
          throw new AppError("conflict", "会計済みのグループには注文できません");
        if (input.menu_id !== undefined) {
          const [menu] = await tx.select().from(menus).where(eq(menus.id, input.menu_id));
          if (!menu || menu.lounge_id !== group.lounge_id)
            throw new AppError("not_found", "メニューが見つかりません");
          if (!menu.provide_flag)
            throw new AppError("validation_failed", `「${menu.name}」は現在提供していません`);
          const option = input.option?.toLowerCase() ?? "";
          if (menu.options.length > 0 && !menu.options.includes(option)) {
            throw new AppError("validation_failed", "オプションを選んでください", {
              option: "オプションを選んでください",
            });
          }
          if (menu.options.length === 0 && option !== "") {
            throw new AppError("validation_failed", "このメニューにはオプションがありません", {
              option: "このメニューにはオプションがありません",
            });
          }
          // The price is copied: a later price change never alters an order already taken.
          await tx.insert(orders).values({
            lounge_id: group.lounge_id,
            customer_group_id: group.id,
            menu_id: menu.id,
            name: menu.name,
            option,
            price: menu.price,
            num: input.num,
            created_by: actor.staffId,
          });
        } else if (input.reward_id !== undefined) {
          const [reward] = await tx.select().from(rewards).where(eq(rewards.id, input.reward_id));
          if (!reward || reward.lounge_id !== group.lounge_id)
            throw new AppError("not_found", "特典が見つかりません");
          if (!reward.provide_flag)
            throw new AppError("validation_failed", `「${reward.name}」は現在提供していません`);
          await tx.insert(orders).values({
            lounge_id: group.lounge_id,
            customer_group_id: group.id,
            reward_id: reward.id,
            name: reward.name,
            price: 0,
            num: input.num,
            created_by: actor.staffId,
          });
        }
      });
      return reply.code(201).send(await listOrders(db, request.params.id));
    },
  );

  app.delete(
    "/orders/:id",
    {
      config: guarded("floor.use"),
      schema: {
        tags,
        summary: "注文の取消 (会計前のみ)",
        params: ZIdParams,
        response: { 200: z.array(ZOrderRecord) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const groupId = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, request.params.id))
          .for("update");
        if (!order) throw new AppError("not_found", "注文が見つかりません");
        const group = await findGroup(tx, order.customer_group_id, true);
        authorize(actor, "floor.use", { loungeId: group.lounge_id });
        if (group.state !== "present")
          throw new AppError("conflict", "会計済みの注文は取り消せません");
        if (order.cancelled_at) throw new AppError("conflict", "この注文は既に取り消されています");
        await tx
          .update(orders)
          .set({ cancelled_at: new Date(), cancelled_by: actor.staffId })
          .where(eq(orders.id, order.id));
        return group.id;
      });
      return listOrders(db, groupId);
    },
  );
}
