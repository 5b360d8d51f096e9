// CSRF and Origin checks, 401 on every guarded route, malformed bodies, the error shape, and log redaction.
import { type ErrorResponse, ZErrorResponse } from "@lounge-office/domain/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, staff } from "../db/schema";
import { buildStaff } from "../seed/factories";
import { capturedLog } from "../test/captured-log";
import {
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
} from "../test/harness";
import { buildWorld, type World } from "../test/world";
import { SESSION_COOKIE } from "./session-plugin";

let server: TestServer;
let world: World;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

/** Every error body is exactly `{error:{code,message}}` (plus `fields` for validation). */
function expectError(res: TestResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(res.body as object)).toEqual(["error"]);
  const parsed = ZErrorResponse.strict().parse(res.body);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
}

const nameOf = async (id: number) =>
  (await server.database.db.select().from(staff).where(eq(staff.id, id)))[0]?.name;

async function sessionCount() {
  const [row] = await server.database.db.select({ n: count() }).from(sessions);
  return row?.n ?? 0;
}

describe("CSRF and Origin on mutations", () => {
  let targetId: number;
  let targetName: string;

  beforeAll(async () => {
    const target = await buildStaff(server.database.db, {
      account: "x-target",
      loungeIds: [world.own.id],
    });
    targetId = target.id;
    targetName = target.name;
  });

  const patch = (options: Parameters<TestClient["patch"]>[2]) =>
    manager.patch(`/api/v1/staff_members/${targetId}`, { name: "書き換え" }, options);

  it("refuses a mutation without X-CSRF-Token (403 csrf_failed) and changes nothing", async () => {
    const res = await patch({ csrf: false });
    expectError(res, 403, "csrf_failed");
    expect(res.body).toEqual({
      error: { code: "csrf_failed", message: "画面の有効期限が切れました。再読み込みしてください" },
    });
    expect(await nameOf(targetId)).toBe(targetName);
    const reread = await manager.get(`/api/v1/staff_members?staff_id=${targetId}`);
    expect(reread.body[0].name).toBe(targetName);
  });

  it("refuses a wrong token", async () => {
    expectError(
      await patch({ csrf: false, headers: { "x-csrf-token": "not-the-token" } }),
      403,
      "csrf_failed",
    );
    expect(await nameOf(targetId)).toBe(targetName);
  });

  it("refuses another session's token", async () => {
    const other = server.client();
    await other.signIn("w-staff", "lounge-demo", world.own.id);
    expect(other.csrfToken).not.toBe(manager.csrfToken);
    expectError(
      await patch({ csrf: false, headers: { "x-csrf-token": other.csrfToken ?? "" } }),
      403,
      "csrf_failed",
    );
    expect(await nameOf(targetId)).toBe(targetName);
  });

  it("refuses the right token from a cross-site Origin", async () => {
    expectError(await patch({ origin: "https://evil.example" }), 403, "csrf_failed");
    expect(await nameOf(targetId)).toBe(targetName);
  });

  it("refuses the right token without an Origin", async () => {
    expectError(await patch({ origin: false }), 403, "csrf_failed");
    expect(await nameOf(targetId)).toBe(targetName);
  });

  it("accepts the same call with the token and a same-origin Origin", async () => {
    const res = await patch({});
    expect(res.status).toBe(200);
    expect(await nameOf(targetId)).toBe("書き換え");
  });

  it("refuses a sign-out without the token: the session keeps working", async () => {
    expectError(await manager.delete("/api/v1/session", { csrf: false }), 403, "csrf_failed");
    expect((await manager.get("/api/v1/session")).status).toBe(200);
  });

  it.each([
    ["a foreign Origin", "https://evil.example" as const],
    ["no Origin", false as const],
  ])("refuses a sign-in with %s: 403, no cookie, no session", async (_, origin) => {
    const before = await sessionCount();
    const client = server.client();
    const res = await client.post(
      "/api/v1/session",
      { lounge_id: world.own.id, account: "w-staff", password: "lounge-demo" },
      { origin },
    );
    expectError(res, 403, "csrf_failed");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(client.cookies.size).toBe(0);
    expect(await sessionCount()).toBe(before);
  });
});

describe("sessions", () => {
  // HEAD routes (made by Fastify for every GET) inherit their GET route's access: check them too.
  const guardedRoutes = () =>
    server.app.registeredRoutes.filter(
      (r) => r.method !== "OPTIONS" && r.access && "action" in r.access,
    );

  it("answers 401 unauthenticated on every guarded route without a session", async () => {
    const routes = guardedRoutes();
    expect(routes.filter((r) => r.method !== "HEAD").length).toBeGreaterThanOrEqual(11);
    const failures: string[] = [];
    for (const route of routes) {
      const path = route.url.replace(/:[a-z_]+/g, "1");
      const body = ["POST", "PUT", "PATCH"].includes(route.method) ? {} : undefined;
      const res = await server.client().request(route.method, path, { body });
      if (route.method === "HEAD") {
        if (res.status !== 401) failures.push(`HEAD ${route.url}: ${res.status}`);
        continue;
      }
      const code = (res.body as { error?: { code?: string } } | null)?.error?.code;
      if (res.status !== 401 || code !== "unauthenticated") {
        failures.push(`${route.method} ${route.url}: ${res.status} ${code}`);
      } else expectError(res, 401, "unauthenticated");
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });

  it("answers 401 for an unknown or forged session cookie", async () => {
    const forged = server.client();
    forged.cookies.set(SESSION_COOKIE, "forged-token-value");
    expectError(await forged.get("/api/v1/session"), 401, "unauthenticated");
    expectError(
      await forged.get(`/attendance_logs/staff_list?lounge_id=${world.own.id}`),
      401,
      "unauthenticated",
    );
  });
});

describe("malformed requests", () => {
  /** A POST whose body is sent as given, not JSON-encoded by the test client. */
  async function rawPost(
    path: string,
    body: string,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<ErrorResponse>> {
    const res = await fetch(server.baseUrl + path, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        origin: server.baseUrl,
        ...headers,
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as ErrorResponse, headers: res.headers };
  }

  it("answers 400 with a Japanese message for invalid JSON", async () => {
    const res = await rawPost("/api/v1/session", '{"account": "w-staff", ');
    expectError(res, 400, "validation_failed");
    expect(res.body.error.message).toBe("リクエストの形式が正しくありません");
  });

  it("answers 400 for invalid JSON on a guarded route too, changing nothing", async () => {
    const before = await server.database.db.select({ n: count() }).from(staff);
    const cookie = `${SESSION_COOKIE}=${manager.cookies.get(SESSION_COOKIE)}`;
    const res = await rawPost("/api/v1/staff_members", "{not json", {
      cookie,
      "x-csrf-token": manager.csrfToken ?? "",
    });
    expect(res.status).toBe(400);
    expectError(res, 400, "validation_failed");
    expect(await server.database.db.select({ n: count() }).from(staff)).toEqual(before);
  });

  it("answers 415 with a Japanese message for an unsupported content type", async () => {
    const res = await rawPost("/api/v1/session", "account=w-staff", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expectError(res, 415, "validation_failed");
    expect(res.body.error.message).toBe("送信形式が正しくありません");
  });

  it("keeps the error shape for schema validation, with field messages", async () => {
    const res = await server.client().post("/api/v1/session", { lounge_id: "x" });
    expect(res.status).toBe(400);
    const parsed = ZErrorResponse.strict().parse(res.body);
    expect(parsed.error.fields).toBeDefined();
    expect(Object.values(parsed.error.fields ?? {}).length).toBeGreaterThan(0);
  });
});

describe("log redaction", () => {
  it("never writes passwords, the pw parameter, session tokens or CSRF tokens to the log", async () => {
    const { lines, logger } = capturedLog("info");
    const logged = await startTestServer({ logger });
    try {
      await buildWorld(logged.database.db);
      const [lounge] = (await logged.client().get("/api/v1/lounges")).body;
      const client = logged.client();
      const signIn = await client.signIn("w-manager", "lounge-demo", lounge.value.id);
      expect(signIn.status).toBe(200);
      const page = await client.get("/sign_in?ac=x&pw=secret-pw-123", {
        headers: { accept: "text/html" },
      });
      expect(page.status).toBe(200);
      const patched = await client.post("/api/v1/staff_members", {
        name: "ログ 確認",
        account: "log-check",
        role: "staff",
        lounge_ids: [lounge.value.id],
        password: "another-secret-pw",
      });
      expect(patched.status).toBe(201);
      const token = client.cookies.get(SESSION_COOKIE) ?? "";
      expect(token.length).toBeGreaterThan(20);
      // A handler that logs a request body or a session row must not leak it either.
      logged.app.log.info(
        {
          body: { account: "x", password: "body-secret-pw" },
          session: { token, csrf_token: client.csrfToken },
        },
        "handler log",
      );

      const text = lines.join("");
      expect(text).toContain("/sign_in"); // the requests were logged at all
      expect(text).toContain("handler log");
      expect(text).toContain("[REDACTED]");
      for (const secret of [
        "lounge-demo",
        "secret-pw-123",
        "another-secret-pw",
        "body-secret-pw",
        token,
        client.csrfToken ?? "no-token",
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
