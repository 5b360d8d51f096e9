// Business days: cut-off, zones, daylight saving, and the instant format.
import { describe, expect, it } from "vitest";
import { businessDayOf } from "./business-day";
import { parseInstant } from "./calendar";
import { thrown } from "./test-helpers";

const tokyo = { timeZone: "Asia/Tokyo", cutoff: "06:00" };

describe("businessDayOf", () => {
  it.each([
    ["2024-12-02T01:30:00+09:00", "2024-12-01"], // 01:30 on the 2nd belongs to the 1st
    ["2024-12-02T05:59:59+09:00", "2024-12-01"],
    ["2024-12-02T06:00:00+09:00", "2024-12-02"], // the cut-off starts the new business day
    ["2024-12-02T23:59:00+09:00", "2024-12-02"],
    ["2024-12-01T21:00:00Z", "2024-12-02"], // 06:00 on the 2nd in Tokyo, given in UTC
    ["2024-12-01T20:59:00Z", "2024-12-01"],
    ["2025-01-01T03:00:00+09:00", "2024-12-31"],
    ["2024-12-02T06:00:00.123456+09:00", "2024-12-02"],
  ])("%s → %s (Tokyo, cut-off 06:00)", (instant, day) => {
    expect(businessDayOf(instant, tokyo)).toBe(day);
  });

  it("uses the lounge's own cut-off and zone", () => {
    expect(
      businessDayOf("2024-12-02T04:30:00+09:00", { timeZone: "Asia/Tokyo", cutoff: "04:00" }),
    ).toBe("2024-12-02");
    expect(
      businessDayOf("2024-12-02T00:00:00+09:00", { timeZone: "Asia/Tokyo", cutoff: "00:00" }),
    ).toBe("2024-12-02");
    // 03:00 UTC is 22:00 the day before in New York (EST, UTC-5).
    expect(
      businessDayOf("2024-12-02T03:00:00Z", { timeZone: "America/New_York", cutoff: "06:00" }),
    ).toBe("2024-12-01");
  });

  it("follows daylight-saving changes on the lounge's clock", () => {
    const newYork = { timeZone: "America/New_York", cutoff: "06:00" };
    // 2024-03-10: clocks jump from 02:00 to 03:00 EST→EDT. 10:00Z is 06:00 EDT, the new business day.
    expect(businessDayOf("2024-03-10T10:00:00Z", newYork)).toBe("2024-03-10");
    expect(businessDayOf("2024-03-10T09:59:00Z", newYork)).toBe("2024-03-09");
    // 2024-11-03: back from EDT to EST. 11:00Z is 06:00 EST.
    expect(businessDayOf("2024-11-03T11:00:00Z", newYork)).toBe("2024-11-03");
    expect(businessDayOf("2024-11-03T10:59:00Z", newYork)).toBe("2024-11-02");
  });

  it.each([
    ["2024-12-02T01:30:00", "INVALID_INSTANT"], // no offset
    ["2024-02-30T10:00:00+09:00", "INVALID_INSTANT"],
    ["2024-12-02 01:30:00+09:00", "INVALID_INSTANT"],
    ["2024-12-02T24:00:00+09:00", "INVALID_INSTANT"],
    ["2024-12-02T01:30+09:00", "INVALID_INSTANT"], // seconds are required, as in the API schemas
  ])("refuses the instant %s", (instant, code) => {
    expect(thrown(() => businessDayOf(instant, tokyo))?.code).toBe(code);
  });

  it("refuses a bad zone or cut-off", () => {
    const instant = "2024-12-02T01:30:00+09:00";
    expect(thrown(() => businessDayOf(instant, { timeZone: "Tokyo", cutoff: "06:00" }))?.code).toBe(
      "INVALID_TIME_ZONE",
    );
    expect(
      thrown(() => businessDayOf(instant, { timeZone: "Asia/Tokyo", cutoff: "6:00" }))?.code,
    ).toBe("INVALID_CUTOFF");
    expect(
      thrown(() => businessDayOf(instant, { timeZone: "Asia/Tokyo", cutoff: "24:00" }))?.code,
    ).toBe("INVALID_CUTOFF");
  });
});

describe("parseInstant", () => {
  it("reads the offset and truncates sub-millisecond digits", () => {
    expect(parseInstant("2024-12-02T06:00:00+09:00")).toBe(Date.UTC(2024, 11, 1, 21));
    expect(parseInstant("2024-12-01T21:00:00.987654Z")).toBe(Date.UTC(2024, 11, 1, 21, 0, 0, 987));
    expect(parseInstant("2024-12-01T16:30:00-04:30")).toBe(Date.UTC(2024, 11, 1, 21));
  });
});

describe("parseInstant edge cases", () => {
  it.each([
    ["2024-12-01T21:00:00.9Z", 900],
    ["2024-12-01T21:00:00.09Z", 90],
    ["2024-12-01T21:00:00.999999999999999999Z", 999],
    ["2024-12-01T21:00:00.1234-01:00", 123 + 3_600_000],
  ])("%s", (instant, extraMs) => {
    expect(parseInstant(instant)).toBe(Date.UTC(2024, 11, 1, 21) + extraMs);
  });

  it("matches Date.parse over the whole supported range", () => {
    for (let year = 1000; year <= 9999; year += 7) {
      for (const [month, day] of [
        [1, 1],
        [2, 28],
        [2, 29],
        [3, 1],
        [12, 31],
      ] as const) {
        if (
          month === 2 &&
          day === 29 &&
          !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
        )
          continue;
        const iso = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}T13:45:07.250+05:30`;
        expect(parseInstant(iso)).toBe(Date.parse(iso));
      }
    }
    expect(() => parseInstant("2023-02-29T00:00:00Z")).toThrow();
    expect(() => parseInstant("2100-02-29T00:00:00Z")).toThrow();
    expect(parseInstant("2000-02-29T00:00:00Z")).toBe(Date.UTC(2000, 1, 29));
  });
});
