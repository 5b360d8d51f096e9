// The three products' import files from journal lines: their column counts, each product's tax
// words and tax amounts (10 % included, rounded down), CRLF after every row, and a memo with a
// comma or a quote kept whole.
import { describe, expect, it } from "vitest";
import { parseCsv } from "../shared/csv";
import { DEFAULT_JOURNAL_ACCOUNTS as A } from "../shared/journal-accounts";
import type { JournalLine } from "./bookkeeping";
import { includedTax, JOURNAL_FORMATS, journalFile } from "./journal-formats";

const line = (over: Partial<JournalLine> = {}): JournalLine => ({
  date: "2026-11-27",
  debit: A.cash,
  credit: A.sales,
  amount: 110_000,
  memo: "渋谷 現金売上",
  ...over,
});

const fieldsOf = (row: string) => parseCsv(row)?.[0] ?? [];

describe("journalFile", () => {
  it("takes 10 % out of a tax-included amount, rounding down", () => {
    expect(includedTax(110_000)).toBe(10_000);
    expect(includedTax(1_000)).toBe(90);
    expect(includedTax(1)).toBe(0);
  });

  it("writes every row with the product's column count and CRLF; 弥生 has no header", () => {
    const counts = { freee: 33, mf: 27, yayoi: 25 };
    for (const format of JOURNAL_FORMATS) {
      const { text } = journalFile(format, [line(), line({ memo: '渋谷 入金, "両替"' })]);
      const rows = text.split("\r\n");
      expect(rows.at(-1)).toBe("");
      expect(rows.slice(0, -1)).toHaveLength(format === "yayoi" ? 2 : 3);
      for (const row of rows.slice(0, -1)) expect(fieldsOf(row)).toHaveLength(counts[format]);
      expect(text).toContain('"渋谷 入金, ""両替"""');
    }
  });

  it("names the tax category in each product's words, with the tax where it asks for it", () => {
    expect(journalFile("freee", [line()]).text).toContain(
      "110000,対象外,,売上高,,,,,,,,,,,110000,課税売上10%,10000,渋谷 現金売上",
    );
    expect(journalFile("mf", [line()]).text).toContain(
      "1,2026/11/27,現金,,,,対象外,,110000,,売上高,,,,課税売上 10%,,110000,,渋谷 現金売上",
    );
    expect(journalFile("yayoi", [line()]).text).toBe(
      "2000,,,2026/11/27,現金,,,対象外,110000,,売上高,,,課税売上込10%,110000,10000,渋谷 現金売上,,,0,,,0,0,no\r\n",
    );
  });

  it("encodes 弥生 and マネーフォワード in Shift_JIS, freee in UTF-8 with a BOM", () => {
    expect(journalFile("yayoi", []).encoding).toBe("cp932");
    expect(journalFile("mf", []).encoding).toBe("cp932");
    expect(journalFile("freee", []).encoding).toBe("utf-8-bom");
  });
});
