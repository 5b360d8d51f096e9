// Prometheus metrics for operators (GET /metrics, text exposition): API requests per route (the web
// app's pages and files apart), 429s per route, open /cable sockets per lounge, the realtime relay's
// lag, event-bus reconnects, database pools, the process, and the figures of prometheus-operations.ts.
// One registry per app instance (tests build many apps in one process), never prom-client's global one.
import { metricsApi } from "@lounge-office/domain/metrics";
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import type { FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import {
  type OperationsMetrics,
  type OperationsSources,
  operationsMetrics,
} from "./prometheus-operations";
import type { Router } from "./route";
import { isPageNavigation } from "./spa";
import type { App } from "./types";

export const METRIC_PREFIX = "lounge_office_";

/** The route label of a request that matched no route: never its raw URL (unbounded, may hold secrets). */
export const UNMATCHED_ROUTE = "unmatched";

/** The route label of a page navigation: the app's index.html answered it, whatever route matched. */
export const PAGE_ROUTE = "page";

/** Relay lags are milliseconds on one host, seconds when a database or an instance struggles. */
const RELAY_LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Where the figures that are not counted as they happen are read from, at each scrape. */
export type MetricSources = OperationsSources & {
  /** Open /cable sockets per lounge id. */
  openSockets: () => Iterable<[loungeId: number, sockets: number]>;
  /** The PostgreSQL pools by name; null on PGlite (one in-process connection, no pool to report). */
  pools: () => Record<string, pg.Pool | null>;
};

export type AppMetrics = OperationsMetrics & {
  /** Counts and times one answered request. */
  observeRequest: (request: FastifyRequest, reply: FastifyReply) => void;
  /** An event reached its lounge's sockets `lagMs` after its NOTIFY (the hub's `onRelayed`). */
  relayed: (type: LoungeEvent["type"], lagMs: number) => void;
  /** The event bus's LISTEN connection was re-established (the bus's `onReconnected`). */
  reconnected: () => void;
  /** The text exposition of this app and its process. */
  scrape: () => Promise<string>;
  contentType: string;
};

let processRegistry: Registry | null = null;

/**
 * The process's own metrics (CPU, memory, event loop, GC, handles) in a registry of their own, made
 * once per process: they describe the process, not an app, and each `collectDefaultMetrics` call
 * installs a GC observer and an event-loop monitor that are never removed.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
  }
  return processRegistry;
}

export function createAppMetrics(sources: MetricSources): AppMetrics {
  // Made now, not at the first scrape: the process's CPU counters count from their registration.
  const processRegistry = processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const requestLabels = ["method", "route", "status"] as const;
  const requests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: requestLabels,
    registers,
  });
  const durations = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: "Time from an API request's arrival to its answer (not the web app's pages and files), by method, route pattern and status",
    labelNames: requestLabels,
    registers,
  });
  const webDurations = new Histogram({
    name: `${METRIC_PREFIX}http_web_app_duration_seconds`,
    help: "Time to answer the web app's own files: index.html for a page navigation (kind=page) and the bundle's files (kind=static), by status",
    labelNames: ["kind", "status"] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: `${METRIC_PREFIX}rate_limited_total`,
    help: "Requests refused as too many (429: the guest page's limits, the sign-in throttle), by route pattern",
    labelNames: ["route"] as const,
    registers,
  });
  new Gauge({
    name: `${METRIC_PREFIX}cable_sockets`,
    help: "Open /cable WebSockets on this instance, by lounge",
    labelNames: ["lounge_id"] as const,
    registers,
    collect() {
      // Lounges whose last socket closed drop out instead of lingering at their old count.
      this.reset();
      for (const [loungeId, sockets] of sources.openSockets())
        this.set({ lounge_id: loungeId }, sockets);
    },
  });
  const relayLag = new Histogram({
    name: `${METRIC_PREFIX}realtime_relay_lag_seconds`,
    help: "From an event's NOTIFY in its command's transaction to its send on this instance's sockets, by event type",
    labelNames: ["event"] as const,
    buckets: RELAY_LAG_BUCKETS,
    registers,
  });
  const reconnects = new Counter({
    name: `${METRIC_PREFIX}event_bus_reconnects_total`,
    help: "Times the event bus's LISTEN connection was re-established after a loss (PostgreSQL)",
    registers,
  });
  poolGauges(registers, sources);
  const operations = operationsMetrics(registers, METRIC_PREFIX, sources);

  return {
    ...operations,
    observeRequest(request, reply) {
      // Fastify builds `routeOptions` afresh at each read: read once.
      const route = request.routeOptions;
      const kind = requestKind(request, route);
      const status = reply.statusCode;
      const seconds = reply.elapsedTime / 1000;
      // One labels object for the counter and the histogram: the only allocation per API call
      // besides prom-client's own.
      const labels = {
        method: request.method,
        route: kind === "page" ? PAGE_ROUTE : (route.url ?? UNMATCHED_ROUTE),
        status,
      };
      requests.inc(labels);
      if (kind === "api") durations.observe(labels, seconds);
      else webDurations.observe({ kind, status }, seconds);
      if (status === 429) rateLimited.inc({ route: labels.route });
    },
    relayed: (type, lagMs) => relayLag.observe({ event: type }, lagMs / 1000),
    reconnected: () => reconnects.inc(),
    scrape: () => Registry.merge([processRegistry, registry]).metrics(),
    contentType: registry.contentType,
  };
}

/**
 * What a request was: a page navigation (answered with the app's index.html, whatever route its
 * path matched: the app's pages share paths with the original system's calls), one of the bundle's
 * files (a wildcard route registered without a contract: the web app's, /docs' assets), or a call.
 */
function requestKind(
  request: FastifyRequest,
  route: FastifyRequest["routeOptions"],
): "api" | "page" | "static" {
  if (isPageNavigation(request)) return "page";
  if (route.url?.endsWith("*") && !route.config?.contract) return "static";
  return "api";
}

/** Each PostgreSQL pool's connections (open, idle, the limit) and the queries waiting for one. */
function poolGauges(registers: Registry[], sources: MetricSources) {
  const gauge = (name: string, help: string, read: (pool: pg.Pool) => number | undefined) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames: ["pool"] as const,
      registers,
      collect() {
        this.reset();
        for (const [name, pool] of Object.entries(sources.pools())) {
          const value = pool && read(pool);
          if (typeof value === "number") this.set({ pool: name }, value);
        }
      },
    });
  gauge("db_pool_connections", "Open connections of a PostgreSQL pool", (p) => p.totalCount);
  gauge("db_pool_idle_connections", "Idle connections of a PostgreSQL pool", (p) => p.idleCount);
  gauge(
    "db_pool_waiting_queries",
    "Queries waiting for a connection of a PostgreSQL pool",
    (p) => p.waitingCount,
  );
  gauge(
    "db_pool_max_connections",
    "The connection limit of a PostgreSQL pool",
    (p) => p.options.max,
  );
}

/** Counts every answer (errors, 404s and static files too), by its route pattern. */
export function countRequests(app: App, metrics: AppMetrics) {
  // A callback hook, not an async one: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(request, reply);
    done();
  });
}

/** GET /metrics: operators only (the session plugin checks the token or the loopback address). */
export function prometheusRoutes(router: Router, metrics: AppMetrics) {
  router.route(metricsApi.prometheus, async ({ reply }) => {
    const text = await metrics.scrape();
    return reply.header("cache-control", "no-store").type(metrics.contentType).send(text);
  });
}
