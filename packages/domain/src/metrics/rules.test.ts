import { describe, expect, it } from "vitest";
import {
  CPU_MAX_POINTS,
  CPU_MAX_WINDOW_HOURS,
  CPU_WINDOW_HOURS,
  cpuBucketMinutes,
  cpuWindowLabel,
  peakPerBucket,
} from "./rules";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute)).toISOString();

describe("cpuBucketMinutes", () => {
  it("keeps every minute up to 6 hours and at most CPU_MAX_POINTS points for every window", () => {
    expect(cpuBucketMinutes(1)).toBe(1);
    expect(cpuBucketMinutes(3)).toBe(1);
    expect(cpuBucketMinutes(6)).toBe(1);
    expect(cpuBucketMinutes(24)).toBe(4);
    expect(cpuBucketMinutes(CPU_MAX_WINDOW_HOURS)).toBe(56);
    for (const hours of CPU_WINDOW_HOURS) {
      expect((hours * 60) / cpuBucketMinutes(hours)).toBeLessThanOrEqual(CPU_MAX_POINTS);
    }
  });
});

describe("peakPerBucket", () => {
  it("returns the series unchanged for one-minute buckets", () => {
    const points = [
      { time: at(0), value: 10 },
      { time: at(1), value: 20 },
    ];
    expect(peakPerBucket(points, 1)).toEqual(points);
  });

  it("keeps each bucket's highest sample at the bucket's start, so a spike past 80 % survives", () => {
    const points = [
      { time: at(0), value: 10 },
      { time: at(1), value: 91.5 },
      { time: at(2), value: 12 },
      { time: at(3), value: 11 },
      { time: at(4), value: 30 },
      // A gap: minutes 5–7 were not measured; the next bucket starts at 8.
      { time: at(9), value: 5 },
    ];
    expect(peakPerBucket(points, 4)).toEqual([
      { time: at(0), value: 91.5 },
      { time: at(4), value: 30 },
      { time: at(8), value: 5 },
    ]);
  });

  it("thins 14 days of minutes to at most CPU_MAX_POINTS points", () => {
    const start = Date.UTC(2026, 10, 9, 0, 0);
    const points = Array.from({ length: CPU_MAX_WINDOW_HOURS * 60 }, (_, i) => ({
      time: new Date(start + i * 60_000).toISOString(),
      value: i % 100,
    }));
    const thinned = peakPerBucket(points, cpuBucketMinutes(CPU_MAX_WINDOW_HOURS));
    expect(thinned.length).toBeLessThanOrEqual(CPU_MAX_POINTS + 1);
    expect(Math.max(...thinned.map((p) => p.value))).toBe(99);
  });
});

describe("cpuWindowLabel", () => {
  it("reads hours below a day and days above", () => {
    expect(CPU_WINDOW_HOURS.map(cpuWindowLabel)).toEqual([
      "1時間",
      "3時間",
      "6時間",
      "12時間",
      "1日",
      "3日",
      "7日",
      "14日",
    ]);
  });
});
