// Printers over HTTP: managers configure their lounge's printers, every role of the lounge reads them,
// names are unique per lounge, and the SPA's CSP lets the browser reach each configured printer.
import { LAN_HOST_MESSAGE } from "@lounge-office/domain/printers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let manager: TestClient;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { PRINTER_ORIGINS: "https://192.168.0.9:8043" } });
  world = await buildWorld(server.database.db);
  manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
});
afterAll(() => server?.close());

const input = (overrides: Record<string, unknown> = {}) => ({
  name: "レジ",
  kind: "printer",
  scheme: "https",
  ip: "192.168.0.50",
  port: 8043,
  device_id: "local_printer",
  timeout_ms: 10000,
  ...overrides,
});

/** The SPA page's CSP `connect-src`, as a browser navigating to the board gets it. */
async function pageConnectSrc(client: TestClient) {
  const res = await client.get("/floor", { headers: { accept: "text/html" } });
  expect(res.status).toBe(200);
  return (res.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src"));
}

describe("printers", () => {
  it("writes the page's connect-src into the page too, so a tablet can tell a printer it cannot reach", async () => {
    const created = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "CSP", ip: "192.168.0.77" }) },
    });
    expect(created.status).toBe(201);
    const page = await manager.get("/floor", { headers: { accept: "text/html" } });
    const header = (page.headers.get("content-security-policy") ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("connect-src"));
    const meta = /<meta name="connect-src" content="([^"]*)">/.exec(String(page.body))?.[1];
    expect(meta).toContain("https://192.168.0.77:8043");
    expect(`connect-src ${meta}`).toBe(header);
    expect((await manager.delete(`/printers/${created.body.id}`)).status).toBe(200);
    const after = await manager.get("/floor", { headers: { accept: "text/html" } });
    expect(String(after.body)).not.toContain("192.168.0.77");
  });

  it("a manager creates, lists, updates and deletes a printer of the lounge", async () => {
    const created = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "レジ1" }) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      lounge_id: world.own.id,
      name: "レジ1",
      kind: "printer",
      origin: "https://192.168.0.50:8043",
    });

    const listed = await staff.get(`/printers?lounge_id=${world.own.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.printers.map((p: { name: string }) => p.name)).toContain("レジ1");

    const updated = await manager.put(`/printers/${created.body.id}`, {
      printer: input({ name: "レジ1", scheme: "http", port: 8008, ip: "192.168.0.60" }),
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.origin).toBe("http://192.168.0.60:8008");

    expect((await manager.delete(`/printers/${created.body.id}`)).status).toBe(200);
    const after = await staff.get(`/printers?lounge_id=${world.own.id}`);
    expect(after.body.printers.map((p: { id: number }) => p.id)).not.toContain(created.body.id);
  });

  it("keeps each printer's paper: 80 mm and 48 columns unless told, a model's own, 58 mm's 32", async () => {
    const plain = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "紙-既定" }) },
    });
    expect(plain.body).toMatchObject({ paper_width: 80, columns: 48 });
    const t88 = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "紙-T88", columns: 42 }) },
    });
    expect(t88.body).toMatchObject({ paper_width: 80, columns: 42 });
    const narrow = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "紙-58", paper_width: 58 }) },
    });
    expect(narrow.body).toMatchObject({ paper_width: 58, columns: 32 });

    // An update that leaves the paper out keeps it; a new paper width alone brings its row width.
    const renamed = await manager.put(`/printers/${t88.body.id}`, {
      printer: input({ name: "紙-T88 レジ" }),
    });
    expect(renamed.body).toMatchObject({ paper_width: 80, columns: 42 });
    const to58 = await manager.put(`/printers/${t88.body.id}`, {
      printer: input({ name: "紙-T88 レジ", paper_width: 58 }),
    });
    expect(to58.body).toMatchObject({ paper_width: 58, columns: 32 });

    for (const [field, value] of [
      ["columns", 100],
      ["columns", 23],
      ["columns", "abc"],
      ["paper_width", 76],
    ] as const) {
      const bad = await manager.post("/printers", {
        printer: {
          lounge_id: world.own.id,
          ...input({ name: `紙-${field}-${value}`, [field]: value }),
        },
      });
      expect(bad.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(bad.body), `${field}=${value}`).toMatch(
        /桁数は24〜64|用紙幅は 80 か 58/,
      );
    }
  });

  it("refuses a second printer of the same name in the lounge with a 422, in Japanese", async () => {
    const first = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "重複" }) },
    });
    expect(first.status).toBe(201);
    const again = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "重複", ip: "192.168.0.51" }) },
    });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.name).toBe("この名前のプリンターは既に登録されています");
    const other = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "別名" }) },
    });
    const renamed = await manager.put(`/printers/${other.body.id}`, {
      printer: input({ name: "重複" }),
    });
    expect(renamed.status).toBe(422);
    // Keeping its own name is no clash.
    const same = await manager.put(`/printers/${other.body.id}`, {
      printer: input({ name: "別名" }),
    });
    expect(same.status).toBe(200);
  });

  it("refuses staff writes and other lounges' printers (403), and bad addresses (400)", async () => {
    const byStaff = await staff.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "スタッフ" }) },
    });
    expect(byStaff.status).toBe(403);
    const elsewhere = await manager.post("/printers", {
      printer: { lounge_id: world.other.id, ...input({ name: "他店" }) },
    });
    expect(elsewhere.status).toBe(403);
    expect((await manager.get(`/printers?lounge_id=${world.other.id}`)).status).toBe(403);
    const badIp = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "不正", ip: "192.168.0.50;x" }) },
    });
    expect(badIp.status).toBe(400);
    expect(badIp.body.error.message).toMatch(/IPアドレス/);
    // A public address would go into every page's CSP connect-src: only the lounge's LAN.
    for (const ip of ["203.0.113.9", "example.com", "8.8.8.8"]) {
      const outside = await manager.post("/printers", {
        printer: { lounge_id: world.own.id, ...input({ name: `外部${ip}`, ip }) },
      });
      expect(outside.status).toBe(400);
      expect(Object.values(outside.body.error.fields)).toContain(LAN_HOST_MESSAGE);
    }
    const mdns = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input({ name: "mDNS", ip: "tm-m30.local" }) },
    });
    expect(mdns.status).toBe(201);
  });
});

describe("content security policy from the configured printers", () => {
  it("lists a new printer's origin on the next page, and drops it once deleted", async () => {
    const before = await pageConnectSrc(staff);
    expect(before).toContain("'self'");
    expect(before).toContain("https://192.168.0.9:8043");
    expect(before).not.toContain("http://10.1.2.3:8008");

    const created = await manager.post("/printers", {
      printer: {
        lounge_id: world.own.id,
        ...input({ name: "CSP", scheme: "http", ip: "10.1.2.3", port: 8008 }),
      },
    });
    expect(created.status).toBe(201);
    const after = await pageConnectSrc(staff);
    expect(after).toContain("http://10.1.2.3:8008");
    // The check's second try when 8008 gives no answer: the printer's web server.
    expect(after?.split(" ")).toContain("http://10.1.2.3:80");
    expect(after).toContain("https://192.168.0.9:8043");

    expect((await manager.delete(`/printers/${created.body.id}`)).status).toBe(200);
    const gone = await pageConnectSrc(staff);
    expect(gone).not.toContain("http://10.1.2.3:8008");
    expect(gone?.split(" ")).not.toContain("http://10.1.2.3:80");
  });
});
