// Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set;
// both through node-postgres and Drizzle's driver for it (PGlite by its own adapter, db/embedded.ts).
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import {
  drizzle as drizzleNodePg,
  type NodePgDatabase,
  type NodePgQueryResultHKT,
} from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgTransaction } from "drizzle-orm/pg-core";
import { DurableNodeFS, durableStartParams } from "./durable-fs";
import { openEmbeddedPool } from "./embedded";
import { openPool } from "./pg-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
/** node-postgres' Drizzle, whichever database is behind it: raw results are `pg`'s `{ rows }`. */
export type Db = NodePgDatabase<Schema>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction handle. */
export type Executor = Db | Tx;

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

/**
 * PGlite starts PostgreSQL with its default 128 MB of shared buffers, which it allocates and touches
 * in the WebAssembly heap at start: 145 MB of resident memory before any query. A lounge's working
 * set is a few MB, and a page that falls out of 32 MB is read again from the file system's cache
 * (or, in memory, from PGlite's own files): 127 MB less for every PGlite process.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** An in-memory PGlite, optionally restored from a dump (tests). */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("databaseUrl" in options) {
    // The server may drop a connection (restart, failover, pg_terminate_backend): the pool
    // reconnects on next use, and a request caught in flight fails with a 503 (http/errors.ts).
    const pool = openPool({ connectionString: options.databaseUrl, max: 10 }, (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ("dataDir" in options) {
    mkdirSync(options.dataDir, { recursive: true });
    // On disk, a commit is flushed before it returns (db/durable-fs.ts).
    client = new PGlite({
      fs: new DurableNodeFS(path.resolve(options.dataDir)),
      startParams: durableStartParams(PGLITE_START_PARAMS),
    });
  } else {
    client = new PGlite({
      startParams: PGLITE_START_PARAMS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  await client.waitReady;
  const pool = openEmbeddedPool(client);
  const db = drizzleNodePg(pool, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}
