// A job as plain text: what a person reads off the paper (tests search it, the page shows it). A
// row wider than the printer's columns goes on over the next row, as on the paper.
import type { Command } from "./envelope";
import { cellsOf } from "./paper";

export const CUT_LINE = "------ cut ------";

/** The display's texts are placed by window and cursor, not flowed: one line each here. */
export function renderText(
  commands: readonly Command[],
  kind: "print" | "display" = "print",
  columns = 48,
): string {
  let out = "";
  /** Cells used on the current row, and how wide the current text prints (double width: 2). */
  let used = 0;
  let wide = 1;
  const block = (line: string) => {
    if (out !== "" && !out.endsWith("\n")) out += "\n";
    out += `${line}\n`;
    used = 0;
  };
  const print = (text: string) => {
    for (const character of text) {
      if (character === "\n") {
        out += character;
        used = 0;
        continue;
      }
      const cells = cellsOf(character) * wide;
      if (used + cells > columns && used > 0) {
        out += "\n";
        used = 0;
      }
      out += character;
      used += cells;
    }
  };
  const walk = (list: readonly Command[]) => {
    for (const command of list) {
      switch (command.name) {
        case "text": {
          const { dw, width } = command.attributes;
          if (width !== undefined) wide = Math.min(8, Math.max(1, Number(width) || 1));
          else if (dw !== undefined) wide = dw === "true" ? 2 : 1;
          if (kind === "display") block(command.content);
          else print(command.content);
          break;
        }
        case "feed":
          out += "\n".repeat(feedLines(command));
          used = 0;
          break;
        case "symbol":
          block(`[QR:${command.content}]`);
          break;
        case "barcode":
          block(`[BARCODE:${command.content}]`);
          break;
        case "image":
          block("[image]");
          break;
        case "logo":
          block("[logo]");
          break;
        case "hline":
          block("-".repeat(columns));
          break;
        case "cut":
          block(CUT_LINE);
          break;
        case "pulse":
          block("[drawer]");
          break;
        case "page":
          walk(command.children);
          break;
      }
    }
  };
  walk(commands);
  return out;
}

/** `<feed line="n">` feeds n lines; a bare `<feed/>` (or a dot feed) ends the line. */
export function feedLines(command: Command): number {
  const lines = Number(command.attributes.line);
  return Number.isInteger(lines) && lines > 0 ? Math.min(lines, 255) : 1;
}
