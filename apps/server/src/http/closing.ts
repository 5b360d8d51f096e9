// While the server closes (SIGTERM, a rolling restart), every answer closes its connection. Fastify
// stops accepting connections, closes the idle ones and answers a request that arrives meanwhile with
// 503, but a keep-alive connection whose request was in flight would stay open, idle, for the
// keep-alive timeout (72 s) once answered, and the close waits for every connection.
import type { App } from "./types";

export function closeConnectionsWhenClosing(app: App) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}
