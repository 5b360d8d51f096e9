import type { LoungeEvent } from "@lounge-office/domain/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { recomposeSeats } from "../ledger/recompose";
import { cableUrl, cookieOf, openCable, refusedStatus, seatMessage } from "../test/cable-client";
import { buildFloorWorld, enterBody, type FloorWorld } from "../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../test/harness";
import { startEventBus } from "./event-bus";
import { publish } from "./publish";

let server: TestServer;
let world: FloorWorld;
let staff: TestClient;
let otherStaff: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
  staff = server.client();
  await staff.signIn("w-staff", "lounge-demo", world.own.id);
  otherStaff = server.client();
  await otherStaff.signIn("w-other-staff", "lounge-demo", world.other.id);
});
afterAll(() => server?.close());

describe("/cable messages", () => {
  it("welcomes the client with its lounge and the server time, then pings every 3 s", async () => {
    const cable = await openCable(staff, world.own.id);
    const hello = await cable.next((m) => m.type === "welcome");
    expect(hello).toEqual({
      type: "welcome",
      lounge_id: world.own.id,
      server_time: expect.any(String),
    });
    expect(Math.abs(Date.parse(hello.server_time) - Date.now())).toBeLessThan(5_000);
    const ping = await cable.next((m) => m.type === "ping", 4_000);
    expect(Date.parse(ping.at)).not.toBeNaN();
    expect(cable.binaryFrames).toBe(0);
    cable.close();
  });

  it("relays a new group as the original system's realtime seat message, with the right counts", async () => {
    const cable = await openCable(staff, world.own.id);
    const seat = world.autoSeats[0]!;
    const res = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    expect(res.status).toBe(201);
    const message = await cable.next(seatMessage(seat.id));
    expect(message).toMatchObject({
      type: "seat",
      id: seat.id,
      seat_id: seat.id,
      seat: seat.name,
      mens: 2,
      ladys: 0,
      mens_other_flag: false,
      ladys_other_flag: false,
    });
    expect(message.group_mens).toMatchObject([{ id: res.body.id, num: 2, fee_rule: "通常" }]);
    expect(message.group_ladys).toEqual([]);
    // The same shape the board reads, so the client can patch its cache with it.
    const { type: _type, ...seatFields } = message;
    expect(seatFields).toEqual(res.body.seats[0]);
    expect(cable.binaryFrames).toBe(0);
    cable.close();
  });

  it("sends a change's seat once, read after its commit", async () => {
    const cable = await openCable(staff, world.own.id);
    const seat = world.normalSeats[0]!;
    const other = world.normalSeats[1]!;
    const res = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 1, { fee_rule: world.normalRule.id }),
    );
    expect(res.status).toBe(201);
    // Events are relayed in order: once the next change's call arrived, the first was read too.
    const later = await staff.post("/customer_groups", enterBody(other.id, "ladys", 1, {}));
    const call = await staff.post("/customer_groups/warn_icon", {
      customer_group: { id: later.body.id, level: 1 },
    });
    expect(call.status).toBe(200);
    await cable.next((m) => m.type === "warn" && m.group_id === later.body.id);
    const seatMessages = cable.messages.filter(seatMessage(seat.id));
    expect(seatMessages).toHaveLength(1);
    expect(seatMessages[0]).toMatchObject({ mens: 1 });
    cable.close();
  });

  it("relays a call at level 2 and its stop, each followed by the seat's state", async () => {
    const seat = world.autoSeats[1]!;
    const group = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 3, { fee_rule: world.normalRule.id }),
    );
    const cable = await openCable(staff, world.own.id);

    const warn = await staff.post("/customer_groups/warn_icon", {
      customer_group: { id: group.body.id, level: 2 },
    });
    expect(warn.status).toBe(200);
    expect(await cable.next((m) => m.type === "warn" && !m.stop)).toEqual({
      type: "warn",
      seat_id: seat.id,
      group_id: group.body.id,
      gender: "mens",
      level: 2,
      stop: false,
    });
    expect(
      await cable.next((m) => seatMessage(seat.id)(m) && m.mens_warn_level === 2),
    ).toBeTruthy();

    const stop = await staff.post("/customer_groups/stop_warn_icon", {
      customer_group: { id: group.body.id },
    });
    expect(stop.status).toBe(200);
    expect(await cable.next((m) => m.type === "warn" && m.stop)).toEqual({
      type: "warn",
      seat_id: seat.id,
      group_id: group.body.id,
      gender: "mens",
      level: null,
      stop: true,
    });
    const after = await cable.next(
      (m) => seatMessage(seat.id)(m) && m.mens_warn_level === null && m.mens === 3,
    );
    expect(after.group_mens[0].warn_level).toBeNull();
    cable.close();
  });

  it("relays a move as both seats' new state, and the ended call at the seat the group is at now", async () => {
    const from = world.autoSeats[2]!;
    const to = world.autoSeats[3]!;
    const group = await staff.post(
      "/customer_groups",
      enterBody(from.id, "mens", 2, { fee_rule: world.normalRule.id }),
    );
    const called = await staff.post("/customer_groups/warn_icon", {
      customer_group: { id: group.body.id, level: 1 },
    });
    expect(called.status).toBe(200);
    const cable = await openCable(staff, world.own.id);
    const moved = await staff.put(`/customer_groups/${group.body.id}`, {
      customer_group: { seat_id: to.id, mens: 2, lock_version: group.body.lock_version },
    });
    expect(moved.status).toBe(200);
    expect(await cable.next((m) => seatMessage(from.id)(m) && m.mens === 0)).toBeTruthy();
    const arrived = await cable.next((m) => seatMessage(to.id)(m) && m.mens === 2);
    expect(arrived.group_mens[0].warn_level).toBeNull();
    expect(await cable.next((m) => m.type === "warn" && m.stop)).toEqual({
      type: "warn",
      seat_id: to.id,
      group_id: group.body.id,
      gender: "mens",
      level: null,
      stop: true,
    });
    cable.close();
  });

  it("delivers a lounge's events only to that lounge's sockets", async () => {
    const own = await openCable(staff, world.own.id);
    const other = await openCable(otherStaff, world.other.id);
    const otherGroup = await otherStaff.post(
      "/customer_groups",
      enterBody(world.otherSeat.id, "mens", 4, { fee_rule: world.otherRule.id }),
    );
    expect(otherGroup.status).toBe(201);
    expect(await other.next(seatMessage(world.otherSeat.id))).toMatchObject({ mens: 4 });

    // A later change in the own lounge arrives; the other lounge's never did.
    const ownSeat = world.autoSeats[4]!;
    await staff.post("/customer_groups", enterBody(ownSeat.id, "ladys", 1));
    await own.next(seatMessage(ownSeat.id));
    expect(own.messages.filter((m) => m.type === "seat").map((m) => m.id)).toEqual([ownSeat.id]);
    expect(other.messages.some(seatMessage(ownSeat.id))).toBe(false);
    own.close();
    other.close();
  });

  it("sends nothing of a change that rolled back, and what commits after it in order", async () => {
    const cable = await openCable(staff, world.own.id);
    const seat = world.autoSeats[0]!;
    const { db } = server.database;
    const event: LoungeEvent = { type: "seat", lounge_id: world.own.id, seat_ids: [seat.id] };
    await db
      .transaction(async (tx) => {
        await publish(tx, event);
        await publish(tx, { type: "print_jobs", lounge_id: world.own.id });
        throw new Error("roll back");
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await publish(tx, event);
      await publish(tx, { type: "print_jobs", lounge_id: world.own.id });
    });
    await cable.next((m) => m.type === "print_jobs");
    const relayed = cable.messages.filter((m) => m.type === "seat" || m.type === "print_jobs");
    expect(relayed.map((m) => [m.type, m.id])).toEqual([
      ["seat", seat.id],
      ["print_jobs", undefined],
    ]);
    cable.close();
  });

  it("relays every event to every socket of the lounge", async () => {
    const sockets = await Promise.all([1, 2, 3].map(() => openCable(staff, world.own.id)));
    const seat = world.autoSeats[5]!;
    await staff.post("/customer_groups", enterBody(seat.id, "ladys", 2));
    for (const cable of sockets) {
      expect(await cable.next(seatMessage(seat.id))).toMatchObject({ ladys: 2 });
      cable.close();
    }
  });
});

describe("/cable refusals, before the upgrade", () => {
  it("refuses a client without a session with 401", async () => {
    const status = await refusedStatus(cableUrl(server.baseUrl, world.own.id), {
      origin: server.baseUrl,
    });
    expect(status).toBe(401);
  });

  it("refuses another lounge's floor with 403", async () => {
    const status = await refusedStatus(cableUrl(server.baseUrl, world.other.id), {
      cookie: cookieOf(staff),
      origin: server.baseUrl,
    });
    expect(status).toBe(403);
  });

  it("refuses a cross-site page (foreign or missing Origin) with 403", async () => {
    for (const origin of ["https://evil.example", "null"]) {
      const status = await refusedStatus(cableUrl(server.baseUrl, world.own.id), {
        cookie: cookieOf(staff),
        origin,
      });
      expect(status, origin).toBe(403);
    }
    const status = await refusedStatus(cableUrl(server.baseUrl, world.own.id), {
      cookie: cookieOf(staff),
    });
    expect(status).toBe(403);
  });

  it("refuses a missing or malformed lounge_id with 400", async () => {
    for (const lounge of ["", "abc"]) {
      const status = await refusedStatus(cableUrl(server.baseUrl, lounge), {
        cookie: cookieOf(staff),
        origin: server.baseUrl,
      });
      expect(status, lounge).toBe(400);
    }
  });

  it("answers a plain GET (no upgrade) with the welcome, behind the same checks", async () => {
    const res = await staff.get(`/cable?lounge_id=${world.own.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: "welcome", lounge_id: world.own.id });
    expect((await staff.get(`/cable?lounge_id=${world.other.id}`)).status).toBe(403);
    expect((await server.client().get(`/cable?lounge_id=${world.own.id}`)).status).toBe(401);
  });
});

describe("/cable sessions", () => {
  it("closes a socket once its session is signed out (at the next session check)", async () => {
    const client = server.client();
    await client.signIn("w-staff", "lounge-demo", world.own.id);
    const cable = await openCable(client, world.own.id);
    const bystander = await openCable(staff, world.own.id);
    expect((await client.delete("/api/v1/session")).status).toBe(200);
    await server.app.realtime.hub.checkSessions();
    expect(await cable.closed).toMatchObject({ code: 4401 });
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.close();
  });
});

describe("event bus", () => {
  it("gives every subscriber in the process each committed event, and none for a rollback", async () => {
    const { db } = server.database;
    const log = server.app.log;
    // On the server's path: NOTIFY, or the broker it was given.
    const { broker } = server.app.realtime;
    const first = await startEventBus(db, { log, broker });
    const second = await startEventBus(db, { log, broker });
    const heard: [string, LoungeEvent, number | undefined][] = [];
    first.subscribe((event, publishedAt) => heard.push(["first", event, publishedAt]));
    second.subscribe((event, publishedAt) => heard.push(["second", event, publishedAt]));
    const rolledBack: LoungeEvent = { type: "seat", lounge_id: world.own.id, seat_ids: [999_999] };
    await db
      .transaction(async (tx) => {
        await publish(tx, rolledBack);
        throw new Error("roll back");
      })
      .catch(() => {});
    const event: LoungeEvent = {
      type: "system_message",
      lounge_id: null,
      message: "本日は20時から点検です",
      system_message_id: 7,
    };
    await db.transaction((tx) => publish(tx, event));
    await expect.poll(() => heard.length).toBe(2);
    // Heard with its publish time, for the relay-lag metric, beside the event (never in it).
    expect(heard).toEqual(
      expect.arrayContaining([
        ["first", event, expect.any(Number)],
        ["second", event, expect.any(Number)],
      ]),
    );
    await first.close();
    await second.close();
  });

  it("hears the engine's seat event once a recomposition, also when no log changes", async () => {
    const { db } = server.database;
    const bus = await startEventBus(db, {
      log: server.app.log,
      broker: server.app.realtime.broker,
    });
    const heard: LoungeEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    const seat = world.normalSeats[2]!;
    const atSeat = () => heard.filter((e) => e.type === "seat" && e.seat_ids.includes(seat.id));
    // An entry publishes with the engine's statement: one event, not two.
    const entered = await staff.post(
      "/customer_groups",
      enterBody(seat.id, "mens", 1, { fee_rule: world.normalRule.id }),
    );
    expect(entered.status).toBe(201);
    await expect.poll(() => atSeat().length).toBe(1);
    // Nothing to change (the group's log is open and right): the statement still announces the
    // seat, once for the seat named twice.
    const changed = await db.transaction((tx) =>
      recomposeSeats(tx, world.own.id, [seat.id, seat.id], new Date()),
    );
    expect(changed).toEqual([]);
    await expect.poll(() => atSeat().length).toBe(2);
    const [, last] = atSeat();
    expect(last).toEqual({ type: "seat", lounge_id: world.own.id, seat_ids: [seat.id] });
    await bus.close();
  });

  it("relays a system message to every lounge's sockets", async () => {
    const own = await openCable(staff, world.own.id);
    const other = await openCable(otherStaff, world.other.id);
    await server.database.db.transaction((tx) =>
      publish(tx, {
        type: "system_message",
        lounge_id: null,
        message: "全店へのお知らせ",
        system_message_id: 8,
      }),
    );
    for (const cable of [own, other]) {
      expect(await cable.next((m) => m.type === "system_message")).toEqual({
        type: "system_message",
        message: "全店へのお知らせ",
        system_message_id: 8,
      });
      cable.close();
    }
  });
});
