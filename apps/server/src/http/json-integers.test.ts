// An integer in a JSON body is a JSON number: `null`, `""`, `[]`, `false` are not 0, `true` is not 1,
// and text that `Number()` would read (`"0x10"`, `"1e3"`, `" 12 "`) is not a number either. Each is a
// 400 naming the field in Japanese, and nothing is stored. A path, a query string and a multipart
// field are text by nature: they take plain digits and nothing more.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPng } from "../seed/demo-png";
import { type Fingerprint, fingerprinter } from "../test/db-fingerprint";
import { enterBody, type FloorWorld, startFloorServer } from "../test/floor-world";
import type { TestClient, TestServer } from "../test/harness";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let manager: TestClient;
let fingerprint: () => Promise<Fingerprint>;
let genreId: number;
let menuId: number;
let groupId: number;

/** What coercion would have read as 0, 1, 16, 1000 or 12; a digit string; and its near misses. */
const HOSTILE: unknown[] = [
  null,
  "",
  [],
  false,
  true,
  "0x10",
  "1e3",
  " 12 ",
  "12",
  "+1",
  "1.0",
  {},
];

beforeAll(async () => {
  ({ server, world, staff, manager } = await startFloorServer());
  // Sessions note when they were last used: every request touches them.
  fingerprint = await fingerprinter(server.database.db, ["sessions", "sign_in_attempts"]);
  genreId = (
    await manager.post("/genres", {
      lounge_id: world.own.id,
      name: "ドリンク",
      genre_kind: "drink",
    })
  ).body.id;
  const menu = await manager.post("/menus", {
    lounge_id: world.own.id,
    genre_id: genreId,
    name: "生ビール",
    price: 800,
  });
  expect(menu.status, JSON.stringify(menu.body)).toBe(201);
  menuId = menu.body.id;
  const group = await staff.post(
    "/customer_groups",
    enterBody(world.autoSeats[0]!.id, "mens", 2, { fee_rule: world.normalRule.id }),
  );
  expect(group.status, JSON.stringify(group.body)).toBe(201);
  groupId = group.body.id;
}, 60_000);
afterAll(() => server?.close());

/** Posts `body` and expects a 400 whose fields name `field` with `message`, and no change at all. */
async function expectRefused(
  client: TestClient,
  path: string,
  body: unknown,
  field: string,
  message: string,
) {
  const before = await fingerprint();
  const res = await client.post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe("validation_failed");
  expect(res.body.error.fields?.[field], JSON.stringify(res.body)).toBe(message);
  expect(await fingerprint()).toEqual(before);
}

describe("an integer in a JSON body is a JSON number", () => {
  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))(
    "POST /menus refuses price %s and stores no menu",
    async (_, price) => {
      await expectRefused(
        manager,
        "/menus",
        { lounge_id: world.own.id, genre_id: genreId, name: "ただのお酒", price },
        "price",
        "価格は数値で入力してください",
      );
    },
  );

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))(
    "an order refuses num %s and stores no line",
    async (_, num) => {
      await expectRefused(
        staff,
        `/customer_groups/${groupId}/orders`,
        { menu_id: menuId, num },
        "num",
        "数量は整数で入力してください",
      );
    },
  );

  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))(
    "an attendance log refuses staff_id %s and records nothing",
    async (_, staffId) => {
      await expectRefused(
        manager,
        "/attendance_logs",
        { attendance_log: { staff_id: staffId, lounge_id: world.own.id, log_type: "clock_in" } },
        "attendance_log.staff_id",
        "IDは数値で指定してください",
      );
    },
  );

  it("refuses an id as text in a list and a count as text on the floor", async () => {
    await expectRefused(
      manager,
      "/api/v1/staff_members",
      {
        name: "新人",
        account: "w-newcomer",
        role: "staff",
        password: "lounge-demo",
        lounge_ids: [String(world.own.id)],
      },
      "lounge_ids.0",
      "IDは数値で指定してください",
    );
    await expectRefused(
      staff,
      "/customer_groups",
      { customer_group: { seat_id: world.autoSeats[1]!.id, mens: "2", ladys: 0 } },
      "customer_group.mens",
      "人数は整数で入力してください",
    );
  });

  it("takes the same calls with JSON numbers", async () => {
    const order = await staff.post(`/customer_groups/${groupId}/orders`, {
      menu_id: menuId,
      num: 2,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body).toMatchObject([{ menu_id: menuId, num: 2, price: 800 }]);
    const log = await manager.post("/attendance_logs", {
      attendance_log: { staff_id: world.staff.id, lounge_id: world.own.id, log_type: "clock_in" },
    });
    expect(log.status, JSON.stringify(log.body)).toBe(201);
    expect(log.body).toMatchObject({ staff_id: world.staff.id });
  });
});

describe("a path, a query string or a multipart field takes plain digits", () => {
  it("reads digits in a path and a query string", async () => {
    expect((await staff.get(`/customer_groups/${groupId}/orders`)).status).toBe(200);
    expect((await staff.get(`/api/v1/orderable?lounge_id=${world.own.id}`)).status).toBe(200);
  });

  it.each(["0x10", "1e3", "%2012%20", "", "%2B1", "1.0"])(
    "refuses %j as a query string's lounge_id and as a path's id",
    async (text) => {
      const query = await staff.get(`/api/v1/orderable?lounge_id=${text}`);
      expect(query.status, JSON.stringify(query.body)).toBe(400);
      expect(query.body.error.fields).toEqual({ lounge_id: "IDは数値で指定してください" });
      if (text === "") return;
      const path = await staff.get(`/customer_groups/${text}/orders`);
      expect(path.status, JSON.stringify(path.body)).toBe(400);
      expect(path.body.error.fields).toEqual({ id: "IDは数値で指定してください" });
    },
  );

  it("is described in /docs as integers, in a body and in a path alike", async () => {
    const spec = (await staff.get("/docs/json")).body;
    const create = spec.paths["/menus"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.properties.price).toMatchObject({ type: "integer", minimum: 0 });
    const order = spec.paths["/customer_groups/{id}/orders"].post;
    const id = order.parameters.find((p: { in: string; name: string }) => p.name === "id");
    expect(id).toMatchObject({ in: "path", schema: { type: "integer" } });
  });

  it("reads an image upload's lounge from its digits, and refuses other text", async () => {
    const upload = (loungeId: string) => {
      const form = new FormData();
      form.set("lounge_id", loungeId);
      form.set("image", new Blob([demoPng([200, 120, 10])]), "a.png");
      return manager.request("POST", "/images", { form });
    };
    for (const text of ["0x10", "1e3", ` ${world.own.id} `, ""]) {
      const before = await fingerprint();
      const refused = await upload(text);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error.fields).toEqual({ lounge_id: "IDは数値で指定してください" });
      expect(await fingerprint()).toEqual(before);
    }
    const stored = await upload(String(world.own.id));
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  });
});
