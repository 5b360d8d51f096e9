// Lounge settings cannot lock head office out: some lounge must keep admitting admins at sign-in,
// also when two admins drop admins from the last two lounges at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { loungeBody } from "../../test/route-matrix";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let admin: TestClient;
let otherAdmin: TestClient;

const MESSAGE = "管理者がサインインできる店舗が1つもなくなるため、変更できません";

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  admin = server.client();
  otherAdmin = server.client();
  await admin.signIn("w-admin", "lounge-demo", world.own.id);
  await otherAdmin.signIn("w-admin", "lounge-demo", world.other.id);
});
afterAll(() => server?.close());

const withRoles = (lounge: { name: string }, roles: string[]) => ({
  ...loungeBody(lounge.name),
  sign_in_roles: roles,
});
const putRoles = (client: TestClient, lounge: { id: number; name: string }, roles: string[]) =>
  client.put(`/api/v1/lounge_settings/${lounge.id}`, withRoles(lounge, roles));

async function rolesOf(id: number): Promise<string[]> {
  const res = await admin.get("/api/v1/lounge_settings");
  return res.body.find((l: { id: number }) => l.id === id).sign_in_roles;
}

describe("the last lounge admitting admins", () => {
  it("refuses dropping admins from it (422, Japanese message on the field), changing nothing", async () => {
    expect((await putRoles(admin, world.own, ["manager", "staff"])).status).toBe(200);
    const before = await admin.get("/api/v1/lounge_settings");
    const res = await putRoles(admin, { ...world.other, name: "他店・改" }, ["manager", "staff"]);
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: "unprocessable",
      message: MESSAGE,
      fields: { sign_in_roles: MESSAGE },
    });
    expect((await admin.get("/api/v1/lounge_settings")).body).toEqual(before.body);
    // Head office still signs in there.
    expect((await server.client().signIn("w-admin", "lounge-demo", world.other.id)).status).toBe(
      200,
    );
  });

  it("lets that lounge change while it keeps admitting admins", async () => {
    const res = await putRoles(admin, world.other, ["admin", "manager"]);
    expect(res.status).toBe(200);
    expect(await rolesOf(world.other.id)).toEqual(["admin", "manager"]);
  });

  it("lets admins go from one lounge once another admits them", async () => {
    expect((await putRoles(admin, world.own, ["admin", "staff"])).status).toBe(200);
    expect((await putRoles(admin, world.other, ["manager"])).status).toBe(200);
    expect(await rolesOf(world.other.id)).toEqual(["manager"]);
    expect((await putRoles(admin, world.other, ["admin", "manager", "staff"])).status).toBe(200);
  });

  it("of two simultaneous updates dropping admins from the last two lounges, refuses one", async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        putRoles(admin, world.own, ["manager", "staff"]),
        putRoles(otherAdmin, world.other, ["manager", "staff"]),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
      const admitting = [world.own.id, world.other.id];
      const kept = [];
      for (const id of admitting) if ((await rolesOf(id)).includes("admin")) kept.push(id);
      expect(kept.length).toBe(1);
      // Both admit admins again for the next round.
      for (const lounge of [world.own, world.other]) {
        expect((await putRoles(admin, lounge, ["admin", "manager", "staff"])).status).toBe(200);
      }
    }
  }, 30_000);
});
