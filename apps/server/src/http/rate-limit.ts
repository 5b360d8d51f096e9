// The server's one rate limiter: @fastify/rate-limit counting in the database (rate-limit-store.ts),
// so every instance sees the same counts, and one way to answer a request over a limit: 429 with
// Retry-After, the x-ratelimit-* headers and a Japanese message in the app's error body.
import fastifyRateLimit, { normalizeIP } from "@fastify/rate-limit";
import { AppError, type ErrorCode } from "@lounge-office/domain/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { databaseStore } from "./rate-limit-store";
import type { App } from "./types";

/** A key's count against its limit: what the headers tell the client. */
export type RateCount = {
  limit: number;
  remaining: number;
  /** Milliseconds until the count opens again (the window ends, or the oldest failure leaves it). */
  resetMs: number;
  exceeded: boolean;
};

/**
 * `x-ratelimit-limit`, `-remaining` and `-reset` (seconds), as the plugin names them; over the limit
 * also `Retry-After`, never 0 seconds (a client told to retry at once would only be refused again).
 */
export function sendRateHeaders(reply: FastifyReply, count: RateCount) {
  const seconds = Math.max(1, Math.ceil(count.resetMs / 1000));
  reply.header("x-ratelimit-limit", count.limit);
  reply.header("x-ratelimit-remaining", count.exceeded ? 0 : Math.max(0, count.remaining));
  reply.header("x-ratelimit-reset", seconds);
  if (count.exceeded) reply.header("retry-after", seconds);
}

/**
 * The plugin, with its counts in the database. Never global: it would also count static files and
 * /cable's upgrades. A route limited through its `config.rateLimit` answers in the app's error body.
 */
export async function registerRateLimit(app: App, db: Db) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: () => new AppError("rate_limited"),
  });
}

/** The address a request is counted under: an IPv6 client by its /64, as the plugin does. */
export const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);

export type RateLimiter = {
  /**
   * Counts one request under `key` and writes the headers; over the limit, throws the 429. For a
   * rule that depends on what the handler found (the guest page counts misses apart from views),
   * where a route's `config.rateLimit` would count every request before the handler runs.
   */
  take(request: FastifyRequest, reply: FastifyReply, key: string): Promise<void>;
};

/** A limit of `max` requests per key in a fixed window, its keys kept apart from others' by `name`. */
export function rateLimiter(options: {
  name: string;
  max: number;
  windowMs: number;
  code?: ErrorCode;
  message?: string;
}): RateLimiter {
  return {
    async take(request, reply, key) {
      const limit = request.server.createRateLimit({
        max: options.max,
        timeWindow: options.windowMs,
        keyGenerator: () => `${options.name}:${key}`,
      });
      const result = await limit(request);
      if (result.isAllowed) return;
      const count = {
        limit: result.max,
        remaining: result.remaining,
        resetMs: result.ttl,
        exceeded: result.isExceeded,
      };
      sendRateHeaders(reply, count);
      if (count.exceeded) throw new AppError(options.code ?? "rate_limited", options.message);
    },
  };
}
