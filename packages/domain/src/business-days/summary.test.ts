// Head office's period by hand: a lounge's total over its days, the hours of a business day on the
// lounge's clock, and the period's dates.
import { describe, expect, it } from "vitest";
import {
  businessDayStartMs,
  datesOf,
  guestsByHour,
  type SummaryDay,
  summaryTotal,
} from "./summary";

const day = (date: string, over: Partial<SummaryDay>): SummaryDay => ({
  lounge_id: 1,
  date,
  state: "closed",
  sales: 0,
  tax: 0,
  cash_sales: 0,
  credit_sales: 0,
  e_money_sales: 0,
  discounts: 0,
  settlements: 0,
  groups: 0,
  guests: { mens: 0, ladys: 0, others: 0 },
  per_guest: 0,
  average_share_minutes: 0,
  average_solo_minutes: 0,
  difference: null,
  ...over,
});

describe("summaryTotal", () => {
  it("sums the days, weights the stays by groups and counts days by state", () => {
    const total = summaryTotal(1, [
      day("2026-11-01", {
        sales: 10_000,
        groups: 1,
        guests: { mens: 2, ladys: 0, others: 0 },
        average_share_minutes: 60,
        difference: -1000,
      }),
      day("2026-11-02", {
        state: "open",
        sales: 20_001,
        groups: 3,
        guests: { mens: 1, ladys: 3, others: 0 },
        average_share_minutes: 20,
      }),
      day("2026-11-03", { state: "not_opened" }),
    ]);
    expect(total).toMatchObject({
      sales: 30_001,
      groups: 4,
      guests: { mens: 3, ladys: 3, others: 0 },
      per_guest: 5_000, // 30,001 / 6, rounded down
      average_share_minutes: 30, // (60 × 1 + 20 × 3) / 4
      difference: -1000,
      closed_days: 1,
      open_days: 1,
      not_opened_days: 1,
    });
  });
});

describe("the hours of a business day", () => {
  it("start at the cut-off on the lounge's clock", () => {
    const tokyo = { timeZone: "Asia/Tokyo", cutoff: "06:00" };
    expect(new Date(businessDayStartMs("2026-11-27", tokyo)).toISOString()).toBe(
      "2026-11-26T21:00:00.000Z",
    );
    // New York the day clocks went back (at 02:00, inside the day before): 06:00 is now UTC−5.
    const ny = { timeZone: "America/New_York", cutoff: "06:00" };
    expect(new Date(businessDayStartMs("2026-11-01", ny)).toISOString()).toBe(
      "2026-11-01T11:00:00.000Z",
    );
  });

  it("count a group in every hour its stay touches, a present one up to now", () => {
    const tokyo = { timeZone: "Asia/Tokyo", cutoff: "06:00" };
    const at = (hhmm: string) => Date.parse(`2026-11-27T${hhmm}:00+09:00`);
    const hours = guestsByHour(
      [
        { gender: "mens", num: 2, from: at("20:30"), until: at("22:10") },
        { gender: "ladys", num: 3, from: at("21:00"), until: null },
      ],
      "2026-11-27",
      tokyo,
      at("22:30"),
    );
    const byHour = Object.fromEntries(hours.map((h) => [h.hour, [h.mens, h.ladys]]));
    expect(hours[0]?.hour).toBe(6);
    expect(byHour[19]).toEqual([0, 0]);
    expect(byHour[20]).toEqual([2, 0]);
    expect(byHour[21]).toEqual([2, 3]);
    expect(byHour[22]).toEqual([2, 3]);
    expect(byHour[23]).toEqual([0, 0]);
  });
});

describe("datesOf", () => {
  it("lists every date of the period, across a month's end", () => {
    expect(datesOf("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });
});
