// The app's tables, read from the Drizzle schema (every table, none listed by hand), and which of
// them hold rows: a database with any is in use, and a restore never goes into it.
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../db/client";
import { rawRows } from "../db/raw-rows";
import * as schema from "../db/schema";

/** Every table of the schema, by name, sorted. */
export const APP_TABLES: readonly string[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Rows a migration writes itself (the journal's start): a freshly migrated database has them. */
const FILLED_BY_MIGRATIONS: ReadonlySet<string> = new Set(["journal_start"]);

/** The app's tables that exist in the database and hold rows, with their counts. */
export async function tablesWithRows(db: Executor): Promise<{ table: string; rows: number }[]> {
  const present = (
    await rawRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((r) => r.name);
  const tables = APP_TABLES.filter((name) => present.includes(name));
  if (tables.length === 0) return [];
  const counts = await rawRows<{ name: string; n: number }>(
    db,
    sql.raw(
      tables
        .map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`)
        .join(" union all "),
    ),
  );
  return counts
    .filter((c) => c.n > 0 && !FILLED_BY_MIGRATIONS.has(c.name))
    .map((c) => ({ table: c.name, rows: c.n }));
}

/** "staff 12, lounges 3, menus 40 …" (the largest first, at most five). */
export function describeRows(tables: { table: string; rows: number }[]): string {
  const sorted = [...tables].sort((a, b) => b.rows - a.rows);
  const shown = sorted.slice(0, 5).map((t) => `${t.table} ${t.rows}`);
  return sorted.length > 5 ? `${shown.join(", ")} …` : shown.join(", ");
}
