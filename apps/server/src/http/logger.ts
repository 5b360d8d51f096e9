// pino options: secrets (passwords, session cookies, CSRF tokens, the sign-in page's `pw`) never reach a log line.
import type { FastifyServerOptions } from "fastify";

const SECRET_QUERY = /([?&](?:pw|password|token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, "$1[REDACTED]");
}

export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        "*.password",
        "*.password_hash",
        "*.csrf_token",
        "*.token",
      ],
      censor: "[REDACTED]",
    },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
