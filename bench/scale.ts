// `npm run bench:scale`: the app at a chain's scale behind a reverse proxy, on PostgreSQL —
// Debian's nginx with the README's configuration in front of two app instances, 20 lounges, 1,000
// /cable sockets spread over lounges and instances, seat changes at 50/s, each to a random instance
// — with a rolling restart a third of the way in (one instance stopped with SIGTERM, started
// again). It reports delivery on the same and across instances, relayed / offered, each instance's
// CPU and memory, PostgreSQL's commits, whether every board equals the database afterwards and no
// acknowledged change is missing; and the same changes as persisted bare changes on two bare
// instances, for the ratio.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { buildStaff } from "@lounge-office/server/seed/factories";
import pg from "pg";
import { bareInstanceArgs, replayBare, writeBarePlan } from "./scale-baseline";
import { changeSender, type LoungeFloor, type SentChange } from "./scale-changes";
import { checkAcknowledged, compareBoards, freshBoards } from "./scale-checks";
import { type DeviceSpec, startDevicesProcess } from "./scale-clients";
import type { AckedChange } from "./scale-deliveries";
import { type Phase, startPhase } from "./scale-processes";
import { report } from "./scale-report";
import {
  findNginx,
  freePort,
  instance,
  NGINX_MISSING,
  serverCommand,
  startNginx,
} from "./scale-stack";
import { buildBenchFloor, HOST, hardStop, nth, openBenchDatabase, signIn, sleep } from "./support";

const LOUNGES = 20;
const SEATS = 24;
const DEVICES = 1_000;
/** Staff sessions per lounge the devices share (ten tablets each); one more sends the changes. */
const SESSIONS_PER_LOUNGE = 5;
/** Seat changes a second over all lounges; `BENCH_SCALE_RATE` to see where a machine keeps up. */
const RATE = Math.max(1, Number(process.env.BENCH_SCALE_RATE ?? 50) || 50);
/**
 * Seconds of measured changes; the restart starts a third in. `BENCH_SCALE_SECONDS` for a quick
 * look.
 */
const SECONDS = Math.max(10, Number(process.env.BENCH_SCALE_SECONDS ?? 60) || 60);
/** Unmeasured changes first, at the same rate: JIT, plans and connections warm up. */
const WARMUP_SECONDS = 5;
/** After the restarted instance answers, changes still count as "during the restart" this long. */
const RESTART_TAIL_MS = 5_000;
/** How long after the last change the devices may still receive its messages. */
const SETTLE_MS = 3_000;
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/**
 * The whole run stops by itself after this, whatever happens (a few minutes on an idle 2-core
 * machine).
 */
hardStop("bench/scale", 540_000);
const benchStarted = performance.now();

function skipped(why: string): never {
  console.log(why);
  console.log(
    `summary\tscale\trelayed / offered, 1,000 sockets behind nginx\tskipped: ${why.split(":")[0]}\t≥ 99.9 %\tMISS`,
  );
  process.exit(1);
}

const nginx = findNginx() ?? skipped(NGINX_MISSING);
const adminUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
const probe = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
const reachable = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => {});
if (!reachable) skipped(`no PostgreSQL at ${adminUrl}: start one, or set DATABASE_URL`);
process.env.DATABASE_URL = adminUrl;

const dir = mkdtempSync(path.join(tmpdir(), "lounge-office-scale-"));
// nginx's workers (another user, when the bench runs as root) enter it for their temp files.
chmodSync(dir, 0o755);
const scratch = await openBenchDatabase();
const databaseUrl = scratch.url ?? adminUrl;
const databaseName = new URL(databaseUrl).pathname.slice(1);
const devices = startDevicesProcess();

const stopEverything: (() => Promise<unknown>)[] = [];
let cleaned: Promise<void> | undefined;
function cleanUp() {
  cleaned ??= stopAll();
  return cleaned;
}
async function stopAll() {
  devices.close();
  for (const stop of stopEverything.reverse()) await stop().catch(() => {});
  await scratch.drop().catch((error) => console.error(`could not drop the database: ${error}`));
  rmSync(dir, { recursive: true, force: true });
}

// Ctrl-C (or a SIGTERM) stops the run, not the clean-up: nginx and the instances live in process
// groups of their own, which a terminal's signal does not reach.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`bench/scale: ${signal}, cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  await run();
} catch (error) {
  console.error(error);
  const log = path.join(dir, "error.log");
  if (existsSync(log))
    console.error(`nginx's error log:\n${readFileSync(log, "utf8").slice(-3000)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit();

async function run() {
  // ---- The lounges, their floors and staff ----
  const floors: (Omit<LoungeFloor, "cookie" | "csrf"> & { accounts: string[] })[] = [];
  for (let i = 0; i < LOUNGES; i++) {
    const { lounge, rule, seats } = await buildBenchFloor(scratch.database.db, {
      seatCount: SEATS,
      name: `ベンチ店${i + 1}`,
    });
    const accounts: string[] = [];
    for (let k = 0; k <= SESSIONS_PER_LOUNGE; k++) {
      const account = `scale-${i + 1}-${k}`;
      await buildStaff(scratch.database.db, { account, role: "staff", loungeIds: [lounge.id] });
      accounts.push(account);
    }
    floors.push({
      loungeId: lounge.id,
      seatIds: seats.map((s) => s.id),
      feeRuleId: rule.id,
      accounts,
    });
  }
  await scratch.database.close();

  // ---- nginx, then the two instances behind it ----
  const [portA, portB, bareA, bareB, appFront, bareFront] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  const command = serverCommand();
  const env = {
    DATABASE_URL: databaseUrl,
    TRUST_PROXY: "true",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
  };
  const app = [portA, portB].map((port, i) =>
    instance({
      name: `instance ${"AB"[i]}`,
      port: Number(port),
      args: command.args,
      env,
      readyPath: "/healthz",
    }),
  );
  const [a, b] = [nth(app, 0), nth(app, 1)];
  const proxy = await startNginx(nginx, dir, [
    { name: "lounge_office", port: Number(appFront), upstreamPorts: [a.port, b.port] },
    {
      name: "bare_baseline",
      port: Number(bareFront),
      upstreamPorts: [Number(bareA), Number(bareB)],
    },
  ]);
  stopEverything.push(proxy.stop);
  const front = `http://${HOST}:${appFront}`;
  const startMs = await Promise.all(app.map((i) => i.start()));
  for (const i of app) stopEverything.push(i.stop);
  console.log(
    `\nScale: ${LOUNGES} lounges × ${SEATS} seats, ${DEVICES} /cable sockets through nginx, ${RATE} seat changes/s for ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), on ${HOST}`,
  );
  console.log(
    `database: ${scratch.where}; instances: ${command.what}, started in ${startMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(" and ")}`,
  );

  // ---- Sessions (signed in through nginx) and the devices ----
  // Only failed sign-ins are throttled (sign-in-throttle.ts) and no rate limit guards these routes:
  // nothing to raise. Ten devices share a session, as a lounge's tablets might.
  const sessions = new Map<number, Awaited<ReturnType<typeof signIn>>[]>();
  for (const floor of floors) {
    sessions.set(
      floor.loungeId,
      await Promise.all(floor.accounts.map((account) => signIn(front, floor.loungeId, account))),
    );
  }
  const sessionOf = (loungeId: number, k: number) => nth(sessions.get(loungeId) ?? [], k);
  const specs: DeviceSpec[] = Array.from({ length: DEVICES }, (_, d) => {
    const floor = nth(floors, d % LOUNGES);
    const session = sessionOf(floor.loungeId, 1 + (Math.floor(d / LOUNGES) % SESSIONS_PER_LOUNGE));
    return { loungeId: floor.loungeId, cookie: session.cookie };
  });
  const opened = await devices.open({ base: front, devices: specs, readBoard: true });
  console.log(
    `devices: ${opened.settled} of ${DEVICES} connected with their board read; by instance ${portsLine(opened.byPort, app)}`,
  );

  const changing: LoungeFloor[] = floors.map((f) => {
    const session = sessionOf(f.loungeId, 0);
    return { ...f, cookie: session.cookie, csrf: session.headers["x-csrf-token"] };
  });
  const sender = changeSender(
    changing,
    app.map((i) => ({ port: i.port, base: i.base })),
  );
  stopEverything.push(async () => sender.close());
  await sender.run(RATE, WARMUP_SECONDS, () => "warmup");
  await sleep(1_000);

  // ---- The measured changes, with the rolling restart a third of the way in ----
  let phase = "before";
  const phases: Record<string, Phase> = {};
  const appPhase = () =>
    startPhase(adminUrl, databaseName, {
      [a.name]: () => [a.pid()],
      [b.name]: () => [b.pid()],
      nginx: proxy.pids,
      devices: () => [devices.pid()],
      "changes and checks (the bench's process)": () => [process.pid],
    });
  let current = appPhase();
  const endPhase = async (name: string) => {
    phases[name] = await current.end();
    current = appPhase();
  };
  const restart = (async () => {
    await sleep((SECONDS * 1000) / 3);
    await endPhase("before");
    phase = "restart";
    const stopped = await b.stop();
    const upMs = await b.start();
    await sleep(RESTART_TAIL_MS);
    await endPhase("restart");
    phase = "after";
    return { stopped, upMs };
  })();
  await sender.run(RATE, SECONDS, () => phase);
  const restarted = await restart;
  await sleep(SETTLE_MS);
  await endPhase("after");
  const settled = await devices.settle(30_000);

  // ---- The checks: boards against a fresh read, acknowledged changes against the database ----
  const fresh = await freshBoards(
    front,
    floors.map((f) => ({ loungeId: f.loungeId, cookie: sessionOf(f.loungeId, 0).cookie })),
  );
  const boards = compareBoards(fresh, await devices.boards());
  const sent = sender.sent();
  const database = await checkAcknowledged(
    databaseUrl,
    sent,
    floors.map((f) => f.loungeId),
  );
  const measured = sent.filter((c) => c.phase !== "warmup");
  const tally = await devices.deliveries(measured.filter(isAcked).map(ackedChange));
  await devices.closeDevices();
  const stopA = await a.stop();
  const stopB = await b.stop();

  // ---- The baseline: the same acknowledged changes (before the restart) as persisted bare changes
  // ----
  const replayed = sent.filter((c) => isAcked(c) && (c.phase === "warmup" || c.phase === "before"));
  const planFile = path.join(dir, "bare-plan.json");
  writeBarePlan(planFile, replayed);
  const bare = [bareA, bareB].map((port, i) =>
    instance({
      name: `bare ${"AB"[i]}`,
      port: Number(port),
      args: bareInstanceArgs(planFile),
      env: { DATABASE_URL: databaseUrl },
      readyPath: "/healthz",
    }),
  );
  await Promise.all(bare.map((i) => i.start()));
  for (const i of bare) stopEverything.push(i.stop);
  const bareOpened = await devices.open({
    base: `http://${HOST}:${bareFront}`,
    devices: specs,
    readBoard: false,
  });
  const bareOf = new Map([
    [a.port, nth(bare, 0)],
    [b.port, nth(bare, 1)],
  ]);
  const baseline = await replayBare(replayed, bareOf, ackedChange, () =>
    startPhase(adminUrl, databaseName, {
      [nth(bare, 0).name]: () => [nth(bare, 0).pid()],
      [nth(bare, 1).name]: () => [nth(bare, 1).pid()],
      nginx: proxy.pids,
      devices: () => [devices.pid()],
      "changes and checks (the bench's process)": () => [process.pid],
    }),
  );
  const bareTally = await devices.deliveries(baseline.changes);
  await devices.closeDevices();

  report({
    seconds: SECONDS,
    rate: RATE,
    devices: DEVICES,
    lounges: LOUNGES,
    where: scratch.where,
    ports: { [a.port]: a.name, [b.port]: b.name },
    opened: opened.byPort,
    settled,
    restart: { ...restarted, name: b.name },
    finalStops: [stopA, stopB],
    phases: { ...phases, baseline: baseline.phase },
    measured,
    skipped: sender.skipped(),
    tally,
    bareTally,
    bareChanges: baseline.changes,
    bareOpened: bareOpened.byPort,
    logs: app.map((i) => ({ name: i.name, log: i.log() })),
    elapsedMs: performance.now() - benchStarted,
    boards,
    database,
  });
}

// Declarations (hoisted): the run above calls them before this point is reached.
function isAcked(c: SentChange) {
  return c.status >= 200 && c.status < 300;
}

function ackedChange(c: SentChange): AckedChange {
  return {
    loungeId: c.loungeId,
    seatId: c.seatId,
    groupId: c.groupId,
    lockVersion: c.lockVersion,
    port: c.port,
    sentAt: c.sentAt,
    answeredAt: c.answeredAt,
    phase: c.phase,
  };
}

function portsLine(byPort: Record<string, number>, app: { port: number; name: string }[]) {
  return app.map((i) => `${i.name} ${byPort[i.port] ?? 0}`).join(", ");
}
