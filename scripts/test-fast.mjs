// `npm run test:fast`: the lane to run before every commit. Vitest's domain, server and web tests
// with property tests at a small run count (FC_RUNS), leaving to `npm test` the suites listed in
// vitest.config.ts's FULL_RUN_ONLY and the browser tests. Prints its wall time.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const started = Date.now();
const { status } = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TEST_LANE: "fast", FC_RUNS: process.env.FC_RUNS ?? "100" },
});
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n▶ test:fast took ${seconds} s (the full run, browser tests included: npm test)\n`);
process.exit(status ?? 1);
