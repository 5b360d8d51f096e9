// @fastify/rate-limit's store over the `rate_limit_counts` table: every instance on the database
// counts into the same rows, where the plugin's own store would count in each process's memory.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rawRows } from "../db/raw-rows";

/** Rows past their window deleted per count: the table never grows faster than it is pruned. */
const PRUNE_BATCH = 20;

/**
 * Counts one request of `key` in a fixed window that starts with its first request, on the database
 * clock (one clock for every instance). One statement: two instances counting the same key at the
 * same moment both land (the upsert waits for the other's row), and neither resets the other.
 */
export async function countRequest(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const [row] = await rawRows<{ hits: number; ttl_ms: number | string }>(
    db,
    sql`with pruned as (
          delete from rate_limit_counts
          where resets_at < statement_timestamp() and key <> ${key}
            and key in (select key from rate_limit_counts
                        where resets_at < statement_timestamp() and key <> ${key}
                        order by resets_at limit ${PRUNE_BATCH})
        )
        insert into rate_limit_counts as c (key, hits, resets_at)
        values (${key}, 1, statement_timestamp() + ${windowMs}::int * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when c.resets_at <= statement_timestamp() then 1 else c.hits + 1 end,
          resets_at = case when c.resets_at <= statement_timestamp()
                           then excluded.resets_at else c.resets_at end
        returning c.hits,
          greatest(0, extract(epoch from c.resets_at - statement_timestamp()) * 1000)::float8 as ttl_ms`,
  );
  if (!row) throw new Error("rate_limit_counts: the upsert returned no row");
  return { current: Number(row.hits), ttl: Math.ceil(Number(row.ttl_ms)) };
}

/**
 * The store the plugin constructs (it takes only the plugin's options, hence the class made here
 * around the database). Called outside any transaction: on PGlite, a query on the database while a
 * transaction holds its one connection would wait forever.
 */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countRequest(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** Keys are named by their limiter (`guest-view:`, `guest-miss:`): one table serves them all. */
    child() {
      return this;
    }
  };
}
