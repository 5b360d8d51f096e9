// Serves the built web app on the API's port: static assets, and index.html for browser page navigations.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import { CROWD_WIDGET_PATH_PREFIX } from "@lounge-office/domain/crowd";
import { AppError } from "@lounge-office/domain/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../web/dist",
);

/** Paths that are never pages: the API, its docs, health, realtime, the public feeds. */
const NOT_PAGES = /^\/(api|docs|healthz|cable|public)(\/|$|\?)/;

/**
 * Pages other websites may show in an iframe (the crowd widget): no X-Frame-Options, and
 * `frame-ancestors *` in their CSP. Every other page may only be framed by this origin.
 */
export function isEmbeddablePage(url: string): boolean {
  if (!url.startsWith(CROWD_WIDGET_PATH_PREFIX)) return false;
  // Exactly the widget of one lounge: no deeper path rides on its permission to be framed.
  return /^\d+$/.test(url.slice(CROWD_WIDGET_PATH_PREFIX.length).split(/[?#]/)[0] ?? "");
}

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

type Encoding = "br" | "gzip";

/** The encodings we have copies in, best first: br wins a tie with gzip. */
const ENCODINGS: Encoding[] = ["br", "gzip"];

/**
 * The best encoding the client accepts (`Accept-Encoding`, with q-values and `*`), or undefined
 * for the identity. The same choice @fastify/static makes for the bundle's files.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((token) => token.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  return ENCODINGS.filter((encoding) => weightOf(encoding) > 0).sort(
    (a, b) => weightOf(b) - weightOf(a),
  )[0];
}

type CompressedIndex = Record<Encoding, Buffer> & { identity: Buffer };

/** index.html in each encoding, compressed once per variant: it goes out on every navigation. */
function compressedIndex(html: string): CompressedIndex {
  const identity = Buffer.from(html, "utf8");
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** Lets any website frame this answer (helmet has written its headers by now). */
function allowFraming(reply: FastifyReply) {
  reply.removeHeader("x-frame-options");
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp === "string") {
    reply.header(
      "content-security-policy",
      /frame-ancestors [^;]*/.test(csp)
        ? csp.replace(/frame-ancestors [^;]*/, "frame-ancestors *")
        : `${csp};frame-ancestors *`,
    );
  }
}

/** The CSP's `connect-src` sources as helmet wrote them on this answer, or "" without one. */
export function connectSourcesOf(reply: FastifyReply): string {
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp !== "string") return "";
  const directive = csp
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith("connect-src "));
  return directive ? directive.slice("connect-src ".length).trim() : "";
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page with its own `connect-src` in `<meta name="connect-src">`: a tablet cannot read the
 * header it was served with, and needs it to tell a printer whose new address its policy blocks
 * (a reload is the only way to it) from one that is switched off.
 */
export function withConnectSources(html: string, sources: string): string {
  if (!sources) return html;
  const meta = `<meta name="connect-src" content="${escapeAttribute(sources)}">`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}${meta}`);
  const doctype = /^<!doctype[^>]*>/i.exec(html);
  return doctype ? html.replace(doctype[0], `${doctype[0]}${meta}`) : `${meta}${html}`;
}

/**
 * Variants kept: one per lounge's printers and one without (signed out); printers change rarely,
 * and an old variant is only ever a few kilobytes.
 */
const MAX_INDEX_VARIANTS = 64;

export async function registerSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, "index.html");
  const hasBundle = existsSync(indexFile);
  const html = hasBundle ? readFileSync(indexFile, "utf8") : MISSING_BUNDLE;
  // One compressed copy per connect-src the server has answered with.
  const variants = new Map<string, CompressedIndex>();
  const indexFor = (sources: string) => {
    let index = variants.get(sources);
    if (!index) {
      if (variants.size >= MAX_INDEX_VARIANTS) variants.clear();
      index = compressedIndex(withConnectSources(html, sources));
      variants.set(sources, index);
    }
    return index;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const index = indexFor(connectSourcesOf(reply));
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply
      .code(200)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (encoding) reply.header("content-encoding", encoding);
    if (isEmbeddablePage(request.url)) allowFraming(reply);
    return reply.send(encoding ? index[encoding] : index.identity);
  };

  app.addHook("onRequest", async (request, reply) => {
    if (isPageNavigation(request)) return sendIndex(request, reply);
  });

  if (hasBundle) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      index: false,
      wildcard: true,
      // The .br and .gz copies the build writes beside each file (apps/web/vite-plugins): sent
      // with Content-Encoding and Vary: Accept-Encoding, the original's type, the original when
      // no copy fits the client.
      preCompressed: true,
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
    if (isPageNavigation(request)) return sendIndex(request, reply);
    throw new AppError(
      "not_found",
      `${request.method} ${request.url.split("?")[0]} は存在しません`,
    );
  });
}
