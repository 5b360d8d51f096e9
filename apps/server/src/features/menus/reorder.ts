// Moves one row of a lounge's ordered list to a position; the rows are locked, so concurrent reorders serialise
// and the orders always run first..first+n-1 without duplicates or gaps (menus and rewards from 0,
// genres from 1: their 表示順 is the number staff type).

import { AppError } from "@lounge-office/domain/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { genres, menus, rewards } from "../../db/schema";

type Ordered = typeof menus | typeof rewards | typeof genres;

export async function moveToPosition(
  tx: Executor,
  table: Ordered,
  loungeId: number,
  id: number,
  position: number,
  first = 0,
) {
  const rows = await tx
    .select({ id: table.id, row_order: table.row_order })
    .from(table)
    .where(eq(table.lounge_id, loungeId))
    .orderBy(asc(table.row_order), asc(table.id))
    .for("update");
  if (!rows.some((r) => r.id === id))
    throw new AppError("not_found", "並べ替える行が見つかりません");
  const ids = rows.map((r) => r.id).filter((rowId) => rowId !== id);
  ids.splice(Math.min(position, ids.length), 0, id);
  const current = new Map(rows.map((r) => [r.id, r.row_order]));
  for (const [index, rowId] of ids.entries()) {
    if (current.get(rowId) !== first + index) {
      await tx
        .update(table)
        .set({ row_order: first + index })
        .where(and(eq(table.id, rowId), eq(table.lounge_id, loungeId)));
    }
  }
  return ids;
}

/** The next position at the end of a lounge's list. */
export async function nextRowOrder(tx: Executor, table: Ordered, loungeId: number) {
  const rows = await tx
    .select({ row_order: table.row_order })
    .from(table)
    .where(eq(table.lounge_id, loungeId));
  return rows.reduce((max, r) => Math.max(max, r.row_order + 1), 0);
}
