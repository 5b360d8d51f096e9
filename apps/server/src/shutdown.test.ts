// Stopping the server: SIGTERM to `npm start`'s process (the real entry, a child process) while a
// write is in flight and a /cable socket is open — the socket is told to reconnect at once (1012),
// the write is answered 201 and recorded, the process exits 0 well within the deadline, a second
// signal changing nothing; and stopOnSignals' deadline and failure on their own.
import { EventEmitter } from "node:events";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerGroups } from "./db/schema";
import { SHUTDOWN_DEADLINE_MS, stopOnSignals } from "./shutdown";
import { openCable } from "./test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "./test/floor-world";
import { TestClient } from "./test/harness";
import { type ProcessDatabase, processDatabase, spawnServer } from "./test/server-process";

const silentLog = () => {
  const lines: string[] = [];
  const line = (_fields: object, message: string) => {
    lines.push(message);
  };
  return { lines, log: { info: line, warn: line, error: line } };
};

describe("stopOnSignals", () => {
  it("stops once on SIGTERM and exits 0; a second signal meanwhile changes nothing", async () => {
    const signals = new EventEmitter();
    const { lines, log } = silentLog();
    const exits: number[] = [];
    let stops = 0;
    let finish: () => void = () => {};
    stopOnSignals({
      signals,
      log,
      exit: (code) => exits.push(code),
      stop: () => {
        stops++;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    signals.emit("SIGTERM", "SIGTERM");
    signals.emit("SIGINT", "SIGINT");
    expect(stops).toBe(1);
    expect(exits).toEqual([]);
    finish();
    await expect.poll(() => exits).toEqual([0]);
    expect(lines).toEqual([
      "shutdown: finishing requests in flight, closing sockets",
      "shutdown: already stopping",
      "shutdown: done",
    ]);
  });

  it("exits 1 at the deadline when the stop does not finish, and when it fails", async () => {
    const hung = { signals: new EventEmitter(), exits: [] as number[], ...silentLog() };
    stopOnSignals({
      ...hung,
      deadlineMs: 50,
      exit: (code) => hung.exits.push(code),
      stop: () => new Promise<void>(() => {}),
    });
    hung.signals.emit("SIGINT", "SIGINT");
    await expect.poll(() => hung.exits).toEqual([1]);
    expect(hung.lines.at(-1)).toBe("shutdown: not done by the deadline, exiting anyway");

    const failing = { signals: new EventEmitter(), exits: [] as number[], ...silentLog() };
    stopOnSignals({
      ...failing,
      exit: (code) => failing.exits.push(code),
      stop: async () => {
        throw new Error("the database would not close");
      },
    });
    failing.signals.emit("SIGTERM", "SIGTERM");
    await expect.poll(() => failing.exits).toEqual([1]);
    expect(failing.lines.at(-1)).toBe("shutdown: failed");
  });
});

/** A POST whose headers have reached the server (it answered 100 Continue) and whose body has not. */
function postHeld(client: TestClient, path: string, body: unknown) {
  const json = JSON.stringify(body);
  const url = new URL(path, client.baseUrl);
  const held = httpRequest(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(json),
      // Keep-alive, as a browser's: the server must close it itself for its close to complete.
      connection: "keep-alive",
      expect: "100-continue",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "),
      origin: client.baseUrl,
      "x-csrf-token": client.csrfToken ?? "",
    },
  });
  const answered = new Promise<{ status: number; connection: string; body: any }>(
    (resolve, reject) => {
      held.on("error", reject);
      held.on("response", (response: IncomingMessage) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: String(response.headers.connection),
            body: JSON.parse(text),
          }),
        );
      });
    },
  );
  const started = new Promise<void>((resolve) => held.once("continue", resolve));
  held.flushHeaders();
  return { started, answered, send: () => held.end(json) };
}

describe("SIGTERM to the server process", () => {
  let database: ProcessDatabase<FloorWorld>;
  beforeAll(async () => {
    database = await processDatabase(buildFloorWorld);
  });
  afterAll(() => database?.drop());

  it("finishes the write in flight, lets its sockets go with 1012 and exits 0 within the deadline", {
    timeout: 120_000,
  }, async () => {
    const { world } = database;
    const server = await spawnServer({ ...database.env, LOG_LEVEL: "info" });
    try {
      const staff = new TestClient(server.baseUrl);
      expect((await staff.signIn("w-staff", "lounge-demo", world.own.id)).status).toBe(200);
      const cable = await openCable(staff, world.own.id);
      await cable.next((m) => m.type === "welcome");
      const seat = world.normalSeats[0]!;
      const write = postHeld(
        staff,
        "/customer_groups",
        enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
      );
      // The server has the request: Node answers 100 Continue as it hands it to Fastify.
      await write.started;

      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      // The shutdown has begun: the socket is let go, to reconnect at once elsewhere.
      expect(await cable.closed).toEqual({ code: 1012, reason: "server restart" });
      // A second signal (an impatient operator, an orchestrator) must not cut the write short.
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.child.exitCode).toBeNull();

      write.send();
      const answer = await write.answered;
      expect(answer).toMatchObject({ status: 201, connection: "close" });
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);
      expect(server.output()).toContain("shutdown: already stopping");
      expect(server.output()).toContain("shutdown: done");
      expect(server.output()).not.toContain("exiting anyway");

      // What was answered 201 is in the database.
      const recorded = await database.read((db) =>
        db.select().from(customerGroups).where(eq(customerGroups.id, answer.body.id)),
      );
      expect(recorded).toHaveLength(1);
    } finally {
      server.kill();
    }
  });
});
