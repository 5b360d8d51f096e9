// GET /public/lounges/{id}/crowd at a Friday night's load: answered from memory (crowd-cache.ts),
// with a strong ETag and caching a CDN honours, by a hook that runs before the app's own per-request
// work (cookies, session, helmet's page headers, validation), which a public JSON answer needs none of.
import { CROWD_NOT_PUBLISHED, crowdApi } from "@lounge-office/domain/crowd";
import { AppError, MAX_ID } from "@lounge-office/domain/shared";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { Db } from "../../db/client";
import type { Router } from "../../http/route";
import { type CrowdAnswer, type CrowdEvents, crowdCache } from "./crowd-cache";
import { loadCrowdFigures } from "./crowd-query";

/**
 * Fresh for 5 s in browsers and shared caches (a CDN then asks the origin at most once per 5 s per
 * lounge and edge), then served stale for up to 25 s more while one revalidation runs in the
 * background (a 304 by the ETag): no visitor waits on the origin. Decision 013.
 */
export const CROWD_CACHE_CONTROL = "public, max-age=5, s-maxage=5, stale-while-revalidate=25";

/**
 * Any website may read it (no cookies are sent or honoured cross-site: it needs no session); on the
 * 404 too, so a page's script can tell "not published" from a network error.
 */
export function publicHeaders(reply: FastifyReply, cacheControl: string) {
  reply.header("access-control-allow-origin", "*");
  reply.header("cross-origin-resource-policy", "cross-origin");
  reply.header("cache-control", cacheControl);
}

/**
 * Whether an `If-None-Match` names this ETag: a list, `*`, or weak forms (a CDN that compressed the
 * answer weakens its ETag), compared weakly as RFC 9110 has it for a GET.
 */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const tag of header.split(",")) {
    const trimmed = tag.trim();
    if (trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`) return true;
  }
  return false;
}

/** The answer's bytes as they were made once per change, or a 304 to a client that has them. */
function sendCrowd(request: FastifyRequest, reply: FastifyReply, answer: CrowdAnswer) {
  publicHeaders(reply, CROWD_CACHE_CONTROL);
  reply.header("x-content-type-options", "nosniff");
  reply.header("etag", answer.etag);
  if (matchesETag(request.headers["if-none-match"], answer.etag)) return reply.code(304).send();
  return reply.code(200).type("application/json; charset=utf-8").send(answer.body);
}

/** A path id as the contract reads it (ZIdParams), in its one plain spelling; null otherwise. */
function plainId(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

export type CrowdFeed = {
  /**
   * An onRequest hook, registered before every other: answers the feed of a publishing lounge from
   * memory (reading it first when it must); anything else (another route, a malformed id, a lounge
   * that publishes nothing, a failed read) goes on to the route, which refuses or reads as usual.
   */
  answerFromMemory: (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => void;
  /** Lets the cache hear the lounges' events (the app hands it the event bus once started). */
  follow: (events: CrowdEvents) => void;
  /** Registers the feed's route (its contract, its documentation, its refusals). */
  route: (router: Router) => void;
};

/** `clock`: the one place the feed reads the time from, so a test can stand on a Friday night. */
export function crowdFeed({ db, clock }: { db: Db; clock: () => Date }): CrowdFeed {
  // No database read per request: the figures come from memory, read again after a change.
  const cache = crowdCache({ read: (id) => loadCrowdFigures(db, id), clock });
  return {
    answerFromMemory(request, reply, done) {
      // Every request passes here: the cheap tests first.
      if (
        request.method !== "GET" ||
        !request.url.startsWith("/public/") ||
        request.routeOptions.config.contract !== crowdApi.crowd
      ) {
        return done();
      }
      const id = plainId((request.params as { id?: string }).id);
      if (id === null) return done();
      const answer = cache.answer(id, clock());
      if (!(answer instanceof Promise)) {
        if (answer) sendCrowd(request, reply, answer);
        else done();
        return;
      }
      answer.then(
        (read) => (read ? sendCrowd(request, reply, read) : done()),
        // The route reads again, and answers the error with the feed's headers if that fails too.
        () => done(),
      );
    },
    follow: cache.follow,
    route({ route }) {
      // What the hook leaves: a lounge that publishes nothing (its 404 remembered too), or a read
      // that failed; a malformed id never gets here (the contract's 400).
      route(crowdApi.crowd, async ({ params, request, reply }) => {
        publicHeaders(reply, CROWD_CACHE_CONTROL);
        const answer = await cache.answer(params.id, clock());
        if (!answer) throw new AppError("not_found", CROWD_NOT_PUBLISHED);
        return sendCrowd(request, reply, answer);
      });
    },
  };
}
