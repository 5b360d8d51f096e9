// HSTS on every answer to a request that came over TLS: to this server directly, or to a trusted
// reverse proxy that says so in X-Forwarded-Proto (TRUST_PROXY). Never over plain HTTP, where a
// browser ignores it and a LAN install without TLS must stay reachable.
import type { App } from "./types";

export const HSTS = "max-age=31536000; includeSubDomains";

export function sendHstsOverTls(app: App) {
  // A callback, not an async hook: every answer passes here, and a promise a hook costs a turn.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done(null, payload);
  });
}
