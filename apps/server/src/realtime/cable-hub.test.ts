// The hub's one way of relaying: every committed event as the bus hears it, in order per lounge, a
// seat event as the seats read after it; and its shutdown (1012 to every socket). Real sockets; the seat reads wait at a gate this test
// opens when it chooses, so the order of reads and events is the test's, not the machine's.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BoardSeat } from "@lounge-office/domain/floor";
import type { LoungeEvent } from "@lounge-office/domain/realtime";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import type { Db } from "../db/client";
import { CableClient } from "../test/cable-client";
import { CableHub } from "./cable-hub";

const LOUNGE = 1;
const OTHER_LOUNGE = 2;

/** A seat as the board shows it; the hub only reads its id and sends it as it is. */
const seat = (id: number, mens: number) => ({ id, seat_id: id, mens }) as unknown as BoardSeat;

const seatsChanged = (seatIds: number[], loungeId = LOUNGE): LoungeEvent => ({
  type: "seat",
  lounge_id: loungeId,
  seat_ids: seatIds,
});

const call = (groupId: number): LoungeEvent => ({
  type: "warn",
  lounge_id: LOUNGE,
  seat_id: 10,
  group_id: groupId,
  gender: "mens",
  level: 1,
  stop: false,
});

type Read = { loungeId: number; seatIds: number[]; release: () => void; fail: () => void };

let http: Server;
let wss: WebSocketServer;
let hub: CableHub;
/** What the next reads find. */
let database: Map<number, BoardSeat>;
/** Reads started and not yet taken by the test. */
let reads: Read[];
let relayed: string[];
let clients: CableClient[];

beforeEach(async () => {
  database = new Map();
  reads = [];
  relayed = [];
  clients = [];
  hub = new CableHub(
    // The hub reads the database itself only to re-check sessions, which this test never does.
    undefined as unknown as Db,
    pino({ level: "silent" }),
    (_db, loungeId, seatIds) =>
      new Promise<BoardSeat[]>((resolve, reject) => {
        reads.push({
          loungeId,
          seatIds,
          release: () => resolve(seatIds.flatMap((id) => database.get(id) ?? [])),
          fail: () => reject(new Error("connection lost")),
        });
      }),
    { onRelayed: (type) => relayed.push(type), shutdownGraceMs: 300 },
  );
  http = createServer();
  wss = new WebSocketServer({ server: http });
  wss.on("connection", (socket, request) => {
    const loungeId = Number(new URL(request.url ?? "/", "http://hub").searchParams.get("lounge"));
    hub.add(socket, { loungeId, sessionId: 1 });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
});

afterEach(async () => {
  for (const client of clients) client.close();
  hub.stop();
  wss.close();
  await new Promise((resolve) => http.close(resolve));
});

async function connect(loungeId = LOUNGE) {
  const { port } = http.address() as AddressInfo;
  const client = new CableClient(new WebSocket(`ws://127.0.0.1:${port}/?lounge=${loungeId}`));
  clients.push(client);
  await client.next((m) => m.type === "welcome");
  return client;
}

/** The read that started next, once it has. */
async function nextRead() {
  await expect.poll(() => reads.length).toBeGreaterThan(0);
  return reads.shift() as Read;
}

const seatsGot = (client: CableClient) => client.messages.filter((m) => m.type === "seat");
const typesGot = (client: CableClient) =>
  client.messages.filter((m) => m.type !== "welcome" && m.type !== "ping").map((m) => m.type);

describe("CableHub: every event by the one path", () => {
  it("reads a seat event's seats after hearing it and sends each, to every socket of the lounge", async () => {
    const first = await connect();
    const second = await connect();
    database.set(10, seat(10, 2)).set(11, seat(11, 0));
    hub.handle(seatsChanged([10, 11]), Date.now());
    const read = await nextRead();
    expect(read).toMatchObject({ loungeId: LOUNGE, seatIds: [10, 11] });
    read.release();
    for (const client of [first, second]) {
      await expect.poll(() => seatsGot(client).length).toBe(2);
      expect(seatsGot(client)).toEqual([
        { type: "seat", id: 10, seat_id: 10, mens: 2 },
        { type: "seat", id: 11, seat_id: 11, mens: 0 },
      ]);
    }
    // One event relayed, its lag counted once.
    expect(relayed).toEqual(["seat"]);
  });

  it("relays a lounge's events in order: a call heard after a seat event waits for that seat's read", async () => {
    const client = await connect();
    database.set(10, seat(10, 3));
    hub.handle(seatsChanged([10]), Date.now());
    hub.handle(call(7), Date.now());
    const read = await nextRead();
    // Give the call every chance to overtake the read it queued behind.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(typesGot(client)).toEqual([]);
    read.release();
    await client.next((m) => m.type === "warn");
    expect(typesGot(client)).toEqual(["seat", "warn"]);
    // Passed on as it is, less the lounge (the socket's own) and the publish time.
    expect(client.messages.at(-1)).toEqual({
      type: "warn",
      seat_id: 10,
      group_id: 7,
      gender: "mens",
      level: 1,
      stop: false,
    });
  });

  it("reads the seat events that queued up during a read together: one read, each seat's newest state", async () => {
    const client = await connect();
    database.set(10, seat(10, 1));
    hub.handle(seatsChanged([10]), Date.now());
    const first = await nextRead();
    hub.handle(seatsChanged([10]), Date.now());
    hub.handle(seatsChanged([11, 10]), Date.now());
    database.set(10, seat(10, 2)).set(11, seat(11, 4));
    first.release();
    const second = await nextRead();
    expect(second.seatIds).toEqual([10, 11]);
    second.release();
    await expect.poll(() => seatsGot(client).length).toBe(3);
    expect(seatsGot(client).map((m) => [m.id, m.mens])).toEqual([
      [10, 2],
      [10, 2],
      [11, 4],
    ]);
    expect(reads).toHaveLength(0);
    expect(relayed).toEqual(["seat", "seat", "seat"]);
  });

  it("goes on after a failed read: those seats wait for the clients' next refetch", async () => {
    const client = await connect();
    hub.handle(seatsChanged([10]), Date.now());
    hub.handle(call(8), Date.now());
    (await nextRead()).fail();
    await client.next((m) => m.type === "warn");
    database.set(11, seat(11, 1));
    hub.handle(seatsChanged([11]), Date.now());
    (await nextRead()).release();
    await expect.poll(() => seatsGot(client).length).toBe(1);
    expect(seatsGot(client)[0]).toMatchObject({ id: 11 });
    // The failed read reached nobody: no lag for it.
    expect(relayed).toEqual(["warn", "seat"]);
  });

  it("reads nothing for a lounge without sockets here, and keeps lounges apart", async () => {
    const own = await connect();
    hub.handle(seatsChanged([20], OTHER_LOUNGE), Date.now());
    database.set(10, seat(10, 1));
    hub.handle(seatsChanged([10]), Date.now());
    const read = await nextRead();
    expect(read.loungeId).toBe(LOUNGE);
    read.release();
    await expect.poll(() => seatsGot(own).length).toBe(1);
    expect(reads).toHaveLength(0);
  });

  it("sends head office's message without a lounge to every lounge at once, past any read under way", async () => {
    const own = await connect();
    const other = await connect(OTHER_LOUNGE);
    hub.handle(seatsChanged([10]), Date.now());
    await nextRead();
    hub.handle(
      {
        type: "system_message",
        lounge_id: null,
        message: "全店へのお知らせ",
        system_message_id: 3,
      },
      undefined,
    );
    for (const client of [own, other]) {
      expect(await client.next((m) => m.type === "system_message")).toEqual({
        type: "system_message",
        message: "全店へのお知らせ",
        system_message_id: 3,
      });
    }
    // Without a publish time no lag is counted.
    expect(relayed).toEqual([]);
  });
});

describe("CableHub: shutting down", () => {
  it("tells every socket to reconnect at once (1012), and one that arrives afterwards too", async () => {
    const own = await connect();
    const other = await connect(OTHER_LOUNGE);
    hub.shutdown();
    for (const client of [own, other]) {
      expect(await client.closed).toEqual({ code: 1012, reason: "server restart" });
    }
    // An upgrade that was under way as the shutdown began.
    const { port } = http.address() as AddressInfo;
    const late = new CableClient(new WebSocket(`ws://127.0.0.1:${port}/?lounge=${LOUNGE}`));
    clients.push(late);
    expect(await late.closed).toEqual({ code: 1012, reason: "server restart" });
    expect(late.messages).toEqual([]);
  });

  it("cuts off a client that does not answer the closing handshake, after the grace", async () => {
    const client = await connect();
    // The client reads nothing more: it never sees the close, never answers it.
    client.socket.pause();
    const [onServer] = [...wss.clients];
    hub.shutdown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onServer?.readyState).toBe(WebSocket.CLOSING);
    await expect.poll(() => onServer?.readyState).toBe(WebSocket.CLOSED);
  });
});
