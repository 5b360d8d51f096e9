// The crowd history's figures, against stays counted by hand.
import { describe, expect, it } from "vitest";
import { type CrowdStay, crowdHistory } from "./history";

const tokyo = { timeZone: "Asia/Tokyo", cutoff: "06:00" };
const at = (instant: string) => Date.parse(instant);
// Now: Monday 2026-11-23, 20:00 in Tokyo; the window is the 28 business days before it:
// Monday 2026-10-26 … Sunday 2026-11-22.
const now = at("2026-11-23T20:00:00+09:00");

let nextId = 1;
function stay(side: "mens" | "ladys", num: number, start: string, end: string, groupId = nextId++) {
  return { groupId, side, num, startMs: at(start), endMs: at(end) } satisfies CrowdStay;
}
const day = (figures: ReturnType<typeof crowdHistory>, weekday: number) => {
  const found = figures.weekdays[weekday];
  if (!found) throw new Error(`no weekday ${weekday}`);
  return found;
};
const mark = (figures: ReturnType<typeof crowdHistory>, time: string) =>
  figures.times.indexOf(time);

describe("crowdHistory", () => {
  it("names the window, the marks from the cut-off and today's weekday", () => {
    const figures = crowdHistory([], { ...tokyo, nowMs: now });
    expect(figures.from).toBe("2026-10-26");
    expect(figures.to).toBe("2026-11-22");
    expect(figures.today_weekday).toBe(1); // Monday
    expect(figures.bucket_minutes).toBe(15);
    expect(figures.times).toHaveLength(96);
    expect(figures.times.slice(0, 3)).toEqual(["06:00", "06:15", "06:30"]);
    expect(figures.times.at(-1)).toBe("05:45");
    expect(figures.weekdays.map((w) => w.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(figures.weekdays.every((w) => w.days === 0 && w.mens.every((n) => n === 0))).toBe(true);
  });

  it("counts a stay at the marks it covers, start included and end excluded", () => {
    // Friday 2026-11-20: 3 men from 20:00 to 21:10, marks 20:00 … 21:00 (five).
    const figures = crowdHistory(
      [stay("mens", 3, "2026-11-20T20:00:00+09:00", "2026-11-20T21:10:00+09:00")],
      { ...tokyo, nowMs: now },
    );
    const friday = day(figures, 5);
    expect(friday.days).toBe(1);
    const counted = friday.mens.flatMap((n, i) => (n > 0 ? [[figures.times[i], n]] : []));
    expect(counted).toEqual([
      ["20:00", 3],
      ["20:15", 3],
      ["20:30", 3],
      ["20:45", 3],
      ["21:00", 3],
    ]);
    expect(friday.ladys.every((n) => n === 0)).toBe(true);
    // No other weekday saw anyone.
    expect(figures.weekdays.filter((w) => w.days > 0)).toHaveLength(1);
  });

  it("puts the small hours on the business day's weekday and averages over the days open", () => {
    const figures = crowdHistory(
      [
        // Friday night, on until 01:40 on Saturday: still Friday's business day.
        stay("ladys", 2, "2026-11-20T23:50:00+09:00", "2026-11-21T01:40:00+09:00"),
        // The Friday before: 4 women at 00:30 (Saturday's clock, Friday's business day).
        stay("ladys", 4, "2026-11-14T00:20:00+09:00", "2026-11-14T00:35:00+09:00"),
        // A third Friday with someone present at a mark, and none at 00:30.
        stay("mens", 1, "2026-11-06T19:00:00+09:00", "2026-11-06T19:05:00+09:00"),
        // The fourth Friday (2026-10-30) nobody came: it is not counted.
      ],
      { ...tokyo, nowMs: now },
    );
    const friday = day(figures, 5);
    expect(friday.days).toBe(3);
    // 00:30: 2 (the 20th) + 4 (the 13th's night) + 0 (the 6th) over 3 days = 2.0.
    expect(friday.ladys[mark(figures, "00:30")]).toBe(2);
    // 01:30: only the 20th's 2 over 3 days = 0.7 (one decimal).
    expect(friday.ladys[mark(figures, "01:30")]).toBe(0.7);
    // 01:45 is after 01:40: nobody.
    expect(friday.ladys[mark(figures, "01:45")]).toBe(0);
    expect(friday.mens[mark(figures, "19:00")]).toBe(0.3);
    expect(day(figures, 6).days).toBe(0); // Saturday's business days saw nobody
  });

  it("counts a group once at a mark however its logs are split, and both sides apart", () => {
    const group = 900;
    const figures = crowdHistory(
      [
        // A move at 21:00: two logs of one group meet at the mark (counted in the second only).
        stay("mens", 2, "2026-11-17T20:30:00+09:00", "2026-11-17T21:00:00+09:00", group),
        stay("mens", 2, "2026-11-17T21:00:00+09:00", "2026-11-17T21:20:00+09:00", group),
        // Overlapping logs of one group (a correction left them so): still two people, not four.
        stay("mens", 2, "2026-11-17T21:00:00+09:00", "2026-11-17T21:10:00+09:00", group),
        stay("ladys", 3, "2026-11-17T21:00:00+09:00", "2026-11-17T21:30:00+09:00"),
      ],
      { ...tokyo, nowMs: now },
    );
    const tuesday = day(figures, 2);
    expect(tuesday.days).toBe(1);
    expect(tuesday.mens[mark(figures, "20:45")]).toBe(2);
    expect(tuesday.mens[mark(figures, "21:00")]).toBe(2);
    expect(tuesday.mens[mark(figures, "21:15")]).toBe(2);
    expect(tuesday.mens[mark(figures, "21:30")]).toBe(0);
    expect(tuesday.ladys[mark(figures, "21:15")]).toBe(3);
  });

  it("leaves out today's business day and what came before the window", () => {
    const figures = crowdHistory(
      [
        stay("mens", 5, "2026-11-23T18:00:00+09:00", "2026-11-23T20:00:00+09:00"), // today
        stay("mens", 5, "2026-10-25T18:00:00+09:00", "2026-10-25T20:00:00+09:00"), // 29 days ago
        // Open since Sunday 22nd 23:00 (its end is now): counted on Sunday up to 05:45 only.
        stay("ladys", 1, "2026-11-22T23:00:00+09:00", "2026-11-23T20:00:00+09:00"),
      ],
      { ...tokyo, nowMs: now },
    );
    expect(day(figures, 1).days).toBe(0);
    expect(day(figures, 0).days).toBe(1);
    expect(day(figures, 0).ladys[mark(figures, "23:00")]).toBe(1);
    expect(day(figures, 0).ladys[mark(figures, "05:45")]).toBe(1);
    expect(day(figures, 0).mens.every((n) => n === 0)).toBe(true);
  });

  it("starts the marks at the first quarter hour at or after an odd cut-off", () => {
    const figures = crowdHistory([], { timeZone: "Asia/Tokyo", cutoff: "05:10", nowMs: now });
    expect(figures.times[0]).toBe("05:15");
    expect(figures.times.at(-1)).toBe("05:00");
  });
});
