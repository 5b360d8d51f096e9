// Work a handler wants done only once its request's transaction has committed (counting a settlement
// for the operators' metrics): held with the request and run as its answer is sent, unless the
// answer is a refusal or an error.
import type { FastifyRequest } from "fastify";
import type { App } from "./types";

const pending = new WeakMap<FastifyRequest, (() => void)[]>();

/** Runs `work` once the request is answered with a success, that is after its transaction committed. */
export function afterCommit(request: FastifyRequest, work: () => void) {
  const list = pending.get(request);
  if (list) list.push(work);
  else pending.set(request, [work]);
}

/**
 * The router sends a handler's answer only after its transaction resolved (http/route.ts), so a
 * success on its way out is one whose changes committed; a failed commit is an error answer and
 * runs nothing. onSend rather than onResponse: the answer is sent even to a client that left.
 */
export function runAfterCommit(app: App) {
  app.addHook("onSend", (request, reply, payload, done) => {
    const list = pending.get(request);
    if (list) {
      pending.delete(request);
      if (reply.statusCode < 400) {
        for (const work of list) {
          try {
            work();
          } catch (error) {
            // Bookkeeping after the fact never turns a committed success into an error.
            request.log.warn({ err: error }, "after-commit work failed");
          }
        }
      }
    }
    done(null, payload);
  });
}
