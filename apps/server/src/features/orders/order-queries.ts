// Reads of the orders feature: a group (for its lounge and state), its order lines, and what can be ordered.
import { presentGenre, presentMenu, presentReward } from "@lounge-office/domain/menus";
import type { OrderRecord, ZOrderable } from "@lounge-office/domain/orders";
import { AppError, orderPrice } from "@lounge-office/domain/shared";
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { customerGroups, genres, menus, orders, rewards, staff } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";

const canceller = alias(staff, "canceller");

/** A customer group; `lock` takes its row lock, so orders and settlement of one group serialise. */
export async function findGroup(tx: Executor, id: number, lock = false) {
  const query = tx.select().from(customerGroups).where(eq(customerGroups.id, id));
  const [group] = lock ? await query.for("update") : await query;
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  return group;
}

/** `GET /customer_groups/:id/orders`: the lines of a group the actor may read. */
export async function listGroupOrders(db: Executor, actor: Actor, groupId: number) {
  const group = await findGroup(db, groupId);
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  return listOrders(db, group.id);
}

/** A group's order lines in the order taken, cancelled ones included (with who and when). */
export async function listOrders(db: Executor, groupId: number): Promise<OrderRecord[]> {
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
    order_price: orderPrice(o),
    created_at: o.created_at.toISOString(),
    created_by,
    cancelled_at: o.cancelled_at?.toISOString() ?? null,
    cancelled_by: cancelled_by ?? null,
  }));
}

/** A lounge's provided menus by genre (genres without one left out) and its provided rewards. */
export async function loadOrderable(
  db: Executor,
  loungeId: number,
): Promise<z.input<typeof ZOrderable>> {
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
}
