// bench/realtime.ts reads its clients' messages from another process: what comes back must be each
// client's messages, parsed as the bench matches them, with arrival times on the parent's clock.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type WebSocket, WebSocketServer } from "ws";
import { absoluteNow, startClientsProcess } from "./realtime-clients";
import { HOST } from "./support";

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

async function startServer() {
  const server = new WebSocketServer({ port: 0, host: HOST });
  await once(server, "listening");
  cleanups.push(() => server.close());
  return { server, url: `ws://${HOST}:${(server.address() as AddressInfo).port}` };
}

function startClients() {
  const clients = startClientsProcess();
  cleanups.push(() => clients.close());
  return clients;
}

/**
 * Resolves once the client behind `socket` has handled everything sent before: ws answers a ping
 * only after emitting the messages ahead of it, so no waiting on a clock is needed.
 */
function handled(socket: WebSocket) {
  const pong = once(socket, "pong");
  socket.ping();
  return pong;
}

const seat = JSON.stringify({
  type: "seat",
  id: 7,
  group_mens: [{ id: 11 }],
  group_ladys: [{ id: 12 }],
});
const ping = JSON.stringify({ type: "ping", at: "2025-01-01T00:00:00.000Z" });

describe("the realtime bench's clients process", () => {
  it("answers each client's messages compactly, the raw text for client 0 only", async () => {
    const { server, url } = await startServer();
    const clients = startClients();
    await clients.open({ url, headers: {}, count: 3 });
    expect(server.clients.size).toBe(3);

    const sentFrom = absoluteNow();
    for (const socket of server.clients) {
      socket.send(seat);
      socket.send(ping);
    }
    await Promise.all([...server.clients].map(handled));
    const handledBy = absoluteNow();
    const inboxes = await clients.collect();

    expect(inboxes).toHaveLength(3);
    for (const [i, inbox] of inboxes.entries()) {
      expect(inbox.type).toEqual(["seat", "ping"]);
      expect(inbox.seatId).toEqual([7, -1]);
      expect(inbox.groupIds).toEqual([[11, 12], []]);
      expect(inbox.data).toEqual(i === 0 ? [seat, ping] : undefined);
      // Absolute times: comparable with this process's clock (processes started at different
      // moments would disagree by seconds with plain performance.now()).
      for (const at of inbox.at) {
        expect(at).toBeGreaterThan(sentFrom - 5);
        expect(at).toBeLessThan(handledBy + 5);
      }
    }
  });

  it("closes the sockets on collect, and opens a fresh set for the next run", async () => {
    const { server, url } = await startServer();
    const clients = startClients();
    await clients.open({ url, headers: {}, count: 2 });
    const first = [...server.clients];
    const closed = Promise.all(first.map((socket) => once(socket, "close")));
    expect(await clients.collect()).toHaveLength(2);
    await closed;

    await clients.open({ url, headers: {}, count: 1 });
    const [socket] = [...server.clients].filter((s) => !first.includes(s));
    if (!socket) throw new Error("no new socket");
    socket.send(ping);
    await handled(socket);
    const inboxes = await clients.collect();
    expect(inboxes.map((inbox) => inbox.type)).toEqual([["ping"]]);
  });

  it("fails the run when a client cannot connect", async () => {
    const { server, url } = await startServer();
    server.close();
    await once(server, "close");
    const clients = startClients();
    await expect(clients.open({ url, headers: {}, count: 2 })).rejects.toThrow(/ECONNREFUSED/);
  });
});
