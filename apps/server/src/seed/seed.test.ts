// Demo seed: three lounges with a manager and three staff each (and their last month's attendance) plus
// an admin — only into a database without staff.
import { replayAttendance } from "@lounge-office/domain/attendance";
import { asc, count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { attendanceLogs, lounges, printers, staff, staffLounges } from "../db/schema";
import { openTestDatabase } from "../test/harness";
import { buildStaff } from "./factories";
import { DEMO_PRINTER_NAME, seedDemo } from "./seed";

let database: Database;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.close());

describe("seedDemo", () => {
  it("loads 渋谷, 新宿 and 梅田 with their managers and staff, and one admin", async () => {
    expect(await seedDemo(database.db)).toEqual({ seeded: true });
    const names = (await database.db.select().from(lounges)).map((l) => l.name);
    expect(names).toEqual(["渋谷", "新宿", "梅田"]);
    const accounts = (await database.db.select().from(staff)).map((s) => `${s.account}:${s.role}`);
    expect(accounts).toHaveLength(13);
    expect(accounts).toEqual(
      expect.arrayContaining([
        "admin:admin",
        "shibuya-manager:manager",
        "shibuya-staff1:staff",
        "shinjuku-staff3:staff",
        "umeda-manager:manager",
      ]),
    );
    const [shibuya] = await database.db.select().from(lounges).where(eq(lounges.name, "渋谷"));
    const [members] = await database.db
      .select({ n: count() })
      .from(staffLounges)
      .where(eq(staffLounges.lounge_id, shibuya?.id ?? 0));
    expect(members?.n).toBe(4);
  });

  it("gives each lounge a printer at the emulator's address", async () => {
    await seedDemo(database.db);
    const rows = await database.db.select().from(printers);
    expect(rows).toHaveLength(3);
    for (const printer of rows) {
      expect(printer).toMatchObject({
        name: DEMO_PRINTER_NAME,
        kind: "printer",
        scheme: "http",
        ip: "127.0.0.1",
        port: 8008,
        device_id: "local_printer",
        timeout_ms: 10000,
      });
    }
    expect(new Set(rows.map((p) => p.lounge_id)).size).toBe(3);
  });

  it("gives every lounge's staff last month's night shifts, one clock-out forgotten, none this month", async () => {
    // 2026-11-24 16:00 in Tokyo: the previous month is October.
    await seedDemo(database.db, new Date("2026-11-24T07:00:00Z"));
    const logs = await database.db
      .select()
      .from(attendanceLogs)
      .orderBy(asc(attendanceLogs.logged_at), asc(attendanceLogs.id));
    expect(new Set(logs.map((l) => l.shift_day.slice(0, 7)))).toEqual(new Set(["2026-10"]));
    const sequences = new Map<string, typeof logs>();
    for (const log of logs) {
      const key = `${log.lounge_id}:${log.staff_id}`;
      sequences.set(key, [...(sequences.get(key) ?? []), log]);
    }
    // The 4 members of each of the 3 lounges; the admin has none.
    expect(sequences.size).toBe(12);
    let open = 0;
    for (const sequence of sequences.values()) {
      const replay = replayAttendance(
        sequence.map((l) => ({ id: l.id, log_type: l.log_type, at: l.logged_at.getTime() })),
      );
      if (!replay.ok) throw new Error(`seeded attendance does not replay: ${replay.message}`);
      expect(replay.shifts.length).toBeGreaterThanOrEqual(3);
      for (const shift of replay.shifts) {
        expect(shift.breaks).toHaveLength(1);
        if (shift.clockOut === null) open++;
        // Evening shifts past midnight, on the business day they began.
        else expect(shift.clockOut - shift.clockIn).toBeGreaterThan(4 * 60 * 60_000);
      }
    }
    expect(open).toBe(1);
  });

  it("never seeds into a database that already has staff", async () => {
    await buildStaff(database.db, { account: "real-owner", role: "admin" });
    const result = await seedDemo(database.db);
    expect(result.seeded).toBe(false);
    const [total] = await database.db.select({ n: count() }).from(staff);
    expect(total?.n).toBe(1);
    expect(await database.db.select().from(lounges)).toEqual([]);
  });

  it("is idempotent: a second run adds nothing", async () => {
    await seedDemo(database.db);
    expect((await seedDemo(database.db)).seeded).toBe(false);
    const [total] = await database.db.select({ n: count() }).from(staff);
    expect(total?.n).toBe(13);
  });
});
