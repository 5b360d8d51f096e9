// Test helpers: what a DomainError-throwing call threw, for terse assertions on codes and messages;
// a paper laid out for a printer's columns.
import { expect } from "vitest";
import { eposPrintXml, xmlEscape } from "./epos/epos";
import { DomainError } from "./errors";
import { layoutLine, lineBudget, printableText, textWidth } from "./paper/receipt-layout";
import type { PrintedPaper } from "./paper/receipt-types";

export function thrown(fn: () => unknown): { code: string; message: string } | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) {
      return { code: error.code, message: error.message };
    }
    throw error;
  }
  return undefined;
}

/**
 * Test helper: `paper` laid out for a printer of `columns` columns, as it is sent: no row wider than
 * the printer, rules across the whole row, centred, right and amount rows ending at the right edge
 * (an amount whole, on the last row of its line), and the envelope carrying exactly these rows.
 */
export function expectLaidOutFor(paper: PrintedPaper, columns: number): void {
  const xml = eposPrintXml(paper, { columns });
  for (const line of paper.lines) {
    const budget = lineBudget(line, columns);
    const rows = layoutLine(line, columns);
    for (const row of rows) expect(textWidth(row), row).toBeLessThanOrEqual(budget);
    const last = rows.at(-1) ?? "";
    if (line.rule) expect(rows).toEqual(["-".repeat(budget)]);
    // A rule never spills a stub onto a second row.
    for (const row of rows) if (/^-+$/.test(row)) expect(row).toBe("-".repeat(budget));
    if (line.align === "center" || line.align === "right") {
      for (const row of rows) expect(textWidth(row), row).toBe(budget);
    }
    if (line.right) {
      expect(last.endsWith(printableText(line.right)), `${line.text} ${line.right}`).toBe(true);
      expect(textWidth(last)).toBe(budget);
    }
    expect(xml).toContain(xmlEscape(`${rows.join("\n")}\n`));
  }
}
