// CSP connect-src: this server, PRINTER_ORIGINS, and on a signed-in page the printers of that
// session's lounge; nothing else (no other lounge's printer, none on a signed-out page).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPrinter } from "../seed/factories";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const connectSrcOf = (headers: Headers) =>
  (headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src"));

async function connectSrc(env: Record<string, string>) {
  const server = await startTestServer({ env });
  servers.push(server);
  const res = await server.client().get("/healthz");
  return connectSrcOf(res.headers);
}

describe("content security policy", () => {
  it("lets the browser connect to this server only, without printers configured", async () => {
    expect(await connectSrc({})).toBe("connect-src 'self'");
  });

  it("adds the configured printer origins, and no scheme-wide source", async () => {
    expect(
      await connectSrc({ PRINTER_ORIGINS: "https://192.168.0.50:8043, https://192.168.0.51:8043" }),
    ).toBe("connect-src 'self' https://192.168.0.50:8043 https://192.168.0.51:8043");
  });
});

describe("a page's printers are its session's lounge's", () => {
  const FIXED = "https://192.168.0.9:8043";
  // Each lounge's printer, and the port its check tries next on the same address.
  const OWN = ["http://192.168.10.1:8008", "http://192.168.10.1:80"];
  const OTHER = ["https://10.20.0.1:8043", "https://10.20.0.1:443"];
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer({ env: { PRINTER_ORIGINS: FIXED } });
    servers.push(server);
    world = await buildWorld(server.database.db);
    await buildPrinter(server.database.db, world.own.id, { scheme: "http", ip: "192.168.10.1" });
    await buildPrinter(server.database.db, world.other.id, {
      scheme: "https",
      ip: "10.20.0.1",
      port: 8043,
    });
  });

  /** The `connect-src` sources of a page as a browser loading the board gets it. */
  async function pageSources(client: TestClient) {
    const res = await client.get("/lounges/entries", { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    return (connectSrcOf(res.headers) ?? "").split(" ").slice(1);
  }

  async function signedIn(account: string, loungeId: number) {
    const client = server.client();
    expect((await client.signIn(account, "lounge-demo", loungeId)).status).toBe(200);
    return client;
  }

  it("lists the lounge's own printers and none of another lounge's", async () => {
    const own = await pageSources(await signedIn("w-manager", world.own.id));
    expect(own).toEqual(expect.arrayContaining(["'self'", FIXED, ...OWN]));
    for (const origin of OTHER) expect(own).not.toContain(origin);

    const other = await pageSources(await signedIn("w-other-staff", world.other.id));
    expect(other).toEqual(expect.arrayContaining(["'self'", FIXED, ...OTHER]));
    for (const origin of OWN) expect(other).not.toContain(origin);
  });

  it("lists no printer on a signed-out page, nor for a cookie that is no session", async () => {
    expect(await pageSources(server.client())).toEqual(["'self'", FIXED]);
    const stranger = server.client();
    stranger.cookies.set("lounge_office_session", "not-a-session");
    expect(await pageSources(stranger)).toEqual(["'self'", FIXED]);
  });

  it("follows an admin's switch of lounge: the next page lists the new lounge's printers only", async () => {
    const admin = await signedIn("w-admin", world.own.id);
    expect(await pageSources(admin)).toEqual(expect.arrayContaining(OWN));
    const switched = await admin.put("/api/v1/session/lounge", { lounge_id: world.other.id });
    expect(switched.status).toBe(200);
    const after = await pageSources(admin);
    expect(after).toEqual(expect.arrayContaining(OTHER));
    for (const origin of OWN) expect(after).not.toContain(origin);
  });

  it("names no printer on an answer that is not a page, signed in or not", async () => {
    const manager = await signedIn("w-manager", world.own.id);
    const api = await manager.get(`/printers?lounge_id=${world.own.id}`);
    expect(api.status).toBe(200);
    expect(connectSrcOf(api.headers)).toBe(`connect-src 'self' ${FIXED}`);
  });
});
