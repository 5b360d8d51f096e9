// Commands of the seats feature: list, create, edit and retire a lounge's seats.
import type { Seat, SeatCreate, SeatInput } from "@lounge-office/domain/seats";
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, count, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { customerGroups, seats } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";
import { awaitSeatCreation, lockSeat } from "./seat-locks";

const presentSeat = (s: typeof seats.$inferSelect): Seat => ({
  id: s.id,
  lounge_id: s.lounge_id,
  name: s.name,
  seat_type: s.seat_type,
  col: s.col,
  row: s.row,
});

const seatNotFound = () => new AppError("not_found", "席が見つかりません");

const seatNameTaken = () =>
  new AppError("conflict", "この席名は既に使われています", {
    name: "この席名は既に使われています",
  });

/** A unique violation on insert or update can only be the (lounge, name) index. */
async function orNameTaken<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw seatNameTaken();
    throw error;
  }
}

/** The lounge's active seats, top row first, left to right. */
export async function listSeats(db: Executor, loungeId: number): Promise<Seat[]> {
  const rows = await db
    .select()
    .from(seats)
    .where(and(eq(seats.lounge_id, loungeId), eq(seats.active, true)))
    .orderBy(asc(seats.row), asc(seats.col), asc(seats.id));
  return rows.map(presentSeat);
}

/** The route has authorized the lounge the input names. */
export async function createSeat(tx: Executor, input: SeatCreate): Promise<Seat> {
  await awaitSeatCreation(tx, input.lounge_id);
  const [row] = await orNameTaken(tx.insert(seats).values(input).returning());
  if (!row) throw new AppError("internal");
  return presentSeat(row);
}

export async function updateSeat(
  tx: Executor,
  actor: Actor,
  id: number,
  input: SeatInput,
): Promise<Seat> {
  const [seat] = await tx.select().from(seats).where(eq(seats.id, id));
  if (!seat?.active) throw seatNotFound();
  authorize(actor, "floor.configure", { loungeId: seat.lounge_id });
  const [row] = await orNameTaken(
    tx
      .update(seats)
      .set({ ...input, updated_at: new Date() })
      .where(eq(seats.id, seat.id))
      .returning(),
  );
  if (!row) throw new AppError("internal");
  return presentSeat(row);
}

/**
 * Retires an empty seat. It takes the seat's row lock, as entering or moving a group does, before
 * it looks for present groups: a group being seated there meanwhile is either committed first (and
 * seen here: refused) or waits and then finds the seat retired.
 */
export async function retireSeat(tx: Executor, actor: Actor, id: number): Promise<void> {
  const seat = await lockSeat(tx, id);
  if (!seat?.active) throw seatNotFound();
  authorize(actor, "floor.configure", { loungeId: seat.lounge_id });
  const [occupied] = await tx
    .select({ n: count() })
    .from(customerGroups)
    .where(and(eq(customerGroups.seat_id, seat.id), eq(customerGroups.state, "present")));
  if ((occupied?.n ?? 0) > 0) throw new AppError("conflict", "お客様が着席中の席は削除できません");
  // Event logs keep pointing at the seat, so it is retired (renamed out of the way), not deleted.
  await tx
    .update(seats)
    .set({ active: false, name: `${seat.name}#${seat.id}`, updated_at: new Date() })
    .where(eq(seats.id, seat.id));
}
