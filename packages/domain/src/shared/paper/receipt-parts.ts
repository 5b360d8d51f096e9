// Pieces every printed paper shares: yen and date formats, the lounge block, the rule line, and the
// check that the stored figures of a settlement still add up before anything is printed.
import { DomainError } from "../errors";
import { assertYen } from "../money";
import { assertTimeZone } from "../time/zone";
import type { ReceiptLine, ReceiptLounge } from "./receipt-types";

/** `¥12,345` (grouping by hand: the same on every runtime, whatever its locale data). */
export function formatYen(amount: number): string {
  return `¥${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** `YYYY/MM/DD HH:mm` of an instant on the lounge's wall clock. */
export function formatReceiptDate(instant: string, timeZone: string): string {
  assertTimeZone(timeZone);
  const ms = Date.parse(instant);
  if (typeof instant !== "string" || Number.isNaN(ms)) {
    throw new DomainError("INVALID_INSTANT", "会計日時が正しくありません");
  }
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}/${part("month")}/${part("day")} ${part("hour")}:${part("minute")}`;
}

/** A rule of hyphens between blocks, across the whole row of the printer it is laid out for. */
export function ruleLine(): ReceiptLine {
  return { text: "", rule: true };
}

/** Name (double, centred, or normal when `nameSize` says so), address, TEL and the T-number. */
export function loungeLines(
  lounge: ReceiptLounge,
  nameSize: "normal" | "double" = "double",
): ReceiptLine[] {
  const lines: ReceiptLine[] = [
    { text: lounge.name.trim(), align: "center", size: nameSize, bold: true },
  ];
  if (lounge.address.trim() !== "") lines.push({ text: lounge.address.trim(), align: "center" });
  if (lounge.phone.trim() !== "")
    lines.push({ text: `TEL ${lounge.phone.trim()}`, align: "center" });
  const tNumber = lounge.invoice_registration_number.trim();
  if (tNumber !== "") lines.push({ text: `登録番号 ${tNumber}`, align: "center" });
  return lines;
}

/** Throws INVALID_INPUT (naming what) unless `value` is whole yen ≥ 0. */
export function assertStoredYen(value: unknown, what: string): asserts value is number {
  try {
    assertYen(value, what);
  } catch {
    throw new DomainError("INVALID_INPUT", `${what}が正しくありません（保存された会計の金額）`);
  }
}

/** Throws INVALID_INPUT when two stored figures that must agree do not: the paper would not add up. */
export function assertAddsUp(actual: number, expected: number, what: string): void {
  if (actual !== expected) {
    throw new DomainError(
      "INVALID_INPUT",
      `${what}が合いません（${formatYen(actual)} と ${formatYen(expected)}）。会計の記録を確認してください`,
    );
  }
}
