// The pool's connections prepare the statements it runs again: named from their second use, parsed
// and planned once per connection by PostgreSQL, never a statement seen once, never one without
// values (which may hold several statements), and at most MAX_NAMED per pool.
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness";
import type { Database } from "./client";
import { poolOf } from "./embedded";
import { MAX_NAMED, openPool, statementNamer } from "./pg-pool";

describe("statementNamer", () => {
  it("names a text from its second use on, the same name every time after", () => {
    const nameOf = statementNamer();
    expect(nameOf("select $1")).toBeUndefined();
    expect(nameOf("select $2")).toBeUndefined();
    expect(nameOf("select $1")).toBe("lo_1");
    expect(nameOf("select $1")).toBe("lo_1");
    expect(nameOf("select $2")).toBe("lo_2");
  });

  it("stops naming new texts at MAX_NAMED, and keeps the names it gave", () => {
    const nameOf = statementNamer();
    for (let i = 0; i < MAX_NAMED; i++) {
      nameOf(`select ${i}`);
      expect(nameOf(`select ${i}`)).toBe(`lo_${i + 1}`);
    }
    nameOf("select 'one more'");
    expect(nameOf("select 'one more'")).toBeUndefined();
    expect(nameOf("select 0")).toBe("lo_1");
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);

describe("a pool's connection on PostgreSQL", () => {
  let database: Database | undefined;
  let pool: pg.Pool;
  let client: pg.PoolClient;
  const prepared = async () =>
    (await client.query("select name, statement from pg_prepared_statements order by name")).rows;

  beforeAll(async () => {
    if (!onPostgres) return;
    // A database of its own; its pool's connection string is the one this pool opens.
    database = await openTestDatabase();
    const url = poolOf(database.db).options.connectionString;
    pool = openPool({ connectionString: url, max: 1 }, () => {});
    client = await pool.connect();
  });
  afterAll(async () => {
    client?.release();
    await pool?.end();
    await database?.close();
  });

  it.skipIf(!onPostgres)(
    "prepares a statement with values on its second run, and binds it after",
    async () => {
      const add = "select $1::int + 1 as n";
      expect((await client.query(add, [1])).rows).toEqual([{ n: 2 }]);
      expect(await prepared()).toEqual([]);
      expect((await client.query(add, [2])).rows).toEqual([{ n: 3 }]);
      expect((await client.query({ text: add, rowMode: "array" }, [3])).rows).toEqual([[4]]);
      expect(await prepared()).toEqual([{ name: "lo_1", statement: add }]);
    },
  );

  it.skipIf(!onPostgres)("leaves texts without values to the simple protocol", async () => {
    const two = "select 1 as a; select 2 as b";
    await client.query(two);
    await client.query(two);
    expect((await prepared()).map((row) => row.statement)).not.toContain(two);
  });

  it.skipIf(!onPostgres)("answers an error, then runs the same statement again", async () => {
    const divide = "select 6 / $1::int as n";
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: "22012" });
    await expect(client.query(divide, [0])).rejects.toMatchObject({ code: "22012" });
    expect((await client.query(divide, [2])).rows).toEqual([{ n: 3 }]);
  });

  it.skipIf(!onPostgres)("prepares Drizzle's statements inside a transaction as well", async () => {
    const db = drizzle(pool);
    client.release();
    const run = () =>
      db.transaction(async (tx) => {
        const [row] = (await tx.execute(sql`select ${"兄"}::text || 'と' as s`)).rows;
        return row;
      });
    expect(await run()).toEqual({ s: "兄と" });
    expect(await run()).toEqual({ s: "兄と" });
    client = await pool.connect();
    expect((await prepared()).map((row) => row.statement)).toContain(
      "select $1::text || 'と' as s",
    );
  });
});
