// Embedded PGlite behind node-postgres: the app reaches PGlite through a pg pool of one connection
// (PGlite's own node-postgres adapter), so both databases run the same Drizzle driver and PGlite
// gets what the pools give PostgreSQL — a statement run again is parsed and planned once, then only
// bound (decision 012). PGlite is one session: everything goes through that one connection, and
// what must call PGlite itself (LISTEN, a dump) holds the connection meanwhile.
import type { PGlite } from "@electric-sql/pglite";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import pg from "pg";
import type { Db } from "./client";
import { openPool } from "./pg-pool";

/** The PGlite instance behind each embedded pool. */
const instances = new WeakMap<pg.Pool, PGlite>();

/**
 * A pool of PGlite's one session. A client checked out holds it (a transaction, or a statement)
 * until released, as PGlite's own `transaction()` holds its query lock; idle, it is kept (the
 * session keeps its prepared statements).
 */
export function openEmbeddedPool(pglite: PGlite): pg.Pool {
  const config = createPgConfig(pglite);
  const { connection } = config;
  // Drizzle gives each query its type parsers as `types`, which node-postgres also hands to the
  // Parse message (as parameter types): its own serializer skips a non-array there, PGlite's throws.
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) =>
    parse(Array.isArray(query.types) ? query : { ...query, types: undefined });
  const pool = openPool({ ...config, max: 1, idleTimeoutMillis: 0 }, () => {});
  // The pool's own `query` discards its connection when a statement fails, as a server's connection
  // might be broken then. PGlite's session cannot be, and the adapter ends a discarded connection
  // after the next one has started on the same session, breaking that one: a failed statement
  // hands the connection back like a successful one (a transaction's rollback already does).
  pool.query = (async (text: string | pg.QueryConfig, values?: unknown[]) => {
    const client = await pool.connect();
    try {
      return await client.query(text, values);
    } finally {
      client.release();
    }
  }) as typeof pool.query;
  instances.set(pool, pglite);
  return pool;
}

const clientOf = (db: unknown) => (db as { $client?: unknown }).$client;

/** The pool behind a database handle, whichever database: a server's, or PGlite's one session. */
export function poolOf(db: Db): pg.Pool {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool)) throw new Error("poolOf: this database handle has no pool");
  return client;
}

/** The PGlite instance behind a database handle; null on a PostgreSQL server. */
export function embeddedOf(db: unknown): PGlite | null {
  const client = clientOf(db);
  return client instanceof pg.Pool ? (instances.get(client) ?? null) : null;
}

/** The PostgreSQL server's pool behind a database handle; null on PGlite. */
export function serverPoolOf(db: unknown): pg.Pool | null {
  const client = clientOf(db);
  return client instanceof pg.Pool && !instances.has(client) ? client : null;
}

/**
 * Runs `use` on the PGlite instance itself while holding its one connection, so that no statement
 * of the pool is half-way through PGlite's protocol meanwhile.
 */
export async function usingEmbedded<T>(db: unknown, use: (pglite: PGlite) => Promise<T>) {
  const pglite = embeddedOf(db);
  const pool = clientOf(db) as pg.Pool;
  if (!pglite) throw new Error("usingEmbedded: not an embedded database");
  const held = await pool.connect();
  try {
    return await use(pglite);
  } finally {
    held.release();
  }
}
