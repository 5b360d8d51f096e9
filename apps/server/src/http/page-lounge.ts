// The lounge a page load belongs to: its session's current lounge, whose printers the page's CSP
// `connect-src` lists. The session plugin lets page loads through unread (the app signs in or
// refuses itself), so this reads the session on its own, without refreshing or ending it.
import type { IncomingMessage } from "node:http";
import { worksAtEveryLounge } from "@lounge-office/domain/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { isIdle } from "../auth/session-timing";
import { hashToken } from "../auth/tokens";
import type { Db } from "../db/client";
import { sessions, staff, staffLounges } from "../db/schema";
import { readSessionToken } from "./session-cookie";
import { isPageNavigation } from "./spa";

/**
 * The current lounge of the session behind a cookie token, or null when there is none a call would
 * accept: unknown, expired, idle, its staff member deactivated, or no longer working there.
 */
export async function sessionLounge(
  db: Db,
  token: string,
  idleMinutes: number,
): Promise<number | null> {
  const [row] = await db
    .select({
      loungeId: sessions.lounge_id,
      lastSeenAt: sessions.last_seen_at,
      role: staff.role,
      listed: sql<boolean>`exists(select 1 from ${staffLounges} where ${staffLounges.staff_id} = ${staff.id} and ${staffLounges.lounge_id} = ${sessions.lounge_id})`,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staff_id))
    .where(
      and(
        eq(sessions.token_hash, hashToken(token)),
        gt(sessions.expires_at, new Date()),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row || isIdle(row.lastSeenAt, idleMinutes)) return null;
  return worksAtEveryLounge(row.role) || row.listed ? row.loungeId : null;
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
