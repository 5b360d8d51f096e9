// The sign-in throttle: a failed password check is counted per account, per client address and in
// all, within a sliding window; an attempt over any ceiling is refused before its password is checked.
// Its rules are not a request count (only failures count, a success resets the account's, an attempt
// is reserved before its check), so it keeps its own table rather than the rate limiter's store; its
// refusals carry the rate limiter's headers (routes.ts).
import { AppError } from "@lounge-office/domain/shared";
import { and, asc, desc, eq, gt, inArray, lt, max, type SQL, sql } from "drizzle-orm";
import { ADVISORY_LOCK, lockForTransaction } from "../../db/advisory-locks";
import type { Executor } from "../../db/client";
import { rawRows } from "../../db/raw-rows";
import { signInAttempts } from "../../db/schema";

export type ThrottlePolicy = {
  /** Failed checks per account since its last success. */
  accountMaxFailures: number;
  /** Failed checks per client address (a success does not reset it). */
  addressMaxFailures: number;
  /** Failed checks in all: the ceiling for guesses spread over many addresses. */
  globalMaxFailures: number;
  windowMinutes: number;
};

/** Attempts older than this are of no use to any window (at most 24 h) and are deleted. */
const KEEP_MS = 24 * 3_600_000;
/** Rows deleted per reservation: pruning keeps pace with inserts without ever taking long. */
const PRUNE_BATCH = 50;

/** The database clock (one clock for every instance), in milliseconds. */
async function databaseNow(tx: Executor): Promise<Date> {
  const rows = await rawRows<{ ms: number | string }>(
    tx,
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  );
  return new Date(Number(rows[0]?.ms));
}

/**
 * When the `limit`-th newest failure in scope happened, if there are that many in the window: the
 * scope is then full, and opens again one window after that failure.
 */
export async function fullSince(tx: Executor, scope: SQL | undefined, limit: number, since: Date) {
  const [row] = await tx
    .select({ at: signInAttempts.attempted_at })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.succeeded, false), gt(signInAttempts.attempted_at, since), scope))
    .orderBy(desc(signInAttempts.attempted_at))
    .offset(limit - 1)
    .limit(1);
  return row?.at ?? null;
}

/** The account's last success within the window: failures before it no longer count. */
async function lastSuccess(tx: Executor, account: string, since: Date): Promise<Date> {
  const [row] = await tx
    .select({ at: max(signInAttempts.attempted_at) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.account, account),
        eq(signInAttempts.succeeded, true),
        gt(signInAttempts.attempted_at, since),
      ),
    );
  return row?.at ?? since;
}

/**
 * Deletes the oldest few rows when they are past use. Ids grow with time (attempts are inserted
 * under the lock), so the oldest rows are the first ids: the primary key finds them, no scan.
 */
async function pruneOldAttempts(tx: Executor, now: Date) {
  const oldest = tx
    .select({ id: signInAttempts.id })
    .from(signInAttempts)
    .orderBy(asc(signInAttempts.id))
    .limit(PRUNE_BATCH);
  await tx
    .delete(signInAttempts)
    .where(
      and(
        inArray(signInAttempts.id, oldest),
        lt(signInAttempts.attempted_at, new Date(now.getTime() - KEEP_MS)),
      ),
    );
}

/**
 * A refusal of the throttle, with what the answer's rate-limit headers say (the route writes them,
 * as the rate limiter does for its own refusals): the ceiling that keeps it shut longest and when
 * it opens again.
 */
export class SignInThrottled extends AppError {
  constructor(
    readonly limit: number,
    readonly reopensInMs: number,
    message?: string,
  ) {
    super("sign_in_throttled", message);
  }
}

function throttled(now: Date, full: { limit: number; reopensAt: number }): SignInThrottled {
  const reopensInMs = Math.max(0, full.reopensAt - now.getTime());
  const waitMinutes = Math.max(1, Math.ceil(reopensInMs / 60_000));
  // One message whichever ceiling was reached: it must not tell whether the account exists.
  return new SignInThrottled(
    full.limit,
    reopensInMs,
    `サインインの失敗が続いたため、一時的にサインインできません。${waitMinutes}分後にもう一度お試しください`,
  );
}

/**
 * Reserves one password check: under one lock for every instance, counts the three windows and
 * either refuses (429, no check) or records the attempt as a failure, which the caller turns into
 * a success once the password is right. A short transaction of its own: argon2 runs after it, so
 * the lock is never held while hashing (PGlite has a single connection).
 */
export async function reserveSignInAttempt(
  db: Executor,
  attempt: { account: string; ip: string },
  policy: ThrottlePolicy,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, ADVISORY_LOCK.signInThrottle);
    const now = await databaseNow(tx);
    const since = new Date(now.getTime() - policy.windowMinutes * 60_000);
    const scopes = [
      {
        limit: policy.accountMaxFailures,
        at: await fullSince(
          tx,
          and(
            eq(signInAttempts.account, attempt.account),
            gt(signInAttempts.attempted_at, await lastSuccess(tx, attempt.account, since)),
          ),
          policy.accountMaxFailures,
          since,
        ),
      },
      {
        limit: policy.addressMaxFailures,
        at: await fullSince(
          tx,
          eq(signInAttempts.ip, attempt.ip),
          policy.addressMaxFailures,
          since,
        ),
      },
      {
        limit: policy.globalMaxFailures,
        at: await fullSince(tx, undefined, policy.globalMaxFailures, since),
      },
    ];
    // The full ceiling that opens last is the one the answer names.
    let last: { limit: number; reopensAt: number } | null = null;
    for (const { limit, at } of scopes) {
      if (!at) continue;
      const reopensAt = at.getTime() + policy.windowMinutes * 60_000;
      if (!last || reopensAt > last.reopensAt) last = { limit, reopensAt };
    }
    if (last) throw throttled(now, last);
    await pruneOldAttempts(tx, now);
    const [row] = await tx
      .insert(signInAttempts)
      .values({ account: attempt.account, ip: attempt.ip, succeeded: false, attempted_at: now })
      .returning({ id: signInAttempts.id });
    if (!row) throw new AppError("internal");
    return row.id;
  });
}

/** The password was right: the reserved attempt is a success, which resets the account's count. */
export async function markSignInSucceeded(db: Executor, attemptId: number): Promise<void> {
  await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
}
