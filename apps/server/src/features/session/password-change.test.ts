// Passwords and sessions: one's own change needs the current password, is bounded
// as a guessing oracle, and ends one's other sessions; a manager's reset ends all of the member's
// sessions and refuses one's own id.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAttempts, staff } from "../../db/schema";
import { buildStaff } from "../../seed/factories";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";
import { TOO_MANY_WRONG_CURRENT } from "./password-change";

const MAX_FAILURES = 3;
let server: TestServer;
let world: World;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer({ env: { SIGN_IN_MAX_FAILURES: String(MAX_FAILURES) } });
  world = await buildWorld(server.database.db);
});
afterAll(() => server?.close());

/** A new member of the own lounge (each test its own, so throttles and sessions do not mix). */
async function member(role: "staff" | "manager" = "staff") {
  return buildStaff(server.database.db, {
    role,
    account: `pw-${role}-${++counter}`,
    loungeIds: [world.own.id],
  });
}

async function signedIn(account: string, password = "lounge-demo") {
  const client = server.client();
  expect((await client.signIn(account, password, world.own.id)).status).toBe(200);
  return client;
}

const alive = async (client: TestClient) => (await client.get("/api/v1/session")).status === 200;

const hashOf = async (id: number) =>
  (await server.database.db.select().from(staff).where(eq(staff.id, id)))[0]?.password_hash;

const change = (client: TestClient, current: string, password: string) =>
  client.put("/api/v1/session/password", { current_password: current, password });

describe("changing one's own password", () => {
  it("needs the current password: a wrong one is a 422 on its field and changes nothing", async () => {
    const me = await member();
    const here = await signedIn(me.account);
    const tablet = await signedIn(me.account);
    const before = await hashOf(me.id);
    const res = await change(here, "not-my-password", "brand-new-password");
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "unprocessable",
      message: "現在のパスワードが正しくありません",
      fields: { current_password: "現在のパスワードが正しくありません" },
    });
    expect(await hashOf(me.id)).toBe(before);
    expect(await alive(here)).toBe(true);
    expect(await alive(tablet)).toBe(true);
  });

  it("changes it for a staff member (no staff.manage), ends their other sessions and keeps this one", async () => {
    const me = await member();
    const someoneElse = await signedIn("w-staff");
    const here = await signedIn(me.account);
    const tablet = await signedIn(me.account);
    const phone = await signedIn(me.account);
    const res = await change(here, "lounge-demo", "brand-new-password");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await alive(here)).toBe(true);
    expect(await alive(tablet)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect(await alive(someoneElse)).toBe(true);
    // The mutation still works with this session's CSRF token: the session was kept, not rotated.
    expect((await here.put("/api/v1/session/lounge", { lounge_id: world.own.id })).status).toBe(
      200,
    );
    expect((await server.client().signIn(me.account, "lounge-demo", world.own.id)).status).toBe(
      401,
    );
    await signedIn(me.account, "brand-new-password");
  });

  it("refuses a new password equal to the current one, or too short, with the schema's message", async () => {
    const me = await member();
    const here = await signedIn(me.account);
    const same = await change(here, "lounge-demo", "lounge-demo");
    expect(same.status).toBe(400);
    expect(same.body.error.fields.password).toBe(
      "新しいパスワードには現在と異なるものを入力してください",
    );
    const short = await change(here, "lounge-demo", "short");
    expect(short.status).toBe(400);
    expect(short.body.error.fields.password).toBe("パスワードは8文字以上で入力してください");
    const blank = await change(here, "", "brand-new-password");
    expect(blank.body.error.fields.current_password).toBe("現在のパスワードを入力してください");
  });

  it("counts wrong current passwords as failed sign-ins: the one reaching the limit ends the session", async () => {
    const me = await member();
    const here = await signedIn(me.account);
    const other = await signedIn(me.account);
    for (let i = 1; i < MAX_FAILURES; i++) {
      expect((await change(here, `guess-${i}`, "brand-new-password")).status).toBe(422);
    }
    const last = await change(here, "guess-last", "brand-new-password");
    expect(last.status).toBe(401);
    expect(last.body.error.message).toBe(TOO_MANY_WRONG_CURRENT);
    expect(await alive(here)).toBe(false);
    // Past the limit no check runs at all, not even for the right password, from any session…
    const refused = await change(other, "lounge-demo", "brand-new-password");
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("sign_in_throttled");
    // With the rate limiter's headers: the account's limit, and a wait within the window (15 min).
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(MAX_FAILURES));
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await alive(other)).toBe(true);
    // …and the account's sign-in is throttled by the same failures.
    const signIn = await server.client().signIn(me.account, "lounge-demo", world.own.id);
    expect(signIn.status).toBe(429);
    expect(Number(signIn.headers.get("retry-after"))).toBeGreaterThanOrEqual(14 * 60);
  });

  it("checks at most the limit's number of guesses when they come all at once", async () => {
    const me = await member();
    const here = await signedIn(me.account);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => change(here, `parallel-${i}`, "brand-new-password")),
    );
    expect(answers.every((a) => [401, 422, 429].includes(a.status))).toBe(true);
    const checked = await server.database.db
      .select()
      .from(signInAttempts)
      .where(and(eq(signInAttempts.account, me.account), eq(signInAttempts.succeeded, false)));
    // Each check leaves its failure; a refusal without a check leaves none.
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES);
    expect(answers.filter((a) => a.status === 422).length).toBeLessThan(MAX_FAILURES);
  });
});

describe("a password reset by a manager", () => {
  it("ends every session of the member", async () => {
    const target = await member();
    const tablet = await signedIn(target.account);
    const phone = await signedIn(target.account);
    const manager = await signedIn("w-manager");
    const res = await manager.post(`/api/v1/staff_members/${target.id}/password`, {
      password: "reset-by-manager",
    });
    expect(res.status).toBe(200);
    expect(await alive(tablet)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect(await alive(manager)).toBe(true);
    await signedIn(target.account, "reset-by-manager");
  });

  it("refuses one's own id, pointing to the change with the current password", async () => {
    for (const account of ["w-manager", "w-admin"]) {
      const me = await signedIn(account);
      const id = (await me.get("/api/v1/session")).body.staff.id;
      const before = await hashOf(id);
      const res = await me.post(`/api/v1/staff_members/${id}/password`, {
        password: "reset-myself-pw",
      });
      expect(res.status).toBe(403);
      expect(res.body.error.message).toContain("パスワード変更");
      expect(await hashOf(id)).toBe(before);
      expect(await alive(me)).toBe(true);
    }
  });
});
