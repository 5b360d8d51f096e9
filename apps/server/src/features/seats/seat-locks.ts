// The row locks that keep seat and fee-rule retirement from racing a group being seated: the same
// seat locks as entering or moving a group (FOR UPDATE, in id order), plus the lounge row that
// orders seat creation against a fee rule's retirement.
import { AppError } from "@lounge-office/domain/shared";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges, seats } from "../../db/schema";

const loungeNotFound = () => new AppError("not_found", "店舗が見つかりません");

/** One seat's row, locked as `enterGroup` locks it; null when there is no such seat. */
export async function lockSeat(tx: Executor, id: number) {
  const [seat] = await tx.select().from(seats).where(eq(seats.id, id)).for("update");
  return seat ?? null;
}

/**
 * Every seat of the lounge, locked in id order (the order of every seat lock, so no deadlock).
 * Call `holdSeatCreation` first: then no seat can appear in the lounge after this list was taken.
 */
export async function lockLoungeSeats(tx: Executor, loungeId: number) {
  await tx
    .select({ id: seats.id })
    .from(seats)
    .where(eq(seats.lounge_id, loungeId))
    .orderBy(asc(seats.id))
    .for("update");
}

/**
 * Holds off seat creation in the lounge until the caller commits, and waits for any creation in
 * progress. NO KEY UPDATE conflicts with `awaitSeatCreation`'s SHARE lock but not with the
 * key-share locks of inserts that reference the lounge (groups, event logs), so seating goes on.
 */
export async function holdSeatCreation(tx: Executor, loungeId: number) {
  const [lounge] = await tx
    .select({ id: lounges.id })
    .from(lounges)
    .where(eq(lounges.id, loungeId))
    .for("no key update");
  if (!lounge) throw loungeNotFound();
}

/** Taken before adding a seat: waits while a fee rule of the lounge is being retired. */
export async function awaitSeatCreation(tx: Executor, loungeId: number) {
  const [lounge] = await tx
    .select({ id: lounges.id })
    .from(lounges)
    .where(eq(lounges.id, loungeId))
    .for("share");
  if (!lounge) throw loungeNotFound();
}
