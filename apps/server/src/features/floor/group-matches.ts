// A group's matches: who it may match at a seat, and writing them (a move's old ones are deleted by
// the statement that updates the group).
import { boardSideOf } from "@lounge-office/domain/floor";
import { AppError, type Gender } from "@lounge-office/domain/shared";
import { eq, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { groupMatches } from "../../db/schema";
import { presentGroupsAt } from "../../ledger/recompose";

/** Matched groups must be present at the seat, on the other side of the board. */
export async function assertMatchable(
  tx: Executor,
  seatId: number,
  gender: string,
  matchedIds: number[],
  selfId?: number,
) {
  if (matchedIds.length === 0) return;
  const here = await presentGroupsAt(tx, [seatId]);
  for (const id of matchedIds) {
    const group = here.find((g) => g.id === id);
    if (
      !group ||
      group.id === selfId ||
      boardSideOf(group.gender) === boardSideOf(gender as Gender)
    ) {
      throw new AppError(
        "validation_failed",
        "選択したグループはこの席にいません。最新の状態を読み込み直してください",
        {
          matched_group_ids: "選択したグループはこの席にいません",
        },
      );
    }
  }
}

/** Deletes a group's matches, both ways. */
export async function clearMatches(tx: Executor, groupId: number) {
  await tx
    .delete(groupMatches)
    .where(or(eq(groupMatches.group_id, groupId), eq(groupMatches.matched_id, groupId)));
}

/** A group's new matches (its old ones are gone: deleted, or it is new). */
export async function addMatches(tx: Executor, groupId: number, matchedIds: number[]) {
  const unique = [...new Set(matchedIds)];
  if (unique.length === 0) return;
  await tx.insert(groupMatches).values(
    unique.map((other) => ({
      group_id: Math.min(groupId, other),
      matched_id: Math.max(groupId, other),
    })),
  );
}
