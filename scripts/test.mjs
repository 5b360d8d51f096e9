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

console.log(`\n▶ Vitest: domain, server (on ${database}) and web tests\n`);
if (run("npx", ["vitest", "run"]) !== 0) process.exit(1);

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const banner = "!".repeat(78);
  console.error(`\n${banner}\n!! E2E TESTS SKIPPED: Chromium not found at ${chromium}.`);
  console.error("!! Install it with:  sudo apt-get install -y chromium fonts-noto-cjk");
  console.error(`!! (or set CHROMIUM_PATH). CI installs it and never skips.\n${banner}\n`);
  process.exit(process.env.CI_REQUIRE_E2E === "1" ? 1 : 0);
}
console.log(`\n▶ Playwright e2e in ${chromium} (on ${database})\n`);
process.exit(run("node", ["scripts/e2e.mjs"]));
