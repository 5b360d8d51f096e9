// bench/realtime.ts's WebSocket clients, in a process of their own: receiving 400 messages per
// change must not share the event loop of the server under test, or the bench measures itself.
// One job at a time over IPC: "open" opens the sockets; "collect" closes them and answers what each
// received, with arrival times comparable to the parent's clock.
import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { type RawData, WebSocket } from "ws";

export type ClientsJob = { url: string; headers: Record<string, string>; count: number };

/**
 * What one client received, in arrival order: entry i of every array is message i. Parallel arrays
 * of numbers rather than objects keep tens of thousands of messages cheap to send over IPC.
 */
export type Inbox = {
  /** Arrival, in ms since the epoch (`performance.timeOrigin + performance.now()`). */
  at: number[];
  type: string[];
  /** The message's `id` (a seat message's seat), or -1 when it has none. */
  seatId: number[];
  /** A seat message's groups (group_mens, then group_ladys); empty for other messages. */
  groupIds: number[][];
  /** The raw text, for client 0 only: the bare baseline replays its seat messages. */
  data?: string[];
};

type Request = { kind: "open"; job: ClientsJob } | { kind: "collect" };
type Reply =
  | { kind: "opened" }
  | { kind: "collected"; inboxes: Inbox[] }
  | { kind: "failed"; error: string };

/**
 * An absolute time in ms: both processes start from the same wall clock, so a time taken here and
 * one taken in the parent can be subtracted (on one machine).
 */
export const absoluteNow = () => performance.timeOrigin + performance.now();

// ---- The child's side ----

/** What a socket got, untouched: parsing waits for "collect", so arrivals cost only a push. */
type Raw = { at: number[]; data: RawData[] };

let sockets: WebSocket[] = [];
let raws: Raw[] = [];

async function openClients(job: ClientsJob) {
  // Whatever a failed run left open goes first.
  for (const socket of sockets) socket.terminate();
  sockets = [];
  raws = [];
  // The last run's messages (a hundred MB) are garbage now: collected here, not in mid-run.
  global.gc?.();
  await Promise.all(
    Array.from({ length: job.count }, (_, i) => {
      const raw: Raw = { at: [], data: [] };
      raws[i] = raw;
      const socket = new WebSocket(job.url, { headers: job.headers });
      sockets.push(socket);
      socket.on("message", (data) => {
        raw.at.push(absoluteNow());
        raw.data.push(data);
      });
      return new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
    }),
  );
}

type SeatMessage = {
  type: string;
  id?: unknown;
  group_mens?: { id: number }[];
  group_ladys?: { id: number }[];
};

function compact(raw: Raw, keepText: boolean): Inbox {
  const inbox: Inbox = { at: raw.at, type: [], seatId: [], groupIds: [] };
  if (keepText) inbox.data = [];
  for (const bytes of raw.data) {
    const text = String(bytes);
    const message = JSON.parse(text) as SeatMessage;
    inbox.type.push(message.type);
    inbox.seatId.push(typeof message.id === "number" ? message.id : -1);
    inbox.groupIds.push(
      message.type === "seat"
        ? [...(message.group_mens ?? []), ...(message.group_ladys ?? [])].map((g) => g.id)
        : [],
    );
    inbox.data?.push(text);
  }
  return inbox;
}

function collect(): Inbox[] {
  for (const socket of sockets) socket.terminate();
  const inboxes = raws.map((raw, i) => compact(raw, i === 0));
  sockets = [];
  raws = [];
  return inboxes;
}

async function answer(request: Request): Promise<Reply> {
  try {
    if (request.kind === "open") {
      await openClients(request.job);
      return { kind: "opened" };
    }
    return { kind: "collected", inboxes: collect() };
  } catch (error) {
    return { kind: "failed", error: String(error) };
  }
}

// Runs each request it is sent; ends with its parent (the IPC channel closes when the parent dies).
if (process.argv.includes("--realtime-clients")) {
  process.on("message", (request: Request) => {
    void answer(request).then((reply) => process.send?.(reply));
  });
  process.on("disconnect", () => process.exit(0));
}

// ---- The parent's side ----

/** A clients process for the whole bench, one set of sockets at a time; killed if the parent exits. */
export function startClientsProcess() {
  const child = fork(new URL(import.meta.url), ["--realtime-clients"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
  });
  const kill = () => child.kill();
  process.on("exit", kill);
  const ask = (request: Request) =>
    new Promise<Reply>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`realtime clients process exited (${code})`));
      child.once("exit", exited);
      child.once("message", (reply) => {
        child.off("exit", exited);
        const answered = reply as Reply;
        if (answered.kind === "failed") reject(new Error(`realtime clients: ${answered.error}`));
        else resolve(answered);
      });
      child.send(request);
    });
  return {
    /** Opens `job.count` sockets; resolves once every one is open. */
    open: async (job: ClientsJob) => {
      await ask({ kind: "open", job });
    },
    /** Closes the sockets; what each received. */
    collect: async () => {
      const reply = await ask({ kind: "collect" });
      return reply.kind === "collected" ? reply.inboxes : [];
    },
    close: () => {
      process.off("exit", kill);
      child.kill();
    },
  };
}
