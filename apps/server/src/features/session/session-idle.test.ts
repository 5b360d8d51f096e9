// The idle timeout (SESSION_IDLE_MINUTES) over HTTP and /cable: an unused session is
// refused and deleted, a used one has last_seen_at refreshed at most once per the limit's resolution
// (a minute at 30), outside the request's transaction, and an open board socket counts as use; at a
// 1-minute limit a session in use is never ended and an unused one is. Sessions are aged in the
// database: moving last_seen_at back is time passing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { lastSeenResolutionMs } from "../../auth/session-timing";
import { hashToken } from "../../auth/tokens";
import { sessions } from "../../db/schema";
import { IDLE_SESSION_MESSAGE, SESSION_COOKIE } from "../../http/session-plugin";
import { cableUrl, cookieOf, openCable, refusedStatus } from "../../test/cable-client";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

const IDLE_MINUTES = 30;
let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_IDLE_MINUTES: String(IDLE_MINUTES) } });
  world = await buildWorld(server.database.db);
});
afterAll(() => server?.close());

async function signedIn(account = "w-staff") {
  const client = server.client();
  expect((await client.signIn(account, "lounge-demo", world.own.id)).status).toBe(200);
  return client;
}

const sessionOf = (client: TestClient) =>
  eq(sessions.token_hash, hashToken(client.cookies.get(SESSION_COOKIE) ?? ""));

/** Pretends the session was last used `ms` ago. */
async function lastSeen(client: TestClient, ms: number) {
  const at = new Date(Date.now() - ms);
  await server.database.db.update(sessions).set({ last_seen_at: at }).where(sessionOf(client));
  return at;
}

async function storedLastSeen(client: TestClient) {
  const [row] = await server.database.db
    .select({ at: sessions.last_seen_at })
    .from(sessions)
    .where(sessionOf(client));
  return row?.at ?? null;
}

const minutes = (n: number) => n * 60_000;
/** Unused this long, a session is idle for sure: the limit plus the uses a refresh may have skipped. */
const IDLE_FOR = minutes(IDLE_MINUTES) + lastSeenResolutionMs(IDLE_MINUTES);

describe("idle timeout over HTTP", () => {
  it("refuses a session unused for the idle limit with 401 and a Japanese message, and deletes it", async () => {
    const client = await signedIn();
    await lastSeen(client, IDLE_FOR + 5_000);
    const res = await client.get("/api/v1/session");
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "unauthenticated", message: IDLE_SESSION_MESSAGE });
    expect(await storedLastSeen(client)).toBeNull();
    // A cookie that never was a session gets the plain message.
    const forged = server.client();
    forged.cookies.set(SESSION_COOKIE, "forged");
    expect((await forged.get("/api/v1/session")).body.error.message).toBe("サインインしてください");
  });

  it("answers GET /api/v1/session/state 200 either way: the session, none, or why it ended", async () => {
    const none = await server.client().get("/api/v1/session/state");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ session: null, ended: null });

    const client = await signedIn();
    const live = await client.get("/api/v1/session/state");
    expect(live.status).toBe(200);
    expect(live.body.session).toMatchObject({
      staff: { account: "w-staff" },
      lounge: { id: world.own.id },
    });
    expect(live.body.ended).toBeNull();

    await lastSeen(client, IDLE_FOR + 60_000);
    const idle = await client.get("/api/v1/session/state");
    expect(idle.status).toBe(200);
    expect(idle.body).toEqual({ session: null, ended: IDLE_SESSION_MESSAGE });

    // A cookie that names no session (signed out elsewhere, or made up).
    const stranger = server.client();
    stranger.cookies.set(SESSION_COOKIE, "no-such-token");
    const gone = await stranger.get("/api/v1/session/state");
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ session: null, ended: "サインインしてください" });
  });

  it("keeps a session last written just past the limit: a use a minute later may have gone unwritten", async () => {
    const client = await signedIn();
    await lastSeen(client, minutes(IDLE_MINUTES) + 30_000);
    expect((await client.get("/api/v1/session")).status).toBe(200);
  });

  it("keeps a session used just within the limit, and marks it seen now", async () => {
    const client = await signedIn();
    await lastSeen(client, minutes(IDLE_MINUTES) - 30_000);
    const before = Date.now();
    expect((await client.get("/api/v1/session")).status).toBe(200);
    expect((await storedLastSeen(client))?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
  });

  it("refreshes last_seen_at at most once a minute, not on every request", async () => {
    const client = await signedIn();
    const recent = await lastSeen(client, 30_000);
    expect((await client.get("/api/v1/session")).status).toBe(200);
    expect((await client.get(`/attendance_logs/staff_list?lounge_id=${world.own.id}`)).status).toBe(
      200,
    );
    expect(await storedLastSeen(client)).toEqual(recent);
    const older = await lastSeen(client, 61_000);
    expect((await client.get("/api/v1/session")).status).toBe(200);
    expect((await storedLastSeen(client))?.getTime()).toBeGreaterThan(older.getTime() + 30_000);
  });

  it("refreshes it outside the request's transaction: a call refused inside its transaction still counts", async () => {
    const client = await signedIn();
    const old = await lastSeen(client, minutes(5));
    // A staff member may not switch to a lounge they do not work at: refused inside the transaction.
    const res = await client.put("/api/v1/session/lounge", { lounge_id: world.other.id });
    expect(res.status).toBe(403);
    expect((await storedLastSeen(client))?.getTime()).toBeGreaterThan(old.getTime() + minutes(4));
  });
});

describe("idle timeout on /cable", () => {
  it("refuses the upgrade of an idle session (401), like any call", async () => {
    const client = await signedIn();
    await lastSeen(client, IDLE_FOR + 5_000);
    const status = await refusedStatus(cableUrl(server.baseUrl, world.own.id), {
      cookie: cookieOf(client),
      origin: server.baseUrl,
    });
    expect(status).toBe(401);
  });

  it("counts an open board socket as use, and closes it (4401) once its session is idle anyway", async () => {
    const client = await signedIn();
    const cable = await openCable(client, world.own.id);
    const old = await lastSeen(client, minutes(5));
    await server.app.realtime.hub.checkSessions();
    expect(cable.socket.readyState).toBe(WebSocket.OPEN);
    expect((await storedLastSeen(client))?.getTime()).toBeGreaterThan(old.getTime() + minutes(4));

    // Unused for the limit (no request, no socket on any instance refreshed it): it ends.
    await lastSeen(client, IDLE_FOR + 5_000);
    await server.app.realtime.hub.checkSessions();
    expect(await cable.closed).toMatchObject({ code: 4401 });
    expect((await client.get("/api/v1/session")).status).toBe(401);
  });
});

describe("a 1-minute limit", () => {
  let short: TestServer;
  let shortWorld: World;
  beforeAll(async () => {
    short = await startTestServer({ env: { SESSION_IDLE_MINUTES: "1" } });
    shortWorld = await buildWorld(short.database.db);
  });
  afterAll(() => short?.close());

  async function shortSignedIn() {
    const client = short.client();
    expect((await client.signIn("w-staff", "lounge-demo", shortWorld.own.id)).status).toBe(200);
    return client;
  }

  /** `ms` pass for the session: its last_seen_at moves that much further into the past. */
  async function pass(client: TestClient, ms: number) {
    const [row] = await short.database.db
      .select({ at: sessions.last_seen_at })
      .from(sessions)
      .where(sessionOf(client));
    if (!row) throw new Error("no session");
    await short.database.db
      .update(sessions)
      .set({ last_seen_at: new Date(row.at.getTime() - ms) })
      .where(sessionOf(client));
  }

  it.each([30_000, 55_000])(
    "keeps a session used every %i ms for 3 minutes signed in",
    async (everyMs) => {
      const client = await shortSignedIn();
      for (let elapsed = everyMs; elapsed <= minutes(3); elapsed += everyMs) {
        await pass(client, everyMs);
        const res = await client.get("/api/v1/session");
        expect(res.status, `after ${elapsed} ms`).toBe(200);
      }
    },
  );

  it("ends a session unused for just over a minute, with the idle message", async () => {
    const client = await shortSignedIn();
    await pass(client, 30_000);
    expect((await client.get("/api/v1/session")).status).toBe(200);
    // 63 s: the limit, its 2-second resolution, and a second.
    await pass(client, minutes(1) + lastSeenResolutionMs(1) + 1_000);
    const res = await client.get("/api/v1/session");
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: "unauthenticated", message: IDLE_SESSION_MESSAGE });
    const [row] = await short.database.db.select().from(sessions).where(sessionOf(client));
    expect(row).toBeUndefined();
  });

  it("keeps the session of an open board socket through its re-checks, and ends it once unused", async () => {
    const client = await shortSignedIn();
    const cable = await openCable(client, shortWorld.own.id);
    // Re-checks come every 30 s (a few seconds later at worst): 35 s between them here.
    for (let i = 0; i < 6; i++) {
      await pass(client, 35_000);
      await short.app.realtime.hub.checkSessions();
      expect(cable.socket.readyState, `re-check ${i + 1}`).toBe(WebSocket.OPEN);
    }
    expect((await client.get("/api/v1/session")).status).toBe(200);

    await pass(client, minutes(1) + lastSeenResolutionMs(1) + 1_000);
    await short.app.realtime.hub.checkSessions();
    expect(await cable.closed).toMatchObject({ code: 4401 });
  });
});
