// `npm start`: builds the web app and the server only when their sources changed since the last
// build (a missing build counts as changed), then serves in this process. A restart with both up
// to date costs a stat walk here, not a 5–10 s Vite build.
import { pathToFileURL } from "node:url";
import { buildDated, isUpToDate } from "./build-freshness.mjs";
import { SERVER_ENTRY } from "./server-bundle.mjs";
import { runServerCommand } from "./server-command.mjs";
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

/** The server from its build, rebuilt first when stale; through tsx when it cannot be bundled. */
async function startServer() {
  try {
    await runServerCommand("main");
  } catch (error) {
    console.warn(`The server could not be bundled (${error.message}): running it through tsx.`);
    const { register } = await import("tsx/esm/api");
    register();
    await import(pathToFileURL(SERVER_ENTRY).href);
  }
}

await ensureWebBundle();
await startServer();
