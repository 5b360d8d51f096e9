// GET /metrics from this host (an operator without a token): the exposition's content type, request
// counts by route pattern, open sockets per lounge, the relay's lag for a seat change, pools, the
// process, and on PostgreSQL the event bus's reconnects. Who may call it: prometheus-access.test.ts.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { samplesOf, sampleValue } from "../test/prometheus-text";

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

  it("documents /metrics for operators in /docs: a bearer token, no session", async () => {
    const spec = (await server.client().get("/docs/json")).body;
    const scheme = Object.entries(spec.components.securitySchemes).find(
      ([, s]) => (s as { scheme?: string }).scheme === "bearer",
    );
    expect(scheme).toBeDefined();
    expect(spec.paths["/metrics"].get.security).toEqual([{ [scheme![0]]: [] }]);
    // Staff calls name no such scheme: they go by the session cookie.
    expect(spec.paths["/healthz"].get.security).toBeUndefined();
  });
});

describe("a lost LISTEN connection", () => {
  it.skipIf(!process.env.DATABASE_URL)(
    "counts the event bus's reconnection",
    async () => {
      const reconnects = async () =>
        sampleValue(await scrape(), "lounge_office_event_bus_reconnects_total");
      expect(await reconnects()).toBe(0);
      const killed = (await server.database.db.execute(
        sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%'`,
      )) as unknown as { rows: { killed: boolean }[] };
      expect(killed.rows).toEqual([{ killed: true }]);
      await expect.poll(reconnects, { timeout: 10_000 }).toBe(1);
    },
    20_000,
  );
});
