// Backups on the database the tests run on (PGlite, or PostgreSQL with DATABASE_URL): a database
// with settlements, orders, print jobs and menu images is backed up as `npm run backup` does it
// (through the running server's socket on PGlite, pg_dump on PostgreSQL), restored into an empty
// database, and every table of the schema compared row for row; the app then runs on the copy. A
// database with data is never restored into; the folder keeps the last N; a close may back up.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config";
import { type Database, type Db, openDatabase } from "../db/client";
import { poolOf } from "../db/embedded";
import { rawRows } from "../db/raw-rows";
import { fingerprinter } from "../test/db-fingerprint";
import { buildFuzzWorld } from "../test/fuzz-world";
import { startTestServer, type TestServer } from "../test/harness";
import { APP_TABLES } from "./app-tables";
import { backupConfigured, backupDatabase, dumpEmbedded } from "./backup";
import { backupFileName, kindOfName, listBackups, pruneBackups } from "./backup-files";
import { backupSocketPath, serveBackups } from "./backup-socket";
import { restoreConfigured } from "./restore";

const serverUrl = process.env.DATABASE_URL;
const silent = { info: () => {}, error: () => {} };

let server: TestServer;
/** The lounge whose manager (w-manager) and the admin (w-admin) the tests sign in as. */
let loungeId: number;
let tmp: string;
/** PostgreSQL databases this file made, dropped at the end. */
const made: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  loungeId = (await buildFuzzWorld(server, server.client())).own.id;
  tmp = mkdtempSync(path.join(tmpdir(), "lounge-office-backup-"));
});
afterAll(async () => {
  await server?.close();
  if (serverUrl && made.length > 0) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of made) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Every table of the schema, its rows as text, sorted: two databases alike give equal objects. */
async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of APP_TABLES) {
    const rows = await rawRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "${table}" t`),
    );
    all[table] = rows.map((r) => r.row).sort();
  }
  return all;
}

/**
 * A fresh target for a restore: a new folder or a new PostgreSQL database with nothing in it, or
 * (`migrated`) one a first start left without data: the app's tables, empty.
 */
async function emptyTarget(
  label: string,
  { migrated = false } = {},
): Promise<Record<string, string>> {
  if (!serverUrl) {
    const env = { DATA_DIR: path.join(tmp, label) };
    if (migrated) {
      const database = await openTarget(env);
      await database.migrate();
      await database.close();
    }
    return env;
  }
  const name = `lounge_office_restore_${label.replace(/\W/g, "_")}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const template = inject("pgTemplateDatabase");
  await admin.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  made.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

const openTarget = (env: Record<string, string>) =>
  openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR as string },
  );

/** The configuration `npm run backup` would read while the test's server runs on its database. */
async function backUpAsTheCommandDoes(backupDir: string) {
  if (serverUrl) {
    const url = (poolOf(server.database.db) as pg.Pool & { options: pg.PoolConfig }).options
      .connectionString as string;
    return backupConfigured(loadConfig({ DATABASE_URL: url, BACKUP_DIR: backupDir }));
  }
  // The test's PGlite is in memory: its server's backup socket stands where DATA_DIR's would be.
  const dataDir = path.join(tmp, "live-data");
  const door = await serveBackups({
    socketPath: backupSocketPath(dataDir),
    dump: () => dumpEmbedded(server.database.db),
    log: silent,
  });
  try {
    return await backupConfigured(loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }));
  } finally {
    await door.close();
  }
}

describe("npm run backup, then npm run restore", () => {
  let restoredEnv: Record<string, string>;
  let file: string;

  it("restores every table row for row into an empty database, and the app runs on it", async () => {
    const written = await backUpAsTheCommandDoes(path.join(tmp, "backups"));
    file = written.file;
    expect(written.via).toBe(serverUrl ? "pg_dump" : "running server");
    expect(kindOfName(file)).toBe(serverUrl ? "postgres" : "pglite");
    expect(written.bytes).toBeGreaterThan(0);

    restoredEnv = await emptyTarget("restored");
    const restored = await restoreConfigured(loadConfig(restoredEnv), file);
    expect(restored.tables).toBe(APP_TABLES.length);

    const source = await everyRow(server.database.db);
    for (const table of ["settlements", "accounting_logs", "orders", "print_jobs", "images"])
      expect(source[table]?.length, table).toBeGreaterThan(0);
    let copy: Database | undefined = await openTarget(restoredEnv);
    try {
      expect(await everyRow(copy.db)).toEqual(source);
      // As `npm start` would: migrate (nothing to do), serve, sign in, and write (the sequences came along).
      await copy.migrate();
      const onCopy = await startTestServer({ database: copy });
      try {
        const admin = onCopy.client();
        expect((await admin.signIn("w-admin", "lounge-demo", loungeId)).status).toBe(200);
        const genre = await admin.post("/genres", {
          lounge_id: loungeId,
          name: "復元後",
          genre_kind: "food",
        });
        expect(genre.status, JSON.stringify(genre.body)).toBe(201);
      } finally {
        await onCopy.close();
      }
    } finally {
      await copy?.close();
      copy = undefined;
    }
  });

  it("restores into a database a first start left without data, in place of its empty tables", async () => {
    const env = await emptyTarget("migrated", { migrated: true });
    await restoreConfigured(loadConfig(env), file);
    const copy = await openTarget(env);
    try {
      expect(await everyRow(copy.db)).toEqual(await everyRow(server.database.db));
    } finally {
      await copy.close();
    }
  });

  it("refuses to restore into a database that holds data, and changes nothing", async () => {
    const before = await fingerprintOf(restoredEnv);
    await expect(restoreConfigured(loadConfig(restoredEnv), file)).rejects.toThrow(
      /^Refused: .* already holds Lounge Office data \(.+\)\. Nothing was changed\.\n.*(DATA_DIR=|DATABASE_URL=)/s,
    );
    expect(await fingerprintOf(restoredEnv)).toEqual(before);
    // Nor a backup of the other kind of database (refused before any connection).
    const other = serverUrl
      ? { DATA_DIR: path.join(tmp, "other-kind") }
      : { DATABASE_URL: "postgres://nobody@127.0.0.1:9/none" };
    await expect(restoreConfigured(loadConfig(other), file)).rejects.toThrow(
      serverUrl ? /pg_dump\) backup, but DATABASE_URL is not set/ : /backup of embedded PGlite/,
    );
  });
});

async function fingerprintOf(env: Record<string, string>) {
  const database = await openTarget(env);
  try {
    return await (await fingerprinter(database.db))();
  } finally {
    await database.close();
  }
}

describe("the backup folder", () => {
  it("keeps the last BACKUP_KEEP backups, by the time in their names, and leaves other files alone", async () => {
    const dir = path.join(tmp, "prune");
    const named = (iso: string, kind: "pglite" | "postgres") =>
      path.join(dir, backupFileName(kind, new Date(iso)));
    const files = [
      named("2026-01-01T00:00:00.000Z", "postgres"),
      named("2026-11-30T23:59:59.999Z", "pglite"),
      named("2026-12-01T00:00:00.000Z", "postgres"),
      named("2026-02-01T00:00:00.000Z", "pglite"),
    ];
    mkdirSync(dir, { recursive: true });
    for (const f of [...files, path.join(dir, "notes.txt")]) writeFileSync(f, "x");
    expect(pruneBackups(dir, 2).map((f) => path.basename(f))).toEqual(
      [files[0], files[3]].map((f) => path.basename(f as string)),
    );
    expect(readdirSync(dir).sort()).toEqual(
      [...[files[1], files[2]].map((f) => path.basename(f as string)), "notes.txt"].sort(),
    );

    // A real backup prunes too: three into a folder that keeps two.
    const kept = path.join(tmp, "kept");
    const written = [];
    for (let i = 0; i < 3; i++)
      written.push(await backupDatabase(server.database.db, { dir: kept, keep: 2 }));
    expect(written[2]?.removed).toEqual([written[0]?.file]);
    expect(listBackups(kept)).toEqual([written[1]?.file, written[2]?.file]);
  });
});

describe("BACKUP_AFTER_CLOSE", () => {
  /** A second instance of the app on the same database, with these settings. */
  async function closeADay(env: Record<string, string>, date: string) {
    const instance = await startTestServer({ database: server.database, env });
    try {
      const manager = instance.client();
      expect((await manager.signIn("w-manager", "lounge-demo", loungeId)).status).toBe(200);
      const drawer = { "10000": 1 };
      const url = `/business_days/${loungeId}/${date}`;
      expect((await manager.post(`${url}/open`, { counts: drawer })).status).toBe(200);
      const closed = await manager.post(`${url}/close`, { counted: drawer });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      return closed;
    } finally {
      // Closing the app waits for a backup under way.
      await instance.close();
    }
  }

  it("backs up once a close has committed", async () => {
    const dir = path.join(tmp, "after-close");
    await closeADay({ BACKUP_AFTER_CLOSE: "true", BACKUP_DIR: dir }, "2021-05-01");
    expect(listBackups(dir)).toHaveLength(1);
  });

  it("never fails the close when the backup cannot be written", async () => {
    const notAFolder = path.join(tmp, "a-file");
    writeFileSync(notAFolder, "");
    await closeADay({ BACKUP_AFTER_CLOSE: "true", BACKUP_DIR: notAFolder }, "2021-05-02");
  });
});
