// Opening hours on the lounge's clock: nights past midnight, Friday into Saturday, closed weekdays,
// in a zone without daylight saving and in one with it.
import { describe, expect, it } from "vitest";
import { isOpenAt, type OpeningHours, openingAt, ZOpeningHours } from "./opening-hours";

const NIGHT = { open: "19:00", close: "05:00" };
/** Sunday first: Monday closed, Friday and Saturday until 06:00. */
const HOURS: OpeningHours = [
  NIGHT,
  null,
  NIGHT,
  NIGHT,
  NIGHT,
  { open: "19:00", close: "06:00" },
  { open: "18:00", close: "06:00" },
];
const TOKYO = "Asia/Tokyo";
const NEW_YORK = "America/New_York";

describe("isOpenAt", () => {
  it("is open from the opening time on, and not before it (Friday 2026-11-27, Tokyo)", () => {
    expect(isOpenAt(HOURS, "2026-11-27T13:46:00+09:00", TOKYO)).toBe(false);
    expect(isOpenAt(HOURS, "2026-11-27T18:59:59+09:00", TOKYO)).toBe(false);
    expect(isOpenAt(HOURS, "2026-11-27T19:00:00+09:00", TOKYO)).toBe(true);
    // 22:46 JST is 13:46 UTC: the lounge's clock decides, not UTC's.
    expect(isOpenAt(HOURS, "2026-11-27T13:46:00Z", TOKYO)).toBe(true);
  });

  it("runs past midnight: Friday's night is open into Saturday morning until its closing", () => {
    expect(openingAt(HOURS, "2026-11-28T01:30:00+09:00", TOKYO)).toBe("2026-11-27");
    expect(isOpenAt(HOURS, "2026-11-28T05:59:00+09:00", TOKYO)).toBe(true);
    expect(isOpenAt(HOURS, "2026-11-28T06:00:00+09:00", TOKYO)).toBe(false);
    // Saturday opens at 18:00 as Saturday's own night.
    expect(openingAt(HOURS, "2026-11-28T18:00:00+09:00", TOKYO)).toBe("2026-11-28");
    // Thursday's night ends at 05:00, not at Friday's 06:00.
    expect(isOpenAt(HOURS, "2026-11-27T05:30:00+09:00", TOKYO)).toBe(false);
    expect(isOpenAt(HOURS, "2026-11-27T04:59:00+09:00", TOKYO)).toBe(true);
  });

  it("a closed weekday opens nothing, but the night before it still ends on its morning", () => {
    // Sunday 2026-11-29's night runs into Monday; Monday (定休日) itself never opens.
    expect(isOpenAt(HOURS, "2026-11-30T04:00:00+09:00", TOKYO)).toBe(true);
    expect(isOpenAt(HOURS, "2026-11-30T20:00:00+09:00", TOKYO)).toBe(false);
    expect(isOpenAt(HOURS, "2026-12-01T02:00:00+09:00", TOKYO)).toBe(false);
  });

  it("a closing at midnight ends the night at 24:00; a daytime opening closes the same day", () => {
    const days: OpeningHours = Array.from({ length: 7 }, () => ({ open: "11:00", close: "00:00" }));
    expect(isOpenAt(days, "2026-11-27T23:59:00+09:00", TOKYO)).toBe(true);
    expect(isOpenAt(days, "2026-11-28T00:00:00+09:00", TOKYO)).toBe(false);
    const lunch: OpeningHours = Array.from({ length: 7 }, () => ({
      open: "11:00",
      close: "15:00",
    }));
    expect(isOpenAt(lunch, "2026-11-27T14:59:00+09:00", TOKYO)).toBe(true);
    expect(isOpenAt(lunch, "2026-11-27T15:00:00+09:00", TOKYO)).toBe(false);
    expect(isOpenAt(lunch, "2026-11-28T02:00:00+09:00", TOKYO)).toBe(false);
  });

  it("follows the wall clock across a daylight-saving change (New York, 2026-03-08)", () => {
    // Saturday 2026-03-07 19:00–06:00; clocks go from 02:00 EST to 03:00 EDT that night.
    expect(isOpenAt(HOURS, "2026-03-08T06:30:00Z", NEW_YORK)).toBe(true); // 01:30 EST
    expect(isOpenAt(HOURS, "2026-03-08T09:30:00Z", NEW_YORK)).toBe(true); // 05:30 EDT
    // 06:30 EDT: closed, though a fixed EST offset would read 05:30 and call it open.
    expect(isOpenAt(HOURS, "2026-03-08T10:30:00Z", NEW_YORK)).toBe(false);
    // Sunday's opening at 19:00 EDT is 23:00 UTC.
    expect(isOpenAt(HOURS, "2026-03-08T22:59:00Z", NEW_YORK)).toBe(false);
    expect(isOpenAt(HOURS, "2026-03-08T23:00:00Z", NEW_YORK)).toBe(true);
  });
});

describe("ZOpeningHours", () => {
  it("takes seven days, each a pair of HH:mm times or closed", () => {
    expect(ZOpeningHours.safeParse(HOURS).success).toBe(true);
    expect(ZOpeningHours.safeParse(HOURS.slice(0, 6)).success).toBe(false);
    const bad = [...HOURS];
    bad[2] = { open: "25:00", close: "05:00" };
    expect(ZOpeningHours.safeParse(bad).error?.issues[0]?.message).toBe(
      "開店時刻を HH:mm で入力してください",
    );
    bad[2] = { open: "19:00", close: "19:00" };
    expect(ZOpeningHours.safeParse(bad).error?.issues[0]?.path).toEqual([2, "close"]);
  });
});
