// GET /metrics from this host (an operator without a token): the exposition's content type, request
// counts by route pattern, API calls timed apart from the web app's pages and files, open sockets per
// lounge, the relay's lag for a seat change, pools, the database's figures, the build, the process,
// and on PostgreSQL the event bus's reconnects. Who may call it: prometheus-access.test.ts; the
// business counts: prometheus-operations.test.ts; promtool's lint: promtool.test.ts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { samplesOf, sampleValue } from "../test/prometheus-text";
import { dropSubscription } from "../test/subscription";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
}, 60_000);
afterAll(() => server?.close());

/** A scrape as Prometheus sends it: no session, plain text accepted. */
async function scrape(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/metrics`, { headers: { accept: "text/plain" } });
  expect(res.status).toBe(200);
  return res.text();
}

const relayedSeats = (text: string) =>
  sampleValue(text, "lounge_office_realtime_relay_lag_seconds_count", { event: "seat" }) ?? 0;

describe("GET /metrics from this host", () => {
  it("answers the text exposition, uncached, with every family named", async () => {
    const res = await fetch(`${server.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    for (const family of [
      "lounge_office_http_requests_total",
      "lounge_office_http_request_duration_seconds",
      "lounge_office_http_web_app_duration_seconds",
      "lounge_office_rate_limited_total",
      "lounge_office_build_info",
      "lounge_office_settlements_total",
      "lounge_office_settled_yen_total",
      "lounge_office_print_failures_total",
      "lounge_office_sign_in_refusals_total",
      "lounge_office_db_stats_up",
      "lounge_office_db_size_bytes",
      "lounge_office_db_server_connections",
      "lounge_office_cable_sockets",
      "lounge_office_realtime_relay_lag_seconds",
      "lounge_office_event_bus_reconnects_total",
      "lounge_office_db_pool_connections",
      "lounge_office_process_cpu_seconds_total",
      "lounge_office_nodejs_eventloop_lag_seconds",
      "lounge_office_nodejs_heap_size_used_bytes",
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    // Everything of ours carries the prefix.
    const names = new Set(samplesOf(text).map((s) => s.name));
    expect([...names].filter((n) => !n.startsWith("lounge_office_"))).toEqual([]);
  });

  it("counts and times requests by route pattern and status, never by raw URL", async () => {
    await staff.get("/healthz");
    const refused = await server.client().get("/accounting_logs/987654");
    expect(refused.status).toBe(401);
    await staff.get("/no-such-page-qzx?token=secret-qzx");
    const text = await scrape();
    const healthz = { method: "GET", route: "/healthz", status: "200" };
    expect(sampleValue(text, "lounge_office_http_requests_total", healthz)).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sampleValue(text, "lounge_office_http_request_duration_seconds_count", healthz),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, "lounge_office_http_request_duration_seconds_bucket", {
        ...healthz,
        le: "+Inf",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, "lounge_office_http_requests_total", {
        method: "GET",
        route: "/accounting_logs/:id",
        status: "401",
      }),
    ).toBe(1);
    expect(
      sampleValue(text, "lounge_office_http_requests_total", {
        method: "GET",
        route: "unmatched",
        status: "404",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("/accounting_logs/987654");
    expect(text).not.toContain("qzx");
  });

  it("counts open /cable sockets per lounge, and forgets a lounge whose sockets closed", async () => {
    const gauge = (text: string) =>
      sampleValue(text, "lounge_office_cable_sockets", { lounge_id: String(world.own.id) });
    const first = await openCable(staff, world.own.id);
    const second = await openCable(staff, world.own.id);
    await first.next((m) => m.type === "welcome");
    await second.next((m) => m.type === "welcome");
    expect(gauge(await scrape())).toBe(2);
    first.close();
    second.close();
    await first.closed;
    await second.closed;
    await expect.poll(async () => gauge(await scrape())).toBeUndefined();
  });

  it("observes the relay's lag once per seat change sent, none for one that reached no socket", async () => {
    const sockets = async () =>
      sampleValue(await scrape(), "lounge_office_cable_sockets", {
        lounge_id: String(world.own.id),
      });
    await expect.poll(sockets).toBeUndefined();
    const before = relayedSeats(await scrape());
    const unseen = await staff.post(
      "/customer_groups",
      enterBody(world.autoSeats[0]!.id, "mens", 1, { fee_rule: world.normalRule.id }),
    );
    expect(unseen.status).toBe(201);
    // On PostgreSQL the event bus hears a commit a moment after its answer. One LISTEN connection
    // hears commits in order, so once another lounge's later change reached its socket, this
    // lounge's unseen one was heard while it had none.
    const otherStaff = server.client();
    await otherStaff.signIn("w-other-staff", "lounge-demo", world.other.id);
    const otherCable = await openCable(otherStaff, world.other.id);
    const barrier = await otherStaff.post(
      "/customer_groups",
      enterBody(world.otherSeat.id, "mens", 1, { fee_rule: world.otherRule.id }),
    );
    expect(barrier.status).toBe(201);
    await otherCable.next(seatMessage(world.otherSeat.id));
    otherCable.close();
    await otherCable.closed;
    const afterBarrier = relayedSeats(await scrape());

    const cable = await openCable(staff, world.own.id);
    const seat = world.autoSeats[1]!;
    const entered = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    expect(entered.status).toBe(201);
    const message = await cable.next(seatMessage(seat.id));
    expect(message).not.toHaveProperty("published_at");
    // Events are relayed in order, so the first was handled before this one was sent; each is
    // observed as it is sent, so before the client reads it.
    expect(afterBarrier).toBe(before + 1);
    expect(relayedSeats(await scrape())).toBe(afterBarrier + 1);
    cable.close();
    await cable.closed;
  });

  it("answers a browser opening /metrics with the metrics, not the app", async () => {
    const res = await server
      .client()
      .get("/metrics", { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(String(res.body)).toContain("lounge_office_http_requests_total");
  });

  it("reports the PostgreSQL pools, and none on embedded PGlite", async () => {
    const text = await scrape();
    const pools = samplesOf(text).filter((s) => s.name.startsWith("lounge_office_db_pool_"));
    if (server.database.kind === "pglite") {
      expect(pools).toEqual([]);
      return;
    }
    expect(sampleValue(text, "lounge_office_db_pool_max_connections", { pool: "app" })).toBe(10);
    expect(sampleValue(text, "lounge_office_db_pool_max_connections", { pool: "relay" })).toBe(3);
    expect(
      sampleValue(text, "lounge_office_db_pool_connections", { pool: "app" }),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleValue(text, "lounge_office_db_pool_waiting_queries", { pool: "app" })).toBe(0);
  });

  it("times page loads and the bundle's files apart from the API, pages under one route label", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), "lounge-office-metrics-dist-"));
    writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>app</title>");
    mkdirSync(path.join(distDir, "assets"));
    writeFileSync(path.join(distDir, "assets", "index-metrics.js"), "export {};\n");
    // A second instance on the same database, serving a bundle: its own registry.
    const web = await startTestServer({
      env: { WEB_DIST_DIR: distDir },
      database: server.database,
    });
    try {
      const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
      // The app's page for a settlement shares its path with the call that reads one.
      const page = await fetch(`${web.baseUrl}/accounting_logs/987654`, { headers: html });
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const call = await fetch(`${web.baseUrl}/accounting_logs/987654`);
      expect(call.status).toBe(401);
      const file = await fetch(`${web.baseUrl}/assets/index-metrics.js`);
      expect(file.status).toBe(200);
      const text = await (await fetch(`${web.baseUrl}/metrics`)).text();

      const webApp = (kind: string) =>
        sampleValue(text, "lounge_office_http_web_app_duration_seconds_count", {
          kind,
          status: "200",
        });
      expect(webApp("page")).toBe(1);
      expect(webApp("static")).toBe(1);
      const apiTimed = samplesOf(text).filter(
        (s) => s.name === "lounge_office_http_request_duration_seconds_count",
      );
      // The call is timed as an API call; neither the page nor the file is.
      expect(
        apiTimed.filter((s) => s.labels.route === "/accounting_logs/:id").map((s) => s.labels),
      ).toEqual([{ method: "GET", route: "/accounting_logs/:id", status: "401" }]);
      expect(apiTimed.filter((s) => s.labels.route === "/*" || s.labels.route === "page")).toEqual(
        [],
      );
      // Counted, the page under `page` rather than the call's pattern.
      expect(
        sampleValue(text, "lounge_office_http_requests_total", {
          method: "GET",
          route: "page",
          status: "200",
        }),
      ).toBe(1);
      expect(text).not.toContain("987654");
    } finally {
      await web.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it("names the build: the version and the commit, 1", async () => {
    const text = await scrape();
    const [build, ...more] = samplesOf(text).filter((s) => s.name === "lounge_office_build_info");
    expect(more).toEqual([]);
    expect(build?.value).toBe(1);
    const versionOf = (file: string): string | undefined =>
      JSON.parse(readFileSync(new URL(file, import.meta.url), "utf8")).version;
    // The root package.json's, or the server package's while the root names none.
    expect(build?.labels.version).toBe(
      versionOf("../../../../package.json") ?? versionOf("../../package.json"),
    );
    // The checkout's commit where git can tell it, "unknown" where it cannot; never a failure.
    expect(build?.labels.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });

  it("names the commit the deployment gives (GIT_COMMIT) without asking git", async () => {
    const released = await startTestServer({
      env: { GIT_COMMIT: "0123456789abcdef0123456789abcdef01234567" },
      database: server.database,
    });
    try {
      const text = await (await fetch(`${released.baseUrl}/metrics`)).text();
      const build = samplesOf(text).find((s) => s.name === "lounge_office_build_info");
      expect(build?.labels.commit).toBe("0123456789abcdef0123456789abcdef01234567");
    } finally {
      await released.close();
    }
  });

  it("reports the database's size, and its connections on PostgreSQL", async () => {
    const text = await scrape();
    expect(sampleValue(text, "lounge_office_db_stats_up")).toBe(1);
    const [size] = samplesOf(text).filter((s) => s.name === "lounge_office_db_size_bytes");
    expect(size?.labels.database).toBeTruthy();
    expect(size?.value).toBeGreaterThan(1_000_000);
    const connections = samplesOf(text).filter(
      (s) => s.name === "lounge_office_db_server_connections",
    );
    if (server.database.kind === "pglite") {
      expect(connections).toEqual([]);
      return;
    }
    const total = connections.reduce((sum, s) => sum + s.value, 0);
    expect(total).toBeGreaterThanOrEqual(1);
  });

  it("documents /metrics for operators in /docs: a bearer token, no session", async () => {
    const spec = (await server.client().get("/docs/json")).body;
    const scheme = Object.entries(spec.components.securitySchemes).find(
      ([, s]) => (s as { scheme?: string }).scheme === "bearer",
    );
    expect(scheme).toBeDefined();
    expect(spec.paths["/metrics"].get.security).toEqual([{ [scheme![0]]: [] }]);
    // Other calls name no such scheme: a public one none at all, staff calls the session cookie.
    expect(spec.paths["/healthz"].get.security).toEqual([]);
    expect(spec.paths["/api/v1/session"].get.security).toEqual([{ sessionCookie: [] }]);
  });
});

describe("a lost subscription (the LISTEN connection, or the broker's)", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "counts the event bus's reconnection",
    async () => {
      const reconnects = async () =>
        sampleValue(await scrape(), "lounge_office_event_bus_reconnects_total");
      expect(await reconnects()).toBe(0);
      expect(await dropSubscription(server)).toBe(1);
      await expect.poll(reconnects, { timeout: 10_000 }).toBe(1);
    },
    20_000,
  );
});
