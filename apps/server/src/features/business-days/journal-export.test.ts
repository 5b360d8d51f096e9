// The accountant's journal over HTTP, for a known month (October 2026, written straight to the
// tables: two closed days, an open one, a voided settlement and a voided paid-out): each format
// byte for byte against a hand-written file (fixtures/), then re-read as the product reads it —
// its encoding, its column count on every row, dates as YYYY/MM/DD, amounts as whole yen, and
// every journal balancing. Who may export, and a bad format or period refused.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "@lounge-office/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClosedDay } from "../../test/closed-days";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";
import { buildWorld, type World } from "../../test/world";

let server: TestServer;
let world: World;
let manager: TestClient;
let member: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildWorld(server.database.db);
  manager = server.client();
  member = server.client();
  await manager.signIn("w-manager", "lounge-demo", world.own.id);
  await member.signIn("w-staff", "lounge-demo", world.own.id);
  const { db } = server.database;
  const base = { loungeId: world.own.id, staffId: world.manager.id };
  await buildClosedDay(db, {
    ...base,
    date: "2026-10-01",
    paid: [
      { cash: 11_000 },
      { credit: 22_000 },
      { cash: 5_500, e_money: 5_500 },
      { cash: 99_999, voided: true },
    ],
    movements: [
      { direction: "out", amount: 3_300, reason: "買い出し" },
      { direction: "in", amount: 10_000, reason: "両替" },
      { direction: "out", amount: 500, reason: "タクシー代" },
      { direction: "out", amount: 700, reason: "買い出し", voided: true },
    ],
    difference: -200,
  });
  await buildClosedDay(db, {
    ...base,
    date: "2026-10-02",
    paid: [{ cash: 3_300 }],
    difference: 100,
  });
  // Not closed yet: not booked.
  await buildClosedDay(db, { ...base, date: "2026-10-03", paid: [{ cash: 7_700 }], open: true });
  // Another lounge's day: not asked for.
  await buildClosedDay(db, {
    loungeId: world.other.id,
    staffId: world.admin.id,
    date: "2026-10-01",
    paid: [{ cash: 1_100 }],
  });
});
afterAll(() => server?.close());

const query = (format: string, more = "") =>
  `/business_days/journal.csv?format=${format}&first_day=2026-10-01&last_day=2026-10-31&lounge_ids=${world.own.id}${more}`;

/** The answer's bytes (the harness reads text as UTF-8, which Shift_JIS is not). */
async function download(client: TestClient, path: string) {
  const response = await fetch(server.baseUrl + path, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const expected = (format: string) =>
  readFileSync(path.join(import.meta.dirname, "fixtures", `journal-2026-10.${format}.csv`), "utf8");

const sjis = new TextDecoder("shift_jis", { fatal: true });
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** A CSV as its rows of fields, read as the products read it; every row ends with CRLF. */
function rowsOf(text: string): string[][] {
  expect(text.endsWith("\r\n")).toBe(true);
  const rows = parseCsv(text);
  expect(rows).not.toBeNull();
  return rows ?? [];
}

const FORMATS = {
  freee: { columns: 33, header: true, date: 1, debit: 15, credit: 29, encoding: "utf-8-bom" },
  mf: { columns: 27, header: true, date: 1, debit: 8, credit: 16, encoding: "cp932" },
  yayoi: { columns: 25, header: false, date: 3, debit: 8, credit: 14, encoding: "cp932" },
} as const;

describe("GET /business_days/journal.csv", () => {
  for (const [format, spec] of Object.entries(FORMATS)) {
    it(`writes ${format}'s import file for October byte for byte as written by hand`, async () => {
      const { response, bytes } = await download(manager, query(format));
      expect(response.status, bytes.toString()).toBe(200);
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="journal_${format}_2026-10-01_2026-10-31.csv"`,
      );
      const text =
        spec.encoding === "cp932"
          ? sjis.decode(bytes)
          : (() => {
              expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
              return utf8.decode(bytes.subarray(3));
            })();
      expect(text).toBe(expected(format));
      if (spec.encoding === "cp932") {
        expect(response.headers.get("content-type")).toContain("Shift_JIS");
        // Nothing lost on the way: every character has its Shift_JIS code.
        expect(bytes.includes(0x3f)).toBe(false);
      }
    });

    it(`re-reads ${format}'s file as the product does: columns, dates, whole yen, balanced`, async () => {
      const { bytes } = await download(manager, query(format));
      const text = spec.encoding === "cp932" ? sjis.decode(bytes) : utf8.decode(bytes.subarray(3));
      const rows = rowsOf(text);
      for (const row of rows) expect(row).toHaveLength(spec.columns);
      const lines = spec.header ? rows.slice(1) : rows;
      expect(lines).toHaveLength(9);
      for (const line of lines) {
        expect(line[spec.date]).toMatch(/^2026\/10\/0[12]$/);
        expect(line[spec.debit]).toMatch(/^[1-9]\d*$/);
        expect(line[spec.debit]).toBe(line[spec.credit]);
      }
      if (format === "yayoi") for (const line of lines) expect(line[0]).toBe("2000");
      // The voided settlement, the voided paid-out, the open day and the other lounge: not booked.
      const amounts = lines.map((line) => Number(line[spec.debit]));
      expect(amounts).not.toContain(99_999);
      expect(amounts).not.toContain(7_700);
      expect(amounts).not.toContain(1_100);
      expect(amounts.reduce((a, b) => a + b, 0)).toBe(
        16_500 + 22_000 + 5_500 + 10_000 + 3_300 + 500 + 200 + 3_300 + 100,
      );
    });
  }

  it("books under the lounge's own accounts once head office sets them", async () => {
    const admin = server.client();
    await admin.signIn("w-admin", "lounge-demo", world.own.id);
    const accounts = (await admin.get(`/api/v1/lounges/${world.own.id}/journal_accounts`)).body
      .journal_accounts;
    await admin.put(`/api/v1/lounges/${world.own.id}/journal_accounts`, {
      journal_accounts: {
        ...accounts,
        credit: { account: "未収入金", sub: "カード", tax: "none" },
      },
    });
    try {
      const { bytes } = await download(manager, query("mf"));
      expect(sjis.decode(bytes)).toContain("2,2026/10/01,未収入金,カード,,,対象外,,22000,");
    } finally {
      await admin.put(`/api/v1/lounges/${world.own.id}/journal_accounts`, {
        journal_accounts: null,
      });
    }
  });

  it("is for managers and head office; a bad format or period is a 400 in Japanese", async () => {
    expect((await member.get(query("freee"))).status).toBe(403);
    const format = await manager.get(query("excel"));
    expect(format.status).toBe(400);
    expect(JSON.stringify(format.body)).toContain("形式は freee");
    const backwards = await manager.get(
      `/business_days/journal.csv?format=mf&first_day=2026-10-31&last_day=2026-10-01`,
    );
    expect(backwards.status).toBe(400);
    const other = `/business_days/journal.csv?format=mf&first_day=2026-10-01&last_day=2026-10-31&lounge_ids=${world.other.id}`;
    expect((await manager.get(other)).status).toBe(403);
  });
});
