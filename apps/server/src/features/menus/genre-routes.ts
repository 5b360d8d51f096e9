// Genres (screen 4): list, create, the row-order input, the sortable row update, and the menu search's genre refill.
import {
  AppError,
  ZChangeParentQuery,
  ZGenre,
  ZGenreInput,
  ZGenreListQuery,
  ZGenreOption,
  ZGenrePosition,
  ZGenreUpdate,
  ZIdParams,
} from "@lounge-office/domain";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { genres } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";
import { presentGenre } from "./present";
import { moveToPosition, nextRowOrder } from "./reorder";

const tags = ["menus"];

export async function genreRoutes(app: App, { db }: Deps) {
  const findGenre = async (id: number) => {
    const [genre] = await db.select().from(genres).where(eq(genres.id, id));
    if (!genre) throw new AppError("not_found", "ジャンルが見つかりません");
    return genre;
  };

  app.get(
    "/genres",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "ジャンル一覧",
        querystring: ZGenreListQuery,
        response: { 200: z.array(ZGenre) },
      },
    },
    async (request) => {
      authorize(actorOf(request), "menus.manage", { loungeId: request.query.lounge_id });
      const rows = await db
        .select()
        .from(genres)
        .where(eq(genres.lounge_id, request.query.lounge_id))
        .orderBy(asc(genres.row_order), asc(genres.id));
      return rows.map(presentGenre);
    },
  );

  app.post(
    "/genres",
    {
      config: guarded("menus.manage"),
      schema: { tags, summary: "ジャンル追加", body: ZGenreInput, response: { 201: ZGenre } },
    },
    async (request, reply) => {
      authorize(actorOf(request), "menus.manage", { loungeId: request.body.lounge_id });
      const created = await db.transaction(async (tx) => {
        const row_order = await nextRowOrder(tx, genres, request.body.lounge_id);
        const [row] = await tx
          .insert(genres)
          .values({ ...request.body, row_order })
          .returning();
        return row;
      });
      if (!created) throw new AppError("internal");
      return reply.code(201).send(presentGenre(created));
    },
  );

  app.put(
    "/genres/:id",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "ジャンルの表示順・名前",
        params: ZIdParams,
        body: ZGenreUpdate,
        response: { 200: ZGenre },
      },
    },
    async (request) => {
      const genre = await findGenre(request.params.id);
      authorize(actorOf(request), "menus.manage", { loungeId: genre.lounge_id });
      const [row] = await db
        .update(genres)
        .set({ ...request.body.genre, updated_at: new Date() })
        .where(eq(genres.id, genre.id))
        .returning();
      if (!row) throw new AppError("internal");
      return presentGenre(row);
    },
  );

  app.post(
    "/genres/:id/sort",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "ジャンルの並べ替え (ドラッグ)",
        params: ZIdParams,
        body: ZGenrePosition,
        response: { 200: z.array(ZGenre) },
      },
    },
    async (request) => {
      const genre = await findGenre(request.params.id);
      authorize(actorOf(request), "menus.manage", { loungeId: genre.lounge_id });
      await db.transaction((tx) =>
        moveToPosition(
          tx,
          genres,
          genre.lounge_id,
          genre.id,
          request.body.genre.row_order_position,
        ),
      );
      const rows = await db
        .select()
        .from(genres)
        .where(eq(genres.lounge_id, genre.lounge_id))
        .orderBy(asc(genres.row_order), asc(genres.id));
      return rows.map(presentGenre);
    },
  );

  app.get(
    "/menus/change_parent",
    {
      config: guarded("menus.manage"),
      schema: {
        tags,
        summary: "店舗とジャンル種別からジャンルの選択肢",
        querystring: ZChangeParentQuery,
        response: { 200: z.array(ZGenreOption) },
      },
    },
    async (request) => {
      const { lounge_id, genre_kind } = request.query;
      authorize(actorOf(request), "menus.manage", { loungeId: lounge_id });
      return db
        .select({ id: genres.id, name: genres.name })
        .from(genres)
        .where(
          and(
            eq(genres.lounge_id, lounge_id),
            genre_kind ? eq(genres.genre_kind, genre_kind) : undefined,
          ),
        )
        .orderBy(asc(genres.row_order), asc(genres.id));
    },
  );
}
