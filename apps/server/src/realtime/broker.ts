// The realtime events through a Redis server (REALTIME_BROKER_URL) instead of PostgreSQL's NOTIFY:
// commits that NOTIFY take turns on one lock of the whole database server, so a large chain's
// instances exchange their events through Redis pub/sub instead (decision 035). A transaction's
// events are published once it has committed (realtime/publish.ts); every instance subscribes to its
// database's channel, on a connection of its own, and re-subscribes after a loss.

import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Db } from "../db/client";
import { EVENTS_CHANNEL, publishThrough } from "./publish";

/** A subscriber's hooks: a payload heard, and "events were missed, resynchronise". */
export type BrokerHooks = { dispatch: (payload: string) => void; resync: () => void };

export type Broker = {
  url: string;
  /** The database's channel: the app's instances on one database share it, other databases not. */
  channel: string;
  /** The subscribing connection's name in Redis' CLIENT LIST. */
  listenName: string;
  /** Subscribes on a connection of its own; resolves once subscribed (or its first attempt failed). */
  listen: (hooks: BrokerHooks, onReconnected?: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Connection names in Redis' CLIENT LIST, with the channel after them. */
const BROKER_PUBLISH_NAME = "lounge_office_publish";
const BROKER_LISTEN_NAME = "lounge_office_listen";

/** Reconnection delay after the n-th failed attempt: 250 ms doubling to 30 s, as the LISTEN connection. */
const backoff = (attempt: number) => Math.min(250 * 2 ** (attempt - 1), 30_000);

/**
 * Connects to the broker and sends `db`'s events through it from now on. The channel is named after
 * the database, so two chains (or two test databases) sharing a Redis never hear each other.
 */
export async function openBroker(url: string, db: Db, log: FastifyBaseLogger): Promise<Broker> {
  const { rows } = (await db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const channel = `${EVENTS_CHANNEL}.${rows[0]?.name ?? "default"}`;
  // Redis names are free text but CLIENT SETNAME refuses spaces: a database name may have some.
  const suffix = channel.replace(/\s/g, "_");
  const listenName = `${BROKER_LISTEN_NAME}.${suffix}`;
  const options = { retryStrategy: backoff, lazyConnect: true } as const;
  const publisher = new Redis(url, {
    ...options,
    connectionName: `${BROKER_PUBLISH_NAME}.${suffix}`,
  });
  // Without an error listener a dropped connection would crash the process; ioredis reconnects.
  publisher.on("error", (err) => log.warn({ err }, "realtime broker: publishing connection error"));
  await publisher.connect().catch((err) => {
    // Commands queue until it connects: events published meanwhile go out then.
    log.error({ err }, "realtime broker: could not connect, retrying");
  });
  publishThrough(db, (payloads) => {
    for (const payload of payloads) {
      publisher.publish(channel, payload).catch((err) => {
        // Its subscribers were cut off too (they resynchronise when they are back), or it is gone.
        log.error({ err }, "realtime broker: an event could not be published");
      });
    }
  });

  return {
    url,
    channel,
    listenName,
    listen: async (hooks, onReconnected) => {
      const subscriber = new Redis(url, {
        ...options,
        connectionName: listenName,
        // Subscribed again by hand below, so that clients are resynchronised only once it is done.
        autoResubscribe: false,
      });
      let closed = false;
      /** Nothing is subscribed since the connection was lost (or never made): events are missed. */
      let missedEvents = false;
      subscriber.on("message", (heardOn: string, payload: string) => {
        if (heardOn === channel) hooks.dispatch(payload);
      });
      subscriber.on("error", (err) => {
        if (!missedEvents) log.warn({ err }, "realtime broker: subscription lost, reconnecting");
        missedEvents = true;
      });
      subscriber.on("close", () => {
        if (!closed) missedEvents = true;
      });
      const subscribe = async () => {
        try {
          await subscriber.subscribe(channel);
        } catch (err) {
          // The connection went again: its next "ready" subscribes.
          log.warn({ err }, "realtime broker: could not subscribe");
          missedEvents = true;
          return;
        }
        if (missedEvents) {
          missedEvents = false;
          log.info("realtime broker: subscription restored");
          onReconnected?.();
          hooks.resync();
        }
      };
      let subscribing = Promise.resolve();
      subscriber.on("ready", () => {
        if (!closed) subscribing = subscribe();
      });
      try {
        await subscriber.connect();
        await subscribing;
      } catch (err) {
        log.error({ err }, "realtime broker: could not subscribe, retrying");
        missedEvents = true;
      }
      return async () => {
        closed = true;
        subscriber.disconnect();
      };
    },
    close: async () => {
      // QUIT answers after the events queued before it were sent.
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}

/**
 * Whether a Redis server answers at `url` within a second: how the tests and benches that need one
 * decide to run, or to say loudly that they were skipped.
 */
export async function brokerAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
