// The relay's own database handle: on PostgreSQL a small pool of its own, so loading a changed seat
// never waits behind request traffic queued on the app's pool; embedded PGlite has one connection.
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "../db/client";
import { serverPoolOf } from "../db/embedded";
import { openPool } from "../db/pg-pool";
import * as schema from "../db/schema";

/** `pool`: its own PostgreSQL pool (reported by the pool metrics); null on PGlite. */
export type RelayDb = { db: Db; pool: pg.Pool | null; close: () => Promise<void> };

/** Seat loads are sequential per lounge: a few connections serve every lounge of a process. */
const RELAY_CONNECTIONS = 3;

export function openRelayDb(db: Db): RelayDb {
  const client = serverPoolOf(db);
  if (!client) return { db, pool: null, close: async () => {} };
  const { max: _max, ...settings } = (client as unknown as { options: pg.PoolConfig }).options;
  // A connection dropped by the server is replaced on next use; the seat load it failed is logged
  // by the hub.
  const pool = openPool({ ...settings, max: RELAY_CONNECTIONS }, () => {});
  return { db: drizzle(pool, { schema }) as unknown as Db, pool, close: () => pool.end() };
}
