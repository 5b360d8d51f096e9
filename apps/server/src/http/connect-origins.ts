// The origins the SPA's CSP `connect-src` allows besides 'self': PRINTER_ORIGINS from the
// environment and every configured printer (the browser talks to printers on the LAN). Kept in
// memory, read again at most every 30 s (other instances' changes) and at once after this process
// changed a printer. Infrastructure: the printers feature's query is injected by app.ts.
import type { FastifyBaseLogger } from "fastify";

/** How long another instance's printer change may take to reach this process's CSP. */
export const CONNECT_ORIGINS_TTL_MS = 30_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

export type ConnectOrigins = {
  /** The `connect-src` value: 'self', the configured origins and the printers' (helmet calls it per answer). */
  directive: () => string;
  /** Reads the printers again when the cached list is older than the TTL or invalidated. */
  refreshIfStale: () => Promise<void>;
  /** This process changed a printer: the next answer reads the list again. */
  invalidate: () => void;
};

export function connectOrigins(options: {
  fixed: readonly string[];
  load: () => Promise<string[]>;
  log: FastifyBaseLogger;
  now?: () => number;
}): ConnectOrigins {
  const now = options.now ?? Date.now;
  const directiveOf = (printers: readonly string[]) =>
    [...new Set(["'self'", ...options.fixed, ...printers])].join(" ");
  // Built when the list changes, not on every answer (helmet asks for it per response).
  let directive = directiveOf([]);
  let loadedAt = Number.NEGATIVE_INFINITY;
  // Bumped by invalidate: a read that started before a change neither wins over a later read nor
  // marks the cache fresh.
  let generation = 0;
  let appliedGeneration = -1;
  let inFlight: { generation: number; done: Promise<void> } | null = null;

  async function load(started: number) {
    try {
      const origins = await options.load();
      if (started < appliedGeneration) return;
      directive = directiveOf(origins);
      appliedGeneration = started;
      if (started === generation) loadedAt = now();
    } catch (error) {
      // The CSP keeps the last list and tries again a few seconds later: a database hiccup never
      // fails an answer because of its header.
      loadedAt = now() - CONNECT_ORIGINS_TTL_MS + RETRY_AFTER_FAILURE_MS;
      options.log.warn({ err: error }, "printer origins could not be read");
    }
  }

  return {
    directive: () => directive,
    refreshIfStale() {
      if (now() - loadedAt < CONNECT_ORIGINS_TTL_MS) return Promise.resolve();
      if (inFlight?.generation === generation) return inFlight.done;
      const current = { generation, done: load(generation) };
      inFlight = current;
      void current.done.finally(() => {
        if (inFlight === current) inFlight = null;
      });
      return current.done;
    },
    invalidate() {
      generation++;
      loadedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
