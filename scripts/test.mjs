// `npm test`: every suite. Unit, component and server tests (Vitest), then the browser tests
// (Playwright in Debian's Chromium) when Chromium is installed; without it, says so loudly.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: "inherit" }).status ?? 1;
const database = process.env.DATABASE_URL
  ? "the PostgreSQL server in DATABASE_URL"
  : "embedded PGlite";

/**
 * CI runs two passes side by side and shares out what does not depend on the database:
 * - TEST_DATABASE_ONLY=1 (its PostgreSQL pass): only the Vitest projects that open a database — the
 *   server's and the repository's (the benches' counting). The domain, web and printer-emulator
 *   tests never touch one: the PGlite pass runs them, byte for byte the same.
 * - TEST_SKIP_LAYOUT=1 (its PGlite pass): the browser tests but those tagged @layout
 *   (e2e/helpers.ts: layout, axe and touch sizes over every page), whose screens do not depend on
 *   the database: the PostgreSQL pass runs them.
 */
const databaseOnly = process.env.TEST_DATABASE_ONLY === "1";
const skipLayout = process.env.TEST_SKIP_LAYOUT === "1";
const vitest = () => {
  if (databaseOnly) {
    console.log(`\n▶ Vitest: the projects that open a database (on ${database})\n`);
    return run("npx", ["vitest", "run", "--project", "server", "--project", "repo"]);
  }
  console.log(`\n▶ Vitest: domain, server (on ${database}) and web tests\n`);
  return run("npx", ["vitest", "run"]);
};

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const e2e = () => {
  if (!existsSync(chromium)) {
    const banner = "!".repeat(78);
    console.error(`\n${banner}\n!! E2E TESTS SKIPPED: Chromium not found at ${chromium}.`);
    console.error("!! Install it with:  sudo apt-get install -y chromium fonts-noto-cjk");
    console.error(`!! (or set CHROMIUM_PATH). CI installs it and never skips.\n${banner}\n`);
    return process.env.CI_REQUIRE_E2E === "1" ? 1 : 0;
  }
  console.log(`\n▶ Playwright e2e in ${chromium} (on ${database})\n`);
  return run("node", ["scripts/e2e.mjs", ...(skipLayout ? ["--grep-invert", "@layout"] : [])]);
};

// Every suite either way. CI runs its two passes side by side and starts one with the browser tests
// (TEST_E2E_FIRST=1), so one pass's CPU-bound Vitest meets the other's browser tests, which mostly
// wait, rather than both passes doing the same at once.
const order = process.env.TEST_E2E_FIRST === "1" ? [e2e, vitest] : [vitest, e2e];
for (const suite of order) if (suite() !== 0) process.exit(1);
