// Builds the Fastify application: plugins, error handling, API docs, feature routes and the web app.
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import fastifyWebsocket from "@fastify/websocket";
import { printersApi } from "@lounge-office/domain/printers";
import { systemApi } from "@lounge-office/domain/realtime";
import { type Contract, configureZodJapanese } from "@lounge-office/domain/shared";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { backupAfterClose } from "./backup/after-close";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { readDatabaseFigures } from "./db/database-figures";
import { serverPoolOf } from "./db/embedded";
import { accountingRoutes } from "./features/accounting/routes";
import { attendanceRoutes } from "./features/attendance/routes";
import { businessDaysRoutes } from "./features/business-days/routes";
import { crowdFeed, crowdRoutes } from "./features/crowd/routes";
import { loadSeats } from "./features/floor/board-query";
import { floorRoutes } from "./features/floor/routes";
import { guestRoutes } from "./features/guest/routes";
import { journalRoutes } from "./features/journal/routes";
import { loungeRoutes } from "./features/lounges/routes";
import { genreRoutes } from "./features/menus/genre-routes";
import { imageRoutes, UPLOAD_LIMITS } from "./features/menus/image-routes";
import { menuRoutes } from "./features/menus/menu-routes";
import { rewardRoutes } from "./features/menus/reward-routes";
import { metricsRoutes } from "./features/metrics/routes";
import { orderRoutes } from "./features/orders/order-routes";
import { listPrinterOrigins } from "./features/printers/printer-commands";
import { printerRoutes } from "./features/printers/routes";
import { receiptRoutes } from "./features/receipts/routes";
import { seatRoutes } from "./features/seats/routes";
import { sessionRoutes } from "./features/session/routes";
import { staffRoutes } from "./features/staff/routes";
import { systemMessageRoutes } from "./features/system-messages/routes";
import type { RouteAccess } from "./http/access";
import { runAfterCommit } from "./http/after-commit";
import { closeWhenBodyUnread } from "./http/body-cap";
import { buildInfo } from "./http/build-info";
import { closeConnectionsWhenClosing } from "./http/closing";
import { type ConnectOrigins, connectOrigins } from "./http/connect-origins";
import { errorHandler } from "./http/errors";
import { loggerOptions } from "./http/logger";
import { completeDocument, DOCUMENT_DESCRIPTION, SECURITY_SCHEMES } from "./http/openapi";
import { type PageLounges, pageLounges } from "./http/page-lounge";
import { countRequests, createAppMetrics, prometheusRoutes } from "./http/prometheus";
import { registerRateLimit } from "./http/rate-limit";
import { createRouter } from "./http/route";
import { sessionPlugin } from "./http/session-plugin";
import { DEFAULT_WEB_DIST, registerSpa } from "./http/spa";
import { sendHstsOverTls } from "./http/transport-security";
import type { App } from "./http/types";
import { cableRoutes, cableShutdown } from "./realtime/cable";

export type RegisteredRoute = {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** The contract the route was registered from (every call but the plugins' routes). */
  contract: Contract | undefined;
};

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export type BuildOptions = {
  config: Config;
  db: Db;
  /** Overrides the pino logger (tests capture log lines through it). */
  logger?: import("fastify").FastifyServerOptions["logger"];
  /** What the public crowd feed takes for now (tests set a Friday night; default the real clock). */
  clock?: () => Date;
};

/**
 * Every schema is zod, compiled by the compilers set in `buildApp`. Without factories of our own,
 * Fastify loads its defaults (ajv, fast-json-stringify) only to never use them: a tenth of a
 * restart. Fastify types the factories for ajv's compilers, hence the cast.
 */
const zodCompilersFactory = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions["schemaController"]>["compilersFactory"];

export async function buildApp({ config, db, logger, clock }: BuildOptions): Promise<App> {
  // A refused field says why in Japanese even where its schema has no message of its own.
  configureZodJapanese();
  const app = Fastify({
    logger: logger ?? loggerOptions(config.LOG_LEVEL),
    trustProxy: config.TRUST_PROXY,
    // A malformed URL or an over-long path parameter is refused by the router before any route:
    // with our error body and a Japanese message too, not Fastify's English one.
    frameworkErrors: errorHandler,
    // The original system posts `/receipt_logs/` with a trailing slash: every route answers with or without one.
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: zodCompilersFactory },
  }).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the route-coverage test checks each one declares its access and
  // comes from a contract.
  const registeredRoutes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      registeredRoutes.push({
        method,
        url: route.url,
        access: route.config?.access,
        contract: route.config?.contract,
      });
    }
  });
  app.decorate("registeredRoutes", registeredRoutes);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  // Before every other hook: the public crowd feed, read by every visitor of the lounges' websites,
  // is answered from memory without the per-request work of the app's calls (decision 013).
  const crowd = crowdFeed({ db, clock: clock ?? (() => new Date()) });
  app.addHook("onRequest", crowd.answerFromMemory);
  // Every answer, errors and static files included (helmet's own HSTS would not look at the protocol).
  sendHstsOverTls(app);
  // A refusal sent before the body has all arrived (a large upload without a session) closes the
  // connection rather than leave the client hanging on a body no one reads.
  closeWhenBodyUnread(app);
  // A request in flight when the server begins to close is answered, then its connection closed.
  closeConnectionsWhenClosing(app);

  await app.register(fastifyCookie);
  const printerOrigins = connectOrigins({
    fixed: config.PRINTER_ORIGINS,
    load: (loungeId) => listPrinterOrigins(db, loungeId),
    log: app.log,
  });
  const pages = pageLounges({ db, idleMinutes: config.SESSION_IDLE_MINUTES });
  refreshConnectOrigins(app, printerOrigins, pages);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        // Mantine injects its CSS variables as <style> elements.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        // This server (its calls and /cable: 'self' covers ws:/wss: of the same host),
        // PRINTER_ORIGINS and, on a page of a signed-in session, the receipt printers of that
        // session's lounge on the LAN, which the browser talks to directly; nowhere else.
        "connect-src": [(req) => printerOrigins.directive(pages.of(req))],
        "upgrade-insecure-requests": null,
      },
    },
    hsts: false,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Lounge Office API", description: DOCUMENT_DESCRIPTION, version: "0.1.0" },
      // Calls are answered on the host that serves the document.
      servers: [{ url: "/" }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    // Security, operationIds, error responses and examples, from the contracts (http/openapi.ts).
    transformObject: completeDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs", staticCSP: true });
  // Before the session plugin and every route: its onRoute hook makes /cable a WebSocket route, and
  // its onRequest hook must mark an upgrade before the session check can refuse it, or the refused
  // upgrade's socket is never released. Clients send nothing but pongs: incoming frames stay tiny.
  // Closing, every socket is told to reconnect at once (1012), not merely closed.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 }, preClose: cableShutdown });
  await app.register(sessionPlugin, {
    db,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    operatorToken: config.METRICS_TOKEN,
  });
  // Prometheus (GET /metrics): this app's registry; sockets, pools and the database's figures are
  // read at each scrape.
  const metrics = createAppMetrics({
    openSockets: () => app.realtime.hub.openSockets(),
    pools: () => ({ app: serverPoolOf(db), relay: app.realtime.relayPool }),
    build: buildInfo(config.GIT_COMMIT),
    database: () => readDatabaseFigures(db),
  });
  countRequests(app, metrics);
  // What a handler leaves for after its commit (the settlements' and print failures' counts).
  runAfterCommit(app);
  // One rate limiter for every call that needs one, counting in the database for every instance.
  await registerRateLimit(app, db);

  const deps = { db, config };
  const router = createRouter(app, deps);
  router.route(systemApi.health, async ({ db }) => {
    await db.execute(sql`select 1`);
    return { status: "ok" as const, database: "ok" as const };
  });
  prometheusRoutes(router, metrics);
  sessionRoutes(router, { onSignInRefused: metrics.signInRefused });
  staffRoutes(router);
  loungeRoutes(router);
  seatRoutes(router);
  floorRoutes(router);
  // Before the image routes: the upload reads its multipart parts through this plugin (and caps
  // the whole body itself: the plugin's parser leaves it to the handler, past Fastify's bodyLimit).
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  imageRoutes(router);
  genreRoutes(router);
  menuRoutes(router);
  rewardRoutes(router);
  orderRoutes(router);
  accountingRoutes(router, { onSettled: metrics.settled });
  printerRoutes(router);
  receiptRoutes(router, { onPrintFailed: metrics.printFailed });
  attendanceRoutes(router);
  businessDaysRoutes(router);
  // BACKUP_AFTER_CLOSE: a backup once a close has committed, outside the feature (backup/).
  backupAfterClose(app, deps);
  journalRoutes(router);
  metricsRoutes(router);
  systemMessageRoutes(router);
  crowdRoutes(router, crowd);
  guestRoutes(router);
  // The hub relays seats as the board shows them: the floor feature loads them, injected here.
  await cableRoutes(app, deps, {
    loadSeats,
    hub: { onRelayed: metrics.relayed },
    bus: { onReconnected: metrics.reconnected },
  });
  // The crowd feed answers from memory, read again when its lounge's events say something changed.
  crowd.follow(app.realtime.bus);

  await registerSpa(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  return app;
}

const PRINTER_WRITES: ReadonlySet<Contract> = new Set([
  printersApi.create,
  printersApi.update,
  printersApi.remove,
]);

/**
 * Before helmet writes the CSP: a page load's lounge (its session's), and that lounge's printer
 * origins read again when stale. After a printer write (onSend runs once the route's transaction
 * has committed): read again on the next page, so the page loaded next may reach the new printer.
 */
function refreshConnectOrigins(app: App, origins: ConnectOrigins, pages: PageLounges) {
  app.addHook("onRequest", async (request) => {
    const loungeId = await pages.resolve(request);
    if (loungeId !== null) await origins.refreshIfStale(loungeId);
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    // A read changes no printer (and Fastify builds `routeOptions` afresh at each read of it).
    if (request.method !== "GET") {
      const contract = request.routeOptions.config.contract;
      if (contract && PRINTER_WRITES.has(contract)) origins.invalidate();
    }
    done(null, payload);
  });
}
