// bench/scale.ts's baseline, the persisted bare change on two instances behind the same nginx: each
// a bare process (node:http and ws; no Fastify, no Drizzle, no session) whose POST /change commits
// change i with realtime-persisted.ts's hand-written transaction, NOTIFY included. Every instance
// LISTENs and, on the notification, sends that change's seat messages (the app's own answers) to
// its sockets of the lounge: the physical limit of a change saved, then shown on every instance.
// Here both sides: the plan and the replay (the bench's), and the instance (`--bare-instance`).
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { EVENTS_CHANNEL } from "@lounge-office/server/realtime/publish";
import pg from "pg";
import { WebSocket, WebSocketServer } from "ws";
import { absoluteNow } from "./realtime-clients";
import type { Effect } from "./realtime-deliveries";
import { persistSeatChange } from "./realtime-persisted";
import type { SentChange } from "./scale-changes";
import type { AckedChange } from "./scale-deliveries";
import type { Phase } from "./scale-processes";
import { sleep } from "./support";

/** How long after the last change the devices may still receive its messages (as the app's run). */
const SETTLE_MS = 3_000;

/**
 * What every bare instance knows: change i's lounge, its effect, and the messages to send for it.
 */
type BarePlan = { loungeIds: number[]; effects: Effect[]; messages: string[][] };

/** Writes the plan of the bare instances: the app's changes `replayed`, in order. */
export function writeBarePlan(file: string, replayed: SentChange[]) {
  const plan: BarePlan = {
    loungeIds: replayed.map((c) => c.loungeId),
    effects: replayed.map((c) => ({
      seatId: c.seatId,
      groupId: c.groupId,
      ...(c.fromSeatId ? { fromSeatId: c.fromSeatId } : {}),
    })),
    messages: replayed.map((c) => c.messages),
  };
  writeFileSync(file, JSON.stringify(plan));
}

/**
 * Sends the persisted bare changes on the app run's schedule (each at its change's offset from the
 * first), to the bare instance standing for the app instance the change went to; `phase` measures
 * from the first change after the warm-up to the end of the settling time.
 */
export async function replayBare(
  changes: SentChange[],
  bareOf: Map<number, { port: number; base: string }>,
  acked: (change: SentChange) => AckedChange,
  phase: () => { end: () => Promise<Phase> },
) {
  const first = changes[0]?.sentAt ?? 0;
  const started = absoluteNow();
  const measuredFrom = changes.findIndex((c) => c.phase !== "warmup");
  let measuring: { end: () => Promise<Phase> } | undefined;
  const pending: Promise<AckedChange | null>[] = [];
  for (const [index, change] of changes.entries()) {
    const wait = started + (change.sentAt - first) - absoluteNow();
    if (wait > 0) await sleep(wait);
    if (index === measuredFrom) measuring = phase();
    const target = bareOf.get(change.port);
    if (!target || change.phase === "warmup") {
      if (target) void post(target.base, index);
      continue;
    }
    const sentAt = absoluteNow();
    pending.push(
      post(target.base, index).then((ok) =>
        ok
          ? {
              ...acked(change),
              port: target.port,
              sentAt,
              answeredAt: absoluteNow(),
              phase: "baseline",
            }
          : null,
      ),
    );
  }
  const done = (await Promise.all(pending)).filter((c): c is AckedChange => c !== null);
  await sleep(SETTLE_MS);
  return {
    changes: done,
    phase: await (measuring ?? phase()).end(),
    failed: pending.length - done.length,
  };
}

/** Asks a bare instance to commit change `index`; whether it did. */
async function post(base: string, index: number) {
  const res = await fetch(`${base}/change`, { method: "POST", body: JSON.stringify({ index }) });
  await res.text();
  return res.status === 201;
}

/** How scale.ts starts a bare instance (with PORT, HOST and DATABASE_URL in its environment). */
export const bareInstanceArgs = (planFile: string) => [
  "--import",
  "tsx",
  new URL(import.meta.url).pathname,
  "--bare-instance",
  planFile,
];

/**
 * The pool realtime-persisted.ts commits through, but its NOTIFY's payload also names the change:
 * the app's names only the seats, which its relay then reads; a bare instance has nothing to read,
 * so it must know which messages to send. The transaction is otherwise untouched.
 */
function namingTheChange(pool: pg.Pool, index: number): pg.Pool {
  const connect = async () => {
    const client = await pool.connect();
    const query = (config: unknown, ...rest: unknown[]) => {
      const named = config as { name?: string; values?: unknown[] };
      if (named.name === "bare_notify" && named.values) {
        const [channel, payload] = named.values;
        const tagged = { ...JSON.parse(String(payload)), change: index };
        return client.query({ ...named, values: [channel, JSON.stringify(tagged)] } as never);
      }
      return (client.query as (...args: unknown[]) => unknown)(config, ...rest);
    };
    return new Proxy(client, {
      get: (target, key) => (key === "query" ? query : Reflect.get(target, key, target)),
    });
  };
  return { connect } as unknown as pg.Pool;
}

async function serveBare(planFile: string) {
  const plan = JSON.parse(readFileSync(planFile, "utf8")) as BarePlan;
  const url = process.env.DATABASE_URL ?? "";
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const commit = (index: number) => {
    const loungeId = plan.loungeIds[index] ?? 0;
    return persistSeatChange(namingTheChange(pool, index), loungeId, plan.effects)(index);
  };

  const sockets = new Map<number, Set<WebSocket>>();
  const wss = new WebSocketServer({ noServer: true });
  const http = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/healthz") {
      response.writeHead(200).end("ok");
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", async () => {
      try {
        const { index } = JSON.parse(Buffer.concat(chunks).toString()) as { index: number };
        await commit(index);
        response.writeHead(201, { "content-type": "application/json" }).end('{"ok":true}');
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  http.on("upgrade", (request, socket, head) => {
    const loungeId = Number(
      new URL(request.url ?? "", "http://bare").searchParams.get("lounge_id"),
    );
    wss.handleUpgrade(request, socket, head, (ws) => {
      const set = sockets.get(loungeId) ?? new Set<WebSocket>();
      sockets.set(loungeId, set);
      set.add(ws);
      ws.on("close", () => set.delete(ws));
      ws.on("error", () => {});
    });
  });
  // The hub's ping every 3 s, which the devices also expect.
  setInterval(() => {
    const ping = Buffer.from(JSON.stringify({ type: "ping", at: new Date().toISOString() }));
    for (const set of sockets.values()) for (const ws of set) ws.send(ping, { binary: false });
  }, 3_000);

  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  listener.on("notification", (message) => {
    const { lounge_id, change } = JSON.parse(message.payload ?? "{}") as {
      lounge_id?: number;
      change?: number;
    };
    const set = sockets.get(lounge_id ?? 0);
    if (!set || change === undefined) return;
    // Encoded once and sent as text to every socket, as the app's hub does.
    for (const text of plan.messages[change] ?? []) {
      const bytes = Buffer.from(text);
      for (const ws of set) if (ws.readyState === WebSocket.OPEN) ws.send(bytes, { binary: false });
    }
  });
  await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
  const port = Number(process.env.PORT);
  await new Promise<void>((resolve) => http.listen(port, process.env.HOST, resolve));
  process.once("SIGTERM", () => process.exit(0));
}

const flag = process.argv.indexOf("--bare-instance");
if (flag >= 0) await serveBare(process.argv[flag + 1] ?? "");
