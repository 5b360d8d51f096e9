// Footprint and start-up: the server's memory with 500 open /cable sockets on PostgreSQL, PGlite's
// start-up time and memory, and `npm start`'s time to its first answer (bundles up to date, or
// rebuilt), against the server run through tsx as `npm start` ran it before. Every server runs in
// a child process, so its resident memory (VmRSS) is its own. `npm run bench:footprint`.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { WebSocket } from "ws";
import { buildDated, isUpToDate } from "../scripts/build-freshness.mjs";
import { buildServerBundle, SERVER_BUNDLE, SERVER_SOURCES } from "../scripts/server-bundle.mjs";
import { buildWeb, WEB_INDEX, WEB_SOURCES } from "../scripts/web-bundle.mjs";
import { hardStop, median, openBenchDatabase, signIn, sleep } from "./support";

const SOCKETS = 500;
/** Sockets opened at once: a burst of 500 handshakes would measure the burst, not the sockets. */
const SOCKET_BATCH = 50;
/** After the first answer or the last socket: start-up's garbage collected, before reading VmRSS. */
const SETTLE_MS = 3_000;
const RESTARTS = 3;
const HOST = "127.0.0.1";
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";
const TARGET_RSS_MB = 200;
const TARGET_RESTART_S = 3;
/** The measured figure for a PGlite server at rest before this work. */
const BEFORE_PGLITE_RSS_MB = 406;

hardStop("bench/footprint", 300_000);
const root = path.resolve(import.meta.dirname, "..");

// ---- Child processes: each in its own process group, so npm's children go with it ----

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Server = {
  child: ChildProcess;
  base: string;
  firstAnswerMs: number;
  stop: () => Promise<void>;
};

/** Starts `command` with `env` and waits for its first HTTP answer (any status) on /healthz. */
async function startServer(command: string[], env: Record<string, string | undefined>) {
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const [file = "", ...args] = command;
  const started = performance.now();
  const child = spawn(file, args, {
    cwd: root,
    env: { ...process.env, HOST, PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(" ")} exited:\n${output}`);
    const answered = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await sleep(25);
  }
  const firstAnswerMs = performance.now() - started;
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    running.delete(child);
  };
  return { child, base, firstAnswerMs, stop } satisfies Server;
}

const serverCommand = [process.execPath, "scripts/start.mjs"];

/** Resident memory of a process, MB. */
function rssMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

async function idleRssMb(server: Server) {
  await sleep(SETTLE_MS);
  return rssMb(server.child.pid);
}

const mb = (n: number) => `${n.toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const summaries: string[] = [];
function summary(what: string, figure: string, target: string, ok: boolean) {
  summaries.push(`summary\tfootprint\t${what}\t${figure}\t${target}\t${ok ? "ok" : "MISS"}`);
}

/** Both bundles up to date before anything is timed, as `npm start` would leave them. */
async function ensureBundles() {
  if (!isUpToDate(WEB_INDEX, WEB_SOURCES)) {
    console.log("building the web app first (its sources changed)…");
    await buildDated(WEB_INDEX, () => {
      if (!buildWeb()) throw new Error("the web app did not build");
    });
  }
  if (!isUpToDate(SERVER_BUNDLE, SERVER_SOURCES)) {
    await buildDated(SERVER_BUNDLE, () => buildServerBundle());
  }
}

// ---- (a) PostgreSQL: the server's memory at rest, then with 500 open /cable sockets ----

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function openSockets(url: string, headers: Record<string, string>, count: number) {
  const sockets: WebSocket[] = [];
  for (let opened = 0; opened < count; opened += SOCKET_BATCH) {
    const batch = Array.from({ length: Math.min(SOCKET_BATCH, count - opened) }, () => {
      const socket = new WebSocket(url, { headers });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      });
    });
    await Promise.all(batch);
  }
  return {
    close: () => {
      for (const socket of sockets) socket.terminate();
    },
  };
}

async function postgresSockets() {
  const url = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const what = `server RSS, ${SOCKETS} /cable sockets (PostgreSQL)`;
  if (!(await reachable(url))) {
    console.log(`(a) skipped: no PostgreSQL at ${url} (set DATABASE_URL)`);
    summary(what, "skipped: no PostgreSQL", `≤ ${TARGET_RSS_MB} MB`, false);
    return;
  }
  process.env.DATABASE_URL = url;
  const scratch = await openBenchDatabase();
  await scratch.database.close();
  try {
    const server = await startServer(serverCommand, { DATABASE_URL: scratch.url });
    try {
      const idle = await idleRssMb(server);
      const lounges = (await (await fetch(`${server.base}/api/v1/lounges`)).json()) as {
        text: string;
        value: { id: number };
      }[];
      const loungeId = lounges[0]?.value.id ?? 0;
      const { cookie } = await signIn(server.base, loungeId, "shibuya-staff1");
      const cable = `${server.base.replace("http", "ws")}/cable?lounge_id=${loungeId}`;
      const sockets = await openSockets(cable, { cookie, origin: server.base }, SOCKETS);
      const busy = await idleRssMb(server);
      sockets.close();
      const perSocketKb = ((busy - idle) * 1024) / SOCKETS;
      console.log(`(a) ${scratch.where}, the server in a child process (npm start's bundle):`);
      console.log(`    RSS at rest ${mb(idle)}; with ${SOCKETS} sockets ${mb(busy)}`);
      console.log(`    per socket ${perSocketKb.toFixed(0)} KB`);
      summary(what, mb(busy), `≤ ${TARGET_RSS_MB} MB`, busy <= TARGET_RSS_MB);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

// ---- (b) PGlite: a cold start into an empty folder, then a restart on it ----

async function pgliteStarts(dataDir: string) {
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  const cold = await startServer(serverCommand, env);
  const coldRss = await idleRssMb(cold);
  await cold.stop();
  const warm = await startServer(serverCommand, env);
  const warmRss = await idleRssMb(warm);
  await warm.stop();
  console.log(`(b) PGlite in ${dataDir}, the server in a child process:`);
  console.log(
    `    cold (initdb, migrations, demo seed): first answer ${s(cold.firstAnswerMs)}, RSS at rest ${mb(coldRss)}` +
      " (PGlite's initdb instance stays resident until V8 collects it: varies from run to run)",
  );
  console.log(`    restart: first answer ${s(warm.firstAnswerMs)}, RSS at rest ${mb(warmRss)}`);
  summary(
    "PGlite server RSS at rest, after a restart",
    mb(warmRss),
    `< ${BEFORE_PGLITE_RSS_MB} MB (before)`,
    warmRss < BEFORE_PGLITE_RSS_MB,
  );
}

// ---- (c) npm start's first answer, on (b)'s folder: up to date, rebuilt, and the old way ----

async function firstAnswerMs(command: string[], env: Record<string, string | undefined>) {
  const server = await startServer(command, env);
  await server.stop();
  return server.firstAnswerMs;
}

/** Dates a build output back to 1970: its sources look changed, and `npm start` rebuilds it. */
const makeStale = (output: string) => utimesSync(output, 0, 0);

async function npmStartTimes(dataDir: string) {
  const env = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  const npmStart = ["npm", "start", "--silent"];
  const upToDate: number[] = [];
  const throughTsx: number[] = [];
  for (let i = 0; i < RESTARTS; i++) {
    upToDate.push(await firstAnswerMs(npmStart, env));
    throughTsx.push(
      await firstAnswerMs([process.execPath, "--import", "tsx", "apps/server/src/main.ts"], env),
    );
  }
  makeStale(SERVER_BUNDLE);
  const serverChanged = await firstAnswerMs(npmStart, env);
  makeStale(WEB_INDEX);
  const webChanged = await firstAnswerMs(npmStart, env);
  const restart = median(upToDate);
  const before = median(throughTsx);
  console.log(`(c) npm start on that folder, first answer (median of ${RESTARTS}):`);
  console.log(`    bundles up to date ${s(restart)} (each: ${upToDate.map(s).join(", ")})`);
  console.log(
    `    baseline, the server through tsx as npm start ran it, without its build: ${s(before)}`,
  );
  console.log(`    ratio up to date / through tsx ${(restart / before).toFixed(2)}×`);
  console.log(`    server sources changed (server bundle rebuilt) ${s(serverChanged)}`);
  console.log(`    web sources changed (Vite build, as every start did before) ${s(webChanged)}`);
  summary(
    "npm start restart, first answer (bundles up to date, PGlite)",
    s(restart),
    `≤ ${TARGET_RESTART_S} s`,
    restart <= TARGET_RESTART_S * 1000,
  );
}

await ensureBundles();
await postgresSockets();
const dataDir = mkdtempSync(path.join(tmpdir(), "lounge-office-footprint-"));
try {
  await pgliteStarts(dataDir);
  await npmStartTimes(dataDir);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const line of summaries) console.log(line);
process.exit(0);
