// PGlite on disk flushes every commit before it returns: fsync on, the WAL synced through fsync(),
// and NODEFS's fsync reaching the real file (counted here; decision 032 has the system calls seen
// with strace).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { DurableNodeFS, durableStartParams } from "./durable-fs";
import { rawRows } from "./raw-rows";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lounge-durable-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("PGlite on disk", () => {
  it("flushes a file for every commit, and none for a read", async () => {
    let flushes = 0;
    const pg = new PGlite({
      fs: new DurableNodeFS(dataDir(), () => {
        flushes += 1;
      }),
      startParams: durableStartParams(),
    });
    try {
      await pg.exec("create table paid (id serial primary key, yen integer not null)");
      for (let i = 1; i <= 5; i++) {
        const before = flushes;
        await pg.query("insert into paid (yen) values ($1)", [i * 1000]);
        expect(flushes, `commit ${i}`).toBeGreaterThan(before);
      }
      const before = flushes;
      await pg.query("select sum(yen) from paid");
      expect(flushes).toBe(before);
    } finally {
      await pg.close();
    }
  }, 60_000);

  it("is how the server opens a data directory: fsync on, the WAL synced by fsync()", async () => {
    const database = await openDatabase({ dataDir: dataDir() });
    try {
      expect(await rawRows(database.db, sql`show fsync`)).toEqual([{ fsync: "on" }]);
      expect(await rawRows(database.db, sql`show wal_sync_method`)).toEqual([
        { wal_sync_method: "fsync" },
      ]);
      expect(await rawRows(database.db, sql`show shared_buffers`)).toEqual([
        { shared_buffers: "32MB" },
      ]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
