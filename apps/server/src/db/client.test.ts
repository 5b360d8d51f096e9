// Embedded PGlite starts with 32 MB of shared buffers rather than PostgreSQL's 128 MB, which it
// would allocate and touch at start (bench/footprint.ts shows the resident memory it saves).
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { rawRows } from "./raw-rows";

let database: Database | undefined;
afterAll(() => database?.close());

it("opens PGlite with 32 MB of shared buffers", async () => {
  database = await openDatabase({ memory: true });
  expect(await rawRows(database.db, sql`show shared_buffers`)).toEqual([
    { shared_buffers: "32MB" },
  ]);
});
