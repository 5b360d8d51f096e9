// A fee rule's price table as the editor sees it: 144 cells in a fixed order, cell keys, and what changed.

import { DAY_TYPE_LABELS, GENDER_LABELS } from "../shared/pricing/pricing";
import { GENDERS, type Gender } from "../shared/pricing/pricing-schema";
import { DAY_TYPES, type DayType } from "../shared/time/day-type";

/**
 * The largest price of a cell or a special date per person. The columns are 32-bit integers, and
 * no venue charges ten million yen per unit, so a bigger number is a typing error, refused early.
 */
export const MAX_PRICE_CELL_YEN = 10_000_000;

export const PRICE_TABLE_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** One cell as the price-table calls carry it: prices per unit per person. */
export type PriceTableCell = {
  gender: Gender;
  day_type: DayType;
  hour: number;
  share: number;
  solo: number;
};

export type PriceTableCellKey = Pick<PriceTableCell, "gender" | "day_type" | "hour">;

export const priceCellKey = ({ gender, day_type, hour }: PriceTableCellKey) =>
  `${gender}:${day_type}:${hour}`;

/** 「男性・平日 21時台」: how a cell is named in messages. */
export const priceCellLabel = ({ gender, day_type, hour }: PriceTableCellKey) =>
  `${GENDER_LABELS[gender]}・${DAY_TYPE_LABELS[day_type]} ${hour}時台`;

/** A column of the editor: one day type and one gender. */
export type PriceTableColumn = { day_type: DayType; gender: Gender };

/** The editor's six columns in order: day type, then gender. */
export const PRICE_TABLE_COLUMNS: readonly PriceTableColumn[] = DAY_TYPES.flatMap((day_type) =>
  GENDERS.map((gender) => ({ day_type, gender })),
);

/**
 * Every cell of a table, ordered by gender (mens, ladys, others), day type (weekday, weekend) and
 * hour; a cell the given list lacks is 0 yen for both prices.
 */
export function completePriceTable(cells: readonly PriceTableCell[]): PriceTableCell[] {
  const byKey = new Map(cells.map((cell) => [priceCellKey(cell), cell]));
  return GENDERS.flatMap((gender) =>
    DAY_TYPES.flatMap((day_type) =>
      PRICE_TABLE_HOURS.map((hour) => {
        const cell = byKey.get(priceCellKey({ gender, day_type, hour }));
        return { gender, day_type, hour, share: cell?.share ?? 0, solo: cell?.solo ?? 0 };
      }),
    ),
  );
}

export type PriceCellChange = PriceTableCellKey & {
  before: { share: number; solo: number };
  after: { share: number; solo: number };
};

/**
 * The cells of `next` whose prices differ from `current` (a cell `current` lacks counts as 0 yen),
 * in `next`'s order.
 */
export function priceTableChanges(
  current: readonly PriceTableCell[],
  next: readonly PriceTableCell[],
): PriceCellChange[] {
  const byKey = new Map(current.map((cell) => [priceCellKey(cell), cell]));
  const changes: PriceCellChange[] = [];
  for (const cell of next) {
    const old = byKey.get(priceCellKey(cell)) ?? { share: 0, solo: 0 };
    if (old.share === cell.share && old.solo === cell.solo) continue;
    changes.push({
      gender: cell.gender,
      day_type: cell.day_type,
      hour: cell.hour,
      before: { share: old.share, solo: old.solo },
      after: { share: cell.share, solo: cell.solo },
    });
  }
  return changes;
}
