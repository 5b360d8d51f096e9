// One backup of the database in use, into BACKUP_DIR: pg_dump on a PostgreSQL server; on embedded
// PGlite its data folder as a tarball, taken by the server that holds it (through its backup
// socket) or, with the server stopped, by opening the folder here. Used by `npm run backup` and by
// the backup after the register close.
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";
import type { Config } from "../config";
import { type Db, openDatabase } from "../db/client";
import { embeddedOf, serverPoolOf, usingEmbedded } from "../db/embedded";
import { type DatabaseKind, type WrittenBackup, writeBackupFile } from "./backup-files";
import { backupSocketPath, requestBackup } from "./backup-socket";
import { BackupError, pgDump } from "./postgres-tools";

/**
 * PGlite's data folder as a gzipped tar, taken while holding its one connection: no transaction is
 * half done meanwhile. The checkpoint first writes every committed page to the data files, so the
 * copy opens without replaying the write-ahead log.
 */
export function dumpEmbedded(db: Db): Promise<Uint8Array> {
  return usingEmbedded(db, async (pglite) => {
    await pglite.exec("CHECKPOINT");
    const tarball = await pglite.dumpDataDir("gzip");
    return new Uint8Array(await tarball.arrayBuffer());
  });
}

/** How to write a backup of the database behind an open handle, and which kind it is. */
export function backupSourceOf(db: Db): {
  kind: DatabaseKind;
  write: (file: string) => Promise<void>;
} {
  if (embeddedOf(db))
    return {
      kind: "pglite",
      write: async (file) => writeFileSync(file, await dumpEmbedded(db)),
    };
  const pool = serverPoolOf(db) as (pg.Pool & { options: pg.PoolConfig }) | null;
  const url = pool?.options.connectionString;
  if (!url) throw new BackupError("This database handle names no PostgreSQL server to dump.");
  return { kind: "postgres", write: (file) => pgDump(url, file) };
}

/** A backup of an open database (the server's, after the register close). */
export function backupDatabase(db: Db, target: { dir: string; keep: number }) {
  const source = backupSourceOf(db);
  return writeBackupFile({ ...target, kind: source.kind }, source.write);
}

/** What `npm run backup` does: the database the configuration names, as the server would open it. */
export async function backupConfigured(
  config: Config,
): Promise<WrittenBackup & { via: "pg_dump" | "running server" | "data folder" }> {
  const target = { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP };
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const written = await writeBackupFile({ ...target, kind: "postgres" }, (file) =>
      pgDump(url, file),
    );
    return { ...written, via: "pg_dump" };
  }
  let via: "running server" | "data folder" = "running server";
  const written = await writeBackupFile({ ...target, kind: "pglite" }, async (file) => {
    if ((await requestBackup(backupSocketPath(config.DATA_DIR), file)) === "written") return;
    via = "data folder";
    await dumpStoppedDataDir(config.DATA_DIR, file);
  });
  return { ...written, via };
}

/** The server is not running: open its data folder here (never creating one), dump it, close it. */
async function dumpStoppedDataDir(dataDir: string, file: string) {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, "PG_VERSION")))
    throw new BackupError(`There is no database in DATA_DIR (${dir}): nothing to back up.`);
  if (existsSync(path.join(dir, "postmaster.pid")))
    throw new BackupError(
      `DATA_DIR (${dir}) is in use, but no server answers on ${backupSocketPath(dataDir)}. If the server is running, start it with this version (it answers backups while it runs); if it stopped abruptly, start it once and run npm run backup while it runs.`,
    );
  const database = await openDatabase({ dataDir: dir });
  try {
    writeFileSync(file, await dumpEmbedded(database.db));
  } finally {
    await database.close();
  }
}
