// `npm run start:prod`: the built server (`npm run build`), without devDependencies and without
// building anything: what runs is exactly what was built. NODE_ENV defaults to production, where
// demo data is never loaded unless SEED_DEMO says so.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SERVER_BUNDLE } from "./server-bundle.mjs";
import { WEB_INDEX } from "./web-bundle.mjs";

const missing = [SERVER_BUNDLE, WEB_INDEX].filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `Not built: ${missing.map((file) => path.relative(process.cwd(), file)).join(", ")}.\nRun \`npm ci && npm run build\` first (then \`npm ci --omit=dev\` to drop the build tools).`,
  );
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
// Stack traces name the TypeScript files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
