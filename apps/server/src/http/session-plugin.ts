// Resolves the session cookie to an actor, then enforces, per route: session (401, also once idle for
// SESSION_IDLE_MINUTES), role (403), same-origin and CSRF token on every mutation (403). Runs before
// validation, so a refused request changes nothing.
import { AppError, ERROR_MESSAGES_JA, worksAtEveryLounge } from "@lounge-office/domain/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { touchSessions } from "../auth/session-activity";
import { isIdle, isStale } from "../auth/session-timing";
import { hashToken, sameText } from "../auth/tokens";
import type { Db } from "../db/client";
import { lounges, sessions, staff, staffLounges } from "../db/schema";
import { can } from "../policy/policy";
import { readSessionToken } from "./session-cookie";
import { isPageNavigation } from "./spa";
import "./access";

export { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookie";

/** The 401 of a session that ended for want of use: the sign-in page shows it. */
export const IDLE_SESSION_MESSAGE =
  "しばらく操作がなかったため、サインアウトしました。もう一度サインインしてください";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The browser's Origin must name this server, scheme and host: a cross-site form or script is
 * refused. Behind a reverse proxy that rewrites Host (nginx's default), the server is the one the
 * proxy names in X-Forwarded-Host and -Proto: Fastify's `request.host` and `request.protocol` read
 * them only from a peer listed in TRUST_PROXY, and the raw Host and the socket otherwise.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const protocol = request.protocol;
  const host = request.host;
  if (!origin || !host || (protocol !== "http" && protocol !== "https")) return false;
  try {
    // Both parsed alike: letter case and a default port (:443 on https) do not make a difference.
    const server = new URL(`${protocol}://${host}`);
    if (server.pathname !== "/" || server.username || server.password) return false;
    return new URL(origin).origin === server.origin;
  } catch {
    return false;
  }
}

export type SessionRules = { idleMinutes: number };

/** The 403 of an operator's route: how to be let in, nothing of what is behind it. */
export const OPERATOR_ONLY_MESSAGE =
  "運用者向けの機能です。METRICS_TOKEN を Bearer トークンで送るか、サーバーと同じホストから取得してください";

/** Who operators are (routes with `{ operator: true }` access): METRICS_TOKEN, or a loopback client. */
export type OperatorRules = { operatorToken?: string | undefined };

/** This host: 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket's view). */
function isLoopback(address: string): boolean {
  return address === "::1" || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * A proxy named another client: X-Forwarded-For or X-Real-IP with an address off this host, or an
 * RFC 7239 Forwarded header (which nothing here reads). From a proxy TRUST_PROXY lists, Fastify
 * already made `request.ip` that client; from a proxy on this host that TRUST_PROXY does not list
 * (a misconfiguration), `request.ip` is the proxy's loopback address, and every client behind it
 * would pass for local.
 */
function forwardedFromElsewhere(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.forwarded !== undefined) return true;
  return [headers["x-forwarded-for"], headers["x-real-ip"]]
    .flat()
    .flatMap((value) => (value ?? "").split(","))
    .some((address) => address.trim() !== "" && !isLoopback(address.trim()));
}

/**
 * An operator's call: `Authorization: Bearer <METRICS_TOKEN>` (a wrong token is refused even from
 * this host), or a client on this host: its address as the trusted proxy reports it, so a proxy on
 * loopback does not make every client local, and never one a proxy says came from elsewhere.
 */
function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^bearer +(.+)$/i.exec(request.headers.authorization ?? "");
  if (token && bearer) return sameText(bearer[1] ?? "", token);
  return isLoopback(request.ip) && !forwardedFromElsewhere(request);
}

/**
 * The session read every request makes, built once per database: Drizzle would otherwise build its
 * SQL anew each time, and PostgreSQL parses and plans a named statement once per connection.
 */
const actorQueries = new WeakMap<Db, ReturnType<typeof buildActorQuery>>();

function buildActorQuery(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrf_token,
      lastSeenAt: sessions.last_seen_at,
      staffId: staff.id,
      role: staff.role,
      currentLoungeId: sessions.lounge_id,
      // Both lists in the same round trip (every request pays for this lookup); which one applies
      // is the domain's to say.
      listedLoungeIds: sql<
        number[]
      >`array(select ${staffLounges.lounge_id} from ${staffLounges} where ${staffLounges.staff_id} = ${staff.id} order by 1)`,
      allLoungeIds: sql<number[]>`array(select ${lounges.id} from ${lounges} order by 1)`,
    })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staff_id))
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder("tokenHash")),
        gt(sessions.expires_at, sql.placeholder("now")),
        eq(staff.active, true),
      ),
    )
    .limit(1)
    .prepare("load_actor");
}

function actorQuery(db: Db) {
  let query = actorQueries.get(db);
  if (!query) {
    query = buildActorQuery(db);
    actorQueries.set(db, query);
  }
  return query;
}

/**
 * The row every request reads for a cookie token (unexpired, its staff member active), as it is:
 * neither refreshed nor ended. Null when there is none.
 */
export async function readSession(db: Db, token: string) {
  const rows = await actorQuery(db).execute({ tokenHash: hashToken(token), now: new Date() });
  return rows[0] ?? null;
}

/**
 * The session behind a cookie token, with its actor; "idle" when it went unused for the idle limit
 * (it is deleted then); null when there is none (unknown, expired, or its staff member deactivated).
 * A session in use has `last_seen_at` refreshed, at most once per the limit's resolution (a minute
 * at most), outside any transaction; the idle rule allows for the uses a refresh skipped.
 */
export async function loadActor(db: Db, token: string, rules: SessionRules) {
  const row = await readSession(db, token);
  if (!row) return null;
  if (isIdle(row.lastSeenAt, rules.idleMinutes)) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return "idle" as const;
  }
  if (isStale(row.lastSeenAt, rules.idleMinutes)) {
    await touchSessions(db, [row.sessionId], rules.idleMinutes);
  }
  const loungeIds = worksAtEveryLounge(row.role) ? row.allLoungeIds : row.listedLoungeIds;
  return {
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    actor: {
      staffId: row.staffId,
      role: row.role,
      loungeIds,
      currentLoungeId: row.currentLoungeId,
    },
  };
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { db: Db } & SessionRules & OperatorRules) => {
    const { db } = options;
    app.decorateRequest("actor", null);
    app.decorateRequest("sessionId", null);
    app.decorateRequest("csrfToken", null);
    app.decorateRequest("sessionEnded", null);

    app.addHook("onRequest", async (request: FastifyRequest, _reply: FastifyReply) => {
      const access = request.routeOptions.config.access;
      if (!access) return; // plugin routes (static files, API docs): nothing to guard
      if ("operator" in access) {
        if (!isOperator(request, options.operatorToken)) {
          throw new AppError("forbidden", OPERATOR_ONLY_MESSAGE);
        }
        return;
      }
      // A browser loading a page whose path is also a call (/customer_groups, /event_logs) gets the
      // app, which signs in or refuses itself; the data call that follows is guarded as usual.
      if (isPageNavigation(request)) return;
      const token = readSessionToken(request);
      let idle = false;
      if (token) {
        const found = await loadActor(db, token, options);
        idle = found === "idle";
        if (found && found !== "idle") {
          request.actor = found.actor;
          request.sessionId = found.sessionId;
          request.csrfToken = found.csrfToken;
        } else {
          request.sessionEnded = idle ? IDLE_SESSION_MESSAGE : ERROR_MESSAGES_JA.unauthenticated;
        }
      }
      const mutating = MUTATING.has(request.method);
      if ("public" in access) {
        // Sign-in is public but still a mutation: a cross-site page may not sign a tablet in.
        if (mutating && !isSameOrigin(request)) throw new AppError("csrf_failed");
        return;
      }
      if (!request.actor) {
        throw new AppError("unauthenticated", idle ? IDLE_SESSION_MESSAGE : undefined);
      }
      if (mutating) {
        const header = request.headers["x-csrf-token"];
        const sent = typeof header === "string" ? header : "";
        if (!isSameOrigin(request) || !request.csrfToken || !sameText(sent, request.csrfToken)) {
          throw new AppError("csrf_failed");
        }
      }
      if (!can(request.actor, access.action)) throw new AppError("forbidden");
    });
  },
);
