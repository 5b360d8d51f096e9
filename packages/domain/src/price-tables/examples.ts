// Worked price-table calls for /docs: the table docs/money.md prices its examples with (通常, per
// 10-minute unit per person), read whole, then two of its cells changed.
import type { z } from "zod";
import type { ContractExample } from "../shared/api/contract";
import { GENDERS } from "../shared/pricing/pricing-schema";
import { DAY_TYPES } from "../shared/time/day-type";
import type { priceTablesApi } from "./contracts";
import type { PriceTable, ZPriceTableUpdate } from "./schemas";

type Cell = PriceTable["cells"][number];

/** Men (and others) 500 by day and 600 late at night on weekdays, 700 and 800 on weekends; ladies 0. */
function money(cell: Omit<Cell, "share" | "solo">): Cell {
  if (cell.gender === "ladys") return { ...cell, share: 0, solo: 0 };
  const late = cell.hour >= 22 || cell.hour < 6;
  const weekend = cell.day_type === "weekend";
  return {
    ...cell,
    share: (weekend ? 700 : 500) + (late ? 100 : 0),
    solo: weekend ? 200 : 100,
  };
}

/** All 144 cells, ordered by gender, day type and hour as the server answers them. */
const cells: Cell[] = GENDERS.flatMap((gender) =>
  DAY_TYPES.flatMap((day_type) =>
    Array.from({ length: 24 }, (_, hour) => money({ gender, day_type, hour })),
  ),
);

const table: PriceTable = { fee_rule_id: 1, unit_minutes: 10, cells };

/** Weekend nights at 22 and 23 o'clock for men: 900 a unit. */
const raised = [22, 23].map(
  (hour): Cell => ({ gender: "mens", day_type: "weekend", hour, share: 900, solo: 200 }),
);
const updateRequest = { cells: raised } satisfies z.input<typeof ZPriceTableUpdate>;

const sameCell = (a: Cell, b: Cell) =>
  a.gender === b.gender && a.day_type === b.day_type && a.hour === b.hour;

export const priceTablesExamples: Partial<Record<keyof typeof priceTablesApi, ContractExample>> = {
  show: { summary: "料金区分「通常」の料金表 (10分単位・1名あたり)", response: table },
  update: {
    summary: "金土祝前の男性 22時台・23時台を900円に (送ったセルだけ変わる)",
    request: updateRequest,
    response: {
      ...table,
      cells: cells.map((cell) => raised.find((r) => sameCell(r, cell)) ?? cell),
    },
  },
};
