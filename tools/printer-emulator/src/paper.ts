// The paper a printer prints on: its width in dots at font A (12 dots a cell, 24 a kanji), by model,
// and the cells a character takes on its fixed-pitch grid.

/** Font A's cell: 12 dots for a one-byte character, two cells for a kanji-mode (JIS) character. */
export const HALF_CELL = 12;

/** Rows of font A by model: TM-m30 family 48 on 80 mm, TM-T88 42 on 80 mm, 58 mm printers 32. */
export const MODEL_COLUMNS = { "tm-m30": 48, "tm-t88": 42, "58mm": 32 } as const;
export type Model = keyof typeof MODEL_COLUMNS;
export const isModel = (value: unknown): value is Model =>
  typeof value === "string" && Object.hasOwn(MODEL_COLUMNS, value);

/** The narrowest and widest rows the emulator prints (as the app lays papers out). */
export const MIN_COLUMNS = 24;
export const MAX_COLUMNS = 64;

/**
 * The printer prints on a grid, never proportionally: ASCII, half-width katakana and ¥ take one cell,
 * everything else (printed in kanji mode: kana, kanji, full-width forms, ×, ① …) two.
 */
export function cellsOf(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80 || (code >= 0xff61 && code <= 0xff9f) || code === 0xa5 || code === 0x203e) {
    return 1;
  }
  return 2;
}
