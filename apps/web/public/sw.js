// The service worker: the app opens from this tablet's own copy of its code, and without a network
// shows the last board it read, marked as a copy (docs/decisions/029-offline-board.md).
//
// - Pages: the network first; the last page it answered is kept and stands in for any page while
//   there is no network (the app's HTML is the same for every page).
// - /assets/*: file names carry their content's hash, so a copy is good for ever: the copy first,
//   the network on a miss; the oldest are let go past ASSETS_KEPT.
// - The board's reads (BOARD_READS): the network first, a copy of each good answer kept; without a
//   network the copy answers, with OFFLINE_COPY_HEADER saying when it was read. The app shows such
//   an answer read-only, under a bar with that time (lib/offline-copy.ts). A 401 forgets every copy;
//   the app forgets them too on signing in and out (the same names: lib/offline-copy.ts, checked
//   by its test).
// Nothing else passes through here: writes, the printer, /cable and every other read go straight
// to the network.
const SHELL_CACHE = "lounge-office-shell-v1";
const DATA_CACHE = "lounge-office-data-v1";
const OFFLINE_COPY_HEADER = "x-offline-copy";
const SHELL_KEY = "/__shell";
const ASSETS_KEPT = 400;
const BOARD_READS = [
  /^\/api\/v1\/session\/state$/,
  /^\/lounges\/entries\/(board|summary|icon_details)$/,
  /^\/customer_groups\/warn_icons_json$/,
  /^\/system_messages\/active$/,
  /^\/print_jobs$/,
  /^\/business_days\/\d+\/\d{4}-\d{2}-\d{2}$/,
];
/** Addresses that are the server's own pages, never the app's. */
const NOT_APP_PAGES = /^\/(api|docs|healthz|cable|public|metrics)(\/|$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const kept = new Set([SHELL_CACHE, DATA_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith("lounge-office-") && !kept.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "forget-data") event.waitUntil(caches.delete(DATA_CACHE));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (!NOT_APP_PAGES.test(url.pathname)) event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
    return;
  }
  if (BOARD_READS.some((read) => read.test(url.pathname))) event.respondWith(boardRead(request));
});

/**
 * The network first, keeping what `keep` makes of its answer (nothing when it gives null) under
 * `key`; without a network, the copy kept there.
 */
async function networkFirst(request, cacheName, key, keep) {
  const cache = await caches.open(cacheName);
  try {
    const answer = await fetch(request);
    const kept = await keep(answer);
    if (kept) await cache.put(key, kept);
    return answer;
  } catch (offline) {
    const copy = await cache.match(key);
    if (copy) return copy;
    throw offline;
  }
}

function page(request) {
  return networkFirst(request, SHELL_CACHE, SHELL_KEY, async (answer) => {
    const html = answer.headers.get("content-type") ?? "";
    return answer.ok && html.startsWith("text/html") ? answer.clone() : null;
  });
}

async function asset(request) {
  const shell = await caches.open(SHELL_CACHE);
  const copy = await shell.match(request);
  if (copy) return copy;
  const answer = await fetch(request);
  if (answer.ok) {
    await shell.put(request, answer.clone());
    await letOldAssetsGo(shell);
  }
  return answer;
}

async function letOldAssetsGo(shell) {
  const assets = (await shell.keys()).filter((key) => new URL(key.url).pathname !== SHELL_KEY);
  for (const key of assets.slice(0, Math.max(0, assets.length - ASSETS_KEPT))) {
    await shell.delete(key);
  }
}

function boardRead(request) {
  return networkFirst(request, DATA_CACHE, request, async (answer) => {
    if (answer.status === 401) await caches.delete(DATA_CACHE);
    return answer.status === 200 ? stamped(answer.clone()) : null;
  });
}

/** The answer as kept: the same body and headers, and when it was read. */
async function stamped(answer) {
  const headers = new Headers(answer.headers);
  headers.set(OFFLINE_COPY_HEADER, String(Date.now()));
  return new Response(await answer.blob(), {
    status: answer.status,
    statusText: answer.statusText,
    headers,
  });
}
