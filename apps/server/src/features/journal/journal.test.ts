// The journal over HTTP: every change to money appends one row to its lounge's chain in order —
// a settlement, its correction and void, a receipt log, a paid-in/out and its correction and void,
// a day's opening, close and reopening —, the chain verifies, and an edit or delete by SQL of a
// settlement or of a journal row makes verify fail at that row. The table refuses UPDATE, DELETE and
// TRUNCATE to the role the app runs with. Concurrent settlements from two sessions chain without a
// fork or a gap. Each tampering test starts its own server: a broken chain stays broken.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { businessDayOf } from "@lounge-office/domain/shared";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { journalEntries } from "../../db/schema";
import { startAccountingFloor, withExtra } from "../../test/accounting-floor";
import type { TestClient } from "../../test/harness";
import { verifyCommand } from "./verify-command";

type Floor = Awaited<ReturnType<typeof startAccountingFloor>>;
const floors: Floor[] = [];
afterEach(async () => {
  await Promise.all(floors.splice(0).map((f) => f.server.close()));
});

async function start() {
  const floor = await startAccountingFloor();
  floors.push(floor);
  return floor;
}

let keys = 0;
/** Settles a fresh pair (¥1,000 extra on the men) in cash, as `client`. */
async function settlePair(floor: Floor, client: TestClient = floor.staff) {
  const pair = await floor.seatPair();
  const ids = [pair.men, pair.ladies];
  const bill = await floor.billOf(ids, `&extra_charges=${pair.men}:1000`);
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const res = await floor.settleAs(
    client,
    floor.settleBody(ids, { cash: bill.body.groups_total_price }, withExtra(pair.men)),
    `journal-${++keys}-${Date.now()}`,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.accounting_logs[0] as {
    id: number;
    settlement_id: number;
    groups_total_price: number;
  };
}

const verify = async (floor: Floor, loungeId = floor.world.own.id, client = floor.manager) => {
  const res = await client.get(`/journal/verify?lounge_id=${loungeId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    ok: boolean;
    rows: number;
    first_broken_id: number | null;
    problem: string | null;
    head_hash: string | null;
  };
};

const rowsOf = (floor: Floor, loungeId = floor.world.own.id) =>
  floor.server.database.db
    .select()
    .from(journalEntries)
    .where(sql`${journalEntries.lounge_id} = ${loungeId}`)
    .orderBy(journalEntries.seq);

/** As someone with the table owner's rights would: the append-only trigger off for one statement. */
async function tamper(floor: Floor, statement: ReturnType<typeof sql>) {
  const { db } = floor.server.database;
  await db.execute(
    sql`alter table journal_entries disable trigger journal_entries_no_update_or_delete`,
  );
  try {
    await db.execute(statement);
  } finally {
    await db.execute(
      sql`alter table journal_entries enable trigger journal_entries_no_update_or_delete`,
    );
  }
}

const today = () =>
  businessDayOf(new Date().toISOString(), { timeZone: "Asia/Tokyo", cutoff: "06:00" });

describe("the journal", () => {
  it("appends one row per change to money, in order, and the chain verifies", async () => {
    const floor = await start();
    const own = floor.world.own.id;
    const date = today();
    const dayUrl = (rest = "") => `/business_days/${own}/${date}${rest}`;
    const admin = floor.server.client();
    await admin.signIn("w-admin", "lounge-demo", own);

    expect(await verify(floor)).toEqual({
      ok: true,
      rows: 0,
      first_broken_id: null,
      problem: null,
      head_hash: null,
    });
    expect((await floor.staff.post(dayUrl("/open"), { float: 30000 })).status).toBe(200);
    const settled = await settlePair(floor);
    const total = settled.groups_total_price;
    const corrected = await floor.manager.put(`/accounting_logs/${settled.id}`, {
      accounting_log: { cash: total - 1000, credit: 1000, reason: "一部カード" },
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    // A comment alone is not money: no row.
    expect(
      (
        await floor.staff.put(`/accounting_logs/${settled.id}`, {
          accounting_log: { comment: "常連" },
        })
      ).status,
    ).toBe(200);
    const log = await floor.staff.post("/receipt_logs", {
      receipt_log: { accounting_log_id: settled.id, receipt_type: "receipt" },
    });
    expect(log.status, JSON.stringify(log.body)).toBe(201);
    const second = await settlePair(floor);
    expect(
      (await floor.manager.post(`/accounting_logs/${second.id}/void`, { reason: "二重会計" }))
        .status,
    ).toBe(200);
    const paidOut = await floor.staff.post(dayUrl("/cash_movements"), {
      direction: "out",
      amount: 2000,
      reason: "買い出し",
    });
    expect(paidOut.status).toBe(201);
    expect(
      (
        await floor.manager.put(`/cash_movements/${paidOut.body.id}`, {
          amount: 2500,
          correction_reason: "レシート再確認",
        })
      ).status,
    ).toBe(200);
    const stray = await floor.staff.post(dayUrl("/cash_movements"), { direction: "in", amount: 1 });
    expect(
      (await floor.manager.post(`/cash_movements/${stray.body.id}/void`, { reason: "誤操作" }))
        .status,
    ).toBe(200);
    const expected = (await floor.manager.get(dayUrl())).body.expected_cash as number;
    const closed = await floor.manager.post(dayUrl("/close"), {
      counted: { "1": expected },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect((await admin.post(dayUrl("/reopen"), { reason: "締め後に会計漏れ" })).status).toBe(200);

    const rows = await rowsOf(floor);
    expect(rows.map((r) => r.kind)).toEqual([
      "day_open",
      "settlement",
      "settlement_update",
      "receipt_log",
      "settlement",
      "settlement_void",
      "cash_movement",
      "cash_movement_update",
      "cash_movement",
      "cash_movement_void",
      "day_close",
      "day_reopen",
    ]);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]!.prev_hash).toBe("0".repeat(64));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    // Each row states its record as it then was: the correction's amounts, who made it.
    expect(rows[2]).toMatchObject({
      source_type: "settlement",
      source_id: settled.settlement_id,
      business_day: date,
      staff_id: floor.world.manager.id,
      data: expect.objectContaining({ cash: total - 1000, credit: 1000, voided_at: null }),
    });
    expect(rows[7]!.data).toMatchObject({ direction: "out", amount: 2500, reason: "買い出し" });
    expect(rows[10]!.data).toMatchObject({
      state: "closed",
      counted_cash: expected,
      difference: 0,
    });
    expect(rows[11]!.data).toMatchObject({ state: "open", counted_cash: null });
    expect(await verify(floor)).toEqual({
      ok: true,
      rows: 12,
      first_broken_id: null,
      problem: null,
      head_hash: rows[11]!.hash,
    });
    // The other lounge's chain is its own.
    expect((await verify(floor, floor.world.other.id, admin)).rows).toBe(0);
  });

  it("refuses UPDATE, DELETE and TRUNCATE of a row to the role the app runs with", async () => {
    const floor = await start();
    await settlePair(floor);
    const { db } = floor.server.database;
    for (const statement of [
      sql`update journal_entries set data = '{}'::jsonb`,
      sql`delete from journal_entries`,
      sql`truncate journal_entries`,
    ]) {
      await expect(db.execute(statement)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "42501" }),
      });
    }
    // The day's opening and the settlement, untouched.
    expect(await rowsOf(floor)).toHaveLength(2);
    expect((await verify(floor)).ok).toBe(true);
  });

  it("chains settlements made at once from two sessions without a fork or a gap", async () => {
    const floor = await start();
    const other = floor.server.client();
    await other.signIn("w-staff", "lounge-demo", floor.world.own.id);
    const pairs = await Promise.all([0, 1, 2, 3, 4, 5].map(() => floor.seatPair()));
    const settleOne = async (pair: { men: number; ladies: number }, client: TestClient) => {
      const ids = [pair.men, pair.ladies];
      const bill = await floor.billOf(ids, `&extra_charges=${pair.men}:1000`);
      return floor.settleAs(
        client,
        floor.settleBody(ids, { cash: bill.body.groups_total_price }, withExtra(pair.men)),
        `race-${++keys}-${Date.now()}`,
      );
    };
    const answers = await Promise.all(
      pairs.map((pair, i) => settleOne(pair, i % 2 === 0 ? floor.staff : other)),
    );
    expect(answers.map((a) => a.status)).toEqual(pairs.map(() => 201));
    const rows = await rowsOf(floor);
    // Six settlements and the day they opened.
    expect(rows.map((r) => r.kind).sort()).toEqual([
      "day_open",
      ...Array.from({ length: 6 }, () => "settlement"),
    ]);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(7);
    expect((await verify(floor)).ok).toBe(true);
  });
});

describe("verify finds tampering at its row", () => {
  it("a settlement's cash edited by SQL: at the settlement's last row", async () => {
    const floor = await start();
    const first = await settlePair(floor);
    await settlePair(floor);
    const before = await rowsOf(floor);
    const row = before.find(
      (r) => r.source_type === "settlement" && r.source_id === first.settlement_id,
    );
    await floor.server.database.db.execute(
      sql`update settlements set cash = cash - 1000, cash_tendered = cash_tendered - 1000,
        credit = credit + 1000 where id = ${first.settlement_id}`,
    );
    expect(await verify(floor)).toMatchObject({
      ok: false,
      rows: 3,
      first_broken_id: row!.id,
      problem: `会計 #${first.settlement_id} が取引記録と一致しません`,
    });
  });

  it("a settlement deleted by SQL: at its last row", async () => {
    const floor = await start();
    const settled = await settlePair(floor);
    const [, row] = await rowsOf(floor);
    await floor.server.database.db.execute(
      sql`delete from settlements where id = ${settled.settlement_id}`,
    );
    expect(await verify(floor)).toMatchObject({
      ok: false,
      first_broken_id: row!.id,
      problem: `会計 #${settled.settlement_id} が削除されています`,
    });
  });

  it("a journal row's amount edited: at that row", async () => {
    const floor = await start();
    await settlePair(floor);
    await settlePair(floor);
    const [, second] = await rowsOf(floor);
    await tamper(
      floor,
      sql`update journal_entries set data = jsonb_set(data, '{cash}', '1') where id = ${second!.id}`,
    );
    expect(await verify(floor)).toMatchObject({
      ok: false,
      first_broken_id: second!.id,
      problem: `取引記録の ${second!.seq} 行目が書き換えられています`,
    });
  });

  it("a journal row deleted: at the row after it", async () => {
    const floor = await start();
    await settlePair(floor);
    await settlePair(floor);
    await settlePair(floor);
    const [, second, third] = await rowsOf(floor);
    await tamper(floor, sql`delete from journal_entries where id = ${second!.id}`);
    expect(await verify(floor)).toMatchObject({
      ok: false,
      rows: 3,
      first_broken_id: third!.id,
      problem: "取引記録の 2 行目が削除されています",
    });
  });

  it("a settlement inserted by SQL after the journal began: named, with no row to point at", async () => {
    const floor = await start();
    const settled = await settlePair(floor);
    const { db } = floor.server.database;
    const [copy] = (
      await db.execute(sql`
        insert into settlements (lounge_id, accounted_at, business_day, staff_id, cash, cash_tendered,
          change, credit, e_money, subtotal, discount, groups_total_price, consumption_tax,
          tax_discount, created_by)
        select lounge_id, accounted_at, business_day, staff_id, cash, cash_tendered, change, credit,
          e_money, subtotal, discount, groups_total_price, consumption_tax, tax_discount, created_by
        from settlements where id = ${settled.settlement_id}
        returning id`)
    ).rows as { id: number }[];
    expect(await verify(floor)).toMatchObject({
      ok: false,
      first_broken_id: null,
      problem: `会計 #${copy!.id} の取引記録がありません`,
    });
  });
});

describe("the auditor's copy", () => {
  it("exports the period's rows with their hashes, and the command finds the file in the chain", async () => {
    const floor = await start();
    await settlePair(floor);
    await settlePair(floor);
    const date = today();
    const own = floor.world.own.id;
    const res = await floor.manager.get(
      `/journal/export.csv?lounge_id=${own}&first_day=${date}&last_day=${date}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="journal_${own}_${date}_${date}.csv"`,
    );
    const text = res.body as string;
    const lines = text.split("\r\n");
    // (fetch's text() has taken the BOM off.)
    expect(lines[0]).toBe(
      "lounge_id,seq,kind,種類,source_type,source_id,business_day,staff_id,recorded_at,data,prev_hash,hash",
    );
    expect(lines.slice(1, -1)).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d+,1,day_open,開店,business_day,/);

    const dir = mkdtempSync(path.join(tmpdir(), "journal-"));
    const file = path.join(dir, "journal.csv");
    writeFileSync(file, text);
    const { db } = floor.server.database;
    const args = { lounge: own, from: date, to: date, file };
    expect(await verifyCommand(db, args)).toEqual({
      ok: true,
      line: `OK: ${file} の 3 行はすべて取引記録の連鎖と一致します`,
    });
    expect((await verifyCommand(db, { lounge: own, from: date, to: date })).line).toMatch(
      /^OK: 店舗 \d+ の取引記録 3 行の連鎖は改ざんされていません/,
    );

    // An amount changed in the file: its hash no longer holds.
    writeFileSync(file, text.replace(/""cash"":(\d+)/, '""cash"":1$1'));
    expect(await verifyCommand(db, args)).toMatchObject({
      ok: false,
      line: "NG: ファイル: 2 番の行のハッシュが合いません（書き換えられています）",
    });
    // A row whose hash was recomputed after the change still is not the chain's.
    const rows = text.split("\r\n");
    const last = rows[3]!.split(",");
    last[last.length - 1] = "f".repeat(64);
    writeFileSync(file, [...rows.slice(0, 3), last.join(","), ""].join("\r\n"));
    expect((await verifyCommand(db, args)).ok).toBe(false);
    // And the database's chain edited: the command says so, without a file too.
    await floor.server.database.db.execute(
      sql`update settlements set credit = credit + 1, cash = cash - 1, cash_tendered = cash_tendered - 1`,
    );
    expect(await verifyCommand(db, { lounge: own, from: date, to: date })).toMatchObject({
      ok: false,
      line: expect.stringMatching(/^NG: 会計 #\d+ が取引記録と一致しません/),
    });
  });
});
