// The web app's bundle (apps/web/dist), as `npm start` checks and builds it.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The web build's last output: Vite writes index.html after the assets it names. */
export const WEB_INDEX = path.join(root, "apps/web/dist/index.html");

/** Whatever the web bundle is built from, its configuration and installed packages included. */
export const WEB_SOURCES = [
  path.join(root, "apps/web"),
  path.join(root, "packages/domain"),
  path.join(root, "package.json"),
  path.join(root, "package-lock.json"),
  path.join(root, "tsconfig.base.json"),
  // npm rewrites this at every install: packages changed even where the lockfile did not.
  path.join(root, "node_modules/.package-lock.json"),
];

/** The web workspace's `vite build`; false when it failed. */
export function buildWeb() {
  return (
    spawnSync("npm", ["run", "build", "--silent", "-w", "@lounge-office/web"], {
      cwd: root,
      stdio: "inherit",
    }).status === 0
  );
}
