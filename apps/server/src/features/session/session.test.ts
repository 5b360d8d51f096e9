// Sign-in look-ups, sign-in, session lifetime, rotation, lounge switching and sign-out, over HTTP.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { lounges, sessions, staff } from "../../db/schema";
import { buildStaff } from "../../seed/factories";
import { startTestServer, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_MAX_FAILURES: "3" } });
  world = await buildWorld(server.database.db);
});
afterAll(() => server?.close());

/** Changes the own lounge for one test; put back as it was when the test ends, passed or not. */
async function setLounge(change: Partial<typeof lounges.$inferInsert>) {
  const update = (values: Partial<typeof lounges.$inferInsert>) =>
    server.database.db.update(lounges).set(values).where(eq(lounges.id, world.own.id));
  onTestFinished(async () => {
    await update({ sign_in_roles: ["admin", "manager", "staff"], sign_in_account_list: true });
  });
  await update(change);
}

describe("sign-in look-ups", () => {
  it("lists lounges as the original system's {text, value:{id, roles}} options, with whether they list accounts", async () => {
    const res = await server.client().get("/api/v1/lounges");
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      text: "自店",
      value: { id: world.own.id, roles: ["admin", "manager", "staff"], account_list: true },
    });
  });

  it("lists a lounge's active accounts with Japanese role labels, never admins", async () => {
    // An admin who also works at the lounge by name is not listed either.
    await buildStaff(server.database.db, {
      role: "admin",
      account: "w-admin-listed-there",
      loungeIds: [world.own.id],
    });
    for (const role of ["admin,manager,staff", "", "admin"]) {
      const res = await server
        .client()
        .get(`/api/v1/staffs?lounge_id=${world.own.id}&role=${role}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        role === "admin"
          ? []
          : [
              { account: "w-manager", role_ja: "店長" },
              { account: "w-staff", role_ja: "スタッフ" },
            ],
      );
    }
  });

  it("never lists a role the lounge does not admit, even when asked", async () => {
    await setLounge({ sign_in_roles: ["admin", "manager"] });
    const res = await server
      .client()
      .get(`/api/v1/staffs?lounge_id=${world.own.id}&role=admin,manager,staff`);
    expect(res.body).toEqual([{ account: "w-manager", role_ja: "店長" }]);
  });

  it("answers an empty list (200) when the lounge turned its account list off", async () => {
    await setLounge({ sign_in_account_list: false });
    const res = await server
      .client()
      .get(`/api/v1/staffs?lounge_id=${world.own.id}&role=manager,staff`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    const options = await server.client().get("/api/v1/lounges");
    expect(options.body).toContainEqual({
      text: "自店",
      value: { id: world.own.id, roles: ["admin", "manager", "staff"], account_list: false },
    });
    // Typed, the account still signs in.
    expect((await server.client().signIn("w-staff", "lounge-demo", world.own.id)).status).toBe(200);
  });

  it("filters accounts by role and hides inactive ones", async () => {
    await buildStaff(server.database.db, {
      account: "w-gone",
      active: false,
      loungeIds: [world.own.id],
    });
    const res = await server.client().get(`/api/v1/staffs?lounge_id=${world.own.id}&role=staff`);
    expect(res.body).toEqual([{ account: "w-staff", role_ja: "スタッフ" }]);
  });

  it("names the lounges whose list shows an account, and no more than those lists tell", async () => {
    const lounged = async (account: string) =>
      (await server.client().get(`/api/v1/account_lounges?account=${account}`)).body;
    expect(await lounged("w-staff")).toEqual({ lounge_ids: [world.own.id] });
    await buildStaff(server.database.db, {
      role: "manager",
      account: "w-both",
      loungeIds: [world.own.id, world.other.id],
    });
    expect(await lounged("w-both")).toEqual({ lounge_ids: [world.own.id, world.other.id] });
    // Head office, an unknown account and an inactive one are not listed anywhere.
    await buildStaff(server.database.db, {
      account: "w-left",
      active: false,
      loungeIds: [world.own.id],
    });
    for (const hidden of ["w-admin", "nobody", "w-left"])
      expect(await lounged(hidden)).toEqual({ lounge_ids: [] });
    // A lounge that lists no accounts, or not this role, does not name it either.
    await setLounge({ sign_in_roles: ["admin", "manager"] });
    expect(await lounged("w-staff")).toEqual({ lounge_ids: [] });
    await setLounge({ sign_in_roles: ["admin", "manager", "staff"], sign_in_account_list: false });
    expect(await lounged("w-both")).toEqual({ lounge_ids: [world.other.id] });
    const blank = await server.client().get("/api/v1/account_lounges?account=");
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe("アカウントを入力してください");
  });

  it("rejects a non-numeric lounge id with a Japanese message", async () => {
    const res = await server.client().get("/api/v1/staffs?lounge_id=abc");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.message).toMatch(/ID/);
  });
});

describe("sign-in", () => {
  it("signs in, sets an httpOnly SameSite=Lax cookie and returns staff, lounge and CSRF token", async () => {
    const client = server.client();
    const res = await client.signIn("w-staff", "lounge-demo", world.own.id);
    expect(res.status).toBe(200);
    expect(res.body.staff).toMatchObject({
      account: "w-staff",
      role: "staff",
      role_ja: "スタッフ",
    });
    expect(res.body.lounge).toMatchObject({
      id: world.own.id,
      name: "自店",
      time_zone: "Asia/Tokyo",
    });
    expect(res.body.csrf_token).toMatch(/^[\w-]{40,}$/);
    const cookie = res.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const again = await client.get("/api/v1/session");
    expect(again.status).toBe(200);
    expect(again.body.staff.account).toBe("w-staff");
  });

  it("stores only a hash of the session token", async () => {
    const client = server.client();
    await client.signIn("w-manager", "lounge-demo", world.own.id);
    const token = client.cookies.get("lounge_office_session") ?? "";
    const rows = await server.database.db.select().from(sessions);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("rotates the session: the token held before sign-in stops working", async () => {
    const client = server.client();
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    const before = client.cookies.get("lounge_office_session");
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    const after = client.cookies.get("lounge_office_session");
    expect(after).not.toBe(before);
    const stale = server.client();
    stale.cookies.set("lounge_office_session", before ?? "");
    expect((await stale.get("/api/v1/session")).status).toBe(401);
  });

  it("refuses a wrong password with 401 and a Japanese message", async () => {
    const res = await server.client().signIn("w-admin", "wrong-password", world.own.id);
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({
      code: "invalid_credentials",
      message: "アカウントまたはパスワードが正しくありません",
    });
  });

  it("refuses staff at a lounge they do not work at, and roles the lounge does not allow", async () => {
    const res = await server.client().signIn("w-staff", "lounge-demo", world.other.id);
    expect(res.status).toBe(403);
    await server.database.db
      .update(lounges)
      .set({ sign_in_roles: ["admin", "manager"] })
      .where(eq(lounges.id, world.own.id));
    const refused = await server.client().signIn("w-staff", "lounge-demo", world.own.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain("サインインできません");
    await server.database.db
      .update(lounges)
      .set({ sign_in_roles: ["admin", "manager", "staff"] })
      .where(eq(lounges.id, world.own.id));
  });

  it("refuses a deactivated account like a wrong password", async () => {
    const gone = await buildStaff(server.database.db, {
      account: "w-inactive",
      loungeIds: [world.own.id],
    });
    await server.database.db.update(staff).set({ active: false }).where(eq(staff.id, gone.id));
    const res = await server.client().signIn("w-inactive", "lounge-demo", world.own.id);
    expect(res.status).toBe(401);
  });

  it("throttles repeated failures per account, even with the right password", async () => {
    const target = await buildStaff(server.database.db, {
      account: "w-throttled",
      loungeIds: [world.own.id],
    });
    const client = server.client();
    for (let i = 0; i < 3; i++) {
      expect((await client.signIn(target.account, "nope", world.own.id)).status).toBe(401);
    }
    const blocked = await client.signIn(target.account, "lounge-demo", world.own.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("sign_in_throttled");
    expect(blocked.body.error.message).toMatch(/分後にもう一度お試しください/);
    // Other accounts from the same address are not locked out by it (the address has its own, higher limit).
    expect((await server.client().signIn("w-manager", "lounge-demo", world.own.id)).status).toBe(
      200,
    );
  });

  it("rejects a blank password with a validation message and no session", async () => {
    const client = server.client();
    const res = await client.post("/api/v1/session", {
      lounge_id: world.own.id,
      account: "w-staff",
      password: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("パスワードを入力してください");
    expect(client.cookies.size).toBe(0);
  });
});

describe("session lifetime", () => {
  it("answers 401 once the session has expired", async () => {
    const client = server.client();
    const res = await client.signIn("w-staff", "lounge-demo", world.own.id);
    expect(res.status).toBe(200);
    await server.database.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await client.get("/api/v1/session")).status).toBe(401);
  });

  it("signs out: the cookie is cleared and the session no longer works", async () => {
    const client = server.client();
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    const token = client.cookies.get("lounge_office_session") ?? "";
    const out = await client.delete("/api/v1/session");
    expect(out.status).toBe(200);
    const replay = server.client();
    replay.cookies.set("lounge_office_session", token);
    expect((await replay.get("/api/v1/session")).status).toBe(401);
  });

  it("switches an admin's lounge, and refuses a staff member's switch to another lounge", async () => {
    const admin = server.client();
    await admin.signIn("w-admin", "lounge-demo", world.own.id);
    const switched = await admin.put("/api/v1/session/lounge", { lounge_id: world.other.id });
    expect(switched.status).toBe(200);
    expect(switched.body.lounge.id).toBe(world.other.id);
    expect(switched.body.lounges.map((l: { id: number }) => l.id)).toEqual(
      expect.arrayContaining([world.own.id, world.other.id]),
    );
    const member = server.client();
    await member.signIn("w-staff", "lounge-demo", world.own.id);
    expect((await member.put("/api/v1/session/lounge", { lounge_id: world.other.id })).status).toBe(
      403,
    );
  });
});
