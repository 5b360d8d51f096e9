// Commands of the orders feature: order a menu item (with its one option) or a reward for a present
// group, and cancel a line until the group is settled.
import type { OrderCreate } from "@lounge-office/domain/orders";
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { menus, orders, rewards } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";
import { findGroup } from "./order-queries";

type Group = Awaited<ReturnType<typeof findGroup>>;

/** The menu's option rule: one of its tags when it has some, none otherwise. */
function checkedOption(options: readonly string[], asked: string | undefined) {
  const option = asked?.toLowerCase() ?? "";
  if (options.length > 0 && !options.includes(option)) {
    throw new AppError("validation_failed", "オプションを選んでください", {
      option: "オプションを選んでください",
    });
  }
  if (options.length === 0 && option !== "") {
    throw new AppError("validation_failed", "このメニューにはオプションがありません", {
      option: "このメニューにはオプションがありません",
    });
  }
  return option;
}

async function menuLine(tx: Executor, group: Group, menuId: number, input: OrderCreate) {
  const [menu] = await tx.select().from(menus).where(eq(menus.id, menuId));
  if (!menu || menu.lounge_id !== group.lounge_id)
    throw new AppError("not_found", "メニューが見つかりません");
  if (!menu.provide_flag)
    throw new AppError("validation_failed", `「${menu.name}」は現在提供していません`);
  // The price is copied: a later price change never alters an order already taken.
  return {
    menu_id: menu.id,
    name: menu.name,
    option: checkedOption(menu.options, input.option),
    price: menu.price,
  };
}

async function rewardLine(tx: Executor, group: Group, rewardId: number) {
  const [reward] = await tx.select().from(rewards).where(eq(rewards.id, rewardId));
  if (!reward || reward.lounge_id !== group.lounge_id)
    throw new AppError("not_found", "特典が見つかりません");
  if (!reward.provide_flag)
    throw new AppError("validation_failed", `「${reward.name}」は現在提供していません`);
  return { reward_id: reward.id, name: reward.name, price: 0 };
}

/** Adds one order line to a present group (its row locked, so a settlement cannot slip in between). */
export async function createOrder(
  tx: Executor,
  actor: Actor,
  groupId: number,
  input: OrderCreate,
): Promise<void> {
  const group = await findGroup(tx, groupId, true);
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  if (group.state !== "present")
    throw new AppError("conflict", "会計済みのグループには注文できません");
  const line =
    input.menu_id !== undefined
      ? await menuLine(tx, group, input.menu_id, input)
      : input.reward_id !== undefined
        ? await rewardLine(tx, group, input.reward_id)
        : null;
  // The contract's schema asks for exactly one of the two.
  if (!line) throw new AppError("validation_failed", "メニューか特典のどちらかを選んでください");
  await tx.insert(orders).values({
    lounge_id: group.lounge_id,
    customer_group_id: group.id,
    ...line,
    num: input.num,
    created_by: actor.staffId,
  });
}

/** Cancels a line (kept, with who and when) while its group is present; answers the group's id. */
export async function cancelOrder(tx: Executor, actor: Actor, orderId: number): Promise<number> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new AppError("not_found", "注文が見つかりません");
  const group = await findGroup(tx, order.customer_group_id, true);
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  if (group.state !== "present") throw new AppError("conflict", "会計済みの注文は取り消せません");
  if (order.cancelled_at) throw new AppError("conflict", "この注文は既に取り消されています");
  await tx
    .update(orders)
    .set({ cancelled_at: new Date(), cancelled_by: actor.staffId })
    .where(eq(orders.id, order.id));
  return group.id;
}
