// The chart's rows: series merged by minute, gaps kept as gaps; ticks on the zone's round times.
import type { CpuSeries } from "@lounge-office/domain/metrics";
import { describe, expect, it } from "vitest";
import { formatTick, formatTooltipLabel, timeTicks, toChartRows } from "./cpu-chart-data";

const at = (hhmmss: string) => `2026-11-23T${hhmmss}+09:00`;
const ms = (hhmm: string) => Date.parse(at(`${hhmm}:00`));
const series = (name: string, points: [string, number][]): CpuSeries => ({
  name,
  unavailable: false,
  cpu_data: points.map(([time, value]) => ({ time: at(time), value })),
});

describe("toChartRows", () => {
  it("merges two instances by minute, each null where it has no sample", () => {
    const rows = toChartRows([
      series("web-a:3000", [
        ["10:00:02", 10],
        ["10:01:01", 20],
      ]),
      series("web-b:3001", [
        ["10:00:40", 30],
        ["10:01:59", 40],
        ["10:02:03", 50],
      ]),
    ]);
    expect(rows).toEqual([
      { minute: ms("10:00"), s0: 10, s1: 30 },
      { minute: ms("10:01"), s0: 20, s1: 40 },
      { minute: ms("10:02"), s0: null, s1: 50 },
    ]);
  });

  it("breaks a series after its gap with a null the minute after its last sample", () => {
    const rows = toChartRows([
      series("web-a:3000", [
        ["10:00:00", 10],
        ["10:01:00", 11],
        ["10:30:00", 12],
      ]),
    ]);
    expect(rows).toEqual([
      { minute: ms("10:00"), s0: 10 },
      { minute: ms("10:01"), s0: 11 },
      { minute: ms("10:02"), s0: null },
      { minute: ms("10:30"), s0: 12 },
    ]);
  });

  it("joins a thinned series' points one bucket apart, breaking only where a bucket is missing", () => {
    // A 12-hour window: one point per 2 minutes (the bucket's peak).
    const rows = toChartRows(
      [
        series("web-a:3000", [
          ["10:00:00", 10],
          ["10:02:00", 11],
          ["10:04:00", 12],
          ["10:10:00", 13],
        ]),
      ],
      2,
    );
    expect(rows).toEqual([
      { minute: ms("10:00"), s0: 10 },
      { minute: ms("10:02"), s0: 11 },
      { minute: ms("10:04"), s0: 12 },
      { minute: ms("10:06"), s0: null },
      { minute: ms("10:10"), s0: 13 },
    ]);
  });

  it("keeps names with dots out of the column keys and has no rows without samples", () => {
    expect(toChartRows([series("ip-10-0-0-1.ec2.internal:3000", [])])).toEqual([]);
    const rows = toChartRows([series("db.example.com", [["10:00:00", 5]])]);
    expect(Object.keys(rows[0] ?? {})).toEqual(["minute", "s0"]);
  });
});

describe("time ticks and labels", () => {
  it("puts the ticks on round times of the zone's clock within the window", () => {
    const ticks = timeTicks(ms("10:07"), ms("13:07"), "Asia/Tokyo");
    expect(ticks.map((t) => formatTick(t, "Asia/Tokyo"))).toEqual([
      "10:30",
      "11:00",
      "11:30",
      "12:00",
      "12:30",
      "13:00",
    ]);
  });

  it("spaces a 14-day window by days, labels HH:mm, the tooltip adds the date over 24 hours", () => {
    const to = ms("13:07");
    const ticks = timeTicks(to - 336 * 3_600_000, to, "Asia/Tokyo");
    expect(ticks.length).toBeGreaterThanOrEqual(6);
    expect(ticks.length).toBeLessThanOrEqual(8);
    expect(new Set(ticks.map((t) => formatTick(t, "Asia/Tokyo")))).toEqual(new Set(["00:00"]));
    expect(formatTooltipLabel(ms("09:05"), "Asia/Tokyo", 72)).toBe("11/23 09:05");
    expect(formatTooltipLabel(ms("09:05"), "Asia/Tokyo", 24)).toBe("09:05");
  });
});
