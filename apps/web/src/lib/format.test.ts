import { describe, expect, it } from "vitest";
import { formatClock, formatDateTime, formatTime, formatYen } from "./format";

describe("format", () => {
  // 2026-11-27 22:05 in Tokyo is 13:05 UTC; 00:07 the next day is 15:07 UTC.
  const evening = "2026-11-27T13:05:09.000Z";
  const afterMidnight = "2026-11-27T15:07:00.000Z";

  it("gives times in the lounge's zone, whatever the device's", () => {
    expect(formatTime(evening, "Asia/Tokyo")).toBe("22:05");
    expect(formatTime(afterMidnight, "Asia/Tokyo")).toBe("00:07");
    expect(formatTime(evening, "America/New_York")).toBe("08:05");
    expect(formatClock(afterMidnight, "Asia/Tokyo")).toBe("11/28 (土) 00:07");
    expect(formatClock(new Date(evening), "Asia/Tokyo")).toBe("11/27 (金) 22:05");
    expect(formatDateTime(afterMidnight, "Asia/Tokyo")).toBe("2026/11/28 00:07");
    expect(formatDateTime("2026-01-04T00:00:00Z", "Asia/Tokyo")).toBe("2026/01/04 09:00");
  });

  it("follows the page's language for days and dates, in the same zone", () => {
    expect(formatClock(afterMidnight, "Asia/Tokyo", "en")).toBe("11/28 (Sat) 00:07");
    expect(formatClock(evening, "America/New_York", "en")).toBe("11/27 (Fri) 08:05");
    expect(formatDateTime(afterMidnight, "Asia/Tokyo", "en")).toBe("11/28/2026 00:07");
    expect(formatDateTime(afterMidnight, "Asia/Tokyo", "ja")).toBe("2026/11/28 00:07");
  });

  it("writes yen with separators and a leading minus", () => {
    expect(formatYen(0)).toBe("¥0");
    expect(formatYen(1234567)).toBe("¥1,234,567");
    expect(formatYen(-1200)).toBe("-¥1,200");
  });
});
