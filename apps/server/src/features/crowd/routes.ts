// The public crowd feed: a lounge's website reads it from any origin, so it answers with
// CORS for every origin and a short cache a CDN honours; a lounge that has not opted in is a 404.
import {
  CROWD_NOT_PUBLISHED,
  type CrowdHistoryFigures,
  crowdApi,
} from "@lounge-office/domain/crowd";
import { AppError } from "@lounge-office/domain/shared";
import type { Router } from "../../http/route";
import { loadCrowdHistory, publishingLounge } from "./crowd-query";
import { type CrowdFeed, publicHeaders } from "./feed-routes";

export { type CrowdFeed, crowdFeed } from "./feed-routes";

/** The history only changes when a business day ends (or a past log is corrected). */
export const CROWD_HISTORY_MAX_AGE_SECONDS = 300;

/** The feed (answered from memory: feed-routes.ts) and its history. */
export function crowdRoutes(router: Router, feed: CrowdFeed) {
  const { route } = router;
  feed.route(router);

  // Every visitor of a lounge's website asks for the same figures: this process computes them
  // once per lounge per CROWD_HISTORY_MAX_AGE_SECONDS (whether the lounge still publishes is read
  // on every request, so opting out hides them at once).
  const computed = new Map<number, { until: number; figures: CrowdHistoryFigures }>();
  route(crowdApi.history, async ({ db, params, reply }) => {
    publicHeaders(reply, `public, max-age=${CROWD_HISTORY_MAX_AGE_SECONDS}`);
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
