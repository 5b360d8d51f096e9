// Rewards (screen 9): list, create, the seed's toggle / order / form update, sortable rows.
import {
  AppError,
  ZGenreListQuery,
  ZIdParams,
  ZReward,
  ZRewardInput,
  ZRewardPosition,
  ZRewardUpdate,
} from "@lounge-office/domain";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { images, rewards } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import { presentReward } from "./present";
import { moveToPosition, nextRowOrder } from "./reorder";

const tags = ["menus"];

export async function rewardRoutes(app: App, { db }: Deps) {
  const findReward = async (id: number) => {
    const [reward] = await db.select().from(rewards).where(eq(rewards.id, id));
    if (!reward) throw new AppError("not_found", "特典が見つかりません");
    return reward;
  };
  const assertImageOf = async (imageId: number | null | undefined, loungeId: number) => {
    if (imageId == null) return;
    const [image] = await db
      .select({ lounge_id: images.lounge_id })
      .from(images)
      .where(eq(images.id, imageId));
    if (image?.lounge_id !== loungeId)
      throw new AppError("validation_failed", "画像が見つかりません", {
        image: "画像が見つかりません",
      });
  };
  const list = async (loungeId: number) =>
    (
      await db
        .select()
        .from(rewards)
        .where(eq(rewards.lounge_id, loungeId))
        .orderBy(asc(rewards.row_order), asc(rewards.id))
    ).map(presentReward);

  app.get(
    "/rewards",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "特典一覧",
        querystring: ZGenreListQuery,
        response: { 200: z.array(ZReward) },
      },
    },
    async (request) => {
      authorize(actorOf(request), "menus.manage", { loungeId: request.query.lounge_id });
      return list(request.query.lounge_id);
    },
  );

  app.post(
    "/rewards",
    {
      config: guarded("menus.manage"),
      schema: { tags, summary: "特典登録", body: ZRewardInput, response: { 201: ZReward } },
    },
    async (request, reply) => {
      const input = request.body;
      authorize(actorOf(request), "menus.manage", { loungeId: input.lounge_id });
      await assertImageOf(input.image_id, input.lounge_id);
      const row = await db.transaction(async (tx) => {
        const row_order = await nextRowOrder(tx, rewards, input.lounge_id);
        const [created] = await tx
          .insert(rewards)
          .values({ ...input, image_id: input.image_id ?? null, row_order })
          .returning();
        return created;
      });
      if (!row) throw new AppError("internal");
      return reply.code(201).send(presentReward(row));
    },
  );

  app.put(
    "/rewards/:id",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "特典更新 (提供切替・表示順・編集)",
        params: ZIdParams,
        body: ZRewardUpdate,
        response: { 200: ZReward },
      },
    },
    async (request) => {
      const reward = await findReward(request.params.id);
      authorize(actorOf(request), "menus.manage", { loungeId: reward.lounge_id });
      await assertImageOf(request.body.reward.image_id, reward.lounge_id);
      const [row] = await db
        .update(rewards)
        .set({ ...request.body.reward, updated_at: new Date() })
        .where(eq(rewards.id, reward.id))
        .returning();
      if (!row) throw new AppError("internal");
      return presentReward(row);
    },
  );

  app.post(
    "/rewards/:id/sort",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "特典の並べ替え (ドラッグ)",
        params: ZIdParams,
        body: ZRewardPosition,
        response: { 200: z.array(ZReward) },
      },
    },
    async (request) => {
      const reward = await findReward(request.params.id);
      authorize(actorOf(request), "menus.manage", { loungeId: reward.lounge_id });
      await db.transaction((tx) =>
        moveToPosition(
          tx,
          rewards,
          reward.lounge_id,
          reward.id,
          request.body.reward.row_order_position,
        ),
      );
      return list(reward.lounge_id);
    },
  );
}
