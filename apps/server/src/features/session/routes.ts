// Sign-in look-ups and session calls (screen 16): /api/v1/lounges, /api/v1/staffs,
// /api/v1/account_lounges, /api/v1/session (and /api/v1/session/state).
import { sessionApi } from "@lounge-office/domain/session";
import { AppError, type Contract } from "@lounge-office/domain/shared";
import type { FastifyReply } from "fastify";
import { sendRateHeaders } from "../../http/rate-limit";
import type { Handler, Router } from "../../http/route";
import { clearSessionCookie, readSessionToken, setSessionCookie } from "../../http/session-cookie";
import { authorize } from "../../policy/policy";
import { changeOwnPassword } from "./password-change";
import { changeLocale, presentSession, signIn, signOut, switchLounge } from "./sign-in";
import { accountLounges, loungeOptions, staffAccountOptions } from "./sign-in-options";
import { SignInThrottled } from "./sign-in-throttle";

/** The session a guarded call came with (the session plugin refused the call without one). */
const sessionIdOf = (request: { sessionId: number | null }) => {
  if (request.sessionId === null) throw new AppError("unauthenticated");
  return request.sessionId;
};

/** A refusal of the throttle answers with the rate limiter's headers (Retry-After, x-ratelimit-*). */
const throttleHeaders =
  (reply: FastifyReply) =>
  (error: unknown): never => {
    if (error instanceof SignInThrottled) {
      sendRateHeaders(reply, {
        limit: error.limit,
        remaining: 0,
        resetMs: error.reopensInMs,
        exceeded: true,
      });
    }
    throw error;
  };

/** What the app is told of a refused sign-in (the operators' counts): the answer's error code. */
export type SessionReports = { onSignInRefused?: (reason: string) => void };

/** Tells `onRefused` why the handler refused (its AppError's code); the refusal goes out unchanged. */
function countingRefusals<C extends Contract>(
  onRefused: ((reason: string) => void) | undefined,
  handler: Handler<C>,
): Handler<C> {
  if (!onRefused) return handler;
  return (context) =>
    handler(context).catch((error: unknown) => {
      if (error instanceof AppError) onRefused(error.code);
      throw error;
    });
}

export function sessionRoutes({ route }: Router, { onSignInRefused }: SessionReports = {}) {
  route(sessionApi.loungeOptions, ({ db }) => loungeOptions(db));

  route(sessionApi.staffAccounts, ({ db, query }) => staffAccountOptions(db, query));

  route(sessionApi.accountLounges, ({ db, query }) => accountLounges(db, query.account));

  // No request transaction: a failed attempt must be recorded although the answer is 401, and
  // argon2 must not hold a transaction open. signIn opens its own short ones (the throttle's
  // reservation, the new session). request.ip is the forwarded address only from a TRUST_PROXY peer.
  route(
    sessionApi.signIn,
    countingRefusals(onSignInRefused, async ({ db, body, request, reply, config }) => {
      const { token, sessionId } = await signIn(
        db,
        {
          loungeId: body.lounge_id,
          account: body.account,
          password: body.password,
          ip: request.ip,
          userAgent: request.headers["user-agent"] ?? "",
          previousToken: readSessionToken(request),
        },
        {
          throttle: {
            accountMaxFailures: config.SIGN_IN_MAX_FAILURES,
            addressMaxFailures: config.SIGN_IN_ADDRESS_MAX_FAILURES,
            globalMaxFailures: config.SIGN_IN_GLOBAL_MAX_FAILURES,
            windowMinutes: config.SIGN_IN_WINDOW_MINUTES,
          },
          ttlHours: config.SESSION_TTL_HOURS,
        },
      ).catch(throttleHeaders(reply));
      setSessionCookie(request, reply, token, Math.round(config.SESSION_TTL_HOURS * 3600));
      return presentSession(db, sessionId);
    }),
    { transaction: false },
  );

  route(sessionApi.current, ({ db, request }) => presentSession(db, sessionIdOf(request)));

  // The same question answered 200 either way, for the app's own check on every visit.
  route(sessionApi.state, async ({ db, request }) =>
    request.sessionId === null
      ? { session: null, ended: request.sessionEnded }
      : { session: await presentSession(db, request.sessionId), ended: null },
  );

  route(sessionApi.switchLounge, async ({ db, actor, body, request }) => {
    const sessionId = sessionIdOf(request);
    // The session's call; the lounge it moves to must be one whose floor the actor uses.
    authorize(actor, "floor.use", { loungeId: body.lounge_id });
    await switchLounge(db, actor, sessionId, body.lounge_id);
    return presentSession(db, sessionId);
  });

  route(sessionApi.changeLocale, async ({ db, actor, body }) => {
    await changeLocale(db, actor, body.locale);
    return { ok: true as const };
  });

  route(sessionApi.signOut, async ({ db, actor, request, reply }) => {
    await signOut(db, actor, sessionIdOf(request));
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  // No request transaction: a wrong current password is recorded although the answer is a refusal,
  // and argon2 (verify, then hash) must not hold a transaction open.
  route(
    sessionApi.changePassword,
    async ({ db, actor, body, request, reply, config }) => {
      await changeOwnPassword(
        db,
        actor,
        {
          sessionId: sessionIdOf(request),
          ip: request.ip,
          currentPassword: body.current_password,
          password: body.password,
        },
        {
          maxFailures: config.SIGN_IN_MAX_FAILURES,
          windowMinutes: config.SIGN_IN_WINDOW_MINUTES,
        },
      ).catch(throttleHeaders(reply));
      return { ok: true as const };
    },
    { transaction: false },
  );
}
