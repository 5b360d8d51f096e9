// `npm run build`: everything a production server runs, built once — the web app (apps/web/dist,
// with its compressed copies) and the server with its operators' commands (apps/server/dist). It
// needs the devDependencies (vite; esbuild through tsx); what it writes runs without them
// (`npm run start:prod`, README "Production"). `npm start` finds both builds up to date afterwards.
import path from "node:path";
import { buildDated } from "./build-freshness.mjs";
import { SERVER_COMMANDS, SERVER_DIST } from "./server-bundle.mjs";
import { buildCommands } from "./server-command.mjs";
import { buildWeb, WEB_INDEX, WEB_SOURCES } from "./web-bundle.mjs";

const started = Date.now();
const relative = (file) => path.relative(process.cwd(), file);

await buildDated(
  WEB_INDEX,
  () => {
    if (!buildWeb()) {
      console.error("The web app did not build.");
      process.exit(1);
    }
  },
  WEB_SOURCES,
);
console.log(`Built the web app into ${relative(path.dirname(WEB_INDEX))}`);
await buildCommands();
console.log(
  `Built the server into ${relative(SERVER_DIST)}: ${Object.keys(SERVER_COMMANDS)
    .map((name) => `${name}.mjs`)
    .join(", ")}`,
);
console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
