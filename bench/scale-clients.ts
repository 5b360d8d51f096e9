// bench/scale.ts's devices, in a process of their own: up to a thousand tablets' boards, each a
// /cable socket through nginx that reconnects as the app's client does (lib/cable.ts), reads the
// board again on every connect and patches it with the seat messages (board-cache.ts), recording
// when each seat message arrived and on which instance's socket. Jobs over IPC, one at a time.
import { fork } from "node:child_process";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { CABLE_CLOSE, CABLE_RESTART_JITTER_MS } from "@lounge-office/domain/realtime";
import { type RawData, WebSocket } from "ws";
import { absoluteNow } from "./realtime-clients";
import {
  type AckedChange,
  type BoardSeatLike,
  boardKey,
  type Connection,
  type DeliveryTally,
  type DeviceRecord,
  type SeatState,
  seatState,
  tallyDeliveries,
} from "./scale-deliveries";

export type DeviceSpec = { loungeId: number; cookie: string };

export type OpenJob = {
  /** nginx's address, `http://127.0.0.1:port`. */
  base: string;
  devices: DeviceSpec[];
  /** Read the board on every connect (the app); the bare baseline has no board to read. */
  readBoard: boolean;
};

/** Where the devices stand: how many are connected with a board read since, per instance's port. */
export type Standing = {
  settled: number;
  total: number;
  byPort: Record<string, number>;
  reconnects: number;
  boardReads: number;
  failedReads: number;
};

/** Per lounge, each distinct board the devices hold, with how many hold it. */
export type HeldBoards = Record<string, Record<string, number>>;

type Request =
  | { kind: "open"; job: OpenJob }
  | { kind: "settle"; timeoutMs: number }
  | { kind: "deliveries"; changes: AckedChange[] }
  | { kind: "boards" }
  | { kind: "close" };
type Reply =
  | { kind: "standing"; standing: Standing }
  | { kind: "deliveries"; tally: DeliveryTally }
  | { kind: "boards"; boards: HeldBoards }
  | { kind: "closed" }
  | { kind: "failed"; error: string };

// As lib/cable.ts: reconnect after 3 s doubling to 30 s (reset by a welcome), give up on a socket
// after 6 s without a word; after a 1012 (the server restarting) within a random 0–300 ms.
const MIN_BACKOFF_MS = 3_000;
const MAX_BACKOFF_MS = 30_000;
const SILENCE_MS = 6_000;
/** Sockets opened at once at the start: a burst of a thousand handshakes would be its own test. */
const OPEN_BATCH = 50;
/** A failed board read is tried again after this, while the socket is open. */
const READ_RETRY_MS = 1_000;

// ---- The child's side ----

/**
 * Each distinct seat message is parsed once for every device that gets it (a lounge's sockets on
 * one instance get the very same text); cleared now and then, which only costs a parse again.
 */
const parsed = new Map<string, SeatState | null>();
function seatOf(text: string): SeatState | null {
  let seat = parsed.get(text);
  if (seat !== undefined) return seat;
  const message = JSON.parse(text) as { type: string } & BoardSeatLike;
  seat = message.type === "seat" ? seatState(message) : null;
  if (parsed.size > 20_000) parsed.clear();
  parsed.set(text, seat);
  return seat;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function getJson(url: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { cookie }, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on("error", () => resolve({ status: 0, body: "" }));
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", () => resolve({ status: 0, body: "" }));
  });
}

class Device implements DeviceRecord {
  connections: Connection[] = [];
  at: number[] = [];
  conn: number[] = [];
  seats: SeatState[] = [];
  /** Seat id → canonical seat: the board as this tablet shows it; null until the first read. */
  board: Map<number, string> | null = null;
  reads = 0;
  failedReads = 0;
  private socket: WebSocket | null = null;
  private open = false;
  private reading = false;
  /** The socket reconnected while a read was in flight (which may predate the gap): read again. */
  private readAgain = false;
  /**
   * Seat messages heard while a read was in flight, for its answer (which may predate them), as the
   * board cache replays its patches.
   */
  private heardDuringRead: SeatState[] = [];
  /** The board was read since the socket last opened, and the socket did not reconnect meanwhile. */
  private fresh = false;
  private backoff = MIN_BACKOFF_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  lastHeard = 0;
  private closed = false;

  constructor(
    readonly loungeId: number,
    private readonly cookie: string,
    private readonly base: string,
    private readonly readBoard: boolean,
  ) {}

  /** Connected, and (the app) holding a board read since that connect, with no read pending. */
  get settled() {
    return this.open && (!this.readBoard || this.fresh);
  }

  get port() {
    return this.open ? (this.connections.at(-1)?.upstreamPort ?? 0) : 0;
  }

  connect(): Promise<void> {
    const url = `${this.base.replace("http", "ws")}/cable?lounge_id=${this.loungeId}`;
    const socket = new WebSocket(url, { headers: { cookie: this.cookie, origin: this.base } });
    this.socket = socket;
    this.lastHeard = Date.now();
    let upstreamPort = 0;
    socket.on("upgrade", (response) => {
      const header = String(response.headers["x-upstream"] ?? "");
      upstreamPort = Number(header.split(",").at(-1)?.trim().split(":").at(-1) ?? 0);
    });
    socket.on("message", (data: RawData) => this.heard(data));
    return new Promise((resolve) => {
      socket.once("open", () => {
        this.connections.push({ upstreamPort, openedAt: absoluteNow(), closedAt: Infinity });
        this.open = true;
        this.fresh = false;
        this.lastHeard = Date.now();
        if (this.readBoard) this.read();
        resolve();
      });
      socket.once("close", (code: number) => {
        if (this.socket !== socket) return;
        if (this.open) {
          const connection = this.connections.at(-1);
          if (connection) {
            connection.closedAt = absoluteNow();
            connection.closeCode = code;
          }
        }
        this.open = false;
        this.fresh = false;
        this.socket = null;
        if (code === CABLE_CLOSE.restart) {
          this.backoff = MIN_BACKOFF_MS;
          this.retry(Math.random() * CABLE_RESTART_JITTER_MS);
        } else this.retry();
        resolve();
      });
      // A refused upgrade (nginx's 502 while no instance answers) ends in "close" too.
      socket.on("error", () => {});
    });
  }

  private heard(data: RawData) {
    const at = absoluteNow();
    this.lastHeard = Date.now();
    const text = String(data);
    if (text.startsWith('{"type":"welcome"')) {
      this.backoff = MIN_BACKOFF_MS;
      return;
    }
    if (!text.startsWith('{"type":"seat"')) return;
    const seat = seatOf(text);
    if (!seat) return;
    this.at.push(at);
    this.conn.push(this.connections.length - 1);
    this.seats.push(seat);
    this.board?.set(seat.seatId, seat.canonical);
    if (this.reading) this.heardDuringRead.push(seat);
  }

  /** After the back-off, or after `delay` when given (a restarting server's 1012). */
  private retry(delay?: number) {
    if (this.closed || this.retryTimer) return;
    const wait = delay ?? this.backoff;
    if (delay === undefined) this.backoff = Math.min(this.backoff * 2, MAX_BACKOFF_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, wait);
  }

  /** The silence rule: no word (pings come every 3 s) for 6 s and the socket is given up. */
  checkSilence(now: number) {
    if (this.socket && now - this.lastHeard > SILENCE_MS) this.socket.terminate();
  }

  /**
   * Reads the board, as the board does on every (re)connect; after the read in flight, if one is.
   */
  private read() {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    this.readAgain = false;
    this.heardDuringRead = [];
    const forConnection = this.connections.length;
    const url = `${this.base}/lounges/entries/board?lounge_id=${this.loungeId}`;
    void getJson(url, this.cookie).then(({ status, body }) => {
      this.reading = false;
      this.reads++;
      if (status === 200) {
        const seats = (JSON.parse(body) as { seats: BoardSeatLike[] }).seats;
        this.board = new Map(seats.map((s) => [s.id, seatState(s).canonical]));
        for (const seat of this.heardDuringRead) this.board.set(seat.seatId, seat.canonical);
        if (this.readAgain && this.open) this.read();
        else this.fresh = this.open && forConnection === this.connections.length;
        return;
      }
      this.failedReads++;
      setTimeout(() => {
        if (this.open && !this.closed) this.read();
      }, READ_RETRY_MS);
    });
  }

  close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.socket?.terminate();
  }
}

let devices: Device[] = [];
const silenceTimer = setInterval(() => {
  const now = Date.now();
  for (const device of devices) device.checkSilence(now);
}, 1_000);
silenceTimer.unref();

function standing(): Standing {
  const byPort: Record<string, number> = {};
  let settled = 0;
  for (const device of devices) {
    if (device.settled) settled++;
    if (device.port) byPort[device.port] = (byPort[device.port] ?? 0) + 1;
  }
  return {
    settled,
    total: devices.length,
    byPort,
    reconnects: devices.reduce((n, d) => n + Math.max(0, d.connections.length - 1), 0),
    boardReads: devices.reduce((n, d) => n + d.reads, 0),
    failedReads: devices.reduce((n, d) => n + d.failedReads, 0),
  };
}

/** Waits until every device is connected and holds a board read since (or the time is up). */
async function settle(timeoutMs: number) {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until && devices.some((d) => !d.settled)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return standing();
}

async function openDevices(job: OpenJob) {
  for (const device of devices) device.close();
  devices = job.devices.map((d) => new Device(d.loungeId, d.cookie, job.base, job.readBoard));
  for (let i = 0; i < devices.length; i += OPEN_BATCH) {
    await Promise.all(devices.slice(i, i + OPEN_BATCH).map((d) => d.connect()));
  }
  return settle(120_000);
}

function heldBoards(): HeldBoards {
  const boards: HeldBoards = {};
  for (const device of devices) {
    // A device still reconnecting holds no board the check can accept.
    const key =
      device.settled && device.board ? boardKey(device.board.values()) : "(not reconnected)";
    const lounge = boards[device.loungeId] ?? {};
    lounge[key] = (lounge[key] ?? 0) + 1;
    boards[device.loungeId] = lounge;
  }
  return boards;
}

async function answer(request: Request): Promise<Reply> {
  try {
    switch (request.kind) {
      case "open":
        return { kind: "standing", standing: await openDevices(request.job) };
      case "settle":
        return { kind: "standing", standing: await settle(request.timeoutMs) };
      case "deliveries":
        return { kind: "deliveries", tally: tallyDeliveries(request.changes, devices) };
      case "boards":
        return { kind: "boards", boards: heldBoards() };
      case "close":
        for (const device of devices) device.close();
        devices = [];
        parsed.clear();
        return { kind: "closed" };
    }
  } catch (error) {
    return { kind: "failed", error: String(error) };
  }
}

// Runs each request it is sent; ends with its parent (the IPC channel closes when the parent dies).
if (process.argv.includes("--scale-clients")) {
  process.on("message", (request: Request) => {
    void answer(request).then((reply) => process.send?.(reply));
  });
  process.on("disconnect", () => process.exit(0));
}

// ---- The parent's side ----

/** The devices' process for the whole bench; killed if the parent exits. */
export function startDevicesProcess() {
  const child = fork(new URL(import.meta.url), ["--scale-clients"], {
    execArgv: ["--import", "tsx"],
  });
  const kill = () => child.kill("SIGKILL");
  process.on("exit", kill);
  const ask = <K extends Reply["kind"]>(request: Request, kind: K) =>
    new Promise<Extract<Reply, { kind: K }>>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`the devices' process exited (${code})`));
      child.once("exit", exited);
      child.once("message", (reply) => {
        child.off("exit", exited);
        const answered = reply as Reply;
        if (answered.kind === "failed") reject(new Error(`devices: ${answered.error}`));
        else if (answered.kind !== kind)
          reject(new Error(`devices: ${answered.kind}, not ${kind}`));
        else resolve(answered as Extract<Reply, { kind: K }>);
      });
      child.send(request);
    });
  return {
    pid: () => child.pid ?? 0,
    /** Opens every device's socket and reads its board; where they stand then. */
    open: async (job: OpenJob) => (await ask({ kind: "open", job }, "standing")).standing,
    /** Waits until every device is connected with a fresh board (at most `timeoutMs`). */
    settle: async (timeoutMs: number) =>
      (await ask({ kind: "settle", timeoutMs }, "standing")).standing,
    deliveries: async (changes: AckedChange[]) =>
      (await ask({ kind: "deliveries", changes }, "deliveries")).tally,
    boards: async () => (await ask({ kind: "boards" }, "boards")).boards,
    closeDevices: async () => {
      await ask({ kind: "close" }, "closed");
    },
    close: () => {
      process.off("exit", kill);
      child.kill();
    },
  };
}
