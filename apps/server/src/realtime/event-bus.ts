// One subscription per server process to the lounge events channel: a dedicated PostgreSQL
// connection doing LISTEN (reconnecting with back-off), PGlite's in-process listen when embedded, or
// the broker's channel where the events go through one (realtime/broker.ts).
import { type LoungeEvent, ZLoungeEvent } from "@lounge-office/domain/realtime";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { z } from "zod";
import type { Db } from "../db/client";
import { embeddedOf, serverPoolOf, usingEmbedded } from "../db/embedded";
import type { Broker, BrokerHooks } from "./broker";
import { EVENTS_CHANNEL } from "./publish";

/**
 * When the event was published, if its publisher stamped it (for the relay-lag metric): a missing
 * or malformed stamp only means no lag is measured, never a lost event.
 */
const ZStamp = z.object({ published_at: z.number().nonnegative().optional().catch(undefined) });

/** Hears a committed event, with its publish time (ms since the epoch) when it has one. */
export type EventListener = (event: LoungeEvent, publishedAt: number | undefined) => void;

export type EventBus = {
  /** Calls `listener` for every committed event; returns the unsubscribe function. */
  subscribe: (listener: EventListener) => () => void;
  /**
   * Calls `listener` after the LISTEN connection was lost and re-established: events published
   * meanwhile were missed, so whoever relays them must make its clients resynchronise.
   */
  onResync: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

export type EventBusOptions = {
  log: FastifyBaseLogger;
  /** First reconnection delay after a dropped LISTEN connection (doubles up to `maxBackoffMs`). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the LISTEN connection is probed with `select 1`, to notice a silently dead link. */
  healthCheckMs?: number;
  /** Called each time the LISTEN connection is re-established after a loss (a metric counts them). */
  onReconnected?: () => void;
  /** The events travel through this broker, not NOTIFY: its channel is the one listened to. */
  broker?: Broker | null;
};

type Hooks = BrokerHooks;

/** Starts listening; resolves once the first LISTEN is in place (or its first attempt failed). */
export async function startEventBus(db: Db, options: EventBusOptions): Promise<EventBus> {
  const listeners = new Set<EventListener>();
  const resyncListeners = new Set<() => void>();
  const hooks: Hooks = {
    dispatch: (payload) => {
      let event: LoungeEvent;
      let publishedAt: number | undefined;
      try {
        const json: unknown = JSON.parse(payload);
        event = ZLoungeEvent.parse(json);
        publishedAt = ZStamp.parse(json).published_at;
      } catch (err) {
        options.log.warn(
          { err, payload: payload.slice(0, 200) },
          "ignored a malformed lounge event",
        );
        return;
      }
      for (const listener of listeners) {
        try {
          listener(event, publishedAt);
        } catch (err) {
          options.log.error({ err }, "lounge event listener failed");
        }
      }
    },
    resync: () => {
      for (const listener of resyncListeners) listener();
    },
  };
  const pool = serverPoolOf(db);
  const stop = options.broker
    ? await options.broker.listen(hooks, options.onReconnected)
    : pool
      ? await listenPostgres(pool, hooks, options)
      : await listenPglite(db, hooks);
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onResync: (listener) => {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
      resyncListeners.clear();
      await stop();
    },
  };
}

/**
 * Embedded PGlite is one in-process session: its listen sees every commit of this process. PGlite's
 * own `listen` runs the LISTEN while the app's pool holds the session (db/embedded.ts).
 */
async function listenPglite(db: Db, hooks: Hooks): Promise<() => Promise<void>> {
  const unlisten = await usingEmbedded(db, (pglite) =>
    pglite.listen(EVENTS_CHANNEL, hooks.dispatch),
  );
  return async () => {
    if (embeddedOf(db)?.closed !== false) return;
    await usingEmbedded(db, () => unlisten()).catch(() => {});
  };
}

/** The LISTEN connection's `application_name` in pg_stat_activity. */
export const LISTEN_APPLICATION_NAME = "lounge_office_listen";

/**
 * A PostgreSQL server: LISTEN on a dedicated connection (a pooled one would be handed to queries
 * and lose the subscription). A dropped connection is re-opened with back-off; after a
 * reconnection the subscribers are told to resynchronise, since NOTIFYs meanwhile are gone.
 */
async function listenPostgres(
  pool: pg.Pool,
  hooks: Hooks,
  options: EventBusOptions,
): Promise<() => Promise<void>> {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  const healthCheckMs = options.healthCheckMs ?? 30_000;
  const { log } = options;
  // The pool's own settings (connection string, credentials, ssl), minus what only a pool knows.
  const {
    max: _max,
    idleTimeoutMillis: _idle,
    ...settings
  } = (pool as unknown as { options: pg.PoolConfig }).options;

  let closed = false;
  let current: pg.Client | null = null;
  let backoff = minBackoff;
  /** A connection was lost (or never made) since the last good LISTEN: events may be missing. */
  let missedEvents = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || reconnectTimer) return;
    const delay = backoff;
    backoff = Math.min(backoff * 2, maxBackoff);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  };

  const drop = (connection: pg.Client, reason: unknown) => {
    if (current !== connection) return; // already replaced
    current = null;
    if (healthTimer) clearInterval(healthTimer);
    healthTimer = null;
    connection.removeAllListeners("notification");
    connection.end().catch(() => {});
    if (closed) return;
    missedEvents = true;
    log.warn({ err: reason }, "floor events: LISTEN connection lost, reconnecting");
    scheduleReconnect();
  };

  const connect = async () => {
    if (closed) return;
    // Named, so that an operator (and a test) can tell it from the pool's connections in
    // pg_stat_activity, whatever it last ran (LISTEN, or the health check's `select 1`).
    const connection = new pg.Client({
      ...settings,
      keepAlive: true,
      application_name: LISTEN_APPLICATION_NAME,
    });
    current = connection;
    // Without an error listener a dropped connection would crash the process.
    connection.on("error", (err) => drop(connection, err));
    connection.on("end", () => drop(connection, new Error("connection ended")));
    connection.on("notification", (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) hooks.dispatch(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (err) {
      drop(connection, err);
      return;
    }
    if (closed || current !== connection) {
      await connection.end().catch(() => {});
      return;
    }
    backoff = minBackoff;
    healthTimer = setInterval(() => {
      const probe = setTimeout(() => drop(connection, new Error("health check timed out")), 10_000);
      connection
        .query("select 1")
        .catch((err) => drop(connection, err))
        .finally(() => clearTimeout(probe));
    }, healthCheckMs);
    healthTimer.unref();
    if (missedEvents) {
      missedEvents = false;
      log.info("floor events: LISTEN connection restored");
      options.onReconnected?.();
      hooks.resync();
    }
  };

  await connect();
  return async () => {
    closed = true;
    if (reconnectTimer) clearTimeout(reconnectTimer);
    if (healthTimer) clearInterval(healthTimer);
    const connection = current;
    current = null;
    if (connection) {
      connection.removeAllListeners("notification");
      await connection.end().catch(() => {});
    }
  };
}
