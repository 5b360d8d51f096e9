// Secrets out of logs: a server logging every line (trace) is put through everything
// that could leak — sign-ins, staff passwords, database errors carrying a hash in their parameters,
// the sign-in page's `ac`/`pw` in every spelling — and its whole log is searched for each secret.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStaff } from "../seed/factories";
import { capturedLog } from "../test/captured-log";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { buildWorld, type World } from "../test/world";
import { SESSION_COOKIE } from "./session-plugin";

const { lines, logger } = capturedLog("trace");
let server: TestServer;
let world: World;
let manager: TestClient;

beforeAll(async () => {
  server = await startTestServer({ logger });
  world = await buildWorld(server.database.db);
  manager = server.client();
  expect((await manager.signIn("w-manager", "lounge-demo", world.own.id)).status).toBe(200);
});
afterAll(() => server?.close());

/** A real database error on the way: inserting or updating a `log-boom` account raises. */
async function installFailingTrigger() {
  await server.database.db.execute(sql`
    create function log_boom() returns trigger language plpgsql as $$
    begin
      if new.account like 'log-boom%' then
        raise exception 'staff write refused by the log test';
      end if;
      return new;
    end $$`);
  await server.database.db.execute(
    sql`create trigger log_boom before insert or update on staff for each row execute function log_boom()`,
  );
}

const page = (path: string) => manager.get(path, { headers: { accept: "text/html" } });

describe("log lines", () => {
  it("never carry a password, a hash, a session or CSRF token, or the sign-in page's ac/pw", async () => {
    const secrets: string[] = ["lounge-demo"];
    const secret = (value: string) => {
      secrets.push(value);
      return value;
    };

    // Sign-ins, right and wrong.
    const wrong = await server
      .client()
      .signIn("w-staff", secret("wrong-guess-pw-41"), world.own.id);
    expect(wrong.status).toBe(401);
    const member = server.client();
    expect((await member.signIn("w-staff", "lounge-demo", world.own.id)).status).toBe(200);

    // A staff member created, and a password reset.
    const created = await manager.post("/api/v1/staff_members", {
      name: "ログ 確認",
      account: "log-check",
      role: "staff",
      lounge_ids: [world.own.id],
      password: secret("created-secret-pw-1"),
    });
    expect(created.status).toBe(201);
    const reset = await manager.post(`/api/v1/staff_members/${created.body.id}/password`, {
      password: secret("reset-secret-pw-2"),
    });
    expect(reset.status).toBe(200);

    // Database errors reaching the 500 path, their parameters holding a fresh argon2 hash.
    const target = await buildStaff(server.database.db, {
      account: "log-boom-target",
      loungeIds: [world.own.id],
    });
    await installFailingTrigger();
    const failedInsert = await manager.post("/api/v1/staff_members", {
      name: "ログ 失敗",
      account: "log-boom-insert",
      role: "staff",
      lounge_ids: [world.own.id],
      password: secret("failing-secret-pw-3"),
    });
    expect(failedInsert.status).toBe(500);
    const failedReset = await manager.post(`/api/v1/staff_members/${target.id}/password`, {
      password: secret("failing-reset-pw-4"),
    });
    expect(failedReset.status).toBe(500);

    // The sign-in page's prefill, spelled every way a browser or a person might.
    for (const path of [
      `/sign_in?ac=${secret("page-ac-value-5")}&pw=${secret("page-pw-value-6")}`,
      `/sign_in?p%77=${secret("encoded-pw-value-7")}`,
      `/sign_in?PW=${secret("upper-pw-value-8")}&Ac=${secret("upper-ac-value-9")}`,
      `/sign_in?%70%77=${secret("all-encoded-pw-10")}`,
      `/sign_in?x=1&pw+=${secret("plus-pw-value-11")}`,
      `/sign_in?%zz=1&pw[]=${secret("list-pw-value-12")}`,
      `/sign_in?password=${secret("password-value-13")}&token=${secret("token-value-14")}`,
    ]) {
      expect((await page(path)).status).toBe(200);
    }
    // Calls and unknown routes with them: the not-found path logs its URL too.
    await manager.get(`/api/v1/session?pw=${secret("api-pw-value-15")}`);
    await manager.post(`/sign_in?p%57=${secret("not-found-pw-16")}`, {});
    await manager.get(`/api/v1/nothing?ac=${secret("not-found-ac-17")}`);

    // Log sites elsewhere (realtime, plugins) go through the same serializer and message hook.
    server.app.log.error(
      {
        err: Object.assign(new Error("relay failed"), {
          params: [secret("driver-params-18")],
          detail: `Failing row contains (${secret("driver-detail-19")})`,
          query: `select '${secret("driver-query-20")}'`,
        }),
      },
      "realtime: could not load changed seats",
    );
    server.app.log.warn(`Route POST:/sign_in?pw=${secret("message-pw-21")} not found`);

    const token = manager.cookies.get(SESSION_COOKIE) ?? "";
    const memberToken = member.cookies.get(SESSION_COOKIE) ?? "";
    expect(token.length).toBeGreaterThan(20);
    secrets.push(token, memberToken, manager.csrfToken ?? "", member.csrfToken ?? "");

    const text = lines.join("");
    // The requests were logged at all, their secrets replaced rather than the lines dropped.
    expect(text).toContain("/sign_in?p%77=[REDACTED]");
    expect(text).toContain("Route POST:/sign_in?pw=[REDACTED] not found");
    expect(text).toContain("relay failed");
    const leaked = [...secrets, "$argon2", "argon2id"].filter((s) => text.includes(s));
    expect(leaked).toEqual([]);

    // What an operator needs is still there: the SQLSTATE, the driver's message, the route.
    const errors = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "unhandled error");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      route: "POST /api/v1/staff_members",
      err: { code: "P0001" },
    });
    expect(JSON.stringify(errors[0].err)).toContain("staff write refused by the log test");
    expect(errors[1]).toMatchObject({ route: "POST /api/v1/staff_members/:id/password" });
  });
});
