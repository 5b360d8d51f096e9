// GET /cable?lounge_id=: the floor's realtime WebSocket. The session plugin
// authenticates the upgrade like any guarded route (the same cookie name, expiry and idle rules);
// lounge and Origin are checked before upgrading; the hub re-checks the session every 30 s.
import { systemApi } from "@lounge-office/domain/realtime";
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { actorOf } from "../http/actor";
import { contractSchema } from "../http/route";
import { isSameOrigin } from "../http/session-plugin";
import type { App, Deps } from "../http/types";
import { authorize } from "../policy/policy";
import { type Broker, openBroker } from "./broker";
import { CableHub, type CableHubOptions, type SeatLoader } from "./cable-hub";
import { CLOSE, welcome } from "./cable-messages";
import { type EventBus, type EventBusOptions, startEventBus } from "./event-bus";
import { openRelayDb } from "./relay-db";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * This process's event subscription and sockets (tests reach in to re-check sessions now), the
     * relay's own PostgreSQL pool (null on PGlite) for the pool metrics, and the broker the events
     * go through (null: NOTIFY).
     */
    realtime: { bus: EventBus; hub: CableHub; relayPool: pg.Pool | null; broker: Broker | null };
  }
}

export type CableOptions = {
  /** How a changed seat is loaded for its `seat` message (the floor feature's board rows). */
  loadSeats: SeatLoader;
  hub?: CableHubOptions;
  bus?: Omit<EventBusOptions, "log">;
};

/**
 * @fastify/websocket's preClose, in place of its own, which closes every socket without a code: as
 * the server begins to close, every /cable socket is told to reconnect at once (1012), while the
 * requests in flight finish.
 */
export async function cableShutdown(this: FastifyInstance) {
  this.realtime.hub.shutdown();
}

/** Needs @fastify/websocket registered on `app` before this runs (with `preClose: cableShutdown`). */
export async function cableRoutes(app: App, { db, config }: Deps, options: CableOptions) {
  // REALTIME_BROKER_URL: the events go through Redis from here on, not NOTIFY (realtime/broker.ts).
  const broker = config.REALTIME_BROKER_URL
    ? await openBroker(config.REALTIME_BROKER_URL, db, app.log)
    : null;
  const bus = await startEventBus(db, { log: app.log, ...options.bus, broker });
  const relayDb = openRelayDb(db);
  const hub = new CableHub(relayDb.db, app.log, options.loadSeats, {
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    ...options.hub,
  });
  bus.subscribe((event, publishedAt) => hub.handle(event, publishedAt));
  // Events published while this process was not listening are lost: its clients must refetch.
  bus.onResync(() => hub.closeAll(CLOSE.restart, "resync"));
  hub.start();
  app.decorate("realtime", { bus, hub, relayPool: relayDb.pool, broker });
  // Sockets are let go with 1012 as the close begins (cableShutdown); this is the rest of it.
  app.addHook("onClose", async () => {
    hub.stop();
    await bus.close();
    await broker?.close();
    await relayDb.close();
  });

  // A WebSocket route cannot go through the router's `route()`; it is registered from its contract
  // by hand, with the contract in its config so the route-coverage test ties the two together.
  const contract = systemApi.cable;
  app.route({
    method: contract.method,
    url: contract.path,
    config: { access: contract.access, contract },
    schema: {
      ...contractSchema(contract),
      querystring: contract.query, // restated so the handlers below are typed by it
      description:
        "WebSocket で接続すると welcome, ping (3秒ごと), seat, warn, attendance, system_message, system_message_end, print_jobs, business_day を JSON で受け取ります。" +
        "通常の GET は接続確認として welcome を返します。",
    },
    // Runs before the upgrade: a refused socket gets a plain 403 response, never a connection.
    preHandler: async (request) => {
      // WebSockets are not bound by CORS: a cross-site page must not open one with our cookie.
      if (request.ws && !isSameOrigin(request)) throw new AppError("csrf_failed");
      authorize(actorOf(request), contract.access.action, { loungeId: request.query.lounge_id });
    },
    // A plain GET (no upgrade) answers what the socket would say first: a cheap access check.
    handler: async (request) => welcome(request.query.lounge_id),
    wsHandler: (socket, request) => {
      hub.add(socket, {
        loungeId: request.query.lounge_id,
        sessionId: request.sessionId ?? 0,
      });
    },
  });
}
