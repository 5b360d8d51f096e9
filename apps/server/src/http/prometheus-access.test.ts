// Who may read GET /metrics: an operator, that is `Authorization: Bearer <METRICS_TOKEN>` or a client
// on the server's own host. Another address is made honestly: a client a trusted proxy on loopback
// names in X-Forwarded-For (TRUST_PROXY=true), and a connection to the machine's own non-loopback
// address (its source address is that address, not 127.0.0.1). A refusal is a 403 with a Japanese
// message and nothing of the metrics, whatever the session, the Accept header or the method.
import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";
import type { App } from "./types";

const TOKEN = "prometheus-scraper-token-0123456789";
const ELSEWHERE = "203.0.113.5";
const HTML = "text/html,application/xhtml+xml,*/*;q=0.8";

/** A proxied server (TRUST_PROXY=true) and one without TRUST_PROXY, on one database. */
let proxied: TestServer;
let direct: TestServer;
let world: World;
let admin: TestClient;

beforeAll(async () => {
  proxied = await startTestServer({ env: { TRUST_PROXY: "true", METRICS_TOKEN: TOKEN } });
  direct = await startTestServer({ env: { METRICS_TOKEN: TOKEN }, database: proxied.database });
  world = await buildWorld(proxied.database.db);
  admin = proxied.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
}, 60_000);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

type Answer = { status: number; text: string; contentType: string | null };

async function get(
  baseUrl: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  const res = await fetch(`${baseUrl}/metrics`, { method, headers });
  return {
    status: res.status,
    text: await res.text(),
    contentType: res.headers.get("content-type"),
  };
}

function expectMetrics(answer: Answer) {
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  expect(answer.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.text).toContain("lounge_office_http_requests_total");
}

/** 403 with our error body and a Japanese message, and not one metric. */
function expectRefused(answer: Answer) {
  expect(answer.status).toBe(403);
  const body = JSON.parse(answer.text);
  expect(body.error.code).toBe("forbidden");
  expect(body.error.message).toContain("METRICS_TOKEN");
  expect(answer.text).not.toContain("lounge_office_");
}

const from = (address: string, more: Record<string, string> = {}) => ({
  "x-forwarded-for": address,
  ...more,
});

describe("a client elsewhere, through a trusted proxy on loopback", () => {
  it("is refused without a token", async () => {
    expectRefused(await get(proxied.baseUrl, from(ELSEWHERE)));
  });

  it("is refused when a browser opens the page: the refusal, not the app", async () => {
    expectRefused(await get(proxied.baseUrl, from(ELSEWHERE, { accept: HTML })));
  });

  it("is refused a HEAD too, with nothing in it", async () => {
    const answer = await get(proxied.baseUrl, from(ELSEWHERE), "HEAD");
    expect(answer.status).toBe(403);
    expect(answer.text).toBe("");
  });

  it("is refused with a signed-in admin's session: a session is no operator", async () => {
    const res = await admin.get("/metrics", { headers: from(ELSEWHERE) });
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain("lounge_office_");
  });

  it("is refused with a wrong token, or a token in another scheme", async () => {
    expectRefused(
      await get(proxied.baseUrl, from(ELSEWHERE, { authorization: `Bearer ${TOKEN}x` })),
    );
    expectRefused(await get(proxied.baseUrl, from(ELSEWHERE, { authorization: "Bearer " })));
    expectRefused(await get(proxied.baseUrl, from(ELSEWHERE, { authorization: `Basic ${TOKEN}` })));
  });

  it("is answered with the token (the scheme's name in any case)", async () => {
    expectMetrics(
      await get(proxied.baseUrl, from(ELSEWHERE, { authorization: `Bearer ${TOKEN}` })),
    );
    expectMetrics(
      await get(proxied.baseUrl, from(ELSEWHERE, { authorization: `bearer ${TOKEN}` })),
    );
  });

  it("cannot pass for local by naming 127.0.0.1 before its own address", async () => {
    expectRefused(await get(proxied.baseUrl, from(`127.0.0.1, ${ELSEWHERE}`)));
  });
});

describe("a client on this host", () => {
  it("is answered without a token, directly or through the trusted proxy", async () => {
    expectMetrics(await get(proxied.baseUrl));
    expectMetrics(await get(proxied.baseUrl, from("127.0.0.1")));
  });

  it("is refused with a wrong token: a token sent is checked", async () => {
    expectRefused(await get(proxied.baseUrl, { authorization: "Bearer not-the-token-000000" }));
  });

  it("behind a proxy TRUST_PROXY does not list is not taken for local", async () => {
    // The proxy's connection comes from loopback; the client it names is elsewhere.
    expectRefused(await get(direct.baseUrl, from(ELSEWHERE)));
    expectRefused(await get(direct.baseUrl, { "x-real-ip": ELSEWHERE }));
    expectRefused(await get(direct.baseUrl, { forwarded: `for=${ELSEWHERE}` }));
    expectMetrics(await get(direct.baseUrl, from(ELSEWHERE, { authorization: `Bearer ${TOKEN}` })));
    expectMetrics(await get(direct.baseUrl));
  });
});

/** The machine's first non-loopback IPv4 address, if it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

describe.skipIf(!lanAddress)(`a client connecting to the machine's address (${lanAddress})`, () => {
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", METRICS_TOKEN: TOKEN });
    app = await buildApp({ config, db: proxied.database.db });
    await app.listen({ host: lanAddress, port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    baseUrl = `http://${lanAddress}:${address.port}`;
  });
  afterAll(() => app?.close());

  it("is refused without a token, or with a wrong one", async () => {
    expectRefused(await get(baseUrl));
    expectRefused(await get(baseUrl, { accept: HTML }));
    expectRefused(await get(baseUrl, { authorization: `Bearer ${TOKEN.slice(1)}` }));
  });

  it("is answered with the token", async () => {
    expectMetrics(await get(baseUrl, { authorization: `Bearer ${TOKEN}` }));
  });
});
