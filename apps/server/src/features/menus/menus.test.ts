// Menus, genres, rewards and images over HTTP: the original system's toggles and orders, tags, image limits, reorders.
import { IMAGE_MAX_BYTES } from "@lounge-office/domain/menus";
import type { Genre } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema";
import { demoPng } from "../../seed/demo-png";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let manager: TestClient;
let drinkGenre: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  drinkGenre = (
    await manager.post("/genres", {
      lounge_id: world.own.id,
      name: "カクテル",
      genre_kind: "drink",
    })
  ).body;
});
afterAll(() => server?.close());

async function upload(
  client: TestClient,
  bytes: Buffer,
  filename: string,
  loungeId = world.own.id,
) {
  const form = new FormData();
  form.set("lounge_id", String(loungeId));
  form.set("image", new Blob([bytes]), filename);
  const response = await fetch(`${server.baseUrl}/images`, {
    method: "POST",
    body: form,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      origin: server.baseUrl,
      "x-csrf-token": client.csrfToken ?? "",
      accept: "application/json",
    },
  });
  return { status: response.status, body: (await response.json()) as any };
}

const createMenu = (overrides: Record<string, unknown> = {}) =>
  manager.post("/menus", {
    lounge_id: world.own.id,
    genre_id: drinkGenre.id,
    name: "モヒート",
    price: 900,
    ...overrides,
  });

describe("genres", () => {
  it("refills the genre selector by lounge and genre kind (change_parent)", async () => {
    await manager.post("/genres", {
      lounge_id: world.own.id,
      name: "おつまみ",
      genre_kind: "food",
    });
    const drinks = await manager.get(
      `/menus/change_parent?lounge_id=${world.own.id}&genre_kind=drink`,
    );
    expect(drinks.body).toEqual([{ id: drinkGenre.id, name: "カクテル" }]);
    const foods = await manager.get(
      `/menus/change_parent?lounge_id=${world.own.id}&genre_kind=food`,
    );
    expect(foods.body.map((g: { name: string }) => g.name)).toEqual(["おつまみ"]);
  });

  it("numbers a lounge's genres 1..n, each once, through create, the order input and the drag", async () => {
    const list = async () =>
      ((await manager.get(`/genres?lounge_id=${world.own.id}`)).body as Genre[]).map(
        (g) => `${g.row_order}:${g.name}`,
      );
    expect(await list()).toEqual(["1:カクテル", "2:おつまみ"]);
    const beer = await manager.post("/genres", {
      lounge_id: world.own.id,
      name: "ビール",
      genre_kind: "drink",
    });
    expect(beer.body.row_order).toBe(3);

    // The order input names a place: the genre moves there and the others make room.
    const first = await manager.put(`/genres/${beer.body.id}`, { genre: { row_order: 1 } });
    expect(first.body.row_order).toBe(1);
    expect(await list()).toEqual(["1:ビール", "2:カクテル", "3:おつまみ"]);
    // A place past the end is the end, never a gap.
    const last = await manager.put(`/genres/${drinkGenre.id}`, { genre: { row_order: 7 } });
    expect(last.body.row_order).toBe(3);
    expect(await list()).toEqual(["1:ビール", "2:おつまみ", "3:カクテル"]);

    const dragged = await manager.post(`/genres/${drinkGenre.id}/sort`, {
      _method: "put",
      genre: { row_order_position: 0 },
    });
    expect(dragged.status).toBe(200);
    expect(await list()).toEqual(["1:カクテル", "2:ビール", "3:おつまみ"]);

    for (const row_order of [0, "abc"]) {
      const refused = await manager.put(`/genres/${drinkGenre.id}`, { genre: { row_order } });
      expect(refused.status).toBe(400);
    }
    expect(
      (await manager.put(`/genres/${drinkGenre.id}`, { genre: { row_order: 0 } })).body.error
        .message,
    ).toBe("表示順は1以上で入力してください");
    expect(await list()).toEqual(["1:カクテル", "2:ビール", "3:おつまみ"]);
  });
});

describe("menus", () => {
  it("normalises option tags: split on , and ;, lowercase, duplicates removed", async () => {
    const res = await createMenu({ name: "ジントニック", options: "Lime; lime,SODA ; , Tonic" });
    expect(res.status).toBe(201);
    expect(res.body.options).toEqual(["lime", "soda", "tonic"]);
  });

  it("refuses a 51-character tag, and creates nothing", async () => {
    const before = (await manager.get(`/menus?lounge_id=${world.own.id}`)).body.length;
    const res = await createMenu({ name: "長いタグ", options: ["a".repeat(51)] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain("50文字以内");
    expect((await createMenu({ name: "ちょうど50", options: ["b".repeat(50)] })).status).toBe(201);
    expect((await manager.get(`/menus?lounge_id=${world.own.id}`)).body.length).toBe(before + 1);
  });

  it("toggles provision with the original system's payload, and refuses a mismatched lounge", async () => {
    const menu = (await createMenu({ name: "カルーアミルク" })).body;
    const off = await manager.put(`/menus/${menu.id}`, {
      menu: { provide_flag: false, lounge_id: world.own.id },
    });
    expect(off.status).toBe(200);
    expect(off.body.provide_flag).toBe(false);
    const bad = await manager.put(`/menus/${menu.id}`, {
      menu: { provide_flag: true, lounge_id: world.other.id },
    });
    expect(bad.status).toBe(400);
    expect(
      (await manager.get(`/menus?lounge_id=${world.own.id}`)).body.find(
        (m: { id: number }) => m.id === menu.id,
      ).provide_flag,
    ).toBe(false);
  });

  it("sets a row order from the order input and searches by genre kind and price bounds", async () => {
    const cheap = (await createMenu({ name: "ウーロン茶", price: 400 })).body;
    expect(
      (await manager.put(`/menus/${cheap.id}`, { menu: { row_order: 42 } })).body.row_order,
    ).toBe(42);
    const found = await manager.get(
      `/menus?lounge_id=${world.own.id}&genre_kind=drink&price_lt=500`,
    );
    expect(found.body.map((m: { name: string }) => m.name)).toEqual(["ウーロン茶"]);
    const pricey = await manager.get(`/menus?lounge_id=${world.own.id}&price_gt=850`);
    expect(pricey.body.every((m: { price: number }) => m.price > 850)).toBe(true);
  });

  it("bulk-provides every menu of a genre", async () => {
    const res = await manager.post("/menus/bulk_provide", {
      lounge_id: world.own.id,
      genre_id: drinkGenre.id,
      provide_flag: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((m: { provide_flag: boolean }) => !m.provide_flag)).toBe(true);
    await manager.post("/menus/bulk_provide", {
      lounge_id: world.own.id,
      genre_id: drinkGenre.id,
      provide_flag: true,
    });
  });

  it("refuses staff (403) and other lounges' managers (403)", async () => {
    const staff = server.client();
    await staff.signIn("w-staff", "lounge-demo", world.own.id);
    expect((await staff.get(`/menus?lounge_id=${world.own.id}`)).status).toBe(403);
    const menu = (await createMenu({ name: "他店テスト" })).body;
    const other = server.client();
    await other.signIn("w-other-manager", "lounge-demo", world.other.id);
    expect((await other.put(`/menus/${menu.id}`, { menu: { provide_flag: false } })).status).toBe(
      403,
    );
  });
});

describe("images", () => {
  it("stores a PNG and serves it with its sniffed type and caching headers", async () => {
    const png = demoPng([10, 120, 200]);
    const res = await upload(manager, png, "photo.jpg");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ size: png.length, content_type: "image/png" });
    const served = await manager.get(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("private, no-cache");
    expect(served.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
    const menu = await createMenu({ name: "画像つき", image_id: res.body.id });
    expect(menu.body.image).toBe(res.body.url);
  });

  it("refuses 1 MB + 1 byte with 413 and stores nothing", async () => {
    const png = demoPng([1, 2, 3]);
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length)]);
    const res = await upload(manager, big, "big.png");
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("画像は1MB以下にしてください");
    const exact = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES - png.length)]);
    expect((await upload(manager, exact, "exact.png")).status).toBe(201);
  });

  it("refuses a text file renamed .png", async () => {
    const res = await upload(manager, Buffer.from("hello, I am not an image\n"), "fake.png");
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("画像は PNG・JPEG・WebP のいずれかにしてください");
  });

  it("serves an image only to those who work at its lounge, the 304 path included", async () => {
    const res = await upload(manager, demoPng([40, 50, 60]), "own.png");
    expect(res.status).toBe(201);
    const own = await manager.get(res.body.url);
    expect(own.status).toBe(200);
    const etag = own.headers.get("etag") ?? "";
    const revalidate = { headers: { "if-none-match": etag } };
    expect((await manager.get(res.body.url, revalidate)).status).toBe(304);
    expect(
      (await manager.get(res.body.url, { headers: { "if-none-match": `W/${etag}` } })).status,
    ).toBe(304);

    const staff = server.client();
    await staff.signIn("w-staff", "lounge-demo", world.own.id);
    expect((await staff.get(res.body.url)).status).toBe(200);
    const admin = server.client();
    await admin.signIn("w-admin", "lounge-demo", world.other.id);
    expect((await admin.get(res.body.url, revalidate)).status).toBe(304);

    // Another lounge's staff: refused, bytes or not, even holding the right ETag.
    for (const account of ["w-other-staff", "w-other-manager"]) {
      const other = server.client();
      await other.signIn(account, "lounge-demo", world.other.id);
      const refused = await other.get(res.body.url);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe("forbidden");
      expect(refused.headers.get("etag")).toBeNull();
      expect((await other.get(res.body.url, revalidate)).status).toBe(403);
    }
    expect((await server.client().get(res.body.url, revalidate)).status).toBe(401);
    expect((await manager.get("/images/999999")).status).toBe(404);
  });

  it("refuses an upload for another lounge", async () => {
    expect((await upload(manager, demoPng([5, 5, 5]), "x.png", world.other.id)).status).toBe(403);
  });

  it("refuses a malformed multipart body with a Japanese 400 and stores nothing", async () => {
    const boundary = "b0undary";
    const valid = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="lounge_id"\r\n\r\n${world.own.id}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`,
      ),
      demoPng([9, 9, 9]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const post = (contentType: string, body: Buffer) =>
      fetch(`${server.baseUrl}/images`, {
        method: "POST",
        body,
        headers: {
          "content-type": contentType,
          cookie: [...manager.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          origin: server.baseUrl,
          "x-csrf-token": manager.csrfToken ?? "",
        },
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
    const count = async () => (await server.database.db.select().from(images)).length;
    const before = await count();
    for (const [contentType, body] of [
      ["multipart/form-data", valid],
      [`multipart/form-data; boundary=${boundary}`, valid.subarray(0, valid.length - 30)],
      [`multipart/form-data; boundary=${boundary}`, valid.subarray(0, 40)],
    ] as const) {
      const res = await post(contentType, body);
      expect(res.status, contentType).toBe(400);
      expect(res.body.error.message).toBe(
        "アップロードの形式が正しくありません。画像を選び直して送ってください",
      );
    }
    const huge = await post(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.from(
        valid.toString("latin1").replace(`\r\n${world.own.id}\r\n`, "\r\n2147483648\r\n"),
        "latin1",
      ),
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields.lounge_id).toBe("IDが大きすぎます");
    expect(await count()).toBe(before);
  });
});

describe("rewards", () => {
  it("creates, toggles (reward.provide_flag) and orders (reward.row_order) a reward", async () => {
    const reward = (
      await manager.post("/rewards", { lounge_id: world.own.id, name: "乾杯ショット" })
    ).body;
    expect(reward).toMatchObject({ name: "乾杯ショット", provide_flag: true });
    expect(
      (await manager.put(`/rewards/${reward.id}`, { reward: { provide_flag: false } })).body
        .provide_flag,
    ).toBe(false);
    expect(
      (await manager.put(`/rewards/${reward.id}`, { reward: { row_order: 3 } })).body.row_order,
    ).toBe(3);
  });
});

describe("sortable rows", () => {
  it("moves a row to the dragged index (POST _method=put, menu[row_order_position])", async () => {
    const list = (await manager.get(`/menus?lounge_id=${world.own.id}`)).body as { id: number }[];
    const last = list.at(-1)!;
    const res = await manager.post(`/menus/${last.id}/sort`, {
      _method: "put",
      menu: { row_order_position: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body[0].id).toBe(last.id);
    expect(res.body.map((m: { row_order: number }) => m.row_order)).toEqual(
      res.body.map((_: unknown, i: number) => i),
    );
  });

  it("keeps positions 0..n-1 without duplicates under concurrent reorders", async () => {
    const list = (await manager.get(`/menus?lounge_id=${world.own.id}`)).body as { id: number }[];
    const clients = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const c = server.client();
        await c.signIn("w-manager", "lounge-demo", world.own.id);
        return c;
      }),
    );
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const client = clients[i % clients.length]!;
        const menu = list[(i * 7) % list.length]!;
        return client.post(`/menus/${menu.id}/sort`, {
          _method: "put",
          menu: { row_order_position: (i * 3) % list.length },
        });
      }),
    );
    const after = (await manager.get(`/menus?lounge_id=${world.own.id}`)).body as {
      id: number;
      row_order: number;
    }[];
    expect(after.map((m) => m.row_order).sort((a, b) => a - b)).toEqual(after.map((_, i) => i));
    expect(new Set(after.map((m) => m.id)).size).toBe(list.length);
  });

  it("refuses a negative position", async () => {
    const [first] = (await manager.get(`/menus?lounge_id=${world.own.id}`)).body;
    expect(
      (
        await manager.post(`/menus/${first.id}/sort`, {
          _method: "put",
          menu: { row_order_position: -1 },
        })
      ).status,
    ).toBe(400);
  });
});
