// A price table as CSV (UTF-8 with BOM, so Excel keeps the Japanese): export, and an import that
// names every bad row by its line number so nothing half-read is ever saved.

import { DAY_TYPE_LABELS, GENDER_LABELS } from "../shared/pricing/pricing";
import { GENDERS, type Gender } from "../shared/pricing/pricing-schema";
import { DAY_TYPES, type DayType } from "../shared/time/day-type";
import {
  MAX_PRICE_CELL_YEN,
  type PriceTableCell,
  priceCellKey,
  priceCellLabel,
} from "./price-table";

const BOM = "\uFEFF";

/** The header the export writes; the import also reads the field names of the API. */
export const PRICE_TABLE_CSV_HEADER = ["性別", "曜日区分", "時間帯", "相席", "ひとり"] as const;
const API_HEADER = ["gender", "day_type", "hour", "share", "solo"] as const;

export type PriceTableCsvError = { line: number; message: string };
export type PriceTableCsvResult = { cells: PriceTableCell[]; errors: PriceTableCsvError[] };

/** The cells as CSV, one line per cell in the given order, labels in Japanese, CRLF line ends. */
export function priceTableToCsv(cells: readonly PriceTableCell[]): string {
  const lines = [PRICE_TABLE_CSV_HEADER.join(",")];
  for (const cell of cells) {
    lines.push(
      [
        GENDER_LABELS[cell.gender],
        DAY_TYPE_LABELS[cell.day_type],
        cell.hour,
        cell.share,
        cell.solo,
      ].join(","),
    );
  }
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

/** Splits one CSV line into fields: commas, and double quotes around a field (`""` inside is `"`). */
function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/** A name or a code → its code (「男性」 or "mens" → "mens"). */
function lookup<T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<T, string>>,
  value: string,
): T | null {
  return codes.find((code) => code === value.toLowerCase() || labels[code] === value) ?? null;
}

const isHeader = (fields: string[]) =>
  [PRICE_TABLE_CSV_HEADER, API_HEADER].some(
    (header) =>
      fields.length === header.length &&
      header.every((name, i) => name === fields[i]?.toLowerCase()),
  );

/** Whole yen: digits, thousands separators allowed (Excel writes 「1,000」 in quotes). */
function readYen(value: string, what: string): number | string {
  if (value === "") return `${what}を入力してください`;
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(value))
    return `${what}は0以上の整数（円）で入力してください`;
  const yen = Number(value.replaceAll(",", ""));
  if (yen > MAX_PRICE_CELL_YEN)
    return `${what}は${MAX_PRICE_CELL_YEN.toLocaleString("ja-JP")}円以下で入力してください`;
  return yen;
}

function readRow(fields: string[]): PriceTableCell | string {
  if (fields.length !== 5) {
    return `列の数が${fields.length}です（性別・曜日区分・時間帯・相席・ひとりの5列が必要です）`;
  }
  const [genderText = "", dayTypeText = "", hourText = "", shareText = "", soloText = ""] = fields;
  const gender = lookup<Gender>(GENDERS, GENDER_LABELS, genderText);
  if (!gender) return `性別「${genderText}」は男性・女性・その他のいずれかで指定してください`;
  const day_type = lookup<DayType>(DAY_TYPES, DAY_TYPE_LABELS, dayTypeText);
  if (!day_type) return `曜日区分「${dayTypeText}」は平日・金土祝前のいずれかで指定してください`;
  const hourDigits = hourText.replace(/時(台)?$/, "");
  const hour = Number(hourDigits);
  if (!/^\d{1,2}$/.test(hourDigits) || hour > 23) {
    return `時間帯「${hourText}」は0から23の整数で指定してください`;
  }
  const share = readYen(shareText, "相席の料金");
  if (typeof share === "string") return share;
  const solo = readYen(soloText, "ひとりの料金");
  if (typeof solo === "string") return solo;
  return { gender, day_type, hour, share, solo };
}

/**
 * Reads a price-table CSV: an optional BOM, a header line (Japanese or the API's field names),
 * then one cell per line; blank lines are skipped. Any subset of cells may be given. Every bad line
 * is reported with its line number (the header is line 1); the cells are complete only when
 * `errors` is empty.
 */
export function parsePriceTableCsv(text: string): PriceTableCsvResult {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const errors: PriceTableCsvError[] = [];
  const cells: PriceTableCell[] = [];
  const seen = new Map<string, number>();
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first === -1) return { cells, errors: [{ line: 1, message: "CSVが空です" }] };
  if (!isHeader(splitCsvLine(lines[first] ?? ""))) {
    errors.push({
      line: first + 1,
      message: `1行目は見出し（${PRICE_TABLE_CSV_HEADER.join(",")}）にしてください`,
    });
  }
  lines.forEach((line, index) => {
    if (index <= first || line.trim() === "") return;
    const lineNumber = index + 1;
    const row = readRow(splitCsvLine(line));
    if (typeof row === "string") {
      errors.push({ line: lineNumber, message: row });
      return;
    }
    const key = priceCellKey(row);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        line: lineNumber,
        message: `${priceCellLabel(row)}が${earlier}行目と重複しています`,
      });
      return;
    }
    seen.set(key, lineNumber);
    cells.push(row);
  });
  if (errors.length === 0 && cells.length === 0) {
    errors.push({ line: first + 1, message: "料金の行がありません" });
  }
  return { cells, errors };
}
