// The guest page's calls: staff issue, read and revoke a group's link; the public page
// reads its view. The public read is rate-limited per link (guests behind the lounge's Wi-Fi share
// one address) and per address for links that do not work (guessing costs a 429 soon).
import { GUEST_RATE_LIMITED, guestApi } from "@lounge-office/domain/guest";
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyReply } from "fastify";
import { rateWindow } from "../../http/rate-window";
import type { Router } from "../../http/route";
import {
  guestLinkStatus,
  guestView,
  invalid,
  issueGuestLink,
  revokeGuestLink,
  tokenSha256,
  workingLink,
} from "./guest-links";

/** A page polls every 30 s; a guest reloading a few times more is still far below this. */
export const GUEST_VIEWS_PER_MINUTE = 20;
/** Failed look-ups (unknown, revoked, expired) an address may make per minute. */
export const GUEST_MISSES_PER_MINUTE = 10;

function privateAnswer(reply: FastifyReply) {
  // The page is the group's own: no shared cache keeps it, and no referrer carries the token on.
  reply.header("cache-control", "no-store");
  reply.header("referrer-policy", "no-referrer");
}

export function guestRoutes({ route }: Router) {
  route(guestApi.issue, ({ db, actor, params }) => issueGuestLink(db, actor, params.id));
  route(guestApi.status, ({ db, actor, params }) => guestLinkStatus(db, actor, params.id));
  route(guestApi.revoke, async ({ db, actor, params }) => {
    await revokeGuestLink(db, actor, params.id);
    return { ok: true as const };
  });

  const views = rateWindow({ limit: GUEST_VIEWS_PER_MINUTE, windowMs: 60_000 });
  const misses = rateWindow({ limit: GUEST_MISSES_PER_MINUTE, windowMs: 60_000 });
  const limited = () => new AppError("rate_limited", GUEST_RATE_LIMITED);
  route(guestApi.view, async ({ db, params, request, reply }) => {
    privateAnswer(reply);
    // An address that keeps missing is refused before any look-up.
    if (misses.spent(request.ip)) throw limited();
    const link = await workingLink(db, params.token);
    if (!link) {
      misses.take(request.ip);
      throw invalid();
    }
    // Only working links are counted (so made-up tokens cannot crowd the counter out).
    if (!views.take(tokenSha256(params.token))) throw limited();
    return guestView(db, link);
  });
}
