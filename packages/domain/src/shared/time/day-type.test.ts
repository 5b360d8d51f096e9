// Day types (金土祝前) against the real holiday calendar.
import { describe, expect, it } from "vitest";
import { thrown } from "../test-helpers";
import { dayTypeOf } from "./day-type";
import { holidayDataYears, isNationalHoliday } from "./holidays";

describe("dayTypeOf (金土祝前)", () => {
  it.each([
    ["2024-12-02", "weekday"], // Monday
    ["2024-12-05", "weekday"], // Thursday
    ["2024-12-06", "weekend"], // Friday
    ["2024-12-07", "weekend"], // Saturday
    ["2024-12-08", "weekday"], // Sunday before an ordinary Monday
    ["2024-07-14", "weekend"], // Sunday before 海の日 (Monday 2024-07-15)
    ["2024-07-15", "weekday"], // 海の日 itself, followed by an ordinary Tuesday
    ["2025-02-10", "weekend"], // Monday before 建国記念の日
    ["2024-11-03", "weekend"], // 文化の日 (Sunday) before its substitute holiday on Monday
    ["2024-12-31", "weekend"], // Tuesday before 元日
    ["2025-05-05", "weekend"], // こどもの日 before the substitute holiday 2025-05-06
    ["2025-05-06", "weekday"],
  ] as const)("%s is a %s", (day, type) => {
    expect(dayTypeOf(day)).toBe(type);
  });

  it("reads the maintained holiday data, which covers 1970 to at least 2050", () => {
    expect(holidayDataYears().first).toBe(1970);
    expect(holidayDataYears().last).toBeGreaterThanOrEqual(2050);
    expect(isNationalHoliday("2026-09-22")).toBe(true); // 国民の休日 between 敬老の日 and 秋分の日
    expect(dayTypeOf("2026-09-21")).toBe("weekend"); // 敬老の日 (Monday) before that 国民の休日
  });

  it("refuses dates outside the holiday data and malformed dates", () => {
    expect(thrown(() => dayTypeOf(`${holidayDataYears().last}-12-31`))?.code).toBe(
      "HOLIDAY_DATA_OUT_OF_RANGE",
    );
    expect(thrown(() => dayTypeOf("1969-12-30"))?.code).toBe("HOLIDAY_DATA_OUT_OF_RANGE");
    expect(thrown(() => dayTypeOf("2024-02-30"))?.code).toBe("INVALID_DATE");
    expect(thrown(() => dayTypeOf("2024/12/06"))?.code).toBe("INVALID_DATE");
  });
});
