// The auditor's CSV: written and read back to the same rows (data as canonical JSON, a quote or a
// comma inside kept), a file that is not one refused with the line, and the file's own check —
// every hash recomputed, every consecutive row linked.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { JOURNAL_GENESIS_HASH, type JournalRow, journalHashInput } from "./chain";
import { checkJournalRows, type HashedRow, journalCsv, readJournalCsv } from "./export";

/** SHA-256 of the row's hash input, as the server computes it. */
const hashOf = (row: JournalRow) =>
  createHash("sha256").update(journalHashInput(row)).digest("hex");

function chain(n: number): HashedRow[] {
  const rows: HashedRow[] = [];
  let prev = JOURNAL_GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const row: JournalRow = {
      lounge_id: 1,
      seq,
      kind: "cash_movement",
      source_type: "cash_movement",
      source_id: seq,
      business_day: "2026-10-01",
      staff_id: 3,
      recorded_at: "2026-10-01T12:00:00.000Z",
      data: { amount: 1000 * seq, reason: seq === 2 ? '買い出し, "特売"' : "両替" },
      prev_hash: prev,
    };
    const hash = hashOf(row);
    rows.push({ ...row, hash });
    prev = hash;
  }
  return rows;
}

describe("the journal's CSV", () => {
  it("reads back the rows it wrote", () => {
    const rows = chain(3);
    expect(readJournalCsv(journalCsv(rows))).toEqual({ rows });
    expect(checkJournalRows(rows, hashOf)).toEqual({ ok: true });
  });

  it("refuses a file that is not the journal's, naming the line", () => {
    expect(readJournalCsv("a,b\r\n1,2\r\n")).toEqual({
      error: "取引記録のCSVではありません（見出しの行が違います）",
    });
    const text = journalCsv(chain(2)).replace(/,2,cash_movement,/, ",x,cash_movement,");
    expect(readJournalCsv(text)).toEqual({ error: "3行目が読めません" });
  });

  it("finds a changed amount, and a row taken out between two", () => {
    const rows = chain(3);
    const changed = rows.map((r) => (r.seq === 2 ? { ...r, data: { ...r.data, amount: 1 } } : r));
    expect(checkJournalRows(changed, hashOf)).toMatchObject({ ok: false, seq: 2 });
    // Row 2 rebuilt with its own hash: row 3 no longer follows it.
    const rebuilt = changed.map(({ hash, ...fields }) =>
      fields.seq === 2 ? { ...fields, hash: hashOf(fields) } : { ...fields, hash },
    );
    expect(checkJournalRows(rebuilt, hashOf)).toEqual({
      ok: false,
      seq: 3,
      problem: "3 番の行が前の行に続いていません",
    });
  });
});
