// A cheap fingerprint of the whole database (every table of the public schema: its row count and a
// hash of its rows), so a test can prove a refused request changed nothing without knowing what it might touch.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawRows } from "../db/raw-rows";

export type Fingerprint = Record<string, string>;

/**
 * Builds the fingerprint function once (the table list is read at the start). `exclude` names
 * tables that change by design on requests a test does not control (e.g. the session's last-seen time).
 */
export async function fingerprinter(db: Db, exclude: readonly string[] = []) {
  const tables = (
    await rawRows<{ name: string }>(
      db,
      sql.raw(`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    )
  )
    .map((r) => r.name)
    .filter((name) => !exclude.includes(name));
  if (tables.length === 0) throw new Error("no tables to fingerprint");
  // One round trip. The sum of the rows' hashes needs no sort (md5 over rows in order cost half as
  // much again per request); a change that keeps both the count and the sum is not a practical worry.
  const query = sql.raw(
    tables
      .map(
        (name) =>
          `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) as digest from "${name}" t`,
      )
      .join(" union all "),
  );
  return async (): Promise<Fingerprint> =>
    Object.fromEntries(
      (await rawRows<{ name: string; digest: string }>(db, query)).map((r) => [r.name, r.digest]),
    );
}

/** The tables whose digest differs between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
