// Genres (screen 4): the lounge's list, the genre selector's options, and the commands (create, the
// row-order input and name, the dragged row). A lounge's genres are numbered 1..n, each number once:
// every command that adds or moves one renumbers the list.
import { presentGenre, type ZGenreInput, type ZGenreUpdate } from "@lounge-office/domain/menus";
import { AppError, type Genre, type GenreKind, MAX_INT4 } from "@lounge-office/domain/shared";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { genres } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";
import { type Actor, authorize } from "../../policy/policy";
import { moveToPosition } from "./reorder";

/** The first 表示順 of a lounge's genres. */
const FIRST_ORDER = 1;

export async function findGenre(db: Executor, id: number) {
  const [genre] = await db.select().from(genres).where(eq(genres.id, id));
  if (!genre) throw new AppError("not_found", "ジャンルが見つかりません");
  return genre;
}

export async function listGenres(db: Executor, loungeId: number): Promise<Genre[]> {
  const rows = await db
    .select()
    .from(genres)
    .where(eq(genres.lounge_id, loungeId))
    .orderBy(asc(genres.row_order), asc(genres.id));
  return rows.map(presentGenre);
}

/** The genre selector's options: a lounge's genres, of one kind when given, in display order. */
export function listGenreOptions(db: Executor, loungeId: number, genreKind?: GenreKind) {
  return db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(
      and(eq(genres.lounge_id, loungeId), genreKind ? eq(genres.genre_kind, genreKind) : undefined),
    )
    .orderBy(asc(genres.row_order), asc(genres.id));
}

/** A new genre goes to the end of its lounge's list (the list renumbered 1..n). */
export async function createGenre(
  tx: Executor,
  input: z.output<typeof ZGenreInput>,
): Promise<Genre> {
  // An admin may name any lounge: one that does not exist is a 404, not a foreign-key failure.
  await findLounge(tx, input.lounge_id);
  const [row] = await tx
    .insert(genres)
    .values({ ...input, row_order: MAX_INT4 })
    .returning({ id: genres.id });
  if (!row) throw new AppError("internal");
  await moveToPosition(tx, genres, input.lounge_id, row.id, MAX_INT4, FIRST_ORDER);
  return presentGenre(await findGenre(tx, row.id));
}

/**
 * The row-order input (`genre.row_order`: the place 1..n the genre moves to; beyond the end is the
 * end) or a new name or kind.
 */
export async function updateGenre(
  tx: Executor,
  actor: Actor,
  id: number,
  changes: z.output<typeof ZGenreUpdate>["genre"],
): Promise<Genre> {
  const genre = await findGenre(tx, id);
  authorize(actor, "menus.manage", { loungeId: genre.lounge_id });
  const { row_order, ...rest } = changes;
  await tx
    .update(genres)
    .set({ ...rest, updated_at: new Date() })
    .where(eq(genres.id, genre.id));
  if (row_order !== undefined) {
    await moveToPosition(
      tx,
      genres,
      genre.lounge_id,
      genre.id,
      row_order - FIRST_ORDER,
      FIRST_ORDER,
    );
  }
  return presentGenre(await findGenre(tx, genre.id));
}

/** A dragged row: moved to `position` in its lounge's list; answers the new list. */
export async function sortGenre(
  tx: Executor,
  actor: Actor,
  id: number,
  position: number,
): Promise<Genre[]> {
  const genre = await findGenre(tx, id);
  authorize(actor, "menus.manage", { loungeId: genre.lounge_id });
  await moveToPosition(tx, genres, genre.lounge_id, genre.id, position, FIRST_ORDER);
  return listGenres(tx, genre.lounge_id);
}
