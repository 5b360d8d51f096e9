// Transaction-scoped advisory locks: one constant key per rule that must be checked and written by
// one request at a time across every instance (PostgreSQL), and on PGlite alike.
import { sql } from "drizzle-orm";
import type { Executor } from "./client";

/**
 * The keys in use. Arbitrary constants, distinct from each other; an advisory lock is visible to
 * every session of the database, so a new rule takes a new key.
 */
export const ADVISORY_LOCK = {
  /** The sign-in throttle: count the failures, then reserve an attempt (features/session). */
  signInThrottle: 7_110_301,
  /** Which lounges admit admins at sign-in (features/lounges): the last one cannot drop them. */
  loungeSignInRoles: 7_110_302,
  /** Idempotent writes (http/idempotency): one request per staff member and key at a time. */
  idempotencyKey: 7_110_303,
  /** Attendance (features/attendance): one staff member's logs at a lounge, one write at a time. */
  attendance: 7_110_304,
  /** The journal (ledger/journal): one append per lounge's chain at a time. */
  journal: 7_110_305,
} as const;

/**
 * Waits for the lock and holds it until the transaction ends (commit or rollback). Must be called
 * with a transaction handle: outside one the lock would be released at once.
 */
export async function lockForTransaction(tx: Executor, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::bigint)`);
}

/**
 * The two-key form: `namespace` (a key above) and a hash of `text`, so every value of a rule gets
 * its own lock (one staff member's idempotency key). The two-key space never meets the one-key one.
 */
export async function lockTextForTransaction(
  tx: Executor,
  namespace: number,
  text: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int, hashtext(${text}))`);
}
