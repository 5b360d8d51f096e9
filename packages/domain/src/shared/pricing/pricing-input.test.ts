// priceSettlement's refusals, and proof that its fast input check agrees with ZPriceSettlementInput.
import { describe, expect, it } from "vitest";
import { thrown } from "../test-helpers";
import { priceSettlement } from "./pricing";
import { group, settlement, share, solo } from "./pricing.fixtures";
import { readPriceSettlementInput } from "./pricing-input";
import { ZPriceSettlementInput } from "./pricing-schema";

describe("priceSettlement: invalid input", () => {
  const visit = [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:30:00+09:00")];

  it("refuses a missing price-table cell instead of charging 0", () => {
    const error = thrown(() =>
      priceSettlement(settlement([group({ gender: "others", intervals: visit })])),
    );
    expect(error?.code).toBe("PRICE_CELL_MISSING");
    expect(error?.message).toBe("料金表に「通常」その他・平日 20時台の料金がありません");
  });

  it.each([
    [
      "an unknown fee rule",
      settlement([group({ feeRule: "gold", intervals: visit })]),
      "UNKNOWN_FEE_RULE",
    ],
    [
      "overlapping intervals",
      settlement([
        group({
          intervals: [...visit, solo("2024-12-03T20:20:00+09:00", "2024-12-03T20:40:00+09:00")],
        }),
      ]),
      "INTERVALS_OVERLAP",
    ],
    [
      "an interval ending before it starts",
      settlement([
        group({ intervals: [share("2024-12-03T20:30:00+09:00", "2024-12-03T20:00:00+09:00")] }),
      ]),
      "INVALID_INTERVAL",
    ],
    [
      "an instant without an offset",
      settlement([
        group({ intervals: [share("2024-12-03T20:00:00", "2024-12-03T20:30:00+09:00")] }),
      ]),
      "INVALID_INPUT",
    ],
    ["a group of 0 people", settlement([group({ num: 0 })]), "INVALID_INPUT"],
    ["a fractional extra charge", settlement([group({ extra_charge: 10.5 })]), "INVALID_INPUT"],
    [
      "a negative order price",
      settlement([group({ orders: [{ name: "x", price: -100, num: 1 }] })]),
      "INVALID_INPUT",
    ],
    ["no groups", settlement([]), "INVALID_INPUT"],
    ["the same group twice", settlement([group(), group()]), "DUPLICATE_GROUP"],
    [
      "a visit in a year the holiday data does not cover",
      settlement([
        group({ intervals: [share("2051-06-01T20:00:00+09:00", "2051-06-01T20:10:00+09:00")] }),
      ]),
      "HOLIDAY_DATA_OUT_OF_RANGE",
    ],
    [
      "a visit longer than 31 days",
      settlement([
        group({ intervals: [share("2024-11-01T20:00:00+09:00", "2024-12-03T20:00:00+09:00")] }),
      ]),
      "VISIT_TOO_LONG",
    ],
  ])("refuses %s", (_, input, code) => {
    expect(thrown(() => priceSettlement(input))?.code).toBe(code);
  });

  it("refuses bad lounge settings and duplicated configuration", () => {
    const base = settlement([group({ intervals: visit })]);
    expect(
      thrown(() =>
        priceSettlement({ ...base, lounge: { ...base.lounge, timeZone: "Mars/Olympus" } }),
      )?.code,
    ).toBe("INVALID_TIME_ZONE");
    expect(
      thrown(() => priceSettlement({ ...base, lounge: { ...base.lounge, cutoff: "6:00" } }))?.code,
    ).toBe("INVALID_INPUT");
    expect(
      thrown(() => priceSettlement({ ...base, lounge: { ...base.lounge, unitMinutes: 0 } }))?.code,
    ).toBe("INVALID_INPUT");
    const reversed = { from: "2025-01-03", to: "2024-12-26", pricePerPerson: 1000 };
    expect(
      thrown(() =>
        priceSettlement({ ...base, lounge: { ...base.lounge, specialDates: [reversed] } }),
      )?.code,
    ).toBe("INVALID_SPECIAL_DATES");
    expect(
      thrown(() => priceSettlement({ ...base, feeRules: [...base.feeRules, ...base.feeRules] }))
        ?.code,
    ).toBe("DUPLICATE_FEE_RULE");
    expect(
      thrown(() =>
        priceSettlement({ ...base, priceTable: [...base.priceTable, ...base.priceTable] }),
      )?.code,
    ).toBe("DUPLICATE_PRICE_CELL");
    expect(thrown(() => priceSettlement(null as never))?.code).toBe("INVALID_INPUT");
  });

  it("names the offending field in the message", () => {
    const error = thrown(() => priceSettlement(settlement([group({ num: 16 })])));
    expect(error?.message).toBe(
      "料金計算の入力が正しくありません: groups[0].num（値が大きすぎます）",
    );
  });
});

describe("readPriceSettlementInput agrees with ZPriceSettlementInput", () => {
  const valid = () =>
    settlement([
      group({
        intervals: [share("2024-12-03T20:00:00+09:00", "2024-12-03T20:30:00.5Z")],
        orders: [{ name: "ビール", price: 700, num: 2 }],
      }),
    ]);
  // Each mutation breaks one rule of the schema; both checks must refuse it.
  const mutations: [string, (input: ReturnType<typeof valid>) => unknown][] = [
    ["time zone empty", (input) => ({ ...input, lounge: { ...input.lounge, timeZone: "" } })],
    ["cut-off 24:00", (input) => ({ ...input, lounge: { ...input.lounge, cutoff: "24:00" } })],
    [
      "unit 1441 minutes",
      (input) => ({ ...input, lounge: { ...input.lounge, unitMinutes: 1441 } }),
    ],
    ["unit 2.5 minutes", (input) => ({ ...input, lounge: { ...input.lounge, unitMinutes: 2.5 } })],
    [
      "special date 2024/12/26",
      (input) => ({
        ...input,
        lounge: {
          ...input.lounge,
          specialDates: [{ from: "2024/12/26", to: "2025-01-03", pricePerPerson: 1 }],
        },
      }),
    ],
    [
      "fee rule without key",
      (input) => ({ ...input, feeRules: [{ ...input.feeRules[0], key: "" }] }),
    ],
    [
      "fee rule vip as text",
      (input) => ({ ...input, feeRules: [{ ...input.feeRules[0], vip: "true" }] }),
    ],
    [
      "flat price −1",
      (input) => ({ ...input, feeRules: [{ ...input.feeRules[0], flatPricePerPerson: -1 }] }),
    ],
    ["cell hour 24", (input) => ({ ...input, priceTable: [{ ...input.priceTable[0], hour: 24 }] })],
    [
      "cell gender men",
      (input) => ({ ...input, priceTable: [{ ...input.priceTable[0], gender: "men" }] }),
    ],
    [
      "cell day type holiday",
      (input) => ({ ...input, priceTable: [{ ...input.priceTable[0], dayType: "holiday" }] }),
    ],
    [
      "cell share as text",
      (input) => ({ ...input, priceTable: [{ ...input.priceTable[0], share: "500" }] }),
    ],
    ["no groups", (input) => ({ ...input, groups: [] })],
    ["group id −1", (input) => ({ ...input, groups: [{ ...input.groups[0], id: -1 }] })],
    ["group of 16", (input) => ({ ...input, groups: [{ ...input.groups[0], num: 16 }] })],
    [
      "status away",
      (input) => ({
        ...input,
        groups: [
          {
            ...input.groups[0],
            intervals: [
              { ...share("2024-12-03T20:00:00Z", "2024-12-03T20:30:00Z"), status: "away" },
            ],
          },
        ],
      }),
    ],
    [
      "instant without seconds",
      (input) => ({
        ...input,
        groups: [
          {
            ...input.groups[0],
            intervals: [share("2024-12-03T20:00+09:00", "2024-12-03T20:30:00Z")],
          },
        ],
      }),
    ],
    [
      "instant without offset",
      (input) => ({
        ...input,
        groups: [
          { ...input.groups[0], intervals: [solo("2024-12-03T20:00:00", "2024-12-03T20:30:00Z")] },
        ],
      }),
    ],
    [
      "order num 0",
      (input) => ({
        ...input,
        groups: [{ ...input.groups[0], orders: [{ name: "x", price: 1, num: 0 }] }],
      }),
    ],
    [
      "extra charge missing",
      (input) => ({ ...input, groups: [{ ...input.groups[0], extra_charge: undefined }] }),
    ],
    ["discount 10", (input) => ({ ...input, discountPercent: 10 })],
    ["discount missing", (input) => ({ ...input, discountPercent: undefined })],
  ];

  it("both accept a valid input and return the same data", () => {
    const input = valid();
    expect(readPriceSettlementInput(input)).toEqual(ZPriceSettlementInput.parse(input));
  });

  it.each(mutations)("both refuse: %s", (_, mutate) => {
    const input = mutate(valid());
    expect(ZPriceSettlementInput.safeParse(input).success).toBe(false);
    expect(thrown(() => readPriceSettlementInput(input))?.code).toBe("INVALID_INPUT");
  });
});
