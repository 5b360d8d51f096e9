// explainSettlement: every charged unit of the bill, adding up to the hour lines to the yen.
import { describe, expect, it } from "vitest";
import { explainSettlement, priceSettlement } from "./pricing";
import { group, settlement, share, solo } from "./pricing.fixtures";

describe("explainSettlement", () => {
  // Tuesday 3 December 2024 (weekday), Tokyo: two men alone 21:30–21:45, then share 21:45–22:20.
  const input = settlement([
    group({
      num: 2,
      intervals: [
        solo("2024-12-03T12:30:00Z", "2024-12-03T12:45:00Z"),
        share("2024-12-03T12:45:00Z", "2024-12-03T13:20:00Z"),
      ],
    }),
  ]);

  it("lists each unit where it starts, with the cell it used", () => {
    const { units, groups } = explainSettlement(input);
    expect(units[0]).toEqual([
      unit("2024-12-03T12:45:00.000Z", "share", 21, 500),
      unit("2024-12-03T12:55:00.000Z", "share", 21, 500),
      unit("2024-12-03T13:05:00.000Z", "share", 22, 600),
      unit("2024-12-03T13:15:00.000Z", "share", 22, 600),
      unit("2024-12-03T12:30:00.000Z", "solo", 21, 100),
      unit("2024-12-03T12:40:00.000Z", "solo", 21, 100),
    ]);
    expect(groups[0]?.charge_price).toBe(4400);
    expect(groups[0]?.solo_price).toBe(400);
  });

  it("prices exactly as priceSettlement does", () => {
    const { units: _units, ...explained } = explainSettlement(input);
    expect(explained).toEqual(priceSettlement(input));
  });
});

function unit(start_at: string, status: "share" | "solo", hour: number, unit_price: number) {
  return {
    start_at,
    status,
    hour,
    day_type: "weekday",
    fee_rule: "通常",
    unit_price,
    num: 2,
    price: unit_price * 2,
  };
}
