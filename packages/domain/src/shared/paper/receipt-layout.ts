// Laying receipt lines out in printer columns: East Asian width (a kanji takes two columns), wrapping,
// centring and the right-hand amount column. The ePOS XML, the emulator and the tests all print the
// rows made here, so the paper and its text form are the same characters.
import { type PrintedPaper, RECEIPT_COLUMNS, type ReceiptLine } from "./receipt-types";

// Wide (W) and fullwidth (F) ranges of Unicode's East Asian Width, plus the ambiguous (A) characters a
// Japanese printer prints from JIS X 0208 as double-byte (×, ÷, °, Greek, Cyrillic, box drawing, ①…).
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x00a7, 0x00a8],
  [0x00b0, 0x00b1],
  [0x00b4, 0x00b4],
  [0x00b6, 0x00b6],
  [0x00d7, 0x00d7],
  [0x00f7, 0x00f7],
  [0x0391, 0x03c9],
  [0x0401, 0x0451],
  [0x1100, 0x115f],
  [0x2010, 0x2010],
  [0x2015, 0x2016],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2020, 0x2021],
  [0x2025, 0x2026],
  [0x2030, 0x2030],
  [0x2032, 0x2033],
  [0x203b, 0x203b],
  [0x2103, 0x2103],
  [0x2116, 0x2116],
  [0x2121, 0x2121],
  [0x2160, 0x217f],
  [0x2190, 0x2199],
  [0x21d2, 0x21d2],
  [0x21d4, 0x21d4],
  [0x2200, 0x22ff],
  [0x2312, 0x2312],
  [0x2460, 0x24ff],
  [0x2500, 0x257f],
  [0x25a0, 0x25ff],
  [0x2600, 0x27bf],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];

// Combining marks, zero-width spaces and joiners, variation selectors: they take no column.
const ZERO_RANGES: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x200b, 0x200f],
  [0x3099, 0x309a],
  [0xfe00, 0xfe0f],
  [0xe0100, 0xe01ef],
];

function inRanges(codePoint: number, ranges: readonly (readonly [number, number])[]): boolean {
  // Binary search: the tables are sorted and disjoint.
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [from, to] = ranges[middle] as readonly [number, number];
    if (codePoint < from) high = middle - 1;
    else if (codePoint > to) low = middle + 1;
    else return true;
  }
  return false;
}

/** Columns one code point takes on the printer: 2 for CJK, kana and full-width forms, 0 for marks. */
export function charWidth(codePoint: number): 0 | 1 | 2 {
  if (inRanges(codePoint, ZERO_RANGES)) return 0;
  // Half-width katakana (U+FF61–FF9F) fall outside the fullwidth forms range above: one column.
  return inRanges(codePoint, WIDE_RANGES) ? 2 : 1;
}

/** Columns a text takes (East Asian width). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

/**
 * Text safe to print and to put in XML: control characters (newlines, tabs…) become a space, lone
 * surrogates and non-characters become U+FFFD (XML 1.0 cannot carry them).
 */
export function printableText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) out += " ";
    else if ((code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff)
      out += "\ufffd";
    else out += char;
  }
  return out;
}

/** Splits a text into rows of at most `width` columns (a wide character never straddles two rows). */
export function wrapToWidth(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = "";
  let used = 0;
  for (const char of text) {
    const w = charWidth(char.codePointAt(0) ?? 0);
    if (used + w > width && row !== "") {
      rows.push(row);
      row = "";
      used = 0;
    }
    row += char;
    used += w;
  }
  rows.push(row);
  return rows;
}

/** The longest prefix of `text` that fits `width` columns. */
export function cutToWidth(text: string, width: number): string {
  return wrapToWidth(text, width)[0] ?? "";
}

const spaces = (count: number) => " ".repeat(Math.max(0, count));

function aligned(row: string, budget: number, align: ReceiptLine["align"]): string {
  const free = budget - textWidth(row);
  if (align === "center") {
    const before = Math.floor(free / 2);
    return spaces(before) + row + spaces(free - before);
  }
  if (align === "right") return spaces(free) + row;
  return row;
}

/** Columns a line may use: a double-size line's characters print twice as wide. */
export function lineBudget(line: ReceiptLine, columns: number = RECEIPT_COLUMNS): number {
  return line.size === "double" ? Math.floor(columns / 2) : columns;
}

/**
 * The printed rows of one line. Left lines are not padded; centred and right lines are padded to the
 * full width (so the printer's own alignment changes nothing); a right column sits at the right edge
 * with at least one space before it, on the last row of a left text too long to share a row with it.
 */
export function layoutLine(line: ReceiptLine, columns: number = RECEIPT_COLUMNS): string[] {
  const budget = lineBudget(line, columns);
  if (line.rule) return ["-".repeat(budget)];
  const text = printableText(line.text);
  if (line.right === undefined || line.right === "") {
    return wrapToWidth(text, budget).map((row) => aligned(row, budget, line.align));
  }
  const right = cutToWidth(printableText(line.right), budget);
  const rightWidth = textWidth(right);
  const rows = text === "" ? [] : wrapToWidth(text, budget);
  const last = rows.at(-1);
  if (last !== undefined && textWidth(last) + 1 + rightWidth <= budget) {
    rows[rows.length - 1] = last + spaces(budget - textWidth(last) - rightWidth) + right;
  } else {
    rows.push(spaces(budget - rightWidth) + right);
  }
  return rows;
}

/** A document as the printer prints it, one row per text line (double-size rows in half the columns). */
export function receiptText(
  document: Pick<PrintedPaper, "lines">,
  columns: number = RECEIPT_COLUMNS,
): string {
  return document.lines.flatMap((line) => layoutLine(line, columns)).join("\n");
}
