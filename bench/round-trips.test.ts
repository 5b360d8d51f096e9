// bench/api.ts's baseline is only fair if the round trips it counts are the ones the app makes and
// the bare routes replay exactly that shape: both, on PGlite (or DATABASE_URL's server when set).

import type { Db } from "@lounge-office/server/db/client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayer, roundTripsOf, type Segment, shapeOf, watchRoundTrips } from "./round-trips";
import { buildBenchFloor, nth, openBenchDatabase } from "./support";

let db: Db;
let close: () => Promise<void>;
let watch: ReturnType<typeof watchRoundTrips>;
let seatId: number;

beforeAll(async () => {
  const opened = await openBenchDatabase();
  db = opened.database.db;
  close = async () => {
    await opened.database.close();
    await opened.drop();
  };
  watch = watchRoundTrips(db);
  seatId = nth((await buildBenchFloor(db, { seatCount: 1 })).seats, 0).id;
  // A migration from scratch: seconds when idle, over Vitest's 10 s hook default on a busy machine.
}, 120_000);

afterAll(() => close());

describe("round trips", () => {
  it("counts lone statements, and a transaction's statements with its BEGIN and COMMIT", async () => {
    watch.start();
    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
      await tx.execute(sql`select 3`);
    });
    const statements = watch.stop();
    expect(statements).toHaveLength(5);
    expect(shapeOf(statements)).toEqual([
      { kind: "single" },
      { kind: "transaction", statements: 2 },
    ]);
  });

  it("counts a rolled-back transaction's ROLLBACK", async () => {
    watch.start();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    const statements = watch.stop();
    expect(statements).toHaveLength(3);
    expect(shapeOf(statements)).toEqual([{ kind: "transaction", statements: 1 }]);
  });

  it("records nothing while stopped", async () => {
    watch.start();
    watch.stop();
    await db.execute(sql`select 1`);
    watch.start();
    expect(watch.stop()).toEqual([]);
  });

  it("replays a shape with exactly its round trips", async () => {
    const shape: Segment[] = [
      { kind: "single" },
      { kind: "transaction", statements: 3 },
      { kind: "single" },
    ];
    watch.start();
    await replayer(db, "seats", seatId)(shape);
    const statements = watch.stop();
    expect(shapeOf(statements)).toEqual(shape);
    expect(statements).toHaveLength(roundTripsOf(shape));
    expect(roundTripsOf(shape)).toBe(7);
  });
});
