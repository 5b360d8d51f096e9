// What this server is, for the operators' build-info metric: the version it was released as and the
// commit it runs. Read once per process; anything that cannot be read is "unknown", never an error.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const UNKNOWN_BUILD = "unknown";

export type BuildInfo = { version: string; commit: string };

/** The checkout's root (import.meta.url: the server bundle rewrites it to this file's address). */
const ROOT = new URL("../../../../", import.meta.url);

const COMMIT = /^[0-9a-f]{7,40}$/;

function versionIn(file: string): string | null {
  try {
    const version: unknown = JSON.parse(readFileSync(new URL(file, ROOT), "utf8")).version;
    return typeof version === "string" && version !== "" ? version : null;
  } catch {
    return null;
  }
}

/**
 * The root package.json's version; the workspace root carries none today, so the server package's
 * (the one /docs shows) stands in for it until it does.
 */
function readVersion(): string {
  return versionIn("package.json") ?? versionIn("apps/server/package.json") ?? UNKNOWN_BUILD;
}

/** `git rev-parse` in the checkout; "unknown" where git or the repository is absent, or slow. */
function readCommit(): Promise<string> {
  return new Promise((resolve) => {
    try {
      execFile(
        "git",
        ["rev-parse", "HEAD"],
        { cwd: fileURLToPath(ROOT), timeout: 2000, windowsHide: true },
        (error, stdout) => {
          const commit = String(stdout ?? "").trim();
          resolve(!error && COMMIT.test(commit) ? commit : UNKNOWN_BUILD);
        },
      );
    } catch {
      resolve(UNKNOWN_BUILD);
    }
  });
}

let fromCheckout: Promise<BuildInfo> | null = null;

/**
 * The build's version and commit. `commit`, when the deployment names it (GIT_COMMIT), is taken as
 * it is and git is never asked: a server copied without its .git has no other way to say it.
 */
export function buildInfo(commit: string | undefined): Promise<BuildInfo> {
  if (commit) return Promise.resolve({ version: readVersion(), commit });
  fromCheckout ??= readCommit().then((found) => ({ version: readVersion(), commit: found }));
  return fromCheckout;
}
