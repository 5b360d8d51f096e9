// The board as this tablet last read it, when there is no network. The service worker
// (public/sw.js) answers the board's reads from its copies, each saying when it was read
// (OFFLINE_COPY_HEADER); lib/http.ts notes every answer here, and the board shows a copy read-only
// under a bar with that time. The copies hold what staff saw (names, comments): they are forgotten
// when someone signs in or out, and when the server says the session has ended.
import { useSyncExternalStore } from "react";

/** The service worker's names (public/sw.js; the test checks they agree). */
export const DATA_CACHE = "lounge-office-data-v1";
export const OFFLINE_COPY_HEADER = "x-offline-copy";
/** How often a screen showing a copy reads again once its socket is back (features/floor). */
export const OFFLINE_COPY_RETRY_MS = 3_000;

let copyReadAt: number | null = null;
const listeners = new Set<() => void>();

function set(next: number | null) {
  if (next === copyReadAt) return;
  copyReadAt = next;
  for (const listener of listeners) listener();
}

/** Every answer the app gets: a kept copy says when it was read; anything else is live. */
export function noteAnswer(headers: Headers) {
  const stamp = Number(headers.get(OFFLINE_COPY_HEADER));
  set(Number.isFinite(stamp) && stamp > 0 ? stamp : null);
}

/** When the copy on screen was read (epoch ms), or null while the answers are live. */
export function useOfflineCopyReadAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => copyReadAt,
  );
}

/** Forgets every kept answer (signing in or out, a session that ended). */
export async function forgetOfflineCopies() {
  set(null);
  try {
    await globalThis.caches?.delete(DATA_CACHE);
  } catch {
    // No Cache API here (an insecure page, private mode): nothing was kept either.
  }
}

/** Installs the service worker once the page has loaded (it never competes with the start). */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("service worker not installed", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
