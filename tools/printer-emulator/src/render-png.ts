// A job as the paper of a TM printer (576 dots wide for 48 columns on 80 mm, the printer's columns ×
// 12 dots): 24-dot font rows, double width and height, alignment, a row wider than the paper wrapped
// as the printer wraps it, QR codes, cuts, characters on the device's fixed-pitch grid. Close
// enough to judge layout; not a pixel-exact replica.
import { createCanvas, GlobalFonts, type SKRSContext2D } from "@napi-rs/canvas";
import QRCode from "qrcode";
import type { Command } from "./envelope";
import { cellsOf, HALF_CELL } from "./paper";
import { feedLines } from "./render-text";

const ROW = 24;
const MAX_HEIGHT = 30_000;
const FONT = GlobalFonts.has("Noto Sans CJK JP") ? "'Noto Sans CJK JP'" : "sans-serif";

type Align = "left" | "center" | "right";
type Style = { sx: number; sy: number; em: boolean; ul: boolean; reverse: boolean };
type Segment = Style & { text: string };
type Row =
  | { type: "text"; align: Align; segments: Segment[] }
  | { type: "space"; height: number }
  | {
      type: "qr";
      align: Align;
      modules: { size: number; get(row: number, column: number): number };
      cell: number;
    }
  | { type: "cut" }
  | { type: "note"; text: string };

/** Lays the commands out in rows of `columns` cells, then paints them on a canvas as tall as they need. */
export function renderPng(commands: readonly Command[], columns = 48): Buffer {
  const paperWidth = columns * HALF_CELL;
  const rows = layout(commands).flatMap((row) => wrapped(row, paperWidth));
  const height = Math.min(
    MAX_HEIGHT,
    Math.max(
      ROW,
      rows.reduce((sum, row) => sum + rowHeight(row), 0),
    ),
  );
  const canvas = createCanvas(paperWidth, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, paperWidth, height);
  let y = 0;
  for (const row of rows) {
    paintRow(context, row, y, paperWidth);
    y += rowHeight(row);
    if (y >= height) break;
  }
  return canvas.toBuffer("image/png");
}

function layout(commands: readonly Command[]): Row[] {
  const rows: Row[] = [];
  let style: Style = { sx: 1, sy: 1, em: false, ul: false, reverse: false };
  let align: Align = "left";
  let line: Segment[] = [];
  let lineAlign: Align = align;
  const endLine = (force: boolean) => {
    if (line.length > 0) rows.push({ type: "text", align: lineAlign, segments: line });
    else if (force) rows.push({ type: "space", height: ROW });
    line = [];
    lineAlign = align;
  };
  const walk = (list: readonly Command[]) => {
    for (const command of list) {
      const a = command.attributes;
      switch (command.name) {
        case "text": {
          if (a.align === "left" || a.align === "center" || a.align === "right") {
            align = a.align;
            if (line.length === 0) lineAlign = align;
          }
          style = nextStyle(style, a);
          const parts = command.content.split("\n");
          parts.forEach((part, index) => {
            if (index > 0) endLine(true);
            if (part !== "") line.push({ ...style, text: part });
          });
          break;
        }
        case "feed": {
          const lines = feedLines(command);
          endLine(true);
          for (let i = 1; i < lines; i++) rows.push({ type: "space", height: ROW });
          break;
        }
        case "symbol": {
          endLine(false);
          const cell = clamp(Number(a.width) || 3, 1, 16);
          const modules = qrModules(command.content, a.level);
          if (modules) rows.push({ type: "qr", align, modules, cell });
          // The device prints nothing for data a QR code cannot hold; say so on the paper.
          else rows.push({ type: "note", text: "[QR: too long]" });
          break;
        }
        case "cut":
          endLine(false);
          rows.push({ type: "cut" });
          break;
        case "pulse":
        case "barcode":
        case "image":
        case "logo":
        case "hline":
          endLine(false);
          rows.push({
            type: "note",
            text: command.name === "pulse" ? "[drawer]" : `[${command.name}]`,
          });
          break;
        case "page":
          walk(command.children);
          break;
      }
    }
  };
  walk(commands);
  endLine(false);
  return rows;
}

/** A text row wider than the paper goes on over as many rows as it takes, as the printer's does. */
function wrapped(row: Row, paperWidth: number): Row[] {
  if (row.type !== "text") return [row];
  const rows: Row[] = [];
  let segments: Segment[] = [];
  let used = 0;
  for (const segment of row.segments) {
    let text = "";
    for (const character of segment.text) {
      const width = cellsOf(character) * HALF_CELL * segment.sx;
      if (used + width > paperWidth && used > 0) {
        if (text !== "") segments.push({ ...segment, text });
        rows.push({ type: "text", align: row.align, segments });
        segments = [];
        text = "";
        used = 0;
      }
      text += character;
      used += width;
    }
    if (text !== "") segments.push({ ...segment, text });
  }
  if (segments.length > 0) rows.push({ type: "text", align: row.align, segments });
  return rows;
}

function nextStyle(style: Style, a: Record<string, string>): Style {
  const next = { ...style };
  if (a.dw !== undefined) next.sx = a.dw === "true" ? 2 : 1;
  if (a.dh !== undefined) next.sy = a.dh === "true" ? 2 : 1;
  if (a.width !== undefined) next.sx = clamp(Number(a.width) || 1, 1, 8);
  if (a.height !== undefined) next.sy = clamp(Number(a.height) || 1, 1, 8);
  if (a.em !== undefined) next.em = a.em === "true";
  if (a.ul !== undefined) next.ul = a.ul === "true";
  if (a.reverse !== undefined) next.reverse = a.reverse === "true";
  return next;
}

function rowHeight(row: Row): number {
  switch (row.type) {
    case "text":
      return ROW * Math.max(...row.segments.map((segment) => segment.sy)) + 6;
    case "space":
      return row.height;
    case "qr":
      return (row.modules.size + 8) * row.cell;
    case "cut":
      return ROW * 2;
    case "note":
      return ROW + 6;
  }
}

function paintRow(context: SKRSContext2D, row: Row, top: number, paperWidth: number) {
  context.fillStyle = "#000";
  context.textBaseline = "alphabetic";
  if (row.type === "text") {
    const widths = row.segments.map((segment) => segmentWidth(context, segment));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const rowTall = rowHeight(row) - 6;
    let x = startX(row.align, total, paperWidth);
    row.segments.forEach((segment, index) => {
      const width = widths[index] ?? 0;
      paintSegment(context, segment, x, top + 3 + rowTall, width);
      x += width;
    });
  } else if (row.type === "qr") {
    const side = row.modules.size * row.cell;
    const left = startX(row.align, side, paperWidth);
    for (let r = 0; r < row.modules.size; r++) {
      for (let c = 0; c < row.modules.size; c++) {
        if (row.modules.get(r, c))
          context.fillRect(
            left + c * row.cell,
            top + 4 * row.cell + r * row.cell,
            row.cell,
            row.cell,
          );
      }
    }
  } else if (row.type === "cut") {
    context.setLineDash([8, 6]);
    context.strokeStyle = "#888";
    context.beginPath();
    context.moveTo(0, top + ROW);
    context.lineTo(paperWidth, top + ROW);
    context.stroke();
    context.setLineDash([]);
  } else if (row.type === "note") {
    context.fillStyle = "#888";
    context.font = `${ROW - 6}px ${FONT}`;
    context.fillText(row.text, 0, top + ROW);
  }
}

function segmentWidth(_context: SKRSContext2D, segment: Segment): number {
  let cells = 0;
  for (const character of segment.text) cells += cellsOf(character);
  return cells * HALF_CELL * segment.sx;
}

function paintSegment(
  context: SKRSContext2D,
  segment: Segment,
  x: number,
  baseline: number,
  width: number,
) {
  const height = ROW * segment.sy;
  if (segment.reverse) {
    context.fillRect(x, baseline - height, width, height + 4);
    context.fillStyle = "#fff";
  }
  context.save();
  context.font = fontOf(segment);
  context.translate(x, baseline - 4 * segment.sy);
  context.scale(segment.sx, segment.sy);
  // Each character centred in its own cell, as the printer's fixed-pitch font puts it.
  let cellX = 0;
  for (const character of segment.text) {
    const cellWidth = cellsOf(character) * HALF_CELL;
    const glyph = context.measureText(character).width;
    context.fillText(character, cellX + (cellWidth - glyph) / 2, 0);
    cellX += cellWidth;
  }
  context.restore();
  if (segment.ul) context.fillRect(x, baseline - 2, width, 2);
  context.fillStyle = "#000";
}

function fontOf(segment: Segment): string {
  return `${segment.em ? "bold " : ""}${ROW}px ${FONT}`;
}

function startX(align: Align, width: number, paperWidth: number): number {
  if (align === "center") return Math.max(0, (paperWidth - width) / 2);
  if (align === "right") return Math.max(0, paperWidth - width);
  return 0;
}

function qrModules(content: string, level: string | undefined) {
  try {
    return QRCode.create(content || " ", { errorCorrectionLevel: qrLevel(level) }).modules;
  } catch {
    return null;
  }
}

function qrLevel(level: string | undefined): "L" | "M" | "Q" | "H" {
  const letter = (level ?? "").replace("level_", "").toUpperCase();
  return letter === "L" || letter === "Q" || letter === "H" ? letter : "M";
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, Math.round(value)));
}
