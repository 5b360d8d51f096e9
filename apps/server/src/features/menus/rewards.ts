// Rewards (screen 9): the lounge's list, and the commands: create, the original system's toggle / order / form
// update, the dragged row.
import { presentReward, type ZRewardInput, type ZRewardUpdate } from "@lounge-office/domain/menus";
import { AppError, type Reward } from "@lounge-office/domain/shared";
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { rewards } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { assertImageOf } from "./images";
import { moveToPosition, nextRowOrder } from "./reorder";

async function findReward(db: Executor, id: number) {
  const [reward] = await db.select().from(rewards).where(eq(rewards.id, id));
  if (!reward) throw new AppError("not_found", "特典が見つかりません");
  return reward;
}

export async function listRewards(db: Executor, loungeId: number): Promise<Reward[]> {
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.lounge_id, loungeId))
    .orderBy(asc(rewards.row_order), asc(rewards.id));
  return rows.map(presentReward);
}

/** A new reward goes to the end of its lounge's list; its image must be the lounge's. */
export async function createReward(
  tx: Executor,
  input: z.output<typeof ZRewardInput>,
): Promise<Reward> {
  // An admin may name any lounge: one that does not exist is a 404, not a foreign-key failure.
  await findLounge(tx, input.lounge_id);
  await assertImageOf(tx, input.image_id, input.lounge_id);
  const row_order = await nextRowOrder(tx, rewards, input.lounge_id);
  const [row] = await tx
    .insert(rewards)
    .values({ ...input, image_id: input.image_id ?? null, row_order })
    .returning();
  if (!row) throw new AppError("internal");
  return presentReward(row);
}

export async function updateReward(
  tx: Executor,
  actor: Actor,
  id: number,
  changes: z.output<typeof ZRewardUpdate>["reward"],
): Promise<Reward> {
  const reward = await findReward(tx, id);
  authorize(actor, "menus.manage", { loungeId: reward.lounge_id });
  await assertImageOf(tx, changes.image_id, reward.lounge_id);
  const [row] = await tx
    .update(rewards)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(rewards.id, reward.id))
    .returning();
  if (!row) throw new AppError("internal");
  return presentReward(row);
}

/** A dragged row: moved to `position` in its lounge's list; answers the new list. */
export async function sortReward(
  tx: Executor,
  actor: Actor,
  id: number,
  position: number,
): Promise<Reward[]> {
  const reward = await findReward(tx, id);
  authorize(actor, "menus.manage", { loungeId: reward.lounge_id });
  await moveToPosition(tx, rewards, reward.lounge_id, reward.id, position);
  return listRewards(tx, reward.lounge_id);
}
