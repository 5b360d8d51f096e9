// A job as plain text: what a person reads off the paper (tests search it, the page shows it).
import type { Command } from "./envelope";

export const CUT_LINE = "------ cut ------";

/** The display's texts are placed by window and cursor, not flowed: one line each here. */
export function renderText(
  commands: readonly Command[],
  kind: "print" | "display" = "print",
): string {
  let out = "";
  const block = (line: string) => {
    if (out !== "" && !out.endsWith("\n")) out += "\n";
    out += `${line}\n`;
  };
  const walk = (list: readonly Command[]) => {
    for (const command of list) {
      switch (command.name) {
        case "text":
          if (kind === "display") block(command.content);
          else out += command.content;
          break;
        case "feed":
          out += "\n".repeat(feedLines(command));
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
          block("-".repeat(48));
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
