// One's own password change (PUT /api/v1/session/password): the current password is checked, a wrong
// one counts as a failed sign-in of the account, and the change ends every other session of oneself.
import { AppError, ERROR_MESSAGES_JA } from "@lounge-office/domain/shared";
import { and, count, eq, gt, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import type { Db } from "../../db/client";
import { sessions, signInAttempts, staff } from "../../db/schema";
import type { Actor } from "../../policy/policy";
import { fullSince, SignInThrottled } from "./sign-in-throttle";

export type PasswordChangePolicy = { maxFailures: number; windowMinutes: number };

const WRONG_CURRENT = "現在のパスワードが正しくありません";
export const TOO_MANY_WRONG_CURRENT =
  "現在のパスワードの誤りが続いたため、サインアウトしました。もう一度サインインしてください";

/** The account's failed sign-ins (and wrong current passwords) within the window. */
async function failuresOf(db: Db, account: string, policy: PasswordChangePolicy) {
  const since = new Date(Date.now() - policy.windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.account, account),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.attempted_at, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The refusal, with when the account opens again (for the answer's headers): once its
 * `maxFailures`-th newest failure leaves the window.
 */
async function throttledUntil(db: Db, account: string, policy: PasswordChangePolicy) {
  const windowMs = policy.windowMinutes * 60_000;
  const now = Date.now();
  const at = await fullSince(
    db,
    eq(signInAttempts.account, account),
    policy.maxFailures,
    new Date(now - windowMs),
  );
  const reopensInMs = at ? Math.max(0, at.getTime() + windowMs - now) : 0;
  return new SignInThrottled(policy.maxFailures, reopensInMs, ERROR_MESSAGES_JA.sign_in_throttled);
}

/**
 * The current password must not become an oracle for whoever holds an unlocked session: each check
 * is recorded as a failure *before* it runs (so parallel guesses see each other), counted with the
 * account's failed sign-ins, and taken back only when the password was right. Past the sign-in
 * limit no check runs at all (429); the guess that reaches it ends this session (401), and the
 * account's sign-in is throttled by the same rows.
 */
async function checkCurrentPassword(
  db: Db,
  member: { account: string; password_hash: string },
  input: { sessionId: number; ip: string; currentPassword: string },
  policy: PasswordChangePolicy,
) {
  const [pending] = await db
    .insert(signInAttempts)
    .values({ account: member.account, ip: input.ip, succeeded: false })
    .returning({ id: signInAttempts.id });
  if (!pending) throw new AppError("internal");
  const takeBack = () => db.delete(signInAttempts).where(eq(signInAttempts.id, pending.id));
  const failures = await failuresOf(db, member.account, policy);
  if (failures > policy.maxFailures) {
    await takeBack(); // not a check: it must not lengthen the wait
    throw await throttledUntil(db, member.account, policy);
  }
  if (await verifyPassword(member.password_hash, input.currentPassword)) {
    await takeBack();
    return;
  }
  if (failures >= policy.maxFailures) {
    await db.delete(sessions).where(eq(sessions.id, input.sessionId));
    throw new AppError("unauthenticated", TOO_MANY_WRONG_CURRENT);
  }
  throw new AppError("unprocessable", WRONG_CURRENT, { current_password: WRONG_CURRENT });
}

/**
 * Takes the database, not a request transaction: a wrong current password is recorded although the
 * call is refused, and argon2 (verify, then hash) must not hold a transaction open.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  input: { sessionId: number; ip: string; currentPassword: string; password: string },
  policy: PasswordChangePolicy,
) {
  const [member] = await db
    .select({ account: staff.account, password_hash: staff.password_hash })
    .from(staff)
    .where(eq(staff.id, actor.staffId));
  if (!member) throw new AppError("unauthenticated");
  await checkCurrentPassword(db, member, input, policy);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(staff.id, actor.staffId));
    // Whoever else holds a session of this account (a forgotten tablet, a thief) is signed out.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.staff_id, actor.staffId), ne(sessions.id, input.sessionId)));
  });
}
