// `npm start`: builds the web app and the server bundle only when their sources changed since the
// last build (a missing build counts as changed), then serves in this process. A restart with both
// up to date costs a stat walk here, not a 5–10 s Vite build.
import { pathToFileURL } from "node:url";
import { buildDated, isUpToDate } from "./build-freshness.mjs";
import {
  buildServerBundle,
  SERVER_BUNDLE,
  SERVER_ENTRY,
  SERVER_SOURCES,
} from "./server-bundle.mjs";
import { buildWeb, WEB_INDEX, WEB_SOURCES } from "./web-bundle.mjs";

async function ensureWebBundle() {
  if (isUpToDate(WEB_INDEX, WEB_SOURCES)) return;
  console.log("Building the web app (its sources changed since the last build)…");
  await buildDated(
    WEB_INDEX,
    () => {
      // Never serve the previous bundle for sources that no longer build.
      if (!buildWeb()) {
        console.error("The web app did not build: not starting.");
        process.exit(1);
      }
    },
    WEB_SOURCES,
  );
}

/** The server from its bundle, rebuilt first when stale; through tsx when it cannot be bundled. */
async function startServer() {
  if (!isUpToDate(SERVER_BUNDLE, SERVER_SOURCES)) {
    try {
      await buildDated(SERVER_BUNDLE, () => buildServerBundle(), SERVER_SOURCES);
    } catch (error) {
      console.warn(`The server could not be bundled (${error.message}): running it through tsx.`);
      const { register } = await import("tsx/esm/api");
      register();
      await import(pathToFileURL(SERVER_ENTRY).href);
      return;
    }
  }
  // Stack traces name the TypeScript files and lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(SERVER_BUNDLE).href);
}

await ensureWebBundle();
await startServer();
