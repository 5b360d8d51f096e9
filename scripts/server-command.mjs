// One of the server's commands from its build (scripts/server-bundle.mjs): `node
// scripts/server-command.mjs backup …` is `npm run backup`. Where the build tools are installed (a
// development checkout), the build is made or remade first when a source is newer, as `npm start`
// does; where they are not (a production install, `npm ci --omit=dev`), the command runs as
// `npm run build` left it, and a missing build is named rather than guessed at.
import { existsSync, statSync, utimesSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildDated, isUpToDate } from "./build-freshness.mjs";
import {
  buildServerCommands,
  commandBundle,
  SERVER_COMMANDS,
  SERVER_SOURCES,
} from "./server-bundle.mjs";

/** Whether esbuild (through tsx, a devDependency) is installed here. */
export function canBuild() {
  try {
    createRequire(import.meta.url).resolve("tsx/package.json");
    return true;
  } catch {
    return false;
  }
}

export class NotBuiltError extends Error {}

/**
 * Builds every command at once, all dated as of the build's start (build-freshness.mjs), so that
 * one stale build never hides behind a fresh one.
 */
export async function buildCommands() {
  const main = commandBundle("main");
  await buildDated(main, () => buildServerCommands(), SERVER_SOURCES);
  const { atime, mtime } = statSync(main);
  for (const name of Object.keys(SERVER_COMMANDS)) utimesSync(commandBundle(name), atime, mtime);
}

/** The built file of command `name`, built first where that is possible and needed. */
export async function ensureCommandBuilt(name) {
  const bundle = commandBundle(name);
  if (!canBuild()) {
    if (existsSync(bundle)) return bundle;
    throw new NotBuiltError(
      `${path.relative(process.cwd(), bundle)} is missing: run \`npm run build\` where devDependencies are installed (npm ci), then install for production.`,
    );
  }
  if (!isUpToDate(bundle, SERVER_SOURCES)) await buildCommands();
  return bundle;
}

/** Runs command `name` in this process: its arguments are this process's. */
export async function runServerCommand(name) {
  const bundle = await ensureCommandBuilt(name);
  // Stack traces name the TypeScript files and lines, not the bundle's.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const name = process.argv[2];
  if (!name || !Object.hasOwn(SERVER_COMMANDS, name)) {
    console.error(
      `Usage: node scripts/server-command.mjs <${Object.keys(SERVER_COMMANDS).join("|")}> [arguments]`,
    );
    process.exit(2);
  }
  // The command reads its own arguments after its name, as if run directly.
  process.argv.splice(2, 1);
  try {
    await runServerCommand(name);
  } catch (error) {
    if (!(error instanceof NotBuiltError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
