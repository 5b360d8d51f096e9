// The hub's two ways of sending a seat: at commit, with the seats the command shared, and after the
// NOTIFY, with the relay's own read. Real sockets; the relay's read is a loader this test releases
// when it chooses, so the order of the two is the test's, not the machine's.
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { BoardSeat } from "@lounge-office/domain/floor";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import type { Db } from "../db/client";
import { CableClient } from "../test/cable-client";
import { CableHub } from "./cable-hub";
import type { Outbox, PublishedEvent } from "./publish";

const LOUNGE = 1;

/** A seat as the board shows it; the hub only reads its id and sends it as it is. */
const seat = (id: number, mens: number) => ({ id, seat_id: id, mens }) as unknown as BoardSeat;

const seatEvent = (eventId: string, seatIds: number[]): PublishedEvent => ({
  type: "seat",
  lounge_id: LOUNGE,
  seat_ids: seatIds,
  published_at: Date.now(),
  event_id: eventId,
});

const outbox = (event: PublishedEvent, seats: BoardSeat[]): Outbox => ({
  events: [event],
  seats: new Map(seats.map((s) => [s.id, s])),
});

let http: Server;
let wss: WebSocketServer;
let hub: CableHub;
/** What the relay's next reads find, and the gate each read waits at. */
let database: Map<number, BoardSeat>;
let reads: { release: () => void }[];
let relayed: number[];
let clients: CableClient[];
/** The server's side of each connection, in the order they connected. */
let transports: Socket[];

function startHub(options: { sharedSeatsFinal?: boolean } = {}) {
  return new CableHub(
    // The hub reads the database itself only to re-check sessions, which this test never does.
    undefined as unknown as Db,
    pino({ level: "silent" }),
    async (_db, _loungeId, seatIds) => {
      await new Promise<void>((release) => reads.push({ release }));
      return seatIds.flatMap((id) => database.get(id) ?? []);
    },
    { onRelayed: (_type, lagMs) => relayed.push(lagMs), ...options },
  );
}

beforeEach(async () => {
  database = new Map();
  reads = [];
  relayed = [];
  clients = [];
  hub = startHub();
  http = createServer();
  wss = new WebSocketServer({ server: http });
  transports = [];
  wss.on("connection", (socket, request) => {
    transports.push(request.socket);
    hub.add(socket, { loungeId: LOUNGE, sessionId: 1, transport: request.socket });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
});

afterEach(async () => {
  for (const client of clients) client.close();
  hub.stop();
  wss.close();
  await new Promise((resolve) => http.close(resolve));
});

async function connect() {
  const { port } = http.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}`);
  const client = new CableClient(socket);
  clients.push(client);
  await client.next((m) => m.type === "welcome");
  return client;
}

const seatsGot = (client: CableClient) => client.messages.filter((m) => m.type === "seat");

/** Waits until the relay's read of the next queued event has started. */
async function nextRead() {
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  return reads.shift() as { release: () => void };
}

/** A warn event after the seat events: it is relayed in order, so once it arrived they were read. */
async function readsDone(client: CableClient, marker: number) {
  hub.handle({
    type: "warn",
    lounge_id: LOUNGE,
    seat_id: 1,
    group_id: marker,
    gender: "mens",
    level: 1,
    stop: false,
  });
  await client.next((m) => m.type === "warn" && m.group_id === marker);
}

describe("CableHub: seats sent at commit and by the relay's read", () => {
  it("sends the shared seats at commit, before the relay has read anything, and the read that finds the same seats sends nothing", async () => {
    const client = await connect();
    const event = seatEvent("p.1", [10, 11]);
    database.set(10, seat(10, 2)).set(11, seat(11, 0));
    hub.relayCommitted(outbox(event, [seat(10, 2), seat(11, 0)]));
    await expect.poll(() => seatsGot(client).length).toBe(2);
    expect(seatsGot(client)).toEqual([
      { type: "seat", id: 10, seat_id: 10, mens: 2 },
      { type: "seat", id: 11, seat_id: 11, mens: 0 },
    ]);
    // The NOTIFY arrives; its read finds what the sockets have.
    hub.handle(event);
    (await nextRead()).release();
    await readsDone(client, 900);
    expect(seatsGot(client)).toHaveLength(2);
    // One relayed change, counted once (at commit).
    expect(relayed).toHaveLength(1);
  });

  it("sends a change's seats to each socket in one write, at commit and after the relay's read", async () => {
    const first = await connect();
    const second = await connect();
    const clientsOf = [first, second];
    // What leaves each server-side socket: a write of one chunk (`_write`) or of several (`_writev`).
    const writes = transports.map((transport) => {
      const counted = { calls: 0 };
      const stream = transport as unknown as Record<
        "_write" | "_writev",
        (...a: unknown[]) => void
      >;
      for (const method of ["_write", "_writev"] as const) {
        const original = stream[method].bind(transport);
        stream[method] = (...args: unknown[]) => {
          counted.calls += 1;
          original(...args);
        };
      }
      return counted;
    });
    const event = seatEvent("p.cork", [10, 11]);
    hub.relayCommitted(outbox(event, [seat(10, 2), seat(11, 0)]));
    for (const client of clientsOf) await expect.poll(() => seatsGot(client).length).toBe(2);
    // Uncorked, each message (its frame's header and payload) would be a write of its own.
    expect(writes.map((w) => w.calls)).toEqual([1, 1]);
    // Another writer changed both seats: the relay's read sends them, again one write a socket.
    database.set(10, seat(10, 4)).set(11, seat(11, 1));
    hub.handle(seatEvent("p.cork2", [10, 11]));
    (await nextRead()).release();
    for (const client of clientsOf) await expect.poll(() => seatsGot(client).length).toBe(4);
    expect(writes.map((w) => w.calls)).toEqual([2, 2]);
    expect(seatsGot(second).map((m) => [m.id, m.mens])).toEqual([
      [10, 2],
      [11, 0],
      [10, 4],
      [11, 1],
    ]);
  });

  it("sends what the read finds when another writer changed the seat since the commit's rows", async () => {
    const client = await connect();
    const event = seatEvent("p.2", [10]);
    hub.relayCommitted(outbox(event, [seat(10, 2)]));
    await expect.poll(() => seatsGot(client).length).toBe(1);
    database.set(10, seat(10, 5));
    hub.handle(event);
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(2);
    expect(seatsGot(client)[1]).toMatchObject({ id: 10, mens: 5 });
    expect(relayed).toHaveLength(1);
  });

  it("sends nothing at commit for an event its relay already read (the NOTIFY came first)", async () => {
    const client = await connect();
    const event = seatEvent("p.3", [10]);
    database.set(10, seat(10, 3));
    hub.handle(event);
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(1);
    hub.relayCommitted(outbox(event, [seat(10, 1)]));
    await readsDone(client, 901);
    expect(seatsGot(client)).toEqual([{ type: "seat", id: 10, seat_id: 10, mens: 3 }]);
    expect(relayed).toHaveLength(1);
  });

  it("leaves an event whose seats the command did not all share to the relay's read", async () => {
    const client = await connect();
    const event = seatEvent("p.4", [10, 11]);
    hub.relayCommitted(outbox(event, [seat(10, 1)]));
    database.set(10, seat(10, 1)).set(11, seat(11, 1));
    hub.handle(event);
    expect(seatsGot(client)).toEqual([]);
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(2);
  });

  it("sends events without an id (another version's publisher) by the read, every time", async () => {
    const client = await connect();
    database.set(10, seat(10, 1));
    const { event_id: _id, ...event } = seatEvent("unused", [10]);
    hub.handle(event);
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(1);
    expect(relayed).toHaveLength(1);
  });

  it("compares with what was sent only while the lounge has sockets: a new first socket gets the read", async () => {
    const first = await connect();
    database.set(10, seat(10, 1));
    hub.relayCommitted(outbox(seatEvent("p.5", [10]), [seat(10, 1)]));
    await expect.poll(() => seatsGot(first).length).toBe(1);
    first.close();
    await first.closed;
    await expect.poll(() => [...hub.openSockets()].length).toBe(0);
    const second = await connect();
    hub.handle(seatEvent("p.6", [10]));
    (await nextRead()).release();
    await expect.poll(() => seatsGot(second).length).toBe(1);
  });
});

describe("CableHub on an embedded database (transactions one at a time)", () => {
  beforeEach(() => {
    hub.stop();
    hub = startHub({ sharedSeatsFinal: true });
  });

  it("reads nothing after an event it sent at commit: those seats are final", async () => {
    const client = await connect();
    const event = seatEvent("e.1", [10]);
    // As PGlite does: the NOTIFY is heard inside the COMMIT, before the request shares its seats.
    hub.handle(event);
    hub.relayCommitted(outbox(event, [seat(10, 2)]));
    await readsDone(client, 910);
    expect(reads).toHaveLength(0);
    expect(seatsGot(client)).toEqual([{ type: "seat", id: 10, seat_id: 10, mens: 2 }]);
    expect(relayed).toHaveLength(1);
  });

  it("still reads the seats of an event nobody shared (a call, a settlement)", async () => {
    const client = await connect();
    database.set(10, seat(10, 4));
    hub.handle(seatEvent("e.2", [10]));
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(1);
    expect(seatsGot(client)[0]).toMatchObject({ mens: 4 });
  });
});
