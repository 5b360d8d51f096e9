// Runs the Playwright suite against a fresh database: a new PGlite folder, or a new database on
// the DATABASE_URL server (created here, dropped afterwards). Builds the web bundle first.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } }).status ??
  1;

if (run("npm", ["run", "build", "--silent", "-w", "@lounge-office/web"]) !== 0) process.exit(1);

const env = {};
let drop = async () => {};
const tmp = path.join(root, ".tmp");
mkdirSync(tmp, { recursive: true });
if (process.env.DATABASE_URL) {
  const name = `lounge_office_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.E2E_DATABASE_URL = url.toString();
  drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
} else {
  const dir = path.join(tmp, `e2e-data-${process.pid}`);
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  env.E2E_DATA_DIR = dir;
  drop = async () => rmSync(dir, { recursive: true, force: true });
}

// A free port per run, so two runs (or a developer's server) never collide.
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(String(free)));
    });
  });
const port = process.env.E2E_PORT ?? (await freePort());
env.E2E_PORT = port;

// The receipt printer the tests print on (tools/printer-emulator). A child process: Playwright
// runs synchronously below, and an in-process server would not answer meanwhile.
const printerPort = await freePort();
const printer = spawn(
  process.execPath,
  ["--import", "tsx", "tools/printer-emulator/src/cli.ts", "--port", printerPort],
  { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
);
const stopPrinter = () => {
  if (printer.exitCode === null) printer.kill("SIGTERM");
};
process.on("exit", stopPrinter);
await new Promise((resolve, reject) => {
  let seen = "";
  printer.stdout.on("data", (chunk) => {
    seen += chunk;
    if (seen.includes("printer emulator on")) resolve();
  });
  printer.once("exit", (code) => reject(new Error(`printer emulator exited (${code})`)));
});
printer.stdout.resume();
env.E2E_PRINTER_URL = `http://127.0.0.1:${printerPort}`;

const status = run(
  "npx",
  // Each run its own output folder: concurrent runs never wipe each other's traces.
  [
    "playwright",
    "test",
    "--config",
    "e2e/playwright.config.ts",
    "--output",
    path.join(tmp, `e2e-results-${process.pid}`),
    ...process.argv.slice(2),
  ],
  { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1", DATABASE_URL: "" },
);
stopPrinter();
await drop();
process.exit(status);
