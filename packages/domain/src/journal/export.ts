// The auditor's copy of a lounge's journal: its rows as CSV with their hashes (`data` as the
// canonical JSON the hash was taken over), and the check that recomputes every row's hash and
// every link from the file alone — shared by the server that writes it and the command that checks
// a file against the chain.
import { canonicalJson } from "../shared/canonical-json";
import { csvField, parseCsv } from "../shared/csv";
import {
  JOURNAL_KINDS,
  JOURNAL_SOURCES,
  type JournalKind,
  type JournalRow,
  type JournalSource,
} from "./chain";

export type HashedRow = JournalRow & { hash: string };

export const JOURNAL_CSV_HEADER = [
  "lounge_id",
  "seq",
  "kind",
  "種類",
  "source_type",
  "source_id",
  "business_day",
  "staff_id",
  "recorded_at",
  "data",
  "prev_hash",
  "hash",
] as const;

/** The rows as CSV: UTF-8 with a BOM and CRLF, as every export of ours. */
export function journalCsv(rows: readonly HashedRow[]): string {
  const lines = [JOURNAL_CSV_HEADER.join(",")];
  for (const r of rows) {
    lines.push(
      [
        r.lounge_id,
        r.seq,
        r.kind,
        JOURNAL_KINDS[r.kind],
        r.source_type,
        r.source_id,
        r.business_day,
        r.staff_id,
        r.recorded_at,
        canonicalJson(r.data),
        r.prev_hash,
        r.hash,
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const isKind = (v: string): v is JournalKind => Object.hasOwn(JOURNAL_KINDS, v);
const isSource = (v: string): v is JournalSource => Object.hasOwn(JOURNAL_SOURCES, v);
const wholeNumber = (v: string) => (/^\d{1,10}$/.test(v) ? Number(v) : Number.NaN);

/** A file read back into rows, or why it cannot be (a line number counts the header as 1). */
export function readJournalCsv(text: string): { rows: HashedRow[] } | { error: string } {
  const table = parseCsv(text);
  if (!table || table.length === 0) return { error: "CSVとして読めません" };
  const [header, ...body] = table;
  if (header?.join(",") !== JOURNAL_CSV_HEADER.join(",")) {
    return { error: "取引記録のCSVではありません（見出しの行が違います）" };
  }
  const rows: HashedRow[] = [];
  for (const [i, f] of body.entries()) {
    const line = i + 2;
    if (f.length !== JOURNAL_CSV_HEADER.length) return { error: `${line}行目の列の数が違います` };
    const [lounge, seq, kind, , source, sourceId, day, staff, at, data, prev, hash] = f as string[];
    let parsed: unknown;
    try {
      parsed = JSON.parse(data ?? "");
    } catch {
      return { error: `${line}行目の data が JSON ではありません` };
    }
    const numbers = [lounge, seq, sourceId, staff].map((v) => wholeNumber(v ?? ""));
    if (
      numbers.some(Number.isNaN) ||
      !isKind(kind ?? "") ||
      !isSource(source ?? "") ||
      typeof parsed !== "object" ||
      parsed === null
    ) {
      return { error: `${line}行目が読めません` };
    }
    rows.push({
      lounge_id: numbers[0] as number,
      seq: numbers[1] as number,
      kind: kind as JournalKind,
      source_type: source as JournalSource,
      source_id: numbers[2] as number,
      business_day: day ?? "",
      staff_id: numbers[3] as number,
      recorded_at: at ?? "",
      data: parsed as Record<string, unknown>,
      prev_hash: prev ?? "",
      hash: hash ?? "",
    });
  }
  return { rows };
}

/**
 * The file on its own: every row's hash recomputed (`hashOf`, SHA-256 of journalHashInput), and
 * each row following the one before it in the chain wherever their numbers are consecutive.
 */
export function checkJournalRows(
  rows: readonly HashedRow[],
  hashOf: (row: JournalRow) => string,
): { ok: true } | { ok: false; seq: number; problem: string } {
  for (const [i, row] of rows.entries()) {
    const { hash, ...fields } = row;
    if (hashOf(fields) !== hash) {
      return {
        ok: false,
        seq: row.seq,
        problem: `${row.seq} 番の行のハッシュが合いません（書き換えられています）`,
      };
    }
    const before = rows[i - 1];
    if (
      before &&
      before.lounge_id === row.lounge_id &&
      before.seq + 1 === row.seq &&
      row.prev_hash !== before.hash
    ) {
      return { ok: false, seq: row.seq, problem: `${row.seq} 番の行が前の行に続いていません` };
    }
  }
  return { ok: true };
}
