// Head office's system messages: sending one to a lounge or every lounge (pushed to
// the open devices in the same transaction, so it leaves only once stored) and ending one early.
import { AppError } from "@lounge-office/domain/shared";
import type { SystemMessage, ZSystemMessageCreate } from "@lounge-office/domain/system-messages";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { lounges, systemMessages } from "../../db/schema";
import type { Actor } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { isActive, presentSystemMessage } from "./system-message-reads";

export type SystemMessageInput = z.output<typeof ZSystemMessageCreate>["system_message"];

export const UNKNOWN_LOUNGE = "送信先の店舗が見つかりません";
export const UNTIL_NOT_FUTURE = "表示期限には今より後の日時を指定してください";

/** The database's clock now: the one `until` is compared with whenever a device asks. */
async function databaseNow(tx: Executor): Promise<Date> {
  const [row] = await rawRows<{ now: Date | string }>(tx, sql`select clock_timestamp() as now`);
  if (!row) throw new Error("databaseNow: no row");
  return new Date(row.now);
}

/** A named lounge must exist: said on the form's field, not as a bare 404 of the call. */
async function assertLoungeExists(tx: Executor, loungeId: number | null) {
  if (loungeId === null) return;
  const [lounge] = await tx
    .select({ id: lounges.id })
    .from(lounges)
    .where(eq(lounges.id, loungeId));
  if (!lounge) throw new AppError("unprocessable", UNKNOWN_LOUNGE, { lounge_id: UNKNOWN_LOUNGE });
}

/** `until` must lie ahead of the server's clock: a message already expired would never show. */
function assertFuture(until: Date | null, now: Date) {
  if (until && until.getTime() <= now.getTime()) {
    throw new AppError("unprocessable", UNTIL_NOT_FUTURE, { until: UNTIL_NOT_FUTURE });
  }
}

export async function createSystemMessage(
  tx: Executor,
  actor: Actor,
  input: SystemMessageInput,
): Promise<SystemMessage> {
  await assertLoungeExists(tx, input.lounge_id);
  const until = input.until ? new Date(input.until) : null;
  assertFuture(until, await databaseNow(tx));
  const [row] = await tx
    .insert(systemMessages)
    .values({
      lounge_id: input.lounge_id,
      message: input.message,
      until,
      created_by: actor.staffId,
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: systemMessages.id });
  if (!row) throw new AppError("internal");
  await publish(tx, {
    type: "system_message",
    lounge_id: input.lounge_id,
    message: input.message,
    system_message_id: row.id,
  });
  return presentSystemMessage(tx, row.id);
}

/**
 * Ends a message now: open devices are told at once (`system_message_end` on /cable) and take its
 * banner down; devices that connect later no longer see it. Idempotent: a message already ended
 * keeps its first end and tells nobody again, and one past its `until` stays 期限切れ.
 */
export async function endSystemMessage(tx: Executor, id: number): Promise<SystemMessage> {
  const [ended] = await tx
    .update(systemMessages)
    .set({ ended_at: sql`clock_timestamp()` })
    .where(and(eq(systemMessages.id, id), isActive()))
    .returning({ lounge_id: systemMessages.lounge_id });
  if (ended) {
    await publish(tx, {
      type: "system_message_end",
      lounge_id: ended.lounge_id,
      system_message_id: id,
    });
  }
  return presentSystemMessage(tx, id);
}
