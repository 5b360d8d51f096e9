// bench/scale.ts's stack: Debian's nginx with the README's configuration in front of processes on
// loopback ports (the app's instances, or the baseline's bare ones), each a child process killed
// with its process group when the bench exits, however it exits.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isUpToDate } from "../scripts/build-freshness.mjs";
import { SERVER_BUNDLE, SERVER_SOURCES } from "../scripts/server-bundle.mjs";
import { HOST, sleep } from "./support";

const root = path.resolve(import.meta.dirname, "..");

/** Where Debian's package puts nginx; else whatever `nginx` is on PATH. */
const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export const NGINX_MISSING =
  "nginx is not installed: `sudo apt-get install -y nginx` (Debian's package; the bench runs its " +
  "own nginx on a loopback port and leaves the system service alone)";

export function findNginx(): string | undefined {
  return NGINX_PATHS.find((file) => existsSync(file));
}

// ---- Child processes: each in a process group of its own, all killed at exit ----

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) signalGroup(child, "SIGKILL");
});

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** A child process started with `spawn`, its output's tail kept for an error message. */
function startChild(file: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(file, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

/**
 * Sends `signal`; resolves once the process exited, with how long that took (SIGKILL after 20 s).
 */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM") {
  const started = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return { ms: 0, code: child.exitCode };
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  // The server alone gets SIGTERM, as a service manager sends it; its group goes afterwards.
  child.kill(signal);
  const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 20_000);
  const code = await exited;
  clearTimeout(timer);
  signalGroup(child, "SIGKILL");
  return { ms: performance.now() - started, code };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until `url` answers at all (any status), or the child died, or `ms` passed. */
async function waitForAnswer(url: string, alive: () => boolean, ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (!alive()) return false;
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await sleep(50);
  }
  return false;
}

/** Waits until something accepts connections on `port`. */
async function waitForListener(port: number, alive: () => boolean, ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until && alive()) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, HOST);
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (accepted) return true;
    await sleep(50);
  }
  return false;
}

// ---- The app's instances ----

/**
 * How an instance runs: the server's bundle when it is up to date with its sources (as `npm start`
 * runs it), else the TypeScript through tsx (a stale bundle would measure yesterday's code).
 */
export function serverCommand(): { args: string[]; what: string } {
  if (existsSync(SERVER_BUNDLE) && isUpToDate(SERVER_BUNDLE, SERVER_SOURCES)) {
    return { args: [SERVER_BUNDLE], what: "apps/server/dist/main.mjs (up to date)" };
  }
  return {
    args: ["--import", "tsx", "apps/server/src/main.ts"],
    what: "apps/server/src/main.ts through tsx",
  };
}

export type Instance = {
  name: string;
  port: number;
  base: string;
  pid: () => number;
  up: () => boolean;
  /** The tail of what its processes wrote (this one and the one before a restart). */
  log: () => string;
  /** SIGTERM; how long the process took to exit, and its exit code. */
  stop: () => Promise<{ ms: number; code: number | null }>;
  /** Starts it again on the same port; how long until it answered. */
  start: () => Promise<number>;
};

/** A process serving HTTP on `port`, started by `args`, ready once `readyPath` answers. */
export function instance(options: {
  name: string;
  port: number;
  args: string[];
  env: Record<string, string>;
  readyPath: string;
}): Instance {
  const base = `http://${HOST}:${options.port}`;
  let current: ReturnType<typeof startChild> | undefined;
  let earlier = "";
  const alive = () => current?.child.exitCode === null && current.child.signalCode === null;
  return {
    name: options.name,
    port: options.port,
    base,
    pid: () => current?.child.pid ?? 0,
    up: alive,
    log: () => earlier + (current?.output() ?? ""),
    stop: async () => (current ? stopChild(current.child) : { ms: 0, code: null }),
    start: async () => {
      const started = performance.now();
      earlier += current?.output() ?? "";
      current = startChild(process.execPath, options.args, {
        ...options.env,
        PORT: String(options.port),
        HOST,
      });
      if (!(await waitForAnswer(`${base}${options.readyPath}`, alive, 60_000))) {
        throw new Error(`${options.name} did not start:\n${current.output()}`);
      }
      return performance.now() - started;
    },
  };
}

// ---- nginx ----

/** One `server` of the bench's nginx: a loopback port in front of an upstream of loopback ports. */
export type Site = { name: string; port: number; upstreamPorts: number[] };

/**
 * The README's configuration ("Behind a reverse proxy"), on loopback and plain HTTP, with three
 * changes for the bench, each marked: no TLS server (nothing to terminate on loopback), the
 * README's own advice for a port other than 443 (`X-Forwarded-Host $http_host`, else every change
 * would be refused as cross-origin), and the upstream that answered a /cable upgrade named in its
 * response (`X-Upstream`), so that each socket knows its instance.
 */
export function nginxConfig(dir: string, sites: Site[], runAsRoot: boolean) {
  const upstreams = sites
    .map(
      (site) =>
        `    upstream ${site.name} {\n${site.upstreamPorts
          .map((port) => `        server ${HOST}:${port};\n`)
          .join("")}    }\n`,
    )
    .join("\n");
  const servers = sites
    .map(
      (site) => `
    server {
        listen ${HOST}:${site.port};
        server_name ${HOST};
        client_max_body_size 2m;

        location / {
            proxy_pass http://${site.name};
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            # bench: the README's advice for a port other than 443 ($host carries no port)
            proxy_set_header X-Forwarded-Host $http_host;
        }

        location /cable {
            proxy_pass http://${site.name};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_read_timeout 1h;
            # bench: which instance took the socket (the last address, after any retry)
            add_header X-Upstream $upstream_addr always;
        }
    }
`,
    )
    .join("");
  return `# Written by bench/scale.ts for one run; removed with its folder.
${runAsRoot ? "user root;\n" : ""}worker_processes auto;
error_log ${dir}/error.log warn;
events {
    worker_connections 8192;
}
worker_rlimit_nofile 20000;
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;

${upstreams}
    map $http_upgrade $connection_upgrade {
        default upgrade;
        ''      close;
    }
${servers}}
`;
}

/** Runs nginx in the foreground with `sites`, its pid file and logs in `dir`. */
export async function startNginx(nginx: string, dir: string, sites: Site[]) {
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  // As root, its workers would otherwise be `nobody`, who may not enter the bench's folder.
  writeFileSync(conf, nginxConfig(dir, sites, process.getuid?.() === 0));
  const started = startChild(
    nginx,
    [
      "-p",
      dir,
      "-c",
      conf,
      "-e",
      path.join(dir, "error.log"),
      "-g",
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    {},
  );
  const alive = () => started.child.exitCode === null;
  for (const site of sites) {
    // A connection, not a request: a request would reach an upstream not started yet, and nginx
    // would then take it for down for 10 s (fail_timeout).
    if (!(await waitForListener(site.port, alive, 10_000))) {
      const log = existsSync(path.join(dir, "error.log"))
        ? readFileSync(path.join(dir, "error.log"), "utf8")
        : "";
      throw new Error(`nginx did not start:\n${started.output()}\n${log.slice(-2000)}`);
    }
  }
  return {
    /** nginx's processes: the master and its workers (their CPU and memory). */
    pids: () => [started.child.pid ?? 0, ...childPids(started.child.pid ?? 0)],
    stop: () => stopChild(started.child, "SIGQUIT"),
  };
}

function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
