// The public crowd feed (issue 17): a lounge's website reads it from any origin, so it answers with
// CORS for every origin and a short cache; a lounge that has not opted in is a 404.
import { AppError, CROWD_NOT_PUBLISHED, crowdApi } from "@lounge-office/domain";
import type { FastifyReply } from "fastify";
import type { Router } from "../../http/route";
import { loadCrowd } from "./crowd-query";

/** How long browsers and caches may keep an answer: the board's figures move by the minute. */
export const CROWD_MAX_AGE_SECONDS = 15;

/** Any website may read it (no cookies are sent or honoured cross-site: it needs no session). */
function publicHeaders(reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*");
  reply.header("cross-origin-resource-policy", "cross-origin");
  reply.header("cache-control", `public, max-age=${CROWD_MAX_AGE_SECONDS}`);
}

export function crowdRoutes({ route }: Router) {
  route(crowdApi.crowd, async ({ db, params, reply }) => {
    publicHeaders(reply);
    const crowd = await loadCrowd(db, params.id);
    if (!crowd) throw new AppError("not_found", CROWD_NOT_PUBLISHED);
    return crowd;
  });
}
