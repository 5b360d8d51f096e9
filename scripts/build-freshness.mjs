// Whether a build output is older than what it is built from, like make: a stat walk over the
// sources, cheap enough to run at every `npm start` (a few hundred files in milliseconds).
import { mkdirSync, readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";

/** Never a source of a bundle: installed packages, build outputs, the database's files, test output. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "data",
  ".tmp",
  "test-results",
  "playwright-report",
]);
/** Tests are never bundled: editing one must not cost a rebuild at the next start. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The newest modification time (ms) among `paths` and everything under them. Directories count
 * too: adding, removing or renaming a file changes its directory's time even when the file keeps
 * its own (`mv` does). A path that does not exist counts as nothing.
 */
export function newestChange(paths) {
  let newest = 0;
  const visit = (entry) => {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      return;
    }
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) return;
    for (const child of readdirSync(entry, { withFileTypes: true })) {
      if (child.isDirectory() ? SKIPPED_DIRS.has(child.name) : TEST_FILE.test(child.name)) continue;
      visit(path.join(entry, child.name));
    }
  };
  for (const entry of paths) visit(entry);
  return newest;
}

/**
 * `output` exists and is newer than every source. An equal time counts as stale: a source saved in
 * the same instant as the build may not be in it.
 */
export function isUpToDate(output, sources) {
  const built = modifiedAt(output);
  return built !== undefined && newestChange(sources) < built;
}

/**
 * Creates the output's folder keeping the time of the folder it is made in: that is a source folder
 * (apps/web for apps/web/dist), and a new build output in it is no change to the sources — else a
 * first build would look stale at once.
 */
function makeOutputFolder(output) {
  let existing = path.dirname(output);
  while (modifiedAt(existing) === undefined) existing = path.dirname(existing);
  if (existing === path.dirname(output)) return;
  const { atimeMs, mtimeMs } = statSync(existing);
  mkdirSync(path.dirname(output), { recursive: true });
  utimesSync(existing, atimeMs / 1000, mtimeMs / 1000);
}

/**
 * Some file systems date a file coarsely (a clock tick, or a whole second): a source saved just after
 * a build started may carry a time a little before that start.
 */
const CLOCK_MARGIN_MS = 1000;

/**
 * Runs `build`, then dates `output` as of the build's start (less the margin above): a source saved
 * while the build ran is then newer than the output, so the next start builds again rather than
 * serve a bundle that may have missed it. Never before the newest of `sources` as the build found
 * them, though: `npm ci && npm start` writes node_modules' lockfile within the margin of the first
 * build, which would otherwise rebuild at the next start. (A source dated in the future makes every
 * start build until that time comes: slow, never stale.)
 */
export async function buildDated(output, build, sources = []) {
  makeOutputFolder(output);
  const startedAt = Math.max(Date.now() - CLOCK_MARGIN_MS, newestChange(sources) + 1);
  await build();
  utimesSync(output, startedAt / 1000, startedAt / 1000);
}
