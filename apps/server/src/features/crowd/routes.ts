// The public crowd feed: a lounge's website reads it from any origin, so it answers with
// CORS for every origin and a short cache; a lounge that has not opted in is a 404.
import {
  CROWD_NOT_PUBLISHED,
  type CrowdHistoryFigures,
  crowdApi,
} from "@lounge-office/domain/crowd";
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyReply } from "fastify";
import type { Router } from "../../http/route";
import { loadCrowd, loadCrowdHistory, publishingLounge } from "./crowd-query";

/** How long browsers and caches may keep an answer: the board's figures move by the minute. */
export const CROWD_MAX_AGE_SECONDS = 15;
/** The history only changes when a business day ends (or a past log is corrected). */
export const CROWD_HISTORY_MAX_AGE_SECONDS = 300;

/** Any website may read it (no cookies are sent or honoured cross-site: it needs no session). */
function publicHeaders(reply: FastifyReply, maxAge: number) {
  reply.header("access-control-allow-origin", "*");
  reply.header("cross-origin-resource-policy", "cross-origin");
  reply.header("cache-control", `public, max-age=${maxAge}`);
}

/** `clock`: the one place the feed reads the time from, so a test can stand on a Friday night. */
export function crowdRoutes({ route }: Router, clock: () => Date = () => new Date()) {
  route(crowdApi.crowd, async ({ db, params, reply }) => {
    publicHeaders(reply, CROWD_MAX_AGE_SECONDS);
    const crowd = await loadCrowd(db, params.id, clock());
    if (!crowd) throw new AppError("not_found", CROWD_NOT_PUBLISHED);
    return crowd;
  });

  // Every visitor of a lounge's website asks for the same figures: this process computes them
  // once per lounge per CROWD_HISTORY_MAX_AGE_SECONDS (whether the lounge still publishes is read
  // on every request, so opting out hides them at once).
  const computed = new Map<number, { until: number; figures: CrowdHistoryFigures }>();
  route(crowdApi.history, async ({ db, params, reply }) => {
    publicHeaders(reply, CROWD_HISTORY_MAX_AGE_SECONDS);
    const lounge = await publishingLounge(db, params.id);
    if (!lounge) {
      computed.delete(params.id);
      throw new AppError("not_found", CROWD_NOT_PUBLISHED);
    }
    const now = Date.now();
    let entry = computed.get(params.id);
    if (!entry || entry.until <= now) {
      entry = {
        until: now + CROWD_HISTORY_MAX_AGE_SECONDS * 1000,
        figures: await loadCrowdHistory(db, params.id, lounge, new Date(now)),
      };
      computed.set(params.id, entry);
    }
    return { lounge: lounge.name, ...entry.figures };
  });
}
