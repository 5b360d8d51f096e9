// The floor's audit trail as managers read it: a business day's corrections and cancelled entries.
import type { GroupChange } from "@lounge-office/domain/floor";
import { businessDayOf } from "@lounge-office/domain/shared";
import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroupChanges, seats, staff } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";

const DAY_MS = 86_400_000;

/** The corrections of one business day (today on the lounge's clock by default), newest first. */
export async function loadGroupChanges(
  tx: Executor,
  loungeId: number,
  date?: string,
  now = new Date(),
): Promise<GroupChange[]> {
  const lounge = await findLounge(tx, loungeId);
  const dayOf = (instant: Date) =>
    businessDayOf(instant.toISOString(), {
      timeZone: lounge.time_zone,
      cutoff: lounge.business_day_cutoff,
    });
  const day = date ?? dayOf(now);
  // A business day lies within a few days of its date in every time zone: read that window, then
  // keep the rows whose own business day it is.
  const noon = Date.parse(`${day}T12:00:00Z`);
  const rows = await tx
    .select({ change: customerGroupChanges, staff_name: staff.name, seat_name: seats.name })
    .from(customerGroupChanges)
    .innerJoin(staff, eq(staff.id, customerGroupChanges.staff_id))
    .innerJoin(seats, eq(seats.id, customerGroupChanges.seat_id))
    .where(
      and(
        eq(customerGroupChanges.lounge_id, loungeId),
        gte(customerGroupChanges.created_at, new Date(noon - 2 * DAY_MS)),
        lt(customerGroupChanges.created_at, new Date(noon + 3 * DAY_MS)),
      ),
    )
    .orderBy(desc(customerGroupChanges.created_at), desc(customerGroupChanges.id));
  return rows
    .filter((row) => dayOf(row.change.created_at) === day)
    .map(({ change, staff_name, seat_name }) => ({
      id: change.id,
      customer_group_id: change.customer_group_id,
      lounge_id: change.lounge_id,
      action: change.action,
      before: change.before,
      after: change.after,
      reason: change.reason,
      staff_id: change.staff_id,
      staff_name,
      seat_name,
      changed_at: change.created_at.toISOString(),
    }));
}
