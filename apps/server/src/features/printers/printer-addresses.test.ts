// A printer's address over HTTP: only the lounge's LAN (private IPv4, `.local`); every other kind is a
// 400 naming the field with nothing stored, loopback included unless PRINTER_LOOPBACK allows the
// emulator; a row stored before the rule still loads and prints until it is written again.
import { LAN_HOST_MESSAGE, LOOPBACK_HOST_MESSAGE } from "@lounge-office/domain/printers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printers } from "../../db/schema";
import { buildPrinter } from "../../seed/factories";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

const input = (ip: string, name = `レジ ${ip}`) => ({
  name,
  kind: "printer",
  scheme: "http",
  ip,
  port: 8008,
  device_id: "local_printer",
  timeout_ms: 10000,
});

async function setUp(env: Record<string, string> = {}) {
  const server = await startTestServer({ env });
  servers.push(server);
  const world = await buildWorld(server.database.db);
  const manager = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  const rows = () =>
    server.database.db.select().from(printers).where(eq(printers.lounge_id, world.own.id));
  return { server, world, manager, rows };
}

/** The refused kinds, each with the message the field gets. */
const REFUSED: [kind: string, ip: string, message: RegExp | string][] = [
  ["cloud metadata (link-local)", "169.254.169.254", LAN_HOST_MESSAGE],
  ["link-local", "169.254.10.20", LAN_HOST_MESSAGE],
  ["loopback", "127.0.0.1", LOOPBACK_HOST_MESSAGE],
  ["loopback block", "127.12.0.2", LOOPBACK_HOST_MESSAGE],
  ["localhost", "localhost", LOOPBACK_HOST_MESSAGE],
  ["a name under localhost", "printer.localhost", LOOPBACK_HOST_MESSAGE],
  ["unspecified", "0.0.0.0", LAN_HOST_MESSAGE],
  ["public", "8.8.8.8", LAN_HOST_MESSAGE],
  ["public (documentation block)", "203.0.113.9", LAN_HOST_MESSAGE],
  ["beside 172.16/12", "172.32.0.1", LAN_HOST_MESSAGE],
  ["carrier-grade NAT", "100.64.0.1", LAN_HOST_MESSAGE],
  ["a leading zero (octal to a browser)", "010.0.0.1", LAN_HOST_MESSAGE],
  ["public name", "example.com", LAN_HOST_MESSAGE],
  ["bare name", "printer", LAN_HOST_MESSAGE],
  ["IPv6 loopback", "::1", /IPアドレス/],
  ["IPv6 link-local", "fe80::1", /IPアドレス/],
  ["IPv6 unique local", "fd00::1", /IPアドレス/],
];

describe("printer addresses", () => {
  let server: TestServer;
  let world: World;
  let manager: TestClient;
  let rows: Awaited<ReturnType<typeof setUp>>["rows"];

  beforeAll(async () => {
    ({ server, world, manager, rows } = await setUp());
    const stored = await manager.post("/printers", {
      printer: { lounge_id: world.own.id, ...input("192.168.0.50", "レジ") },
    });
    expect(stored.status).toBe(201);
  });

  it.each(REFUSED)(
    "refuses %s (%s) with a 400 naming the field, storing nothing",
    async (_kind, ip, message) => {
      const before = await rows();
      const created = await manager.post("/printers", {
        printer: { lounge_id: world.own.id, ...input(ip) },
      });
      expect(created.status).toBe(400);
      expect(created.body.error.code).toBe("validation_failed");
      expect(created.body.error.fields["printer.ip"]).toMatch(message);
      expect(await rows()).toEqual(before);

      // Moving a stored printer there is refused alike, and leaves it where it was.
      const [printer] = before;
      const moved = await manager.put(`/printers/${printer?.id}`, {
        printer: input(ip, printer?.name),
      });
      expect(moved.status).toBe(400);
      expect(moved.body.error.fields["printer.ip"]).toMatch(message);
      expect(await rows()).toEqual(before);
    },
  );

  it("takes the private blocks and a .local name", async () => {
    for (const ip of ["10.0.0.5", "172.16.0.5", "172.31.255.1", "192.168.1.5", "tm-m30.local"]) {
      const created = await manager.post("/printers", {
        printer: { lounge_id: world.own.id, ...input(ip) },
      });
      expect(created.status, `${ip}: ${JSON.stringify(created.body)}`).toBe(201);
      expect(created.body.origin).toBe(`http://${ip}:8008`);
    }
    const moved = await manager.put(`/printers/${(await rows())[0]?.id}`, {
      printer: input("192.168.1.99", (await rows())[0]?.name),
    });
    expect(moved.status).toBe(200);
  });

  it("still lists and lets pages reach a printer stored before the rule, until it is written again", async () => {
    const old = await buildPrinter(server.database.db, world.own.id, {
      name: "以前のレジ",
      ip: "169.254.10.10",
    });
    const listed = await manager.get(`/printers?lounge_id=${world.own.id}`);
    expect(listed.status).toBe(200);
    expect(listed.body.printers).toContainEqual(
      expect.objectContaining({ id: old.id, origin: "http://169.254.10.10:8008" }),
    );
    const page = await manager.get("/lounges/entries", { headers: { accept: "text/html" } });
    expect(page.headers.get("content-security-policy")).toContain("http://169.254.10.10:8008");
    // A write checks the address it is sent: a new name alone cannot keep the old address.
    const renamed = await manager.put(`/printers/${old.id}`, {
      printer: input("169.254.10.10", "以前のレジ（改名）"),
    });
    expect(renamed.status).toBe(400);
  });
});

describe("printer addresses with PRINTER_LOOPBACK (the emulator of the demo and the tests)", () => {
  it("takes the tablet's own addresses, and still refuses every other kind", async () => {
    const { world, manager, rows } = await setUp({ PRINTER_LOOPBACK: "true" });
    for (const ip of ["127.0.0.1", "127.12.0.2", "localhost"]) {
      const created = await manager.post("/printers", {
        printer: { lounge_id: world.own.id, ...input(ip) },
      });
      expect(created.status, `${ip}: ${JSON.stringify(created.body)}`).toBe(201);
    }
    const before = await rows();
    for (const [, ip, message] of REFUSED) {
      if (message === LOOPBACK_HOST_MESSAGE) continue;
      const created = await manager.post("/printers", {
        printer: { lounge_id: world.own.id, ...input(ip) },
      });
      expect(created.status, ip).toBe(400);
      expect(created.body.error.fields["printer.ip"], ip).toMatch(message);
    }
    expect(await rows()).toEqual(before);
  });
});
