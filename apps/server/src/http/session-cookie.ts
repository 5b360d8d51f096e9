// The session cookie, named in one place for sign-in, sign-out, the session plugin and /cable: over TLS
// `__Host-lounge_office_session` (Secure, Path=/, no Domain: bound to this host, so a sibling
// subdomain or a plain-HTTP page cannot set or shadow it), over plain HTTP the plain name.
import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "lounge_office_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** `request.protocol` honours X-Forwarded-Proto only from the proxies TRUST_PROXY names. */
const overTls = (request: FastifyRequest) => request.protocol === "https";

export function sessionCookieName(request: FastifyRequest): string {
  return overTls(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The token this request came with: over TLS only the `__Host-` cookie counts. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

const attributes = (request: FastifyRequest) =>
  ({ path: "/", httpOnly: true, sameSite: "lax", secure: overTls(request) }) as const;

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
) {
  reply.setCookie(sessionCookieName(request), token, {
    ...attributes(request),
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), attributes(request));
}
