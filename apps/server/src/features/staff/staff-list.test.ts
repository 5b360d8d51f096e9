// The original system's `GET /attendance_logs/staff_list?lounge_id=` over HTTP: exact shape, active members, lounge access.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("GET /attendance_logs/staff_list", () => {
  it("answers {staffs:[{id,name,account}]} with the lounge's active members only", async () => {
    const lounge = await buildLounge(db(), { name: "勤怠店" });
    const first = await buildStaff(db(), { account: "l-first", loungeIds: [lounge.id] });
    const boss = await buildStaff(db(), {
      account: "l-boss",
      role: "manager",
      loungeIds: [lounge.id],
    });
    await buildStaff(db(), { account: "l-gone", active: false, loungeIds: [lounge.id] });
    const res = await admin.get(`/attendance_logs/staff_list?lounge_id=${lounge.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      staffs: [
        { id: first.id, name: first.name, account: "l-first" },
        { id: boss.id, name: boss.name, account: "l-boss" },
      ],
    });
  });

  it("serves staff and managers their own lounge", async () => {
    for (const client of [member, manager]) {
      const res = await client.get(`/attendance_logs/staff_list?lounge_id=${world.own.id}`);
      expect(res.status).toBe(200);
      const accounts = accountsOf(res.body.staffs);
      expect(accounts).toEqual(expect.arrayContaining(["w-manager", "w-staff"]));
      expect(accounts).not.toContain("w-other-staff");
      for (const entry of res.body.staffs)
        expect(Object.keys(entry).sort()).toEqual(["account", "id", "name"]);
    }
  });

  it("refuses another lounge to staff and managers (403) but not to an admin", async () => {
    const path = `/attendance_logs/staff_list?lounge_id=${world.other.id}`;
    for (const client of [member, manager]) {
      const res = await client.get(path);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("forbidden");
    }
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    expect(accountsOf(res.body.staffs)).toEqual(["w-other-manager", "w-other-staff"]);
  });

  it("requires the lounge id", async () => {
    const res = await member.get("/attendance_logs/staff_list");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
  });
});
