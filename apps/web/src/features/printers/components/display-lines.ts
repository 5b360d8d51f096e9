// What the customer display shows while paying: the total, what was handed over and the change,
// each line cut to the display's 44 columns (a full-width character takes two). The guests read these
// lines, so they stay in Japanese whatever the staff's language; a failure is the staff's to read.
import type { Printer } from "@lounge-office/domain/printers";
import { cutToWidth, EPOS_DISPLAY, eposDisplayXml } from "@lounge-office/domain/shared";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { EPOS_CLIENT_ERROR } from "../../../lib/printer-probe";
import { t } from "../messages";

/** The original system's display limit: 44 columns × 19 rows. */
export const DISPLAY_COLUMNS = EPOS_DISPLAY.columns;

/** Shown when the payment screen closes, so the next customer does not see the last bill. */
export const THANK_YOU_LINES = ["ありがとうございました"];

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

/** `text` cut to at most `columns` display columns (the domain's width rule, as on paper). */
export const clipColumns = (text: string, columns = DISPLAY_COLUMNS) => cutToWidth(text, columns);

/** 合計, and once money is entered お預り and お釣り (never negative while more is still owed). */
export function displayLines(total: number, paid: number): string[] {
  const lines = [`合計 ${yen(total)}`];
  if (paid > 0) lines.push(`お預り ${yen(paid)}`, `お釣り ${yen(Math.max(0, paid - total))}`);
  return lines.map((line) => clipColumns(line));
}

/** Sends lines to a display; like sendEpos, resolves with the outcome and never rejects. */
export async function showOnDisplay(
  display: Printer,
  lines: readonly string[],
  signal?: AbortSignal,
): Promise<EposOutcome> {
  try {
    return await sendEpos(display, "display", eposDisplayXml(lines), { signal });
  } catch (error) {
    console.error("customer display", error);
    return {
      ok: false,
      code: EPOS_CLIENT_ERROR,
      status: 0,
      message: t("display.buildFailed"),
      response: null,
    };
  }
}
