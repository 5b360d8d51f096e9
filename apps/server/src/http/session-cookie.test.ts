// The session cookie over TLS and plain HTTP: `__Host-lounge_office_session` (Secure,
// Path=/, no Domain) when the request came over TLS, the plain name otherwise, and only the name of the
// request's protocol is read — by calls and by /cable. TLS is simulated by a trusted proxy on loopback
// (TRUST_PROXY=true) sending X-Forwarded-Proto: https.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cableUrl, openCable, refusedStatus } from "../test/cable-client";
import { startTestServer, TestClient, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "./session-cookie";

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "true" } });
  world = await buildWorld(server.database.db);
});
afterAll(() => server?.close());

const TLS = { "x-forwarded-proto": "https" };

/** Over TLS the page's origin is https (the proxy in front), and the proxy says so. */
function client(tls: boolean): TestClient {
  if (!tls) return server.client();
  const c = new TestClient(server.baseUrl, server.baseUrl.replace(/^http:/, "https:"));
  c.headers = { ...TLS };
  return c;
}

async function signedIn(tls: boolean) {
  const c = client(tls);
  const res = await c.signIn("w-staff", "lounge-demo", world.own.id);
  expect(res.status).toBe(200);
  return { client: c, setCookie: res.headers.getSetCookie() };
}

/** A cookie's attributes, lower-cased by name: `{ "max-age": "57600", secure: "", … }`. */
function attributesOf(setCookie: string) {
  const [, ...parts] = setCookie.split(";").map((p) => p.trim());
  return Object.fromEntries(
    parts.map((p) => {
      const [key = "", ...value] = p.split("=");
      return [key.toLowerCase(), value.join("=")];
    }),
  );
}

describe("over TLS", () => {
  it("sets __Host-lounge_office_session: Secure, Path=/, HttpOnly, SameSite=Lax, no Domain", async () => {
    const { client: c, setCookie } = await signedIn(true);
    expect(setCookie).toHaveLength(1);
    const [cookie = ""] = setCookie;
    expect(cookie.startsWith(`${SECURE_SESSION_COOKIE}=`)).toBe(true);
    const attributes = attributesOf(cookie);
    expect(attributes).toMatchObject({ path: "/", secure: "", httponly: "", samesite: "Lax" });
    expect(attributes).not.toHaveProperty("domain");
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await c.get("/api/v1/session")).status).toBe(200);
  });

  it("reads only the __Host- name: the same token under the plain name is no session", async () => {
    const { client: c } = await signedIn(true);
    const token = c.cookies.get(SECURE_SESSION_COOKIE) ?? "";
    const plain = client(true);
    plain.cookies.set(SESSION_COOKIE, token);
    expect((await plain.get("/api/v1/session")).status).toBe(401);
    // Over plain HTTP the __Host- cookie is not read either.
    const downgraded = client(false);
    downgraded.cookies.set(SECURE_SESSION_COOKIE, token);
    expect((await downgraded.get("/api/v1/session")).status).toBe(401);
  });

  it("signs out by clearing the __Host- cookie with the attributes a browser requires", async () => {
    const { client: c } = await signedIn(true);
    const res = await c.delete("/api/v1/session");
    expect(res.status).toBe(200);
    const [cleared = ""] = res.headers.getSetCookie();
    expect(cleared.startsWith(`${SECURE_SESSION_COOKIE}=;`)).toBe(true);
    expect(attributesOf(cleared)).toMatchObject({ path: "/", secure: "" });
    expect(c.cookies.size).toBe(0);
  });

  it("authenticates /cable with the same cookie rule", async () => {
    const { client: c } = await signedIn(true);
    const cable = await openCable(c, world.own.id, server.baseUrl);
    cable.close();
    const token = c.cookies.get(SECURE_SESSION_COOKIE) ?? "";
    const url = cableUrl(server.baseUrl, world.own.id);
    const origin = c.origin;
    expect(await refusedStatus(url, { ...TLS, origin, cookie: `${SESSION_COOKIE}=${token}` })).toBe(
      401,
    );
  });
});

describe("over plain HTTP", () => {
  it("keeps lounge_office_session: HttpOnly, SameSite=Lax, Path=/, not Secure", async () => {
    const { client: c, setCookie } = await signedIn(false);
    const [cookie = ""] = setCookie;
    expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const attributes = attributesOf(cookie);
    expect(attributes).toMatchObject({ path: "/", httponly: "", samesite: "Lax" });
    expect(attributes).not.toHaveProperty("secure");
    expect(attributes).not.toHaveProperty("domain");
    expect((await c.get("/api/v1/session")).status).toBe(200);
  });
});
