// The journal lines as the import files of the three accounting products venues' accountants use:
// freee会計 (仕訳インポート, 振替伝票), マネーフォワード クラウド会計 (仕訳帳インポート) and 弥生会計
// (弥生インポート形式, 仕訳日記帳: 識別フラグ 2000). One journal per line, every line balancing;
// dates YYYY/MM/DD, amounts tax-included whole yen. The text here; the server encodes it as the
// product expects (`encoding`).
import { csvField } from "../shared/csv";
import type { BookAccount, TaxKind } from "../shared/journal-accounts";
import type { JournalLine } from "./bookkeeping";

export const JOURNAL_FORMATS = ["freee", "mf", "yayoi"] as const;
export type JournalFormat = (typeof JOURNAL_FORMATS)[number];

export const JOURNAL_FORMAT_LABELS: Record<JournalFormat, string> = {
  freee: "freee会計",
  mf: "マネーフォワード クラウド会計",
  yayoi: "弥生会計",
};

/** How a file is encoded: UTF-8 with a BOM, or Windows-31J (Shift_JIS as Japanese Windows has it). */
export type FileEncoding = "utf-8-bom" | "cp932";

const slashDate = (date: string) => date.replaceAll("-", "/");

/** 10 % tax in a tax-included amount, rounded down (端数切り捨て). */
export const includedTax = (amount: number) => Math.floor((amount * 10) / 110);

const row = (fields: readonly (string | number)[]) => fields.map(csvField).join(",");

/** Each product's words for a tax category. */
const TAX_NAMES: Record<JournalFormat, Record<TaxKind, string>> = {
  freee: { sales_10: "課税売上10%", purchase_10: "課対仕入10%", none: "対象外" },
  mf: { sales_10: "課税売上 10%", purchase_10: "課税仕入 10%", none: "対象外" },
  yayoi: { sales_10: "課税売上込10%", purchase_10: "課対仕入込10%", none: "対象外" },
};

/** The tax amount a product is given for one side: blank outside tax. */
const taxOf = (side: BookAccount, amount: number) =>
  side.tax === "none" ? "" : includedTax(amount);

/** freee's 仕訳インポート template: 33 columns, `[表題行]` then one `[明細行]` per journal. */
export const FREEE_HEADER = [
  "[表題行]",
  "日付",
  "伝票番号",
  "決算整理仕訳",
  "借方勘定科目",
  "借方科目コード",
  "借方補助科目",
  "借方取引先",
  "借方取引先コード",
  "借方部門",
  "借方品目",
  "借方メモタグ",
  "借方セグメント1",
  "借方セグメント2",
  "借方セグメント3",
  "借方金額",
  "借方税区分",
  "借方税額",
  "貸方勘定科目",
  "貸方科目コード",
  "貸方補助科目",
  "貸方取引先",
  "貸方取引先コード",
  "貸方部門",
  "貸方品目",
  "貸方メモタグ",
  "貸方セグメント1",
  "貸方セグメント2",
  "貸方セグメント3",
  "貸方金額",
  "貸方税区分",
  "貸方税額",
  "摘要",
] as const;

function freeeRows(lines: readonly JournalLine[]): string[] {
  const tax = TAX_NAMES.freee;
  const side = (a: BookAccount, amount: number) => [
    a.account,
    "",
    a.sub,
    // 取引先, 取引先コード, 部門, 品目, メモタグ, セグメント1–3.
    ...Array<string>(8).fill(""),
    amount,
    tax[a.tax],
    taxOf(a, amount),
  ];
  return [
    row(FREEE_HEADER),
    ...lines.map((l, i) =>
      row([
        "[明細行]",
        slashDate(l.date),
        i + 1,
        "",
        ...side(l.debit, l.amount),
        ...side(l.credit, l.amount),
        l.memo,
      ]),
    ),
  ];
}

/** マネーフォワード's 仕訳帳 import: 27 columns; 税額 left for it to compute, インボイス blank. */
export const MF_HEADER = [
  "取引No",
  "取引日",
  "借方勘定科目",
  "借方補助科目",
  "借方部門",
  "借方取引先",
  "借方税区分",
  "借方インボイス",
  "借方金額(円)",
  "借方税額",
  "貸方勘定科目",
  "貸方補助科目",
  "貸方部門",
  "貸方取引先",
  "貸方税区分",
  "貸方インボイス",
  "貸方金額(円)",
  "貸方税額",
  "摘要",
  "仕訳メモ",
  "タグ",
  "MF仕訳タイプ",
  "決算整理仕訳",
  "作成日時",
  "作成者",
  "最終更新日時",
  "最終更新者",
] as const;

function mfRows(lines: readonly JournalLine[]): string[] {
  const tax = TAX_NAMES.mf;
  const side = (a: BookAccount, amount: number) => [
    a.account,
    a.sub,
    "",
    "",
    tax[a.tax],
    "",
    amount,
    "",
  ];
  return [
    row(MF_HEADER),
    ...lines.map((l, i) =>
      row([
        i + 1,
        slashDate(l.date),
        ...side(l.debit, l.amount),
        ...side(l.credit, l.amount),
        l.memo,
        ...Array<string>(8).fill(""),
      ]),
    ),
  ];
}

/** 弥生インポート形式 (弥生会計 05 and later), no header: 25 columns, 識別フラグ 2000 per journal. */
export const YAYOI_COLUMNS = 25;

function yayoiRows(lines: readonly JournalLine[]): string[] {
  const tax = TAX_NAMES.yayoi;
  const side = (a: BookAccount, amount: number) => [
    a.account,
    a.sub,
    "",
    tax[a.tax],
    amount,
    taxOf(a, amount),
  ];
  return lines.map((l) =>
    row([
      2000,
      "",
      "",
      slashDate(l.date),
      ...side(l.debit, l.amount),
      ...side(l.credit, l.amount),
      l.memo,
      "",
      "",
      0,
      "",
      "",
      0,
      0,
      "no",
    ]),
  );
}

export type JournalFile = { text: string; encoding: FileEncoding };

/** The product's import file for these lines: its rows with CRLF after each, and how to encode it. */
export function journalFile(format: JournalFormat, lines: readonly JournalLine[]): JournalFile {
  const rows =
    format === "freee" ? freeeRows(lines) : format === "mf" ? mfRows(lines) : yayoiRows(lines);
  const text = rows.map((r) => `${r}\r\n`).join("");
  return { text, encoding: format === "freee" ? "utf-8-bom" : "cp932" };
}
