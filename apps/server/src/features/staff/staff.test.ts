// Staff administration over HTTP (screen 13): search, create, edit/deactivate, password reset.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staff, staffLounges } from "../../db/schema";
import { buildLounge, buildStaff } from "../../seed/factories";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let admin: TestClient;
let manager: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  admin = server.client();
  manager = server.client();
  member = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  await member.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const db = () => server.database.db;
const accountsOf = (body: { account: string }[]) => body.map((m) => m.account);

async function staffCount() {
  const [row] = await db().select({ n: count() }).from(staff);
  return row?.n ?? 0;
}

async function membershipsOf(staffId: number) {
  const rows = await db()
    .select({ id: staffLounges.lounge_id })
    .from(staffLounges)
    .where(eq(staffLounges.staff_id, staffId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function rowOf(staffId: number) {
  const [row] = await db().select().from(staff).where(eq(staff.id, staffId));
  return row;
}

describe("staff search", () => {
  let lounge: { id: number };
  let ids: { first: number; second: number; gone: number };

  beforeAll(async () => {
    lounge = await buildLounge(db(), { name: "検索店" });
    const first = await buildStaff(db(), { account: "s-first", loungeIds: [lounge.id] });
    const second = await buildStaff(db(), {
      account: "s-second",
      role: "manager",
      loungeIds: [lounge.id],
    });
    const gone = await buildStaff(db(), {
      account: "s-gone",
      active: false,
      loungeIds: [lounge.id],
    });
    ids = { first: first.id, second: second.id, gone: gone.id };
  });

  it("lists everyone for an admin, with the screen's fields", async () => {
    const res = await admin.get("/api/v1/staff_members");
    expect(res.status).toBe(200);
    expect(accountsOf(res.body)).toEqual(
      expect.arrayContaining([
        "w-admin",
        "w-manager",
        "w-staff",
        "w-other-manager",
        "w-other-staff",
        "s-first",
      ]),
    );
    expect(accountsOf(res.body)).not.toContain("s-gone");
    expect(res.body.find((m: { account: string }) => m.account === "w-staff")).toEqual({
      id: world.staff.id,
      name: world.staff.name,
      account: "w-staff",
      role: "staff",
      role_ja: "スタッフ",
      active: true,
      lounge_ids: [world.own.id],
    });
  });

  it("filters by lounge, ignoring (overriding) a staff filter given with it", async () => {
    const res = await admin.get(
      `/api/v1/staff_members?lounge_id=${lounge.id}&staff_id=${world.otherStaff.id}`,
    );
    expect(res.status).toBe(200);
    expect(accountsOf(res.body)).toEqual(["s-first", "s-second"]);
  });

  it("filters by staff member when no lounge is chosen", async () => {
    const res = await admin.get(`/api/v1/staff_members?staff_id=${world.otherStaff.id}`);
    expect(res.status).toBe(200);
    expect(accountsOf(res.body)).toEqual(["w-other-staff"]);
  });

  it("includes deactivated members only when asked", async () => {
    const res = await admin.get(
      `/api/v1/staff_members?lounge_id=${lounge.id}&include_inactive=true`,
    );
    expect(res.status).toBe(200);
    expect(accountsOf(res.body)).toEqual(["s-first", "s-second", "s-gone"]);
    expect(res.body.find((m: { id: number }) => m.id === ids.gone).active).toBe(false);
  });

  it("shows a manager only staff-role members of their lounges (and themselves)", async () => {
    const colleague = await buildStaff(db(), {
      account: "s-own-manager2",
      role: "manager",
      loungeIds: [world.own.id],
    });
    const res = await manager.get("/api/v1/staff_members?include_inactive=true");
    expect(res.status).toBe(200);
    const accounts = accountsOf(res.body);
    expect(accounts).toContain("w-staff");
    for (const hidden of ["w-admin", "w-other-manager", "w-other-staff", colleague.account]) {
      expect(accounts).not.toContain(hidden);
    }
    for (const m of res.body as { id: number; role: string; lounge_ids: number[] }[]) {
      if (m.id === world.manager.id) continue;
      expect(m.role).toBe("staff");
      expect(m.lounge_ids).toContain(world.own.id);
    }
  });

  it("gives a manager nothing for another lounge's staff member, and 403 for another lounge", async () => {
    const byId = await manager.get(`/api/v1/staff_members?staff_id=${world.otherStaff.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual([]);
    const byLounge = await manager.get(`/api/v1/staff_members?lounge_id=${world.other.id}`);
    expect(byLounge.status).toBe(403);
    expect(byLounge.body.error.code).toBe("forbidden");
  });

  it("rejects a malformed filter with a Japanese message", async () => {
    const res = await admin.get("/api/v1/staff_members?lounge_id=abc");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    expect(res.body.error.message).toBe("IDは数値で指定してください");
  });
});

describe("creating staff", () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: "新人 太郎",
    account: "c-new",
    role: "staff",
    lounge_ids: [world.own.id],
    password: "new-password-1",
    ...overrides,
  });

  it("creates a member (201) who can then sign in", async () => {
    const res = await admin.post("/api/v1/staff_members", body());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: "新人 太郎",
      account: "c-new",
      role: "staff",
      role_ja: "スタッフ",
      active: true,
      lounge_ids: [world.own.id],
    });
    expect(await membershipsOf(res.body.id)).toEqual([world.own.id]);
    const signIn = await server.client().signIn("c-new", "new-password-1", world.own.id);
    expect(signIn.status).toBe(200);
  });

  it("lets a manager create a staff member in their lounge", async () => {
    const res = await manager.post("/api/v1/staff_members", body({ account: "c-by-manager" }));
    expect(res.status).toBe(201);
    expect(res.body.role).toBe("staff");
  });

  it("refuses a taken account with 409 account_taken and creates nothing", async () => {
    const before = await staffCount();
    const res = await admin.post("/api/v1/staff_members", body({ account: "w-staff" }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "account_taken",
      message: "このアカウントは既に使われています",
    });
    expect(await staffCount()).toBe(before);
    expect((await rowOf(world.staff.id))?.name).toBe(world.staff.name);
  });

  // PostgreSQL runs these in parallel (PGlite serializes them): the unique index settles the race.
  it("answers simultaneous creates of one account with one 201 and 409s, never 500", async () => {
    for (let round = 0; round < 3; round++) {
      const account = `c-race-${round}`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => admin.post("/api/v1/staff_members", body({ account }))),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409)) {
        expect(r.body.error.code).toBe("account_taken");
      }
      expect(await db().select().from(staff).where(eq(staff.account, account))).toHaveLength(1);
    }
  });

  it.each([
    [
      "a short password",
      { password: "short" },
      "password",
      "パスワードは8文字以上で入力してください",
    ],
    [
      "an account with bad characters",
      { account: "Bad Account!" },
      "account",
      "アカウントは半角英小文字・数字・「.」「_」「-」で入力してください",
    ],
    ["no lounges", { lounge_ids: [] }, "lounge_ids", "所属店舗を1つ以上選んでください"],
  ])(
    "rejects %s with 400 and a Japanese message, creating nothing",
    async (_, overrides, field, message) => {
      const before = await staffCount();
      const res = await admin.post(
        "/api/v1/staff_members",
        body({ account: "c-invalid", ...overrides }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields[field]).toBe(message);
      expect(await staffCount()).toBe(before);
    },
  );

  it("refuses a manager creating a manager (403), creating nothing", async () => {
    const before = await staffCount();
    const res = await manager.post(
      "/api/v1/staff_members",
      body({ account: "c-manager-by-manager", role: "manager" }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
    expect(await staffCount()).toBe(before);
  });

  it("refuses a manager granting a lounge they do not manage (403), creating nothing", async () => {
    const before = await staffCount();
    const res = await manager.post(
      "/api/v1/staff_members",
      body({ account: "c-elsewhere", lounge_ids: [world.own.id, world.other.id] }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("担当していない店舗は指定できません");
    expect(await staffCount()).toBe(before);
  });

  it("refuses a lounge that does not exist (404), creating nothing", async () => {
    const before = await staffCount();
    const res = await admin.post(
      "/api/v1/staff_members",
      body({ account: "c-nowhere", lounge_ids: [999_999] }),
    );
    expect(res.status).toBe(404);
    expect(await staffCount()).toBe(before);
  });
});

describe("editing staff", () => {
  it("renames a member of the manager's lounge", async () => {
    const target = await buildStaff(db(), { account: "e-rename", loungeIds: [world.own.id] });
    const res = await manager.patch(`/api/v1/staff_members/${target.id}`, { name: "改名 花子" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: target.id, name: "改名 花子", role: "staff" });
    const reread = await manager.get(`/api/v1/staff_members?staff_id=${target.id}`);
    expect(reread.body[0].name).toBe("改名 花子");
  });

  it("lets an admin change a role", async () => {
    const target = await buildStaff(db(), { account: "e-promote", loungeIds: [world.own.id] });
    const res = await admin.patch(`/api/v1/staff_members/${target.id}`, { role: "manager" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: "manager", role_ja: "店長" });
    expect((await rowOf(target.id))?.role).toBe("manager");
  });

  it("refuses a manager promoting a staff member to manager", async () => {
    const target = await buildStaff(db(), { account: "e-no-promote", loungeIds: [world.own.id] });
    const res = await manager.patch(`/api/v1/staff_members/${target.id}`, { role: "manager" });
    expect(res.status).toBe(403);
    expect((await rowOf(target.id))?.role).toBe("staff");
  });

  it("deactivates a member: their sessions stop working and sign-in is refused", async () => {
    const target = await buildStaff(db(), { account: "e-leaver", loungeIds: [world.own.id] });
    const leaver = server.client();
    expect((await leaver.signIn("e-leaver", "lounge-demo", world.own.id)).status).toBe(200);
    const res = await manager.patch(`/api/v1/staff_members/${target.id}`, { active: false });
    expect(res.status).toBe(200);
    expect(res.body.active).toBe(false);
    const stale = await leaver.get("/api/v1/session");
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe("unauthenticated");
    const again = await server.client().signIn("e-leaver", "lounge-demo", world.own.id);
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe("invalid_credentials");
  });

  it("refuses deactivating oneself (403) and leaves the account active", async () => {
    const res = await admin.patch(`/api/v1/staff_members/${world.admin.id}`, { active: false });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
    expect((await rowOf(world.admin.id))?.active).toBe(true);
    expect((await admin.get("/api/v1/session")).status).toBe(200);
    const asManager = await manager.patch(`/api/v1/staff_members/${world.manager.id}`, {
      active: false,
    });
    expect(asManager.status).toBe(403);
    expect((await rowOf(world.manager.id))?.active).toBe(true);
  });

  it("refuses a manager editing another lounge's staff member, changing nothing", async () => {
    const res = await manager.patch(`/api/v1/staff_members/${world.otherStaff.id}`, {
      name: "乗っ取り",
    });
    expect(res.status).toBe(403);
    expect((await rowOf(world.otherStaff.id))?.name).toBe(world.otherStaff.name);
  });

  it("keeps memberships in lounges the manager does not manage when they edit lounge_ids", async () => {
    const a = await buildLounge(db(), { name: "編集A店" });
    const b = await buildLounge(db(), { name: "編集B店" });
    const c = await buildLounge(db(), { name: "編集C店" });
    await buildStaff(db(), { account: "e-ab-manager", role: "manager", loungeIds: [a.id, b.id] });
    const abManager = server.client();
    expect((await abManager.signIn("e-ab-manager", "lounge-demo", a.id)).status).toBe(200);
    const target = await buildStaff(db(), { account: "e-ac-staff", loungeIds: [a.id, c.id] });
    const res = await abManager.patch(`/api/v1/staff_members/${target.id}`, { lounge_ids: [b.id] });
    expect(res.status).toBe(200);
    const expected = [b.id, c.id].sort((x, y) => x - y);
    expect(res.body.lounge_ids).toEqual(expected);
    expect(await membershipsOf(target.id)).toEqual(expected);
    const refused = await abManager.patch(`/api/v1/staff_members/${target.id}`, {
      lounge_ids: [a.id, c.id],
    });
    expect(refused.status).toBe(403);
    expect(await membershipsOf(target.id)).toEqual(expected);
  });

  it("answers 404 for a member that does not exist", async () => {
    const res = await admin.patch("/api/v1/staff_members/999999", { name: "誰か" });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});

describe("resetting a password", () => {
  it("replaces the password and signs the member out everywhere", async () => {
    const target = await buildStaff(db(), { account: "p-reset", loungeIds: [world.own.id] });
    const victim = server.client();
    expect((await victim.signIn("p-reset", "lounge-demo", world.own.id)).status).toBe(200);
    const res = await manager.post(`/api/v1/staff_members/${target.id}/password`, {
      password: "brand-new-pass",
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await victim.get("/api/v1/session")).status).toBe(401);
    expect((await server.client().signIn("p-reset", "lounge-demo", world.own.id)).status).toBe(401);
    expect((await server.client().signIn("p-reset", "brand-new-pass", world.own.id)).status).toBe(
      200,
    );
  });

  it("rejects a short password and keeps the old one", async () => {
    const target = await buildStaff(db(), { account: "p-short", loungeIds: [world.own.id] });
    const res = await admin.post(`/api/v1/staff_members/${target.id}/password`, {
      password: "1234",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("パスワードは8文字以上で入力してください");
    expect((await server.client().signIn("p-short", "lounge-demo", world.own.id)).status).toBe(200);
  });

  it("refuses a manager resetting another lounge's staff member", async () => {
    const res = await manager.post(`/api/v1/staff_members/${world.otherStaff.id}/password`, {
      password: "taken-over-1",
    });
    expect(res.status).toBe(403);
    const still = await server.client().signIn("w-other-staff", "lounge-demo", world.other.id);
    expect(still.status).toBe(200);
  });
});
