// Commands of the session feature: sign in (throttled), present a session, switch lounge, sign out.
import type { Locale, Session } from "@lounge-office/domain/session";
import { AppError, ROLE_JA, worksAtEveryLounge } from "@lounge-office/domain/shared";
import { and, eq } from "drizzle-orm";
import { verifyPassword } from "../../auth/passwords";
import { hashToken, newToken } from "../../auth/tokens";
import type { Executor } from "../../db/client";
import { lounges, sessions, staff, staffLounges } from "../../db/schema";
import type { Actor } from "../../policy/policy";
import { markSignInSucceeded, reserveSignInAttempt, type ThrottlePolicy } from "./sign-in-throttle";

export type SignInPolicy = { throttle: ThrottlePolicy; ttlHours: number };

/**
 * Reserves a password check with the throttle, checks the password, then opens a session in its
 * own transaction. Takes the database, not a request transaction: the attempt is recorded although
 * the call is refused, and argon2 (~100 ms) must not hold a transaction open.
 */
export async function signIn(
  db: Executor,
  input: {
    loungeId: number;
    account: string;
    password: string;
    ip: string;
    userAgent: string;
    previousToken?: string | undefined;
  },
  policy: SignInPolicy,
): Promise<{ token: string; sessionId: number }> {
  const attemptId = await reserveSignInAttempt(db, input, policy.throttle);
  const [member] = await db.select().from(staff).where(eq(staff.account, input.account)).limit(1);
  const valid = await verifyPassword(member?.active ? member.password_hash : null, input.password);
  // The reserved attempt stays a failure.
  if (!member || !valid) throw new AppError("invalid_credentials");
  await markSignInSucceeded(db, attemptId);
  const [lounge] = await db.select().from(lounges).where(eq(lounges.id, input.loungeId)).limit(1);
  const worksThere =
    worksAtEveryLounge(member.role) ||
    (
      await db
        .select({ id: staffLounges.lounge_id })
        .from(staffLounges)
        .where(
          and(eq(staffLounges.staff_id, member.id), eq(staffLounges.lounge_id, input.loungeId)),
        )
    ).length > 0;
  if (!lounge || !worksThere || !lounge.sign_in_roles.includes(member.role)) {
    throw new AppError(
      "forbidden",
      `この店舗には${ROLE_JA[member.role]}「${member.account}」でサインインできません`,
    );
  }
  const token = newToken();
  const sessionId = await db.transaction(async (tx) => {
    // Rotate: the token the browser held before sign-in stops working.
    if (input.previousToken) {
      await tx.delete(sessions).where(eq(sessions.token_hash, hashToken(input.previousToken)));
    }
    const [created] = await tx
      .insert(sessions)
      .values({
        token_hash: hashToken(token),
        csrf_token: newToken(),
        staff_id: member.id,
        lounge_id: lounge.id,
        ip: input.ip,
        user_agent: input.userAgent.slice(0, 300),
        expires_at: new Date(Date.now() + policy.ttlHours * 3_600_000),
      })
      .returning({ id: sessions.id });
    if (!created) throw new AppError("internal");
    return created.id;
  });
  return { token, sessionId };
}

const loungeColumns = {
  id: lounges.id,
  name: lounges.name,
  time_zone: lounges.time_zone,
  business_day_cutoff: lounges.business_day_cutoff,
};

export async function presentSession(db: Executor, sessionId: number): Promise<Session> {
  const [row] = await db
    .select({
      csrf_token: sessions.csrf_token,
      expires_at: sessions.expires_at,
      lounge_id: sessions.lounge_id,
      staff: {
        id: staff.id,
        name: staff.name,
        account: staff.account,
        role: staff.role,
        locale: staff.locale,
      },
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staff_id))
    .where(eq(sessions.id, sessionId));
  if (!row) throw new AppError("unauthenticated");
  const available = worksAtEveryLounge(row.staff.role)
    ? await db.select(loungeColumns).from(lounges).orderBy(lounges.id)
    : await db
        .select(loungeColumns)
        .from(lounges)
        .innerJoin(staffLounges, eq(staffLounges.lounge_id, lounges.id))
        .where(eq(staffLounges.staff_id, row.staff.id))
        .orderBy(lounges.id);
  const current =
    available.find((l) => l.id === row.lounge_id) ??
    (await db.select(loungeColumns).from(lounges).where(eq(lounges.id, row.lounge_id)))[0];
  if (!current) throw new AppError("unauthenticated");
  return {
    staff: { ...row.staff, role_ja: ROLE_JA[row.staff.role] },
    lounge: current,
    lounges: available,
    csrf_token: row.csrf_token,
    expires_at: row.expires_at.toISOString(),
  };
}

/** The language the actor reads the screens in, kept for the actor's next sign-in on any tablet. */
export async function changeLocale(tx: Executor, actor: Actor, locale: Locale): Promise<void> {
  await tx.update(staff).set({ locale, updated_at: new Date() }).where(eq(staff.id, actor.staffId));
}

/** Moves the session to another of the actor's lounges that admits the actor's role. */
export async function switchLounge(
  tx: Executor,
  actor: Actor,
  sessionId: number,
  loungeId: number,
): Promise<void> {
  const [lounge] = await tx
    .select({ id: lounges.id, roles: lounges.sign_in_roles })
    .from(lounges)
    .where(eq(lounges.id, loungeId));
  if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
  // The same rule as sign-in: a lounge's terminals only admit the roles it lists.
  if (!lounge.roles.includes(actor.role)) {
    throw new AppError("forbidden", "この店舗にはこの役割で切り替えできません");
  }
  await tx
    .update(sessions)
    .set({ lounge_id: loungeId })
    .where(and(eq(sessions.id, sessionId), eq(sessions.staff_id, actor.staffId)));
}

/** Ends the actor's session (its cookie is cleared by the caller). */
export async function signOut(tx: Executor, actor: Actor, sessionId: number): Promise<void> {
  await tx
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.staff_id, actor.staffId)));
}
