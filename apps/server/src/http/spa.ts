// Serves the built web app on the API's port: static assets, and index.html for browser page navigations.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { AppError } from "@lounge-office/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/dist",
);

/** Paths that are never pages: the API, its docs, health, realtime. */
const NOT_PAGES = /^\/(api|docs|healthz|cable)(\/|$|\?)/;

/**
 * A browser navigation: GET that prefers HTML, to a path without a file extension. Never an
 * operator's route (GET /metrics): a browser opening it gets the metrics or the refusal, not the
 * app, which would answer 200 whoever asked.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const access = request.routeOptions.config?.access;
  if (access && "operator" in access) return false;
  const url = request.url;
  if (NOT_PAGES.test(url)) return false;
  const pathname = url.split("?")[0] ?? "";
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  const accept = request.headers.accept ?? "";
  return accept.includes("text/html");
}

const MISSING_BUNDLE = `<!doctype html><meta charset="utf-8"><title>Lounge Office</title>
<p>Web bundle not built. Run <code>npm run build</code> (npm start does it for you).</p>`;

export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  const hasBundle = existsSync(indexFile);
  const indexHtml = hasBundle ? readFileSync(indexFile, "utf8") : MISSING_BUNDLE;
  const sendIndex = (reply: FastifyReply) =>
    reply
      .code(200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);

  app.addHook("onRequest", async (request, reply) => {
    if (isPageNavigation(request)) return sendIndex(reply);
  });

  if (hasBundle) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      index: false,
      wildcard: true,
      // Hashed file names under /assets may be cached for a year; everything else revalidates.
      setHeaders(res, filePath) {
        res.header(
          "cache-control",
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? "public, max-age=31536000, immutable"
            : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isPageNavigation(request)) return sendIndex(reply);
    throw new AppError(
      "not_found",
      `${request.method} ${request.url.split("?")[0]} は存在しません`,
    );
  });
}
