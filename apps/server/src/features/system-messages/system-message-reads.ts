// System messages as the API presents them (the lounge's name or null for 全店舗, the sender's name,
// whether devices still show it), the admins' list and what a lounge's devices show now.
import { AppError } from "@lounge-office/domain/shared";
import type { SystemMessage } from "@lounge-office/domain/system-messages";
import { and, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges, staff, systemMessages } from "../../db/schema";
import { findLounge } from "../../ledger/lounge";

/** The list's length: the newest this many (the contract's promise). */
export const SYSTEM_MESSAGE_LIST_LIMIT = 200;

export const MESSAGE_NOT_FOUND = "お知らせが見つかりません";

/**
 * Still shown: not ended and not past its `until`, by the database's clock (`clock_timestamp()`, not
 * the transaction's start), the same clock `createSystemMessage` checks `until` against.
 */
export const isActive = (): SQL =>
  and(
    isNull(systemMessages.ended_at),
    or(isNull(systemMessages.until), sql`${systemMessages.until} > clock_timestamp()`),
  ) as SQL;

/** Messages matching `where`, newest first, at most the list's limit. */
async function loadSystemMessages(db: Executor, where: SQL | undefined): Promise<SystemMessage[]> {
  const rows = await db
    .select({
      row: systemMessages,
      lounge_name: lounges.name,
      created_by_name: staff.name,
      active: sql<boolean>`(${isActive()})`,
    })
    .from(systemMessages)
    .leftJoin(lounges, eq(lounges.id, systemMessages.lounge_id))
    .innerJoin(staff, eq(staff.id, systemMessages.created_by))
    .where(where)
    .orderBy(desc(systemMessages.created_at), desc(systemMessages.id))
    .limit(SYSTEM_MESSAGE_LIST_LIMIT);
  return rows.map(({ row, lounge_name, created_by_name, active }) => ({
    id: row.id,
    lounge_id: row.lounge_id,
    lounge_name: row.lounge_id === null ? null : lounge_name,
    message: row.message,
    until: row.until?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    created_by_name,
    ended_at: row.ended_at?.toISOString() ?? null,
    // PGlite and node-postgres both answer a boolean expression as a boolean; be strict anyway.
    active: active === true,
  }));
}

/** One message as the API answers it (404 in Japanese when there is none). */
export async function presentSystemMessage(db: Executor, id: number): Promise<SystemMessage> {
  const [message] = await loadSystemMessages(db, eq(systemMessages.id, id));
  if (!message) throw new AppError("not_found", MESSAGE_NOT_FOUND);
  return message;
}

/** Every message sent (admins), newest first. */
export function listSystemMessages(db: Executor): Promise<SystemMessage[]> {
  return loadSystemMessages(db, undefined);
}

/**
 * What a device of the lounge shows now: the lounge's own messages and those to every lounge, still
 * active. Staff and managers may read their own lounges' (floor.use), admins every lounge's.
 */
export async function activeSystemMessages(
  db: Executor,
  loungeId: number,
): Promise<SystemMessage[]> {
  await findLounge(db, loungeId);
  return loadSystemMessages(
    db,
    and(or(eq(systemMessages.lounge_id, loungeId), isNull(systemMessages.lounge_id)), isActive()),
  );
}
