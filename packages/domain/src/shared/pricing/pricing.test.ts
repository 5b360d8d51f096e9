// Worked examples for priceSettlement: every rule of docs/money.md on a hand-checkable price table.
import { describe, expect, it } from "vitest";
import { chargeParts, priceSettlement } from "./pricing";
import { group, settlement, share, solo } from "./pricing.fixtures";

// Prices (see pricing.fixtures.ts), per 10 minutes per person for men on 通常: weekday 500, weekday
// late night (22:00-05:59) 600, weekend 700, weekend late night 800; solo 100 weekday, 200 weekend.

describe("priceSettlement: time charges", () => {
  it("prices each unit at the hour it starts in (a visit crossing an hour boundary)", () => {
    // Tuesday 2024-12-03, 21:45 to 22:20, two men: 35 minutes → 4 units starting 21:45, 21:55, 22:05, 22:15.
    const result = priceSettlement(
      settlement([
        group({
          num: 2,
          intervals: [share("2024-12-03T21:45:00+09:00", "2024-12-03T22:20:00+09:00")],
        }),
      ]),
    );
    const [priced] = result.groups;
    expect(priced?.share_minutes).toBe(35);
    expect(priced?.share_hours).toEqual([
      { share_hour: 21, fee_rule: "通常", time_count: 2, num: 2, unit_price: 500, price: 2000 },
      { share_hour: 22, fee_rule: "通常", time_count: 2, num: 2, unit_price: 600, price: 2400 },
    ]);
    expect(priced?.charge_price).toBe(4400);
    expect(priced?.fee_rule_type).toBe("charge");
    expect(result.groups_total_price).toBe(4400);
    expect(result.consumption_tax).toBe(400);
  });

  it("keeps units after midnight in the business day that started before it", () => {
    // Thursday night 23:45 to 00:15: the 00:05 unit is on calendar Friday but still Thursday's business
    // day, so it is a weekday late-night unit (600), not a weekend one (800).
    const result = priceSettlement(
      settlement([
        group({ intervals: [share("2024-12-05T23:45:00+09:00", "2024-12-06T00:15:00+09:00")] }),
      ]),
    );
    expect(result.groups[0]?.share_hours).toEqual([
      { share_hour: 23, fee_rule: "通常", time_count: 2, num: 1, unit_price: 600, price: 1200 },
      { share_hour: 0, fee_rule: "通常", time_count: 1, num: 1, unit_price: 600, price: 600 },
    ]);
    expect(result.groups[0]?.charge_price).toBe(1800);
  });

  it("switches to the next business day's day type at the cut-off", () => {
    // 05:30 to 06:30 on Friday 2024-12-06: units before 06:00 belong to Thursday (weekday, late night
    // 600); units from 06:00 belong to Friday's business day (weekend, 700).
    const result = priceSettlement(
      settlement([
        group({ intervals: [share("2024-12-06T05:30:00+09:00", "2024-12-06T06:30:00+09:00")] }),
      ]),
    );
    expect(result.groups[0]?.share_hours).toEqual([
      { share_hour: 5, fee_rule: "通常", time_count: 3, num: 1, unit_price: 600, price: 1800 },
      { share_hour: 6, fee_rule: "通常", time_count: 3, num: 1, unit_price: 700, price: 2100 },
    ]);
    expect(result.groups[0]?.charge_price).toBe(3900);
  });

  it("prices a Friday night at weekend prices", () => {
    // Friday 21:50 to 22:20, two men: 21:50 (700), 22:00 and 22:10 (late night, 800) → 2,300 × 2.
    const result = priceSettlement(
      settlement([
        group({
          num: 2,
          intervals: [share("2024-12-06T21:50:00+09:00", "2024-12-06T22:20:00+09:00")],
        }),
      ]),
    );
    expect(result.groups[0]?.share_hours).toEqual([
      { share_hour: 21, fee_rule: "通常", time_count: 1, num: 2, unit_price: 700, price: 1400 },
      { share_hour: 22, fee_rule: "通常", time_count: 2, num: 2, unit_price: 800, price: 3200 },
    ]);
    expect(result.groups[0]?.charge_price).toBe(4600);
  });

  it("prices the day before a national holiday at weekend prices, and the holiday itself as a weekday", () => {
    const visit = (day: string) =>
      priceSettlement(
        settlement([
          group({ intervals: [share(`${day}T20:00:00+09:00`, `${day}T20:25:00+09:00`)] }),
        ]),
      ).groups[0]?.charge_price;
    expect(visit("2025-02-03")).toBe(1500); // an ordinary Monday: 3 units × 500
    expect(visit("2025-02-10")).toBe(2100); // Monday before 建国記念の日 (Tue 2025-02-11): 3 × 700
    expect(visit("2025-02-11")).toBe(1500); // the holiday itself, followed by an ordinary Wednesday
  });

  it("lets one unit run across two share intervals at different seats", () => {
    // Share at A1 21:50:00-21:58:30 (8 whole minutes), solo 21:58:30-22:10:00 (11), share at B2
    // 22:10:00-22:25:00 (15). Share timeline 23 minutes → 3 units: the first starts 21:50 (500); the
    // second's first minute is B2's third minute, 22:12 (600); the third starts 22:22 (600).
    const result = priceSettlement(
      settlement([
        group({
          intervals: [
            share("2024-12-03T21:50:00+09:00", "2024-12-03T21:58:30+09:00"),
            solo("2024-12-03T21:58:30+09:00", "2024-12-03T22:10:00+09:00"),
            share("2024-12-03T22:10:00+09:00", "2024-12-03T22:25:00+09:00"),
          ],
        }),
      ]),
    );
    const [priced] = result.groups;
    expect(priced?.share_minutes).toBe(23);
    expect(priced?.share_hours).toEqual([
      { share_hour: 21, fee_rule: "通常", time_count: 1, num: 1, unit_price: 500, price: 500 },
      { share_hour: 22, fee_rule: "通常", time_count: 2, num: 1, unit_price: 600, price: 1200 },
    ]);
    expect(priced?.charge_price).toBe(1700);
    // Solo: 11 minutes → 2 units starting 21:58:30 (hour 21) and 22:08:30 (hour 22), 100 each.
    expect(priced?.solo_minutes).toBe(11);
    expect(priced?.solo_hours).toEqual([
      { solo_hour: 21, fee_rule: "通常", time_count: 1, num: 1, unit_price: 100, price: 100 },
      { solo_hour: 22, fee_rule: "通常", time_count: 1, num: 1, unit_price: 100, price: 100 },
    ]);
    expect(priced?.solo_price).toBe(200);
    expect(priced?.total_price).toBe(1900);
  });

  it("floors each interval to whole minutes before joining them", () => {
    // 15 min 40 s + 5 min 20 s = 15 + 5 = 20 minutes → 2 units, not 21 minutes → 3 units.
    const result = priceSettlement(
      settlement([
        group({
          intervals: [
            share("2024-12-03T21:00:00+09:00", "2024-12-03T21:15:40+09:00"),
            share("2024-12-03T21:15:40+09:00", "2024-12-03T21:21:00+09:00"),
          ],
        }),
      ]),
    );
    expect(result.groups[0]?.share_minutes).toBe(20);
    expect(result.groups[0]?.charge_price).toBe(1000);
  });

  it("takes intervals in time order whatever order they are given in", () => {
    const intervals = [
      share("2024-12-03T22:10:00+09:00", "2024-12-03T22:25:00+09:00"),
      share("2024-12-03T21:50:00+09:00", "2024-12-03T21:58:30+09:00"),
    ];
    const result = priceSettlement(settlement([group({ intervals })]));
    expect(result.groups[0]?.charge_price).toBe(1700);
  });

  it("reports a group that never shared a table as solo, priced with the solo column", () => {
    // Saturday 2024-12-07 20:00-20:25 alone: 3 units × 200.
    const result = priceSettlement(
      settlement([
        group({ intervals: [solo("2024-12-07T20:00:00+09:00", "2024-12-07T20:25:00+09:00")] }),
      ]),
    );
    expect(result.groups[0]).toMatchObject({
      fee_rule_type: "solo",
      share_minutes: 0,
      solo_minutes: 25,
      charge_price: 0,
      solo_price: 600,
      share_hours: [],
    });
  });

  it("uses the lounge's unit length", () => {
    // 35 minutes in 15-minute units → 3 units × 500.
    const input = settlement([
      group({ intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:35:00+09:00")] }),
    ]);
    input.lounge.unitMinutes = 15;
    expect(priceSettlement(input).groups[0]?.charge_price).toBe(1500);
  });

  it("charges ladies the 0-yen cells and sums several groups", () => {
    const result = priceSettlement(
      settlement([
        group({
          id: 1,
          num: 2,
          intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:30:00+09:00")],
        }),
        group({
          id: 2,
          gender: "ladys",
          num: 2,
          intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:30:00+09:00")],
          orders: [{ name: "カシスオレンジ", price: 600, num: 2 }],
        }),
      ]),
    );
    expect(result.groups.map((priced) => priced.total_price)).toEqual([3000, 1200]);
    expect(result.groups[1]?.share_hours).toEqual([
      { share_hour: 20, fee_rule: "通常", time_count: 3, num: 2, unit_price: 0, price: 0 },
    ]);
    expect(result.subtotal).toBe(4200);
  });
});

describe("priceSettlement: flat price, special dates, orders, extra charge", () => {
  it("charges a special-fee rule its flat price per person and no time charge", () => {
    const result = priceSettlement(
      settlement([
        group({
          num: 3,
          feeRule: "special",
          intervals: [
            solo("2024-12-03T19:50:00+09:00", "2024-12-03T20:00:00+09:00"),
            share("2024-12-03T20:00:00+09:00", "2024-12-03T22:00:00+09:00"),
          ],
        }),
      ]),
    );
    expect(result.groups[0]).toMatchObject({
      fee_rule_type: "charge",
      share_minutes: 120,
      solo_minutes: 10,
      charge_price: 9000,
      solo_price: 0,
      share_hours: [],
      solo_hours: [],
      total_price: 9000,
    });
    // Read back, the charge is the flat price; a timed group's is its time charge.
    const [flat] = result.groups;
    expect(
      chargeParts({ charge_price: 9000, share_hour_lines: flat?.share_hours.length ?? -1 }),
    ).toEqual({ time_charge: 0, flat_price: 9000 });
    const timed = priceSettlement(
      settlement([
        group({ intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:30:00+09:00")] }),
      ]),
    ).groups[0];
    expect(
      chargeParts({
        charge_price: timed?.charge_price ?? -1,
        share_hour_lines: timed?.share_hours.length ?? 0,
      }),
    ).toEqual({ time_charge: 1500, flat_price: 0 });
  });

  it("adds the year-end price per person when the first interval's business day is in the range", () => {
    const total = (start: string, end: string, num = 1) =>
      priceSettlement(settlement([group({ num, intervals: [share(start, end)] })])).groups[0];
    // Monday 2024-12-30, 20:00-20:30, two men: 3 × 500 × 2 = 3,000 plus 1,000 × 2 special.
    expect(total("2024-12-30T20:00:00+09:00", "2024-12-30T20:30:00+09:00", 2)).toMatchObject({
      charge_price: 3000,
      special_price: 2000,
      total_price: 5000,
    });
    // 02:00 on 2025-01-04 is still the business day 2025-01-03, the range's last day (inclusive).
    expect(total("2025-01-04T02:00:00+09:00", "2025-01-04T02:10:00+09:00")?.special_price).toBe(
      1000,
    );
    expect(total("2025-01-04T20:00:00+09:00", "2025-01-04T20:10:00+09:00")?.special_price).toBe(0);
    // A visit that began on the 25th's business day is not special even though it runs into the 26th.
    expect(total("2024-12-25T23:00:00+09:00", "2024-12-26T07:00:00+09:00")?.special_price).toBe(0);
  });

  it("applies the highest price when special ranges overlap, and charges it to flat-price groups too", () => {
    const input = settlement([
      group({
        feeRule: "special",
        intervals: [share("2024-12-31T20:00:00+09:00", "2024-12-31T21:00:00+09:00")],
      }),
    ]);
    input.lounge.specialDates.push({ from: "2024-12-31", to: "2024-12-31", pricePerPerson: 1500 });
    expect(priceSettlement(input).groups[0]).toMatchObject({
      special_price: 1500,
      total_price: 4500,
    });
  });

  it("adds orders (price × num) and the extra charge to the group total", () => {
    const result = priceSettlement(
      settlement([
        group({
          intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:10:00+09:00")],
          orders: [
            { name: "生ビール", price: 700, num: 2 },
            { name: "ポテト", price: 550, num: 1 },
            { name: "乾杯テキーラ（特典）", price: 0, num: 1 },
          ],
          extra_charge: 300,
        }),
      ]),
    );
    expect(result.groups[0]).toMatchObject({
      charge_price: 500,
      order_price: 1950,
      extra_charge: 300,
      total_price: 2750,
    });
  });
});

describe("priceSettlement: discount and tax", () => {
  const withTotal = (discountPercent: 50 | 30 | 20 | null) =>
    priceSettlement(
      settlement([group({ orders: [{ name: "ボトル", price: 12_345, num: 1 }] })], {
        discountPercent,
      }),
    );

  it.each([
    [50, 6172, 6173, 561, 561],
    [30, 3703, 8642, 785, 336],
    [20, 2469, 9876, 897, 224],
    [null, 0, 12_345, 1122, 0],
  ] as const)("discount %s%% of 12,345 yen", (percent, discount, total, tax, taxDiscount) => {
    const result = withTotal(percent);
    expect(result.subtotal).toBe(12_345);
    expect(result.discount).toBe(discount);
    expect(result.groups_total_price).toBe(total);
    expect(result.consumption_tax).toBe(tax);
    expect(result.tax_discount).toBe(taxDiscount);
    expect(result.groups[0]?.total_price).toBe(12_345); // group totals are before the discount
  });
});
