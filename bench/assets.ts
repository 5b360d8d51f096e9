// What a first visit costs on the wire: Chromium with an empty cache opens the floor board (signing
// in on the way) and the sign-in page alone, against the real server with demo data, once as
// browsers ask (brotli, gzip) and once asking for the identity, so the ratio shows. Builds the web
// bundle first. `npm run bench:assets` (`DATABASE_URL` for PostgreSQL; the database barely matters).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { type Browser, chromium, type Page, type Request } from "@playwright/test";
import { buildWebBundle, hardStop, sleep, startWebServer, WEB_DIST } from "./support";

const HARD_LIMIT_MS = 240_000;
/** The floor route's first visit may bring at most this much JavaScript on the wire. */
const JS_TARGET_BYTES = 250 * 1000;
const LOUNGE = "渋谷";
const ACCOUNT = "shibuya-staff1";
const PASSWORD = "lounge-demo";
/** The page is settled once no request has started or finished for this long. */
const QUIET_MS = 750;

const stopTimer = hardStop("bench/assets", HARD_LIMIT_MS);

type Kind = "js" | "css" | "other";
/** One response as it crossed the wire: body as sent (encoded) plus headers, as DevTools counts it. */
type Transfer = {
  path: string;
  kind: Kind;
  encoding: string;
  cacheControl: string;
  body: number;
  wire: number;
  /** The file's size in the bundle, for files of the bundle. */
  raw?: number;
};
type Visit = { transfers: Transfer[] };

function kindOf(request: Request, contentType: string): Kind {
  if (request.resourceType() === "script" || /javascript/.test(contentType)) return "js";
  if (request.resourceType() === "stylesheet" || /text\/css/.test(contentType)) return "css";
  return "other";
}

function rawSize(urlPath: string) {
  try {
    return statSync(path.join(WEB_DIST, urlPath === "/" ? "index.html" : urlPath)).size;
  } catch {
    return undefined;
  }
}

/**
 * Records every finished HTTP response of the page that crossed the network (WebSockets are not
 * requests here). Signing in loads the board as a new page: the files the sign-in page already
 * brought come from the browser's cache then (no size on the wire) and are not counted again.
 */
function recordTransfers(page: Page) {
  const pending: Promise<Transfer | null>[] = [];
  let lastActivity = Date.now();
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on("request", touch);
  page.on("requestfailed", touch);
  page.on("requestfinished", (request) => {
    touch();
    pending.push(
      (async () => {
        const response = await request.response();
        const headers = (await response?.allHeaders()) ?? {};
        const sizes = await request.sizes();
        if (sizes.responseBodySize < 0) return null;
        const urlPath = new URL(request.url()).pathname;
        return {
          path: urlPath,
          kind: kindOf(request, headers["content-type"] ?? ""),
          encoding: headers["content-encoding"] ?? "identity",
          cacheControl: headers["cache-control"] ?? "",
          body: sizes.responseBodySize,
          wire: sizes.responseBodySize + sizes.responseHeadersSize,
          raw: /^\/(assets\/|favicon)/.test(urlPath) ? rawSize(urlPath) : undefined,
        };
      })(),
    );
  });
  return {
    /** Waits until the page has asked for nothing for `QUIET_MS` (lazy chunks, queries). */
    settled: async () => {
      while (Date.now() - lastActivity < QUIET_MS) await sleep(100);
    },
    transfers: async () =>
      (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null),
  };
}

async function signIn(page: Page) {
  await page.getByLabel("店舗").selectOption({ label: LOUNGE });
  await page
    .getByRole("combobox", { name: "アカウント" })
    .or(page.getByRole("textbox", { name: "アカウント" }))
    .fill(ACCOUNT);
  await page.getByLabel("パスワード", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "サインイン" }).click();
}

/**
 * A fresh context (empty cache, no cookies) takes `steps`, which end once the page is drawn; the
 * page then settles (lazy chunks, queries). `identity` asks for uncompressed answers, as a browser
 * got before compression was added, whatever it asked.
 */
async function firstVisit(
  browser: Browser,
  base: string,
  identity: boolean,
  steps: (page: Page) => Promise<void>,
): Promise<Visit> {
  const context = await browser.newContext({
    baseURL: base,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
    viewport: { width: 1024, height: 768 },
    extraHTTPHeaders: identity ? { "accept-encoding": "identity" } : {},
    // A first visit as the network carries it: the app's service worker, installed on the
    // sign-in page, would answer the floor's files itself (and hide their sizes).
    serviceWorkers: "block",
  });
  try {
    const page = await context.newPage();
    const recorder = recordTransfers(page);
    await steps(page);
    await recorder.settled();
    return { transfers: await recorder.transfers() };
  } finally {
    await context.close();
  }
}

/** Floor route: the board's URL, the sign-in it redirects to, then the board drawn. */
async function visitFloor(page: Page) {
  await page.goto("/lounges/entries");
  await signIn(page);
  await page.locator('[data-seat-name="A1"]').waitFor({ state: "visible", timeout: 30_000 });
}

async function visitSignIn(page: Page) {
  await page.goto("/sign_in");
  await page.getByRole("button", { name: "サインイン" }).waitFor({ state: "visible" });
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** Bodies as sent (the JavaScript itself, compressed) and with their HTTP/1.1 headers. */
const sum = (transfers: Transfer[], kind?: Kind) =>
  transfers
    .filter((t) => !kind || t.kind === kind)
    .reduce((total, t) => ({ body: total.body + t.body, wire: total.wire + t.wire }), {
      body: 0,
      wire: 0,
    });
const ratio = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(0)} %` : "—");

function printFiles(compressed: Visit, identity: Visit) {
  const plain = new Map(identity.transfers.map((t) => [t.path, t]));
  const files = compressed.transfers
    .filter((t) => t.kind !== "other" || t.raw !== undefined || t.path === "/lounges/entries")
    .sort((a, b) => a.kind.localeCompare(b.kind) || b.body - a.body);
  console.log(
    `  ${"file".padEnd(44)} ${"encoding".padEnd(9)} ${"body".padStart(10)} ${"+headers".padStart(10)} ${"identity".padStart(10)}`,
  );
  for (const t of files) {
    const before = plain.get(t.path);
    console.log(
      `  ${t.path.padEnd(44)} ${t.encoding.padEnd(9)} ${kib(t.body).padStart(10)} ${kib(t.wire - t.body).padStart(10)} ${(before ? kib(before.body) : "—").padStart(10)}`,
    );
  }
}

function printTotals(label: string, compressed: Visit, identity: Visit) {
  console.log(`${label}: ${compressed.transfers.length} responses, bodies (+ HTTP/1.1 headers)`);
  for (const [what, kind] of [
    ["JavaScript", "js"],
    ["CSS", "css"],
    ["total (HTML, JSON, images too)", undefined],
  ] as const) {
    const on = sum(compressed.transfers, kind);
    const off = sum(identity.transfers, kind);
    const count = compressed.transfers.filter((t) => !kind || t.kind === kind).length;
    console.log(
      `  ${what.padEnd(32)} ${count} files ${kib(on.body).padStart(10)} (+ ${kib(on.wire - on.body)})  identity ${kib(off.body).padStart(11)}  (${ratio(on.body, off.body)})`,
    );
  }
}

function brotliDoesNotShrink(urlPath: string) {
  const bytes = readFileSync(path.join(WEB_DIST, urlPath));
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  return brotli.length >= bytes.length;
}

/**
 * Every script went out in brotli (unless the build kept no .br copy, as for a file that brotli
 * does not shrink) and, under /assets, cached for a year.
 */
function scriptsCompressedAndCached(visit: Visit) {
  const scripts = visit.transfers.filter((t) => t.kind === "js");
  const good = scripts.filter(
    (t) =>
      (t.encoding === "br" || brotliDoesNotShrink(t.path)) &&
      (!t.path.startsWith("/assets/") || t.cacheControl.includes("immutable")),
  );
  return { good: good.length, all: scripts.length };
}

async function main() {
  buildWebBundle();
  const server = await startWebServer();
  console.log(`server on ${server.base}, ${server.where}; Chromium with an empty cache per visit`);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const floor = await firstVisit(browser, server.base, false, visitFloor);
    const floorPlain = await firstVisit(browser, server.base, true, visitFloor);
    const signInOnly = await firstVisit(browser, server.base, false, visitSignIn);
    const signInPlain = await firstVisit(browser, server.base, true, visitSignIn);

    console.log("\nfloor route, first visit (/lounges/entries → sign-in → board drawn):");
    printFiles(floor, floorPlain);
    printTotals("floor route, first visit", floor, floorPlain);
    printTotals("sign-in page alone, first visit", signInOnly, signInPlain);

    const js = sum(floor.transfers, "js");
    const plainJs = sum(floorPlain.transfers, "js");
    const sent = scriptsCompressedAndCached(floor);
    console.log(
      `\nsummary\tassets\tfloor first visit JS on the wire\t${kib(js.body)} (+ ${kib(js.wire - js.body)} headers; identity ${kib(plainJs.body)})\t≤ 250 kB (${kib(JS_TARGET_BYTES)})\t${js.body <= JS_TARGET_BYTES ? "ok" : "MISS"}`,
    );
    console.log(
      `summary\tassets\tfloor scripts compressed, /assets immutable\t${sent.good}/${sent.all}\tall\t${sent.good === sent.all ? "ok" : "MISS"}`,
    );
  } finally {
    await browser.close();
    await server.close();
    clearTimeout(stopTimer);
  }
}

await main();
