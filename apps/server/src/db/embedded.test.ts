// Embedded PGlite behind node-postgres (db/embedded.ts): statements run again are prepared in
// PGlite's session as on a server, errors keep their SQLSTATE, and the one session is held by one
// holder at a time — a transaction, a statement, or whoever calls PGlite itself.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { embeddedOf, serverPoolOf, usingEmbedded } from "./embedded";
import { rawRows } from "./raw-rows";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database?.close());

const rows = (query: ReturnType<typeof sql>) => rawRows(database.db, query);

/** Resolves once `check` holds (checked at every turn of the event loop). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

it("is PGlite, not a server's pool", () => {
  expect(embeddedOf(database.db)).not.toBeNull();
  expect(serverPoolOf(database.db)).toBeNull();
});

it("prepares a statement with values on its second run, in PGlite's session", async () => {
  const add = (n: number) => sql`select ${n}::int + 1 as n`;
  expect(await rows(add(1))).toEqual([{ n: 2 }]);
  expect(await rows(add(2))).toEqual([{ n: 3 }]);
  const prepared = await rows(sql`select name, statement from pg_prepared_statements`);
  expect(prepared).toContainEqual({
    name: expect.stringMatching(/^lo_\d+$/),
    statement: "select $1::int + 1 as n",
  });
});

it("answers an error with its SQLSTATE, then runs the same statement again", async () => {
  const divide = (n: number) => sql`select 6 / ${n}::int as n`;
  await expect(rows(divide(0))).rejects.toMatchObject({ cause: { code: "22012" } });
  await expect(rows(divide(0))).rejects.toMatchObject({ cause: { code: "22012" } });
  expect(await rows(divide(2))).toEqual([{ n: 3 }]);
  // A transaction that failed is rolled back: the session is usable after it.
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table gone (n int)`);
      await tx.execute(divide(0));
    }),
  ).rejects.toMatchObject({ cause: { code: "22012" } });
  expect(await rows(sql`select to_regclass('pg_temp.gone') as t`)).toEqual([{ t: null }]);
});

it("holds the one session for a transaction: a statement meanwhile waits for its commit", async () => {
  const order: string[] = [];
  let commit = () => {};
  const held = new Promise<void>((resolve) => {
    commit = resolve;
  });
  const transaction = database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    order.push("in transaction");
    await held;
    order.push("committing");
  });
  await until(() => order.length > 0);
  const other = rows(sql`select 2 as n`).then(() => order.push("other statement"));
  const direct = usingEmbedded(database.db, (pglite) => pglite.query("select 3")).then(() =>
    order.push("PGlite itself"),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(order).toEqual(["in transaction"]);
  commit();
  await Promise.all([transaction, other, direct]);
  expect(order.slice(0, 2)).toEqual(["in transaction", "committing"]);
  expect(order.slice(2).sort()).toEqual(["PGlite itself", "other statement"]);
});
