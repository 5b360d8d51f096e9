// Menus (screens 6, 7, 8): the search, and the commands: create, the original system's toggle / order / form update,
// the dragged row, and the bulk provide switch.
import {
  presentMenu,
  type ZBulkProvide,
  type ZMenuInput,
  type ZMenuSearchQuery,
  type ZMenuUpdate,
} from "@lounge-office/domain/menus";
import { AppError, type Menu } from "@lounge-office/domain/shared";
import { and, asc, eq, gt, inArray, lt, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { genres, menus } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";
import { assertImageOf } from "./images";
import { moveToPosition, nextRowOrder } from "./reorder";

async function listMenus(db: Executor, where: SQL | undefined): Promise<Menu[]> {
  const rows = await db
    .select({ menu: menus, genre: genres })
    .from(menus)
    .innerJoin(genres, eq(genres.id, menus.genre_id))
    .where(where)
    .orderBy(asc(menus.row_order), asc(menus.id));
  return rows.map((r) => presentMenu(r.menu, r.genre));
}

async function presentOne(db: Executor, id: number): Promise<Menu> {
  const [menu] = await listMenus(db, eq(menus.id, id));
  if (!menu) throw new AppError("internal");
  return menu;
}

async function findMenu(db: Executor, id: number) {
  const [menu] = await db.select().from(menus).where(eq(menus.id, id));
  if (!menu) throw new AppError("not_found", "メニューが見つかりません");
  return menu;
}

async function assertGenreOf(db: Executor, genreId: number, loungeId: number) {
  const [genre] = await db.select().from(genres).where(eq(genres.id, genreId));
  if (!genre || genre.lounge_id !== loungeId) {
    throw new AppError("validation_failed", "ジャンルが正しくありません", {
      genre_id: "ジャンルが正しくありません",
    });
  }
}

/** The lounge asked for (the route authorized it), else every lounge the actor works at. */
export async function searchMenus(
  db: Executor,
  actor: Actor,
  query: z.output<typeof ZMenuSearchQuery>,
): Promise<Menu[]> {
  const lounges = query.lounge_id !== undefined ? [query.lounge_id] : actor.loungeIds;
  if (lounges.length === 0) return [];
  return listMenus(
    db,
    and(
      inArray(menus.lounge_id, lounges),
      query.genre_kind ? eq(genres.genre_kind, query.genre_kind) : undefined,
      query.genre_id ? eq(menus.genre_id, query.genre_id) : undefined,
      query.price_gt !== undefined ? gt(menus.price, query.price_gt) : undefined,
      query.price_lt !== undefined ? lt(menus.price, query.price_lt) : undefined,
    ),
  );
}

/** A new menu goes to the end of its lounge's list; its genre and image must be the lounge's. */
export async function createMenu(tx: Executor, input: z.output<typeof ZMenuInput>): Promise<Menu> {
  await assertGenreOf(tx, input.genre_id, input.lounge_id);
  await assertImageOf(tx, input.image_id, input.lounge_id);
  const row_order = await nextRowOrder(tx, menus, input.lounge_id);
  const [row] = await tx
    .insert(menus)
    .values({ ...input, image_id: input.image_id ?? null, row_order })
    .returning({ id: menus.id });
  if (!row) throw new AppError("internal");
  return presentOne(tx, row.id);
}

/**
 * `PUT /menus/{id}`: the original system's toggle (`provide_flag` with the menu's `lounge_id`, refused when it
 * is another lounge's), the order input (`row_order`), or the form's fields.
 */
export async function updateMenu(
  tx: Executor,
  actor: Actor,
  id: number,
  input: z.output<typeof ZMenuUpdate>["menu"],
): Promise<Menu> {
  const menu = await findMenu(tx, id);
  const { lounge_id, ...changes } = input;
  authorize(actor, "menus.manage", { loungeId: menu.lounge_id });
  if (lounge_id !== undefined && lounge_id !== menu.lounge_id) {
    throw new AppError("validation_failed", "メニューの店舗が一致しません");
  }
  if (changes.genre_id !== undefined) await assertGenreOf(tx, changes.genre_id, menu.lounge_id);
  await assertImageOf(tx, changes.image_id, menu.lounge_id);
  await tx
    .update(menus)
    .set({ ...changes, updated_at: new Date() })
    .where(eq(menus.id, menu.id));
  return presentOne(tx, menu.id);
}

/** A dragged row: moved to `position` in its lounge's whole list; answers that list. */
export async function sortMenu(
  tx: Executor,
  actor: Actor,
  id: number,
  position: number,
): Promise<Menu[]> {
  const menu = await findMenu(tx, id);
  authorize(actor, "menus.manage", { loungeId: menu.lounge_id });
  await moveToPosition(tx, menus, menu.lounge_id, menu.id, position);
  return listMenus(tx, eq(menus.lounge_id, menu.lounge_id));
}

/** Provides or stops a genre's menus, or the ticked ones, of one lounge; answers the menus changed. */
export async function bulkProvideMenus(
  tx: Executor,
  input: z.output<typeof ZBulkProvide>,
): Promise<Menu[]> {
  const { lounge_id, genre_id, menu_ids, provide_flag } = input;
  if (!genre_id && !menu_ids?.length)
    throw new AppError("validation_failed", "対象のメニューを選んでください");
  const where = and(
    eq(menus.lounge_id, lounge_id),
    genre_id ? eq(menus.genre_id, genre_id) : undefined,
    menu_ids?.length ? inArray(menus.id, menu_ids) : undefined,
  );
  await tx.update(menus).set({ provide_flag, updated_at: new Date() }).where(where);
  return listMenus(tx, where);
}
