// Wall-clock offsets in IANA zones, checked against the platform at transitions and at random.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assertTimeZone, wallClockMs, zoneOffsetMs } from "./zone";

const HOUR = 3_600_000;

/** Wall clock via formatToParts, independent of zone.ts's fast path and its cache. */
function referenceWallMs(timeZone: string, epochMs: number): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return wall + (((epochMs % 1000) + 1000) % 1000);
}

describe("zone offsets", () => {
  it("knows fixed, half-hour and quarter-hour zones", () => {
    expect(zoneOffsetMs("Asia/Tokyo", Date.UTC(2024, 11, 1))).toBe(9 * HOUR);
    expect(zoneOffsetMs("Asia/Kolkata", Date.UTC(2024, 11, 1))).toBe(5.5 * HOUR);
    expect(zoneOffsetMs("Asia/Kathmandu", Date.UTC(2024, 11, 1))).toBe(5.75 * HOUR);
    expect(zoneOffsetMs("UTC", Date.UTC(2024, 11, 1))).toBe(0);
  });

  it("changes offset at the exact instant of a daylight-saving transition", () => {
    const springForward = Date.UTC(2024, 2, 10, 7); // 02:00 EST becomes 03:00 EDT
    expect(zoneOffsetMs("America/New_York", springForward - 1)).toBe(-5 * HOUR);
    expect(zoneOffsetMs("America/New_York", springForward)).toBe(-4 * HOUR);
    // Lord Howe Island moves by half an hour at 02:00 local, in the middle of a UTC hour.
    const lordHowe = Date.UTC(2024, 9, 5, 15, 30); // 2024-10-06 02:00 +10:30 → 02:30 +11:00
    expect(zoneOffsetMs("Australia/Lord_Howe", lordHowe - 1)).toBe(10.5 * HOUR);
    expect(zoneOffsetMs("Australia/Lord_Howe", lordHowe)).toBe(11 * HOUR);
  });

  it("agrees with the platform's wall clock at any instant", () => {
    const zones = [
      "Asia/Tokyo",
      "America/New_York",
      "Europe/London",
      "Australia/Lord_Howe",
      "Asia/Kathmandu",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (zone, epochMs) => {
          expect(wallClockMs(zone, epochMs)).toBe(referenceWallMs(zone, epochMs));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refuses unknown zones", () => {
    expect(() => assertTimeZone("Asia/Nowhere")).toThrow(
      "タイムゾーン「Asia/Nowhere」は使えません",
    );
    expect(() => assertTimeZone("")).toThrow();
  });
});
