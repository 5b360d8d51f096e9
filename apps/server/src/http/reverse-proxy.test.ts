// Behind a reverse proxy (TRUST_PROXY): the same-origin check and HSTS follow X-Forwarded-Host and
// -Proto from a trusted proxy only, and two instances behind one proxy share realtime events through
// PostgreSQL (the two-instance part needs DATABASE_URL; PGlite runs one instance behind the proxy).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff } from "../db/schema";
import { openCable, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { startTestServer, TestClient, type TestResponse, type TestServer } from "../test/harness";
import { type ReverseProxy, startReverseProxy, upstreamOf } from "../test/reverse-proxy";
import { HSTS } from "./transport-security";

const onPostgres = Boolean(process.env.DATABASE_URL);

let first: TestServer;
/** A second instance on the same PostgreSQL database (not on PGlite: one process per data folder). */
let second: TestServer | null = null;
let world: FloorWorld;
/** nginx in front of the instances, over plain HTTP and as if it terminated TLS. */
let plain: ReverseProxy;
let tls: ReverseProxy;
const others: TestServer[] = [];

beforeAll(async () => {
  first = await startTestServer({ env: { TRUST_PROXY: "true" } });
  world = await buildFloorWorld(first.database.db);
  if (onPostgres) {
    second = await startTestServer({ env: { TRUST_PROXY: "true" }, database: first.database });
  }
  const upstreams = [first, second].flatMap((s) => (s ? [upstreamOf(s.baseUrl)] : []));
  plain = await startReverseProxy(upstreams);
  tls = await startReverseProxy(upstreams, { proto: "https" });
});
afterAll(async () => {
  await plain?.close();
  await tls?.close();
  for (const server of [...others, second]) await server?.close();
  await first?.close();
});

/** Another instance on the same database with its own settings. */
async function instance(env: Record<string, string>) {
  const server = await startTestServer({ env, database: first.database });
  others.push(server);
  return server;
}

const renameStaff = (client: TestClient, name: string, headers?: Record<string, string>) =>
  client.patch(`/api/v1/staff_members/${world.staff.id}`, { name }, { headers });

const staffName = async () =>
  (await first.database.db.select().from(staff).where(eq(staff.id, world.staff.id)))[0]?.name;

const isSecure = (cookie: string) => /;\s*secure\s*(;|$)/i.test(cookie);

function expectCsrfRefusal(res: TestResponse) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ error: { code: "csrf_failed" } });
}

describe("through a trusted reverse proxy that rewrites Host", () => {
  it("signs in and accepts a mutation whose Origin is the forwarded host", async () => {
    const client = new TestClient(plain.baseUrl);
    expect((await client.signIn("w-manager", "lounge-demo", world.own.id)).status).toBe(200);
    const res = await renameStaff(client, "プロキシ経由");
    expect(res.status).toBe(200);
    expect(await staffName()).toBe("プロキシ経由");
    if (second) {
      // Round-robin: the sign-in and the mutation went to different instances.
      expect(new Set(plain.served.map((s) => s.upstream))).toEqual(new Set([0, 1]));
    }
  });

  it("refuses an Origin that names another host or scheme than the forwarded ones", async () => {
    const client = new TestClient(plain.baseUrl);
    await client.signIn("w-manager", "lounge-demo", world.own.id);
    const before = await staffName();
    // The upstream's own address is not the site's: the proxy's is.
    const upstream = `http://${upstreamOf(first.baseUrl).host}:${upstreamOf(first.baseUrl).port}`;
    for (const origin of [
      "https://evil.example",
      upstream,
      plain.baseUrl.replace(/^http:/, "https:"),
    ]) {
      expectCsrfRefusal(
        await client.patch(`/api/v1/staff_members/${world.staff.id}`, { name: "x" }, { origin }),
      );
    }
    expect(await staffName()).toBe(before);
  });

  it("sends HSTS and a Secure session cookie when the proxy says the request came over TLS", async () => {
    const client = new TestClient(tls.baseUrl, tls.baseUrl.replace(/^http:/, "https:"));
    const signIn = await client.signIn("w-manager", "lounge-demo", world.own.id);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("strict-transport-security")).toBe(HSTS);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(isSecure(cookie)).toBe(true);

    const mutation = await renameStaff(client, "TLS経由");
    expect(mutation.status).toBe(200);
    expect(mutation.headers.get("strict-transport-security")).toBe(HSTS);
    // Every answer, refusals and plugin routes included.
    const refused = await new TestClient(tls.baseUrl).get("/api/v1/session");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("strict-transport-security")).toBe(HSTS);
    expect((await client.get("/healthz")).headers.get("strict-transport-security")).toBe(HSTS);
    expect((await client.get("/docs/json")).headers.get("strict-transport-security")).toBe(HSTS);
  });

  it("sends no HSTS and no Secure cookie over plain HTTP", async () => {
    const client = new TestClient(plain.baseUrl);
    const signIn = await client.signIn("w-manager", "lounge-demo", world.own.id);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get("strict-transport-security")).toBeNull();
    for (const cookie of signIn.headers.getSetCookie()) expect(isSecure(cookie)).toBe(false);
    const direct = await first.client().get("/healthz");
    expect(direct.headers.get("strict-transport-security")).toBeNull();
  });

  it("relays over /cable a change made through the other instance", async () => {
    const client = new TestClient(plain.baseUrl);
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    const cable = await openCable(client, world.own.id, plain.baseUrl);
    await cable.next((m) => m.type === "welcome");
    const cableUpstream = plain.served.findLast((s) => s.url.startsWith("/cable"))?.upstream;
    // Round-robin: the next request goes to the other instance (on PGlite, to the only one).
    const seat = world.normalSeats[0]!;
    const sent = plain.served.length;
    const entered = await client.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    expect(entered.status).toBe(201);
    if (second) expect(plain.served[sent]?.upstream).not.toBe(cableUpstream);
    expect(await cable.next(seatMessage(seat.id))).toMatchObject({ mens: 2 });
    cable.close();
  });
});

describe.each([
  ["TRUST_PROXY unset", {}],
  ["TRUST_PROXY naming another address", { TRUST_PROXY: "10.0.0.1" }],
])("an instance with %s: forwarded headers from its peer are ignored", (_, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await instance(env);
  });

  it("refuses a forged X-Forwarded-Host (403 csrf_failed) and changes nothing", async () => {
    const client = server.client();
    await client.signIn("w-manager", "lounge-demo", world.own.id);
    const before = await staffName();
    const res = await client.patch(
      `/api/v1/staff_members/${world.staff.id}`,
      { name: "偽装" },
      {
        origin: "https://evil.example",
        headers: { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      },
    );
    expectCsrfRefusal(res);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(await staffName()).toBe(before);
  });

  it("sends no HSTS and no Secure cookie for a forged X-Forwarded-Proto", async () => {
    const client = server.client();
    const res = await client.post(
      "/api/v1/session",
      { lounge_id: world.own.id, account: "w-manager", password: "lounge-demo" },
      { headers: { "x-forwarded-proto": "https" } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    for (const cookie of res.headers.getSetCookie()) expect(isSecure(cookie)).toBe(false);
  });

  it("refuses mutations through a proxy it does not trust that rewrites Host", async () => {
    const proxy = await startReverseProxy([upstreamOf(server.baseUrl)]);
    try {
      const client = new TestClient(proxy.baseUrl);
      expectCsrfRefusal(await client.signIn("w-manager", "lounge-demo", world.own.id));
    } finally {
      await proxy.close();
    }
  });
});
