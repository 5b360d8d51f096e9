// `npm start`'s server as a separate OS process (the real entry, apps/server/src/main.ts: its
// signals, its exit) on a test's database: for tests of what one process cannot show alone.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Db, openDatabase } from "../db/client";
import { databaseUrlOf, openTestDatabase } from "./harness";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ProcessDatabase<T> = {
  /** What `build` returned. */
  world: T;
  /** DATABASE_URL, or DATA_DIR (PGlite) for the process. */
  env: Record<string, string>;
  /** Reads the database once the process has exited (PGlite's folder is the process's while it runs). */
  read: <R>(query: (db: Db) => Promise<R>) => Promise<R>;
  drop: () => Promise<void>;
};

/**
 * A fresh, migrated database for a server process, with what `build` puts in it: on PostgreSQL a
 * copy of the template; on PGlite a data folder the template is restored into, built in and closed
 * before the process opens it (one process per folder).
 */
export async function processDatabase<T>(
  build: (db: Db) => Promise<T>,
): Promise<ProcessDatabase<T>> {
  if (process.env.DATABASE_URL) {
    const database = await openTestDatabase();
    return {
      world: await build(database.db),
      env: { DATABASE_URL: databaseUrlOf(database) },
      read: (query) => query(database.db),
      drop: () => database.close(),
    };
  }
  const file = inject("pgliteTemplateFile");
  if (!file) throw new Error("global setup did not prepare a template database");
  const work = mkdtempSync(path.join(tmpdir(), "lounge-office-process-"));
  const dataDir = path.join(work, "data");
  const restored = new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  await restored.waitReady;
  await restored.close();
  const opened = async <R>(query: (db: Db) => Promise<R>) => {
    const database = await openDatabase({ dataDir });
    try {
      return await query(database.db);
    } finally {
      await database.close();
    }
  };
  return {
    world: await opened(build),
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    read: opened,
    drop: async () => rmSync(work, { recursive: true, force: true }),
  };
}

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with its exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
  /** SIGKILL if it is still running (a test's clean-up). */
  kill: () => void;
};

/** Starts the server as `npm start` does, on a free loopback port; resolves once it answers /healthz. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited:\n${output}`);
    const ok = await fetch(`${baseUrl}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { baseUrl, child, output: () => output, exited, kill };
    if (Date.now() > deadline) {
      kill();
      throw new Error(`the server process did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
