// Menus (screens 6, 7, 8, 18): search, create, the seed's toggle / order / form update, bulk provide, sortable rows.
import {
  AppError,
  ZBulkProvide,
  ZIdParams,
  ZMenu,
  ZMenuInput,
  ZMenuPosition,
  ZMenuSearchQuery,
  ZMenuUpdate,
} from "@lounge-office/domain";
import { and, asc, eq, gt, inArray, lt, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { genres, images, menus } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import type { Actor } from "../../policy/policy";
import { presentMenu } from "./present";
import { moveToPosition, nextRowOrder } from "./reorder";

const tags = ["menus"];

export async function listMenus(db: Executor, where: SQL | undefined) {
  const rows = await db
    .select({ menu: menus, genre: genres })
    .from(menus)
    .innerJoin(genres, eq(genres.id, menus.genre_id))
    .where(where)
    .orderBy(asc(menus.row_order), asc(menus.id));
  return rows.map((r) => presentMenu(r.menu, r.genre));
}

async function assertGenreOf(db: Executor, genreId: number, loungeId: number) {
  const [genre] = await db.select().from(genres).where(eq(genres.id, genreId));
  if (!genre || genre.lounge_id !== loungeId) {
    throw new AppError("validation_failed", "ジャンルが正しくありません", {
      genre_id: "ジャンルが正しくありません",
    });
  }
}

async function assertImageOf(db: Executor, imageId: number | null | undefined, loungeId: number) {
  if (imageId == null) return;
  const [image] = await db
    .select({ lounge_id: images.lounge_id })
    .from(images)
    .where(eq(images.id, imageId));
  if (!image || image.lounge_id !== loungeId) {
    throw new AppError("validation_failed", "画像が見つかりません", {
      image: "画像が見つかりません",
    });
  }
}

/** The lounges a search covers: the one asked for, else every lounge the actor manages. */
function searchableLounges(actor: Actor, loungeId: number | undefined) {
  if (loungeId !== undefined) {
    authorize(actor, "menus.manage", { loungeId });
    return [loungeId];
  }
  return actor.loungeIds;
}

export async function menuRoutes(app: App, { db }: Deps) {
  const findMenu = async (id: number) => {
    const [menu] = await db.select().from(menus).where(eq(menus.id, id));
    if (!menu) throw new AppError("not_found", "メニューが見つかりません");
    return menu;
  };
  const present = async (id: number) => (await listMenus(db, eq(menus.id, id)))[0];

  app.get(
    "/menus",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "メニュー検索",
        querystring: ZMenuSearchQuery,
        response: { 200: z.array(ZMenu) },
      },
    },
    async (request) => {
      const q = request.query;
      const lounges = searchableLounges(actorOf(request), q.lounge_id);
      if (lounges.length === 0) return [];
      return listMenus(
        db,
        and(
          inArray(menus.lounge_id, lounges),
          q.genre_kind ? eq(genres.genre_kind, q.genre_kind) : undefined,
          q.genre_id ? eq(menus.genre_id, q.genre_id) : undefined,
          q.price_gt !== undefined ? gt(menus.price, q.price_gt) : undefined,
          q.price_lt !== undefined ? lt(menus.price, q.price_lt) : undefined,
        ),
      );
    },
  );

  app.post(
    "/menus",
    {
      config: guarded("menus.manage"),
      schema: { tags, summary: "メニュー登録", body: ZMenuInput, response: { 201: ZMenu } },
    },
    async (request, reply) => {
      const input = request.body;
      authorize(actorOf(request), "menus.manage", { loungeId: input.lounge_id });
      await assertGenreOf(db, input.genre_id, input.lounge_id);
      await assertImageOf(db, input.image_id, input.lounge_id);
      const id = await db.transaction(async (tx) => {
        const row_order = await nextRowOrder(tx, menus, input.lounge_id);
        const [row] = await tx
          .insert(menus)
          .values({ ...input, image_id: input.image_id ?? null, row_order })
          .returning({ id: menus.id });
        return row?.id;
      });
      const saved = id ? await present(id) : undefined;
      if (!saved) throw new AppError("internal");
      return reply.code(201).send(saved);
    },
  );

  app.put(
    "/menus/:id",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "メニュー更新 (提供切替・表示順・編集)",
        params: ZIdParams,
        body: ZMenuUpdate,
        response: { 200: ZMenu },
      },
    },
    async (request) => {
      const menu = await findMenu(request.params.id);
      const { lounge_id, ...changes } = request.body.menu;
      authorize(actorOf(request), "menus.manage", { loungeId: menu.lounge_id });
      if (lounge_id !== undefined && lounge_id !== menu.lounge_id) {
        throw new AppError("validation_failed", "メニューの店舗が一致しません");
      }
      if (changes.genre_id !== undefined) await assertGenreOf(db, changes.genre_id, menu.lounge_id);
      await assertImageOf(db, changes.image_id, menu.lounge_id);
      await db
        .update(menus)
        .set({ ...changes, updated_at: new Date() })
        .where(eq(menus.id, menu.id));
      const saved = await present(menu.id);
      if (!saved) throw new AppError("internal");
      return saved;
    },
  );

  app.post(
    "/menus/:id/sort",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "メニューの並べ替え (ドラッグ)",
        params: ZIdParams,
        body: ZMenuPosition,
        response: { 200: z.array(ZMenu) },
      },
    },
    async (request) => {
      const menu = await findMenu(request.params.id);
      authorize(actorOf(request), "menus.manage", { loungeId: menu.lounge_id });
      await db.transaction((tx) =>
        moveToPosition(tx, menus, menu.lounge_id, menu.id, request.body.menu.row_order_position),
      );
      return listMenus(db, eq(menus.lounge_id, menu.lounge_id));
    },
  );

  app.post(
    "/menus/bulk_provide",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "ジャンルごとの一括提供切替",
        body: ZBulkProvide,
        response: { 200: z.array(ZMenu) },
      },
    },
    async (request) => {
      const { lounge_id, genre_id, menu_ids, provide_flag } = request.body;
      authorize(actorOf(request), "menus.manage", { loungeId: lounge_id });
      if (!genre_id && !menu_ids?.length)
        throw new AppError("validation_failed", "対象のメニューを選んでください");
      const where = and(
        eq(menus.lounge_id, lounge_id),
        genre_id ? eq(menus.genre_id, genre_id) : undefined,
        menu_ids?.length ? inArray(menus.id, menu_ids) : undefined,
      );
      await db.update(menus).set({ provide_flag, updated_at: new Date() }).where(where);
      return listMenus(db, where);
    },
  );
}
