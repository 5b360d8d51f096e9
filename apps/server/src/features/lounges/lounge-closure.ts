// 本日臨時休業: a manager closes the lounge for its current business day (the crowd feed then says
// closed all that day, whatever the opening hours), or takes it back.
import type { LoungeClosure } from "@lounge-office/domain/lounges";
import { AppError, businessDayOf } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges } from "../../db/schema";
import { publish } from "../../realtime/publish";

async function loungeClock(db: Executor, id: number, lock: boolean) {
  const query = db
    .select({
      timeZone: lounges.time_zone,
      cutoff: lounges.business_day_cutoff,
      closedOn: lounges.closed_on,
    })
    .from(lounges)
    .where(eq(lounges.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new AppError("not_found", "店舗が見つかりません");
  return row;
}

const closureOf = (closedOn: string | null, businessDay: string): LoungeClosure => ({
  // A past day's mark is history: only today's closes anything now.
  closed_on: closedOn === businessDay ? closedOn : null,
  business_day: businessDay,
});

export async function loadClosure(
  db: Executor,
  id: number,
  now = new Date(),
): Promise<LoungeClosure> {
  const lounge = await loungeClock(db, id, false);
  return closureOf(lounge.closedOn, businessDayOf(now.toISOString(), lounge));
}

/** Runs in the route's transaction; the lounge's row is locked so two taps end as the last one. */
export async function setClosure(
  tx: Executor,
  id: number,
  closed: boolean,
  now = new Date(),
): Promise<LoungeClosure> {
  const lounge = await loungeClock(tx, id, true);
  const businessDay = businessDayOf(now.toISOString(), lounge);
  const closedOn = closed ? businessDay : null;
  await tx
    .update(lounges)
    .set({ closed_on: closedOn, updated_at: new Date() })
    .where(eq(lounges.id, id));
  // The crowd feed of every instance says closed (or open again) at once.
  await publish(tx, { type: "lounge", lounge_id: id });
  return closureOf(closedOn, businessDay);
}
