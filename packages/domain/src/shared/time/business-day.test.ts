// Business days: cut-off, zones, daylight saving, and the instant format.
import { describe, expect, it } from "vitest";
import { thrown } from "../test-helpers";
import { businessDayOf, businessDayStart } from "./business-day";
import { parseInstant } from "./calendar";

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

describe("businessDayStart", () => {
  const startOf = (instant: string, options = tokyo) => {
    const { day, startMs } = businessDayStart(instant, options);
    return { day, start: new Date(startMs).toISOString() };
  };

  it.each([
    // 01:30 on the 2nd belongs to the 1st, which began at 06:00 on the 1st (21:00Z the day before).
    ["2024-12-02T01:30:00+09:00", "2024-12-01", "2024-11-30T21:00:00.000Z"],
    ["2024-12-02T05:59:59+09:00", "2024-12-01", "2024-11-30T21:00:00.000Z"],
    ["2024-12-02T06:00:00+09:00", "2024-12-02", "2024-12-01T21:00:00.000Z"],
    ["2024-12-02T06:00:59.999+09:00", "2024-12-02", "2024-12-01T21:00:00.000Z"],
    ["2024-12-02T23:59:00+09:00", "2024-12-02", "2024-12-01T21:00:00.000Z"],
  ])("%s is in %s, which started at %s (Tokyo, cut-off 06:00)", (instant, day, start) => {
    expect(startOf(instant)).toEqual({ day, start });
  });

  it("agrees with businessDayOf on both sides of the start", () => {
    const options = { timeZone: "Asia/Tokyo", cutoff: "04:30" };
    for (let hour = 0; hour < 48; hour += 5) {
      const instant = new Date(Date.UTC(2024, 11, 1, hour, 17)).toISOString();
      const { day, startMs } = businessDayStart(instant, options);
      expect(businessDayOf(new Date(startMs).toISOString(), options)).toBe(day);
      expect(businessDayOf(new Date(startMs - 60_000).toISOString(), options)).not.toBe(day);
    }
  });

  it("follows daylight saving: the day after a change is 23 or 25 hours long", () => {
    const newYork = { timeZone: "America/New_York", cutoff: "06:00" };
    // 2024-03-10 06:00 EDT is 10:00Z; the day before began at 06:00 EST, 11:00Z.
    expect(startOf("2024-03-10T12:00:00Z", newYork)).toEqual({
      day: "2024-03-10",
      start: "2024-03-10T10:00:00.000Z",
    });
    expect(startOf("2024-03-10T09:59:00Z", newYork)).toEqual({
      day: "2024-03-09",
      start: "2024-03-09T11:00:00.000Z",
    });
    // 2024-11-03 06:00 EST is 11:00Z.
    expect(startOf("2024-11-03T20:00:00Z", newYork).start).toBe("2024-11-03T11:00:00.000Z");
  });

  it("starts at the first minute after a cut-off the clock skipped", () => {
    // 2024-03-10 in New York: 02:00 EST jumps to 03:00 EDT, so 02:30 never happens; 03:00 EDT is 07:00Z.
    const skipped = { timeZone: "America/New_York", cutoff: "02:30" };
    expect(startOf("2024-03-10T15:00:00Z", skipped)).toEqual({
      day: "2024-03-10",
      start: "2024-03-10T07:00:00.000Z",
    });
  });

  it("refuses what businessDayOf refuses", () => {
    expect(thrown(() => businessDayStart("2024-12-02T01:30:00", tokyo))?.code).toBe(
      "INVALID_INSTANT",
    );
    expect(
      thrown(() => businessDayStart("2024-12-02T01:30:00Z", { timeZone: "Tokyo", cutoff: "06:00" }))
        ?.code,
    ).toBe("INVALID_TIME_ZONE");
    expect(
      thrown(() => businessDayStart("2024-12-02T01:30:00Z", { ...tokyo, cutoff: "6:00" }))?.code,
    ).toBe("INVALID_CUTOFF");
  });
});
