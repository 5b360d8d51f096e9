// The sign-in throttle over HTTP: per account (atomic under parallel guesses), per client address,
// in all, and what a forged or proxied X-Forwarded-For can and cannot change.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAttempts } from "../../db/schema";
import { buildLounge, buildStaff } from "../../seed/factories";
import { startTestServer, type TestServer } from "../../test/harness";

const PASSWORD = "lounge-demo";
/** Each test of a shared server signs in from its own forwarded address, so their counts never mix. */
let nextAddress = 1;
const freshAddress = () => `203.0.113.${nextAddress++}`;

/** A server with these sign-in settings, a lounge and one member of staff to guess at. */
async function throttledServer(env: Record<string, string>) {
  const server = await startTestServer({ env: { SIGN_IN_WINDOW_MINUTES: "15", ...env } });
  const lounge = await buildLounge(server.database.db, { name: "自店" });
  return { server, lounge };
}

async function signIn(
  server: TestServer,
  loungeId: number,
  account: string,
  password: string,
  forwardedFor?: string,
) {
  const res = await server
    .client()
    .post(
      "/api/v1/session",
      { lounge_id: loungeId, account, password },
      forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {},
    );
  return res;
}

const statuses = (answers: { status: number }[]) =>
  answers.map((a) => a.status).sort((a, b) => a - b);

/** As if the window had passed: every recorded attempt moves back by more than the window. */
async function letWindowPass(server: TestServer) {
  await server.database.db
    .update(signInAttempts)
    .set({ attempted_at: sql`${signInAttempts.attempted_at} - interval '16 minutes'` });
}

describe("per account (TRUST_PROXY=true: loopback is the proxy)", () => {
  let server: TestServer;
  let loungeId: number;
  beforeAll(async () => {
    const built = await throttledServer({
      TRUST_PROXY: "true",
      SIGN_IN_MAX_FAILURES: "5",
      SIGN_IN_ADDRESS_MAX_FAILURES: "20",
      SIGN_IN_GLOBAL_MAX_FAILURES: "1000",
    });
    server = built.server;
    loungeId = built.lounge.id;
  });
  afterAll(() => server?.close());

  it("checks 30 parallel wrong guesses exactly 5 times, then refuses the right password until the window passes", async () => {
    const target = await buildStaff(server.database.db, {
      account: "t-parallel",
      loungeIds: [loungeId],
    });
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(server, loungeId, target.account, `no-${i}`, from),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
    const refused = answers.find((a) => a.status === 429);
    expect(refused?.body.error).toEqual({
      code: "sign_in_throttled",
      message: expect.stringMatching(
        /^サインインの失敗が続いたため.*1[0-5]分後にもう一度お試しください$/,
      ),
    });
    const recorded = await server.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.account, target.account));
    expect(recorded.length).toBe(5);

    expect((await signIn(server, loungeId, target.account, PASSWORD, from)).status).toBe(429);
    // From another address too: the count is the account's.
    expect((await signIn(server, loungeId, target.account, PASSWORD, freshAddress())).status).toBe(
      429,
    );
    await letWindowPass(server);
    expect((await signIn(server, loungeId, target.account, PASSWORD, from)).status).toBe(200);
  }, 60_000);

  it("answers a refusal with Retry-After and the rate-limit headers, a checked attempt with none", async () => {
    const target = await buildStaff(server.database.db, {
      account: "t-headers",
      loungeIds: [loungeId],
    });
    const from = freshAddress();
    for (let i = 0; i < 5; i++) {
      const failed = await signIn(server, loungeId, target.account, `no-${i}`, from);
      expect(failed.status).toBe(401);
      // How many guesses are left would help only the guesser.
      expect(failed.headers.get("x-ratelimit-remaining")).toBeNull();
      expect(failed.headers.get("retry-after")).toBeNull();
    }
    const refused = await signIn(server, loungeId, target.account, PASSWORD, from);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("5");
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("x-ratelimit-reset")).toBe(String(wait));
    // The message's minutes are the same wait, rounded up.
    expect(refused.body.error.message).toContain(`${Math.ceil(wait / 60)}分後に`);
  }, 60_000);

  it("holds the account's limit against guesses from rotating forwarded addresses", async () => {
    const target = await buildStaff(server.database.db, {
      account: "t-rotating",
      loungeIds: [loungeId],
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(server, loungeId, target.account, `no-${i}`, freshAddress()),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    expect((await signIn(server, loungeId, target.account, PASSWORD, freshAddress())).status).toBe(
      429,
    );
  }, 60_000);

  it("counts an account that does not exist like one that does, with the same message", async () => {
    const from = freshAddress();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await signIn(server, loungeId, "t-nobody", "no", from));
    expect(statuses(answers)).toEqual([...Array(5).fill(401), 429]);
    expect(answers[5]?.body.error.message).toMatch(/^サインインの失敗が続いたため/);
  }, 60_000);

  it("a success resets the account's count but not the address's", async () => {
    // 5 per account, 20 per address: fill the address with 15 failures on other accounts first.
    const from = freshAddress();
    for (let i = 0; i < 15; i++) {
      expect((await signIn(server, loungeId, `t-filler-${i}`, "no", from)).status).toBe(401);
    }
    const target = await buildStaff(server.database.db, {
      account: "t-reset",
      loungeIds: [loungeId],
    });
    for (let i = 0; i < 2; i++) {
      expect((await signIn(server, loungeId, target.account, "no", from)).status).toBe(401);
    }
    expect((await signIn(server, loungeId, target.account, PASSWORD, from)).status).toBe(200);
    // Without the reset, the account would be refused after 3 more (2 + 3 = 5).
    for (let i = 0; i < 3; i++) {
      expect((await signIn(server, loungeId, target.account, "no", from)).status).toBe(401);
    }
    // 15 + 2 + 3 = 20 failures from this address: it is full, even for the right password.
    expect((await signIn(server, loungeId, target.account, PASSWORD, from)).status).toBe(429);
    // The account itself is not (3 since its success): from elsewhere it signs in.
    expect((await signIn(server, loungeId, target.account, PASSWORD, freshAddress())).status).toBe(
      200,
    );
  }, 60_000);

  it("refuses one address failing over many accounts after 20 failures, even with the right password", async () => {
    const member = await buildStaff(server.database.db, {
      account: "t-bystander",
      loungeIds: [loungeId],
    });
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn(server, loungeId, `t-spray-${i}`, "no", from)),
    );
    expect(statuses(answers)).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    expect((await signIn(server, loungeId, member.account, PASSWORD, from)).status).toBe(429);
    expect((await signIn(server, loungeId, member.account, PASSWORD, freshAddress())).status).toBe(
      200,
    );
  }, 60_000);
});

// The test's peer is 127.0.0.1: unset, nothing is trusted; 10.9.9.9 is a proxy, but not this peer.
describe.each([
  ["unset", {}],
  ["10.9.9.9", { TRUST_PROXY: "10.9.9.9" }],
])("per address with TRUST_PROXY %s", (_, proxyEnv) => {
  let server: TestServer;
  let loungeId: number;
  beforeAll(async () => {
    const built = await throttledServer({
      ...proxyEnv,
      SIGN_IN_MAX_FAILURES: "5",
      SIGN_IN_ADDRESS_MAX_FAILURES: "6",
      SIGN_IN_GLOBAL_MAX_FAILURES: "1000",
    });
    server = built.server;
    loungeId = built.lounge.id;
  });
  afterAll(() => server?.close());

  it("a rotating X-Forwarded-For does not escape the per-address limit", async () => {
    const member = await buildStaff(server.database.db, {
      account: "t-member",
      loungeIds: [loungeId],
    });
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push(await signIn(server, loungeId, `t-guess-${i}`, "no", freshAddress()));
    }
    expect(statuses(answers)).toEqual([...Array(6).fill(401), 429, 429]);
    expect((await signIn(server, loungeId, member.account, PASSWORD, freshAddress())).status).toBe(
      429,
    );
    const ips = await server.database.db
      .selectDistinct({ ip: signInAttempts.ip })
      .from(signInAttempts);
    expect(ips).toEqual([{ ip: "127.0.0.1" }]);
  }, 60_000);
});

describe("in all (TRUST_PROXY=true, rotating forwarded addresses)", () => {
  let server: TestServer;
  let loungeId: number;
  beforeAll(async () => {
    const built = await throttledServer({
      TRUST_PROXY: "true",
      SIGN_IN_MAX_FAILURES: "5",
      SIGN_IN_ADDRESS_MAX_FAILURES: "20",
      SIGN_IN_GLOBAL_MAX_FAILURES: "4",
    });
    server = built.server;
    loungeId = built.lounge.id;
  });
  afterAll(() => server?.close());

  it("refuses everyone once the global ceiling is reached, until the window passes", async () => {
    const member = await buildStaff(server.database.db, {
      account: "t-member",
      loungeIds: [loungeId],
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(server, loungeId, `t-spread-${i}`, "no", freshAddress()),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(4).fill(401), ...Array(6).fill(429)]);
    const refused = await signIn(server, loungeId, member.account, PASSWORD, freshAddress());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe("sign_in_throttled");
    await letWindowPass(server);
    expect((await signIn(server, loungeId, member.account, PASSWORD, freshAddress())).status).toBe(
      200,
    );
  }, 60_000);

  it("deletes attempts older than a day as it goes", async () => {
    const db = server.database.db;
    const [old] = await db
      .insert(signInAttempts)
      .values({
        account: "t-long-ago",
        ip: "198.51.100.1",
        succeeded: false,
        attempted_at: new Date(Date.now() - 2 * 24 * 3_600_000),
      })
      .returning();
    await signIn(server, loungeId, "t-member", PASSWORD, freshAddress());
    const left = await db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.id, old?.id ?? 0));
    expect(left).toEqual([]);
  });
});
