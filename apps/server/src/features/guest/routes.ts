// The guest page's calls: staff issue, read and revoke a group's link; the public page
// reads its view. The public read is rate-limited per link (guests behind the lounge's Wi-Fi share
// one address) and, for links that do not work, per address: a miss past the limit is a 429, a
// working link is never refused for the misses of its address.
import { GUEST_RATE_LIMITED, guestApi } from "@lounge-office/domain/guest";
import type { FastifyReply } from "fastify";
import { addressOf, rateLimiter } from "../../http/rate-limit";
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

  const views = rateLimiter({
    name: "guest-view",
    max: GUEST_VIEWS_PER_MINUTE,
    windowMs: 60_000,
    message: GUEST_RATE_LIMITED,
  });
  const misses = rateLimiter({
    name: "guest-miss",
    max: GUEST_MISSES_PER_MINUTE,
    windowMs: 60_000,
    message: GUEST_RATE_LIMITED,
  });
  route(guestApi.view, async ({ db, params, request, reply }) => {
    privateAnswer(reply);
    const link = await workingLink(db, params.token);
    if (!link) {
      // Only links that open nothing count for the address, and only they are refused once it has
      // missed too often: one guest guessing on the lounge's Wi-Fi never shuts the page for the
      // others behind the same address.
      await misses.take(request, reply, addressOf(request));
      throw invalid();
    }
    // Counted per working link (made-up tokens never enter this count, so cannot crowd it).
    await views.take(request, reply, tokenSha256(params.token));
    return guestView(db, link);
  });
}
