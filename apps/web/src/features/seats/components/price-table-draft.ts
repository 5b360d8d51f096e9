// The price-table editor's unsaved state: a price per cell (blank while being typed), the copy
// tools over it, and which cells differ from the saved table.
import {
  type PriceTableCell,
  type PriceTableColumn,
  priceCellKey,
} from "@lounge-office/domain/price-tables";
import type { DayType } from "@lounge-office/domain/shared";

export type DraftPrice = number | "";
export type DraftCell = { share: DraftPrice; solo: DraftPrice };
/** By `priceCellKey`; every one of the 144 cells is present. */
export type Draft = Readonly<Record<string, DraftCell>>;

export const draftOf = (cells: readonly PriceTableCell[]): Draft =>
  Object.fromEntries(
    cells.map((cell) => [priceCellKey(cell), { share: cell.share, solo: cell.solo }]),
  );

export const isChanged = (saved: PriceTableCell | undefined, cell: DraftCell | undefined) =>
  !!saved && !!cell && (saved.share !== cell.share || saved.solo !== cell.solo);

/** The cells to send (only those that differ from the saved table), and how many are blank. */
export function changedCells(saved: readonly PriceTableCell[], draft: Draft) {
  const cells: PriceTableCell[] = [];
  let blanks = 0;
  for (const old of saved) {
    const cell = draft[priceCellKey(old)];
    if (!cell || !isChanged(old, cell)) continue;
    if (cell.share === "" || cell.solo === "") blanks++;
    else cells.push({ ...old, share: cell.share, solo: cell.solo });
  }
  return { cells, blanks };
}

/**
 * After a save: the cells that were sent take the saved prices; every other cell keeps what is
 * on screen (an edit made while the save was on its way is not lost).
 */
export function rebaseDraft(
  draft: Draft,
  table: readonly PriceTableCell[],
  sent: readonly PriceTableCell[],
): Draft {
  const sentKeys = new Set(sent.map(priceCellKey));
  const next = { ...draftOf(table) };
  for (const [key, cell] of Object.entries(draft)) if (!sentKeys.has(key)) next[key] = cell;
  return next;
}

const columnKeys = ({ day_type, gender }: PriceTableColumn, hour: number) =>
  priceCellKey({ gender, day_type, hour });

/** Copies the prices of hour `from` (every column) onto each hour in `to`. */
export function copyHour(
  draft: Draft,
  columns: readonly PriceTableColumn[],
  from: number,
  to: readonly number[],
): Draft {
  const next = { ...draft };
  for (const column of columns) {
    const source = draft[columnKeys(column, from)];
    if (!source) continue;
    for (const hour of to) next[columnKeys(column, hour)] = { ...source };
  }
  return next;
}

/** Copies one column (day type × gender) onto another, every hour. */
export function copyColumn(
  draft: Draft,
  hours: readonly number[],
  from: PriceTableColumn,
  to: PriceTableColumn,
): Draft {
  const next = { ...draft };
  for (const hour of hours) {
    const source = draft[columnKeys(from, hour)];
    if (source) next[columnKeys(to, hour)] = { ...source };
  }
  return next;
}

/** Copies a whole day type (every gender, every hour) onto the other. */
export function copyDayType(
  draft: Draft,
  columns: readonly PriceTableColumn[],
  hours: readonly number[],
  from: DayType,
  to: DayType,
): Draft {
  let next = draft;
  for (const column of columns.filter((c) => c.day_type === from)) {
    next = copyColumn(next, hours, column, { ...column, day_type: to });
  }
  return next;
}
