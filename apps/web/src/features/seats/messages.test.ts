// The seats catalog's Japanese names the same as the domain's: a price-table cell as the CSV
// import's messages name it. Tests run in Japanese, so a look-up answers the catalog's `ja` text.
import {
  PRICE_TABLE_COLUMNS,
  PRICE_TABLE_HOURS,
  priceCellLabel,
} from "@lounge-office/domain/price-tables";
import { describe, expect, it } from "vitest";
import { locale } from "../../lib/i18n";
import { cellName } from "./messages";

describe("seats messages", () => {
  it("look up the Japanese texts", () => {
    expect(locale).toBe("ja");
  });

  it("names every price-table cell as the domain's priceCellLabel does", () => {
    for (const hour of PRICE_TABLE_HOURS) {
      for (const column of PRICE_TABLE_COLUMNS) {
        expect(cellName({ ...column, hour })).toBe(priceCellLabel({ ...column, hour }));
      }
    }
  });
});
