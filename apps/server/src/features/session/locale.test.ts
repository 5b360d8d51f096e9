// One's language: changed with one call, kept on the member of staff (not the tablet), so it comes
// back with the next sign-in anywhere; another member's stays as it was; a language we do not have
// is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStaff } from "../../seed/factories";
import { startTestServer, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
});
afterAll(() => server?.close());

async function signedIn(account: string) {
  const client = server.client();
  const res = await client.signIn(account, "lounge-demo", world.own.id);
  expect(res.status).toBe(200);
  return { client, session: res.body };
}

describe("PUT /api/v1/session/locale", () => {
  it("keeps the language on the member of staff: the next sign-in, on another tablet, has it", async () => {
    const me = await buildStaff(server.database.db, {
      role: "staff",
      account: "locale-staff",
      loungeIds: [world.own.id],
    });
    const other = await buildStaff(server.database.db, {
      role: "staff",
      account: "locale-other",
      loungeIds: [world.own.id],
    });
    const { client, session } = await signedIn(me.account);
    expect(session.staff.locale).toBe("ja");

    expect((await client.put("/api/v1/session/locale", { locale: "en" })).status).toBe(200);
    expect((await client.get("/api/v1/session")).body.staff.locale).toBe("en");
    expect((await signedIn(me.account)).session.staff.locale).toBe("en");
    expect((await signedIn(other.account)).session.staff.locale).toBe("ja");

    expect((await client.put("/api/v1/session/locale", { locale: "ja" })).status).toBe(200);
    expect((await signedIn(me.account)).session.staff.locale).toBe("ja");
  });

  it("refuses a language it does not have, in Japanese, and changes nothing", async () => {
    const me = await buildStaff(server.database.db, {
      role: "manager",
      account: "locale-refused",
      loungeIds: [world.own.id],
    });
    const { client } = await signedIn(me.account);
    for (const body of [
      { locale: "fr" },
      { locale: "" },
      { locale: null },
      {},
      { locale: ["en"] },
    ]) {
      const res = await client.put("/api/v1/session/locale", body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.locale).toBe("言語は ja または en を指定してください");
    }
    expect((await client.get("/api/v1/session")).body.staff.locale).toBe("ja");
  });

  it("needs a session", async () => {
    const res = await server.client().put("/api/v1/session/locale", { locale: "en" });
    expect(res.status).toBe(401);
  });
});
