// The origins the SPA's CSP `connect-src` allows besides 'self': PRINTER_ORIGINS from the
// environment and, on a page of a signed-in session, the printers of that session's lounge (the
// browser talks to them on the LAN). Kept in memory per lounge, read again at most every 30 s
// (other instances' changes) and at once after this process changed a printer. Infrastructure: the
// printers feature's query is injected by app.ts.
import type { FastifyBaseLogger } from "fastify";

/** How long another instance's printer change may take to reach this process's CSP. */
export const CONNECT_ORIGINS_TTL_MS = 30_000;
const RETRY_AFTER_FAILURE_MS = 5_000;

export type ConnectOrigins = {
  /**
   * The `connect-src` value: 'self', the configured origins and the lounge's printers as last read;
   * without a lounge (a signed-out page, every answer that is not a page) no printer at all.
   */
  directive: (loungeId: number | null) => string;
  /** Reads the lounge's printers again when its list is older than the TTL or invalidated. */
  refreshIfStale: (loungeId: number) => Promise<void>;
  /** This process changed a printer: each lounge's next page reads its list again. */
  invalidate: () => void;
};

type LoungeOrigins = {
  directive: string;
  loadedAt: number;
  /** The invalidation the list was read after: an older one is stale whatever its age. */
  freshAfter: number;
  /** The generation of the read applied last: an older read answering late is dropped. */
  appliedGeneration: number;
  inFlight: { generation: number; done: Promise<void> } | null;
};

export function connectOrigins(options: {
  fixed: readonly string[];
  load: (loungeId: number) => Promise<string[]>;
  log: FastifyBaseLogger;
  now?: () => number;
}): ConnectOrigins {
  const now = options.now ?? Date.now;
  const directiveOf = (printers: readonly string[]) =>
    [...new Set(["'self'", ...options.fixed, ...printers])].join(" ");
  // Built when a list changes, not on every answer (helmet asks for it per response).
  const withoutPrinters = directiveOf([]);
  // One entry per lounge a signed-in page has been served for: as many as there are lounges.
  const lounges = new Map<number, LoungeOrigins>();
  // Bumped by invalidate: a read that started before a change neither wins over a later read nor
  // marks a list fresh.
  let generation = 0;

  const entryOf = (loungeId: number) => {
    let entry = lounges.get(loungeId);
    if (!entry) {
      entry = {
        directive: withoutPrinters,
        loadedAt: Number.NEGATIVE_INFINITY,
        freshAfter: -1,
        appliedGeneration: -1,
        inFlight: null,
      };
      lounges.set(loungeId, entry);
    }
    return entry;
  };

  async function load(loungeId: number, entry: LoungeOrigins, started: number) {
    try {
      const origins = await options.load(loungeId);
      if (started < entry.appliedGeneration) return;
      entry.directive = directiveOf(origins);
      entry.appliedGeneration = started;
      if (started === generation) {
        entry.loadedAt = now();
        entry.freshAfter = started;
      }
    } catch (error) {
      // The CSP keeps the last list and tries again a few seconds later: a database hiccup never
      // fails an answer because of its header.
      entry.loadedAt = now() - CONNECT_ORIGINS_TTL_MS + RETRY_AFTER_FAILURE_MS;
      entry.freshAfter = generation;
      options.log.warn({ err: error, loungeId }, "printer origins could not be read");
    }
  }

  return {
    directive: (loungeId) =>
      loungeId === null ? withoutPrinters : (lounges.get(loungeId)?.directive ?? withoutPrinters),
    refreshIfStale(loungeId) {
      const entry = entryOf(loungeId);
      const fresh =
        entry.freshAfter === generation && now() - entry.loadedAt < CONNECT_ORIGINS_TTL_MS;
      if (fresh) return Promise.resolve();
      if (entry.inFlight?.generation === generation) return entry.inFlight.done;
      const current = { generation, done: load(loungeId, entry, generation) };
      entry.inFlight = current;
      void current.done.finally(() => {
        if (entry.inFlight === current) entry.inFlight = null;
      });
      return current.done;
    },
    invalidate() {
      generation++;
    },
  };
}
