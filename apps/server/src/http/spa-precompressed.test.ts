// The web bundle goes out compressed: the build's .br/.gz copies for files, index.html compressed
// at start for navigations, each chosen by Accept-Encoding and never cached across encodings.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";
import { preferredEncoding } from "./spa";

const MARKER = "spa-precompressed-marker-31c9";
const INDEX = `<!doctype html><html><head><title>${MARKER}</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(40)}</body></html>`;
/** What a page gets: index.html with its own connect-src (no printers here) in a meta. */
const PAGE = INDEX.replace("<head>", `<head><meta name="connect-src" content="'self'">`);
const SCRIPT = `export const rows = [${Array.from({ length: 200 }, (_, i) => `{ id: ${i}, label: "席 ${i}" }`).join(", ")}];\n`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.seat-${i} { margin: ${i}px; }`).join("\n")}\n`;

let server: TestServer;
let distDir: string;

/** What the build writes: the file, and beside it the copies it was asked for. */
function writeBundleFile(relative: string, text: string, copies: ("br" | "gz")[]) {
  const file = path.join(distDir, relative);
  writeFileSync(file, text);
  if (copies.includes("br")) writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(text)));
  if (copies.includes("gz")) writeFileSync(`${file}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), "lounge-office-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeBundleFile("index.html", INDEX, ["br", "gz"]);
  writeBundleFile("assets/board-abc123.js", SCRIPT, ["br", "gz"]);
  writeBundleFile("assets/board-abc123.css", STYLE, ["br", "gz"]);
  writeBundleFile("assets/gzip-only-def456.js", SCRIPT, ["gz"]);
  writeBundleFile("assets/tiny-789abc.js", "export {};\n", []);
  server = await startTestServer({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await server?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

type RawAnswer = { status: number; headers: Record<string, string | undefined>; body: Buffer };

/** A GET that shows the bytes as sent: fetch would ask for and undo compression by itself. */
function rawGet(urlPath: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.baseUrl}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string | undefined>,
          body: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const decode = (answer: RawAnswer) => {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(answer.body).toString("utf8");
  return answer.body.toString("utf8");
};

const BROWSER = "gzip, deflate, br, zstd";
const YEAR = "public, max-age=31536000, immutable";

describe("a hashed script", () => {
  it.each([
    [BROWSER, "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
  ])(
    "Accept-Encoding %s gets %s with the script's type and a year's cache",
    async (accept, encoding) => {
      const res = await rawGet("/assets/board-abc123.js", { "accept-encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(res.headers["cache-control"]).toBe(YEAR);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
      expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
      expect(decode(res)).toBe(SCRIPT);
    },
  );

  it.each([
    ["identity", { "accept-encoding": "identity" }],
    ["no Accept-Encoding", {}],
  ])("with %s it goes out as it is, still varying on Accept-Encoding", async (_, headers) => {
    const res = await rawGet("/assets/board-abc123.js", headers);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe(YEAR);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString("utf8")).toBe(SCRIPT);
  });

  it("keeps a stylesheet's type when it sends its brotli copy", async () => {
    const res = await rawGet("/assets/board-abc123.css", { "accept-encoding": BROWSER });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^text\/css/);
    expect(decode(res)).toBe(STYLE);
  });
});

describe("a file the build left without a copy", () => {
  it("falls back to gzip when there is no .br", async () => {
    const res = await rawGet("/assets/gzip-only-def456.js", { "accept-encoding": BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(decode(res)).toBe(SCRIPT);
  });

  it("falls back to the file itself when there is no copy at all", async () => {
    const res = await rawGet("/assets/tiny-789abc.js", { "accept-encoding": BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe(YEAR);
    expect(res.body.toString("utf8")).toBe("export {};\n");
  });

  it("still answers a missing file with 404", async () => {
    const res = await rawGet("/assets/missing-000.js", { "accept-encoding": BROWSER });
    expect(res.status).toBe(404);
  });
});

describe("index.html for a page navigation", () => {
  const navigation = (acceptEncoding?: string) => ({
    accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}),
  });

  it.each([
    [BROWSER, "br"],
    ["gzip, deflate", "gzip"],
  ])("Accept-Encoding %s gets %s, never cached without revalidation", async (accept, encoding) => {
    const res = await rawGet("/lounges/entries", navigation(accept));
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers["content-type"]).toMatch(/^text\/html; charset=utf-8/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(INDEX));
    expect(decode(res)).toBe(PAGE);
  });

  it("goes out as it is to a client that accepts no compression", async () => {
    const res = await rawGet("/sign_in", navigation());
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body.toString("utf8")).toBe(PAGE);
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["deflate", undefined],
    ["gzip", "gzip"],
    ["br", "br"],
    [BROWSER, "br"],
    ["BR;Q=0.9, GZIP", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0", undefined],
    ["gzip;q=0.2, *;q=0.5", "br"],
    ["br;q=abc, gzip", "gzip"],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
