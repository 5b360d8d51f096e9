// Calls (warnings) on a group: level 1–3 shows on its seat on every device, or stops.
import { AppError } from "@lounge-office/domain/shared";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { callEvent, LEFT_MESSAGE } from "./group-commands";

/** Calls a group (level 1–3): its seat shows the call on every device. */
export const warnGroup = (tx: Executor, actor: Actor, id: number, level: number) =>
  setWarn(tx, actor, id, level);

/** Stops a group's call. */
export const stopWarnGroup = (tx: Executor, actor: Actor, id: number) =>
  setWarn(tx, actor, id, null);

async function setWarn(tx: Executor, actor: Actor, id: number, level: number | null) {
  const [group] = await tx
    .select()
    .from(customerGroups)
    .where(eq(customerGroups.id, id))
    .for("update");
  if (!group) throw new AppError("not_found", "グループが見つかりません");
  authorize(actor, "floor.use", { loungeId: group.lounge_id });
  if (group.state !== "present") throw new AppError("conflict", LEFT_MESSAGE);
  const [updated] = await tx
    .update(customerGroups)
    .set({
      warn_level: level,
      warn_put_at: level === null ? null : new Date(),
      updated_at: new Date(),
    })
    .where(eq(customerGroups.id, id))
    .returning();
  await publish(tx, callEvent(group, level));
  await publish(tx, { type: "seat", lounge_id: group.lounge_id, seat_ids: [group.seat_id] });
  return updated;
}
