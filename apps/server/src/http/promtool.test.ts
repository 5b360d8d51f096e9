// `promtool check metrics` (Prometheus' own linter, Debian's prometheus package) over a scrape of
// GET /metrics after the server has answered calls, pages and a refusal: every family we expose
// must pass it (but for prom-client's own process gauges, named as every Node.js dashboard reads
// them). Skipped, loudly, where promtool is not installed (.ci/run installs it).
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/harness";

const promtool = spawnSync("promtool", ["--version"], { stdio: "ignore" }).status === 0;
if (!promtool) {
  console.warn(
    "\n⚠ promtool is not installed: `promtool check metrics` over /metrics is SKIPPED (apt-get install prometheus)\n",
  );
}

/**
 * prom-client's own gauges of the process (collectDefaultMetrics), under our prefix: the names every
 * Node.js dashboard reads, kept as they are although promtool would not name a gauge `_total`.
 */
const PROM_CLIENT_NAMES = new Set(
  ["handles", "requests", "resources"].map(
    (what) =>
      `lounge_office_nodejs_active_${what}_total non-counter metrics should not have "_total" suffix`,
  ),
);

let server: TestServer;
beforeAll(async () => {
  if (promtool) server = await startTestServer();
}, 60_000);
afterAll(() => server?.close());

describe("promtool check metrics", () => {
  it.skipIf(!promtool)("finds nothing to say about our exposition", async () => {
    const client = server.client();
    await client.get("/healthz");
    await client.get("/no-such-call");
    await client.get("/accounting_logs", { headers: { accept: "text/html" } });
    await client.signIn("nobody-at-all", "wrong-password", 1);
    const res = await fetch(`${server.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const checked = spawnSync("promtool", ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(checked.error).toBeUndefined();
    const findings = `${checked.stdout}${checked.stderr}`
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    expect(findings.filter((line) => !PROM_CLIENT_NAMES.has(line))).toEqual([]);
    if (findings.length === 0) expect(checked.status).toBe(0);
  });
});
