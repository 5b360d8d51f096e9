// Restores a backup into the database the configuration names, only when that database holds none
// of the app's data: a PGlite tarball into DATA_DIR (a new or empty folder, the server stopped), a
// pg_dump file into DATABASE_URL's database. A refusal changes nothing and says where to restore.
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Config } from "../config";
import { openDatabase } from "../db/client";
import { APP_TABLES, describeRows, tablesWithRows } from "./app-tables";
import type { DatabaseKind } from "./backup-files";
import { backupSocketPath, serverAnswers } from "./backup-socket";
import { BackupError, pgRestore } from "./postgres-tools";

/** What the file holds, by its first bytes: pg_dump's custom format, or a gzip (PGlite's tarball). */
export function kindOfFile(file: string): DatabaseKind | null {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgres";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  return null;
}

export type Restored = { kind: DatabaseKind; where: string; tables: number; rows: number };

export async function restoreConfigured(config: Config, file: string): Promise<Restored> {
  if (!existsSync(file)) throw new BackupError(`No such file: ${file}`);
  const kind = kindOfFile(file);
  if (kind === null)
    throw new BackupError(`${file} is not a Lounge Office backup (neither pg_dump nor PGlite).`);
  const configured: DatabaseKind = config.DATABASE_URL ? "postgres" : "pglite";
  if (kind !== configured)
    throw new BackupError(
      kind === "pglite"
        ? `${file} is a backup of embedded PGlite, but DATABASE_URL names a PostgreSQL server. Unset DATABASE_URL to restore it into DATA_DIR.`
        : `${file} is a PostgreSQL (pg_dump) backup, but DATABASE_URL is not set. Set DATABASE_URL to an empty PostgreSQL database to restore it there.`,
    );
  return config.DATABASE_URL
    ? restorePostgres(config.DATABASE_URL, file)
    : restorePglite(config.DATA_DIR, file);
}

const NOTHING_CHANGED = "Nothing was changed.";

async function restorePostgres(url: string, file: string): Promise<Restored> {
  const target = await openDatabase({ databaseUrl: url });
  try {
    const used = await tablesWithRows(target.db);
    if (used.length > 0) {
      const name = new URL(url).pathname.slice(1);
      throw new BackupError(
        `Refused: the database ${name} (DATABASE_URL) already holds Lounge Office data (${describeRows(used)}). ${NOTHING_CHANGED}\nRestore into an empty database instead: createdb lounge_office_restored, then\n  DATABASE_URL=postgres://…/lounge_office_restored npm run restore -- ${file}\nand start the server with that DATABASE_URL.`,
      );
    }
  } finally {
    await target.close();
  }
  await pgRestore(url, file);
  return {
    kind: "postgres",
    where: `DATABASE_URL (${new URL(url).pathname.slice(1)})`,
    ...(await countRows({ databaseUrl: url })),
  };
}

async function restorePglite(dataDir: string, file: string): Promise<Restored> {
  const dir = path.resolve(dataDir);
  const elsewhere = `Restore into a new folder instead:\n  DATA_DIR=./data-restored npm run restore -- ${file}\nthen start with DATA_DIR=./data-restored npm start (or set DATA_DIR there for good).`;
  if (await serverAnswers(backupSocketPath(dir)))
    throw new BackupError(
      `Refused: the server is running on DATA_DIR (${dir}). ${NOTHING_CHANGED} Stop it first, or ${elsewhere.charAt(0).toLowerCase()}${elsewhere.slice(1)}`,
    );
  const entries = existsSync(dir) ? readdirSync(dir) : [];
  if (entries.length > 0) {
    if (!entries.includes("PG_VERSION"))
      throw new BackupError(
        `Refused: DATA_DIR (${dir}) is not empty and holds no database. ${NOTHING_CHANGED}\n${elsewhere}`,
      );
    const existing = await openDatabase({ dataDir: dir });
    let used: { table: string; rows: number }[];
    try {
      used = await tablesWithRows(existing.db);
    } finally {
      await existing.close();
    }
    if (used.length > 0)
      throw new BackupError(
        `Refused: DATA_DIR (${dir}) already holds Lounge Office data (${describeRows(used)}). ${NOTHING_CHANGED}\n${elsewhere}`,
      );
    // A database without data (as a first start with SEED_DEMO=false leaves it): the backup replaces it.
    for (const entry of entries) rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  const bytes = readFileSync(file);
  const pglite = new PGlite(dir, {
    loadDataDir: new File([bytes], path.basename(file), { type: "application/gzip" }),
  });
  await pglite.waitReady;
  await pglite.close();
  return { kind: "pglite", where: `DATA_DIR (${dir})`, ...(await countRows({ dataDir: dir })) };
}

/** Opens the restored database as the server will, and counts what it holds. */
async function countRows(options: { databaseUrl: string } | { dataDir: string }) {
  const database = await openDatabase(options);
  try {
    const used = await tablesWithRows(database.db);
    return { tables: APP_TABLES.length, rows: used.reduce((sum, t) => sum + t.rows, 0) };
  } finally {
    await database.close();
  }
}
