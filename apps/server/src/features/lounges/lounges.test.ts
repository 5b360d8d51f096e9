// Lounge settings over HTTP: an admin lists, creates and edits lounges; validation, name conflicts, refusals.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lounges } from "../../db/schema";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { loungeBody } from "../../test/route-matrix";
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

async function loungeCount() {
  const [row] = await server.database.db.select({ n: count() }).from(lounges);
  return row?.n ?? 0;
}

async function settingsOf(id: number) {
  const res = await admin.get("/api/v1/lounge_settings");
  return res.body.find((l: { id: number }) => l.id === id);
}

describe("lounge settings (admin)", () => {
  it("lists every lounge with its settings", async () => {
    const res = await admin.get("/api/v1/lounge_settings");
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      id: world.own.id,
      name: "自店",
      name_eng: world.own.name_eng,
      address: "",
      phone: "",
      site_url: "",
      time_zone: "Asia/Tokyo",
      business_day_cutoff: "06:00",
      invoice_registration_number: "",
      stamp_on_tax_excluded: false,
      sign_in_roles: ["admin", "manager", "staff"],
      sign_in_account_list: true,
      crowd_feed_public: false,
      opening_hours: null,
      closed_on: null,
    });
    expect(res.body.map((l: { id: number }) => l.id)).toContain(world.other.id);
  });

  it("creates a lounge (201) that then appears on the sign-in page", async () => {
    const res = await admin.post("/api/v1/lounge_settings", {
      ...loungeBody("  難波  "),
      sign_in_roles: ["manager", "staff", "staff"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      ...loungeBody("難波"),
      stamp_on_tax_excluded: false,
      sign_in_roles: ["manager", "staff"],
      // Off on create: publishing the crowd is each lounge's own choice.
      crowd_feed_public: false,
      opening_hours: null,
      closed_on: null,
    });
    expect(await settingsOf(res.body.id)).toEqual(res.body);
    const options = await server.client().get("/api/v1/lounges");
    expect(options.body).toContainEqual({
      text: "難波",
      value: { id: res.body.id, roles: ["manager", "staff"], account_list: true },
    });
  });

  it("updates a lounge's settings", async () => {
    const created = await admin.post("/api/v1/lounge_settings", loungeBody("京都"));
    const res = await admin.put(`/api/v1/lounge_settings/${created.body.id}`, {
      ...loungeBody("京都河原町"),
      time_zone: "Asia/Seoul",
      business_day_cutoff: "05:30",
      invoice_registration_number: "",
      sign_in_roles: ["admin"],
      sign_in_account_list: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "京都河原町",
      time_zone: "Asia/Seoul",
      business_day_cutoff: "05:30",
      invoice_registration_number: "",
      sign_in_roles: ["admin"],
      sign_in_account_list: false,
    });
    expect(await settingsOf(created.body.id)).toEqual(res.body);
    const options = await server.client().get("/api/v1/lounges");
    expect(options.body).toContainEqual({
      text: "京都河原町",
      value: { id: created.body.id, roles: ["admin"], account_list: false },
    });
  });

  it("keeps opening hours per weekday (closed weekdays, nights past midnight); a save without them keeps them", async () => {
    const created = await admin.post("/api/v1/lounge_settings", loungeBody("神戸"));
    const night = { open: "19:00", close: "05:00" };
    const hours = [night, null, night, night, night, { open: "19:00", close: "06:00" }, night];
    const res = await admin.put(`/api/v1/lounge_settings/${created.body.id}`, {
      ...loungeBody("神戸"),
      opening_hours: hours,
    });
    expect(res.status).toBe(200);
    expect(res.body.opening_hours).toEqual(hours);
    const older = await admin.put(`/api/v1/lounge_settings/${created.body.id}`, loungeBody("神戸"));
    expect(older.body.opening_hours).toEqual(hours);
    expect((await settingsOf(created.body.id)).opening_hours).toEqual(hours);
  });

  it("answers 404 for a lounge that does not exist", async () => {
    const res = await admin.put("/api/v1/lounge_settings/999999", loungeBody("幻の店"));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});

describe("lounge settings validation", () => {
  const invalid = [
    [
      "an unknown time zone",
      { time_zone: "Mars/Olympus" },
      "time_zone",
      "タイムゾーンが正しくありません",
    ],
    [
      "a cut-off of 25:00",
      { business_day_cutoff: "25:00" },
      "business_day_cutoff",
      "営業日の切替時刻は HH:mm で入力してください",
    ],
    [
      "an invoice number that is not T and 13 digits",
      { invoice_registration_number: "T12345" },
      "invoice_registration_number",
      "登録番号は T と13桁の数字で入力してください",
    ],
    [
      "an invoice number whose check digit does not match",
      { invoice_registration_number: "T1234567890123" },
      "invoice_registration_number",
      "登録番号の数字が正しくありません（チェックデジットが合いません）。通知書の番号をもう一度確認してください",
    ],
    [
      "no sign-in roles",
      { sign_in_roles: [] },
      "sign_in_roles",
      "サインインできる役割を1つ以上選んでください",
    ],
    ["a blank name", { name: "   " }, "name", "店舗名を入力してください"],
    [
      "opening hours for six weekdays",
      { opening_hours: Array.from({ length: 6 }, () => null) },
      "opening_hours",
      "営業時間は日曜日から土曜日までの7日分を入力してください",
    ],
    [
      "a closing time equal to the opening",
      {
        opening_hours: [null, null, { open: "19:00", close: "19:00" }, null, null, null, null],
      },
      "opening_hours.2.close",
      "開店と閉店が同じ時刻です（翌朝までの営業は閉店を翌朝の時刻で入力してください）",
    ],
    [
      "an opening time of 25:00",
      {
        opening_hours: [{ open: "25:00", close: "05:00" }, null, null, null, null, null, null],
      },
      "opening_hours.0.open",
      "開店時刻を HH:mm で入力してください",
    ],
    [
      "no account-list choice",
      { sign_in_account_list: undefined },
      "sign_in_account_list",
      "アカウント一覧の表示を選んでください",
    ],
  ] as const;

  it.each(invalid)(
    "refuses updating with %s (400, Japanese field message), changing nothing",
    async (_, change, field, message) => {
      const before = await settingsOf(world.own.id);
      const res = await admin.put(`/api/v1/lounge_settings/${world.own.id}`, {
        ...loungeBody("自店・改"),
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.message).toBe(message);
      expect(res.body.error.fields).toEqual({ [field]: message });
      expect(await settingsOf(world.own.id)).toEqual(before);
    },
  );

  it.each(invalid)(
    "refuses creating with %s, creating nothing",
    async (_, change, field, message) => {
      const before = await loungeCount();
      const res = await admin.post("/api/v1/lounge_settings", { ...loungeBody("新店"), ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
      expect(await loungeCount()).toBe(before);
    },
  );

  it("refuses a duplicate name with 409 on create and on rename, changing nothing", async () => {
    const before = await loungeCount();
    const created = await admin.post("/api/v1/lounge_settings", loungeBody("他店"));
    expect(created.status).toBe(409);
    expect(created.body.error).toMatchObject({
      code: "conflict",
      message: "この店舗名は既に使われています",
      fields: { name: "この店舗名は既に使われています" },
    });
    expect(await loungeCount()).toBe(before);
    const settings = await settingsOf(world.own.id);
    const renamed = await admin.put(`/api/v1/lounge_settings/${world.own.id}`, loungeBody("他店"));
    expect(renamed.status).toBe(409);
    expect(await settingsOf(world.own.id)).toEqual(settings);
  });
});

describe("lounge settings refused to managers and staff", () => {
  it.each([
    ["manager", () => manager],
    ["staff", () => member],
  ])("refuses a %s (403) and changes nothing", async (_, client) => {
    const before = await settingsOf(world.own.id);
    const count0 = await loungeCount();
    const list = await client().get("/api/v1/lounge_settings");
    expect(list.status).toBe(403);
    expect(list.body.error.code).toBe("forbidden");
    const create = await client().post("/api/v1/lounge_settings", loungeBody(`禁止店${_}`));
    expect(create.status).toBe(403);
    const update = await client().put(`/api/v1/lounge_settings/${world.own.id}`, {
      ...loungeBody("自店"),
      time_zone: "Europe/London",
    });
    expect(update.status).toBe(403);
    expect(update.body.error.code).toBe("forbidden");
    expect(await loungeCount()).toBe(count0);
    expect(await settingsOf(world.own.id)).toEqual(before);
  });
});
