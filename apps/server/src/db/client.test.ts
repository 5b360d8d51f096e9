// Embedded PGlite starts with 32 MB of shared buffers rather than PostgreSQL's 128 MB, which it
// would allocate and touch at start (bench/footprint.ts shows the resident memory it saves).
import { sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";

let database: Database | undefined;
afterAll(() => database?.close());

it("opens PGlite with 32 MB of shared buffers", async () => {
  database = await openDatabase({ memory: true });
  const result = await database.db.execute(sql`show shared_buffers`);
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: "32MB" }]);
});
