// Cancelling a mistaken entry (取消, decision 008): the group leaves the floor as `cancelled`, its
// stays are closed and voided so nothing ever prices or counts them, its partners continue solo, and
// the audit trail keeps who, when and why. Staff may do it shortly after entry while nothing was
// ordered; managers of the lounge and admins any time.
import { CANCEL_ENTRY_STAFF_MINUTES, type CustomerGroupCancel } from "@lounge-office/domain/floor";
import { AppError } from "@lounge-office/domain/shared";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  customerGroupChanges,
  customerGroups,
  eventLogs,
  groupMatches,
  orders,
} from "../../db/schema";
import { lockSeats, recomposeSeats } from "../../ledger/recompose";
import { type Actor, can } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { callEvent, findPresentGroup, headcountWords, STALE_MESSAGE } from "./group-commands";

export const CANCEL_LATE_MESSAGE = `入店から${CANCEL_ENTRY_STAFF_MINUTES}分を過ぎたため、取消は店長が行います`;
export const CANCEL_ORDERED_MESSAGE = "注文があるため、取消は店長が行います";

/** Takes a present group off the floor as never having been there; returns it and its seat. */
export async function cancelGroup(
  tx: Executor,
  actor: Actor,
  id: number,
  input: CustomerGroupCancel["customer_group"],
) {
  const before = await findPresentGroup(tx, actor, id);
  // The seat first, then the group, as every command that changes who sits where.
  const now = await lockSeats(tx, [before.seat_id]);
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (
    group?.state !== "present" ||
    group.seat_id !== before.seat_id ||
    group.lock_version !== input.lock_version
  ) {
    throw new AppError("conflict", STALE_MESSAGE);
  }
  if (!can(actor, "floor.correct", { loungeId: group.lounge_id })) {
    await assertStaffMayCancel(tx, group, now);
  }

  await tx
    .delete(groupMatches)
    .where(or(eq(groupMatches.group_id, group.id), eq(groupMatches.matched_id, group.id)));
  // Close the open stay (never before it began), then void every stay of the visit.
  await tx
    .update(eventLogs)
    .set({ end_at: sql`greatest(${eventLogs.start_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(eventLogs.customer_group_id, group.id), isNull(eventLogs.end_at)));
  await tx
    .update(eventLogs)
    .set({ voided_at: now })
    .where(and(eq(eventLogs.customer_group_id, group.id), isNull(eventLogs.voided_at)));
  const [cancelled] = await tx
    .update(customerGroups)
    .set({
      state: "cancelled",
      left_at: now,
      accounting_at: null,
      warn_level: null,
      warn_put_at: null,
      lock_version: sql`${customerGroups.lock_version} + 1`,
      updated_at: now,
    })
    .where(eq(customerGroups.id, group.id))
    .returning();
  if (!cancelled) throw new AppError("internal");
  await tx.insert(customerGroupChanges).values({
    lounge_id: group.lounge_id,
    customer_group_id: group.id,
    staff_id: actor.staffId,
    action: "cancel",
    before: headcountWords(group.gender, group.num),
    after: "取消",
    reason: input.reason,
    seat_id: group.seat_id,
    created_at: now,
  });
  // Its partners now sit alone: their stays change from share to solo from now on (and the seat is
  // announced with the same statement).
  await recomposeSeats(tx, group.lounge_id, [group.seat_id], now);
  if (group.warn_level !== null) {
    await publish(tx, callEvent(group, null));
  }
  return cancelled;
}

/** Staff cancel only a fresh entry with nothing ordered (a reward counts as an order). */
async function assertStaffMayCancel(
  tx: Executor,
  group: { id: number; service_start_at: Date },
  now: Date,
) {
  if (now.getTime() - group.service_start_at.getTime() > CANCEL_ENTRY_STAFF_MINUTES * 60_000) {
    throw new AppError("forbidden", CANCEL_LATE_MESSAGE);
  }
  const [ordered] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customer_group_id, group.id), isNull(orders.cancelled_at)))
    .limit(1);
  if (ordered) throw new AppError("forbidden", CANCEL_ORDERED_MESSAGE);
}
