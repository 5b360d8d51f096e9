// The rows of a raw statement (`sql` through `execute`), typed by the caller: what Drizzle's query
// builder cannot say (clock_timestamp(), a CTE's answer). node-postgres answers with `{ rows }`.
import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

/** Resolves to `T[]` for the caller's row type `T` (Drizzle's `Assume` only narrows it). */
export async function rawRows<T extends Record<string, unknown> = Record<string, unknown>>(
  tx: Executor,
  query: SQL,
) {
  return (await tx.execute<T>(query)).rows;
}
