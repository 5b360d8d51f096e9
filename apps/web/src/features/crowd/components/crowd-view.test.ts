// The widget's words on the balance and the part of the day its chart draws.
import type { CrowdHistory } from "@lounge-office/domain/crowd";
import { describe, expect, it } from "vitest";
import { QUARTER_HOURS_FROM_SIX } from "./crowd.fixtures";
import { balanceText, chartRows, ladysShare } from "./crowd-view";

describe("balanceText", () => {
  it.each([
    [{ mens: 0, ladys: 0, open: false }, "営業時間外です"],
    [{ mens: 3, ladys: 1, open: false }, "営業時間外です"],
    [{ mens: 0, ladys: 0, open: true }, "ただいま空いています"],
    [{ mens: 2, ladys: 2, open: true }, "男女同数です"],
    [{ mens: 1, ladys: 4, open: true }, "女性が多めです"],
    [{ mens: 5, ladys: 4, open: true }, "男性が多めです"],
  ])("%o → %s", (crowd, text) => {
    expect(balanceText(crowd)).toBe(text);
  });

  it("gives the women's share in percent, 0 with nobody", () => {
    expect(ladysShare({ mens: 3, ladys: 1 })).toBe(25);
    expect(ladysShare({ mens: 0, ladys: 0 })).toBe(0);
  });
});

/** A history whose marks start at 06:00 (cut-off), all zero but what `busy` sets. */
function history(busy: Record<number, Record<string, [number, number]>>): CrowdHistory {
  const times = QUARTER_HOURS_FROM_SIX;
  return {
    lounge: "渋谷",
    from: "2026-10-26",
    to: "2026-11-22",
    today_weekday: 1,
    bucket_minutes: 15,
    times,
    weekdays: Array.from({ length: 7 }, (_, weekday) => {
      const marks = busy[weekday] ?? {};
      return {
        weekday,
        days: Object.keys(marks).length > 0 ? 1 : 0,
        mens: times.map((t) => marks[t]?.[0] ?? 0),
        ladys: times.map((t) => marks[t]?.[1] ?? 0),
      };
    }),
  };
}

describe("chartRows", () => {
  it("is empty when nobody was ever present", () => {
    expect(chartRows(history({}), 1)).toEqual([]);
  });

  it("covers the busy hours of any weekday, rounded out to whole hours, for the chosen weekday", () => {
    const figures = history({
      5: { "19:30": [2, 1], "01:15": [0, 3] }, // Friday until the small hours
      1: { "20:00": [1, 0] },
    });
    const monday = chartRows(figures, 1);
    expect(monday[0]?.time).toBe("19:00");
    expect(monday.at(-1)?.time).toBe("01:45");
    expect(monday).toHaveLength(7 * 4);
    expect(monday.find((row) => row.time === "20:00")).toEqual({ time: "20:00", 男性: 1, 女性: 0 });
    const friday = chartRows(figures, 5);
    expect(friday.find((row) => row.time === "01:15")).toEqual({ time: "01:15", 男性: 0, 女性: 3 });
    // A weekday with no record gets the same hours, all zero.
    expect(chartRows(figures, 3).every((row) => row.男性 + row.女性 === 0)).toBe(true);
  });

  it("draws at least an hour around a single busy mark", () => {
    const rows = chartRows(history({ 2: { "22:00": [1, 1] } }), 2);
    expect(rows.map((row) => row.time)).toEqual(["22:00", "22:15", "22:30", "22:45"]);
  });
});
