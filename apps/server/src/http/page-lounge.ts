// The lounge a page load belongs to: its session's current lounge, whose printers the page's CSP
// `connect-src` lists. The session plugin lets page loads through unread (the app signs in or
// refuses itself), so this reads the session on its own, without refreshing or ending it.
import type { IncomingMessage } from "node:http";
import { worksAtEveryLounge } from "@lounge-office/domain/shared";
import type { FastifyRequest } from "fastify";
import { isIdle } from "../auth/session-timing";
import type { Db } from "../db/client";
import { readSessionToken } from "./session-cookie";
import { readSession } from "./session-plugin";
import { isPageNavigation } from "./spa";

/**
 * The current lounge of the session behind a cookie token, or null when there is none a call would
 * accept: unknown, expired, idle, its staff member deactivated, or no longer working there. The
 * same read as every call's (session-plugin.ts), without refreshing or ending the session.
 */
export async function sessionLounge(
  db: Db,
  token: string,
  idleMinutes: number,
): Promise<number | null> {
  const row = await readSession(db, token);
  if (!row || isIdle(row.lastSeenAt, idleMinutes)) return null;
  const loungeIds = worksAtEveryLounge(row.role) ? row.allLoungeIds : row.listedLoungeIds;
  return loungeIds.includes(row.currentLoungeId) ? row.currentLoungeId : null;
}

export type PageLounges = {
  /** Reads and remembers the lounge of a page load; null for a signed-out page or any other answer. */
  resolve: (request: FastifyRequest) => Promise<number | null>;
  /** What `resolve` found for this request (helmet asks with the raw request). */
  of: (raw: IncomingMessage) => number | null;
};

export function pageLounges(options: { db: Db; idleMinutes: number }): PageLounges {
  const found = new WeakMap<IncomingMessage, number>();
  return {
    async resolve(request) {
      if (!isPageNavigation(request)) return null;
      const token = readSessionToken(request);
      if (!token) return null;
      try {
        const loungeId = await sessionLounge(options.db, token, options.idleMinutes);
        if (loungeId !== null) found.set(request.raw, loungeId);
        return loungeId;
      } catch (error) {
        // The page still loads, reaching no printer until the next load: a database hiccup never
        // fails a page because of its header.
        request.log.warn({ err: error }, "the page's lounge could not be read");
        return null;
      }
    },
    of: (raw) => found.get(raw) ?? null,
  };
}
