// What the database itself can tell an operator: its size, and on a PostgreSQL server the
// connections to it by state (embedded PGlite has one in-process connection, nothing to count).
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { serverPoolOf } from "./embedded";
import { rawRows } from "./raw-rows";

export type DatabaseFigures = {
  /** `current_database()`: the name the figures are of. */
  name: string;
  /** `pg_database_size` of the current database (PGlite: its files in its own file system). */
  sizeBytes: number;
  /** Connections to this database from every client (`pg_stat_activity`) by state; null on PGlite. */
  connections: Map<string, number> | null;
};

export async function readDatabaseFigures(db: Db): Promise<DatabaseFigures> {
  const [size] = await rawRows<{ name: string; bytes: number | string }>(
    db,
    sql`select current_database() as name, pg_database_size(current_database())::float8 as bytes`,
  );
  const name = size?.name ?? "";
  const sizeBytes = Number(size?.bytes);
  if (!serverPoolOf(db)) return { name, sizeBytes, connections: null };
  // Another role's sessions show no state unless this role may read all statistics: "unknown".
  const rows = await rawRows<{ state: string; connections: number | string }>(
    db,
    sql`select coalesce(state, 'unknown') as state, count(*)::int as connections
        from pg_stat_activity where datname = current_database() group by 1`,
  );
  return {
    name,
    sizeBytes,
    connections: new Map(rows.map((row) => [row.state, Number(row.connections)])),
  };
}
