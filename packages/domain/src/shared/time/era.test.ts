// Japanese era year labels and the age modal's birth-year choices.
import { describe, expect, it } from "vitest";
import { thrown } from "../test-helpers";
import { birthYearOptions, eraYearLabel } from "./era";

describe("eraYearLabel", () => {
  it.each([
    [1868, "明治元年"],
    [1911, "明治44年"],
    [1912, "大正元年"], // Taishō began 30 July 1912: the year of a change takes the new era
    [1925, "大正14年"],
    [1926, "昭和元年"],
    [1927, "昭和2年"],
    [1988, "昭和63年"],
    [1989, "平成元年"],
    [1990, "平成2年"],
    [2018, "平成30年"],
    [2019, "令和元年"],
    [2020, "令和2年"],
    [2025, "令和7年"],
  ])("%i → %s", (year, label) => {
    expect(eraYearLabel(year)).toBe(label);
  });

  it.each([1867, 1990.5, 10_000])("refuses %s", (year) => {
    expect(thrown(() => eraYearLabel(year))?.code).toBe("INVALID_YEAR");
  });
});

describe("birthYearOptions", () => {
  it("offers the 51 years from the current year back 50, newest first", () => {
    const options = birthYearOptions(2025);
    expect(options).toHaveLength(51);
    expect(options[0]).toEqual({ value: "2025", label: "2025年 (令和7年)" });
    expect(options.find((option) => option.value === "1990")).toEqual({
      value: "1990",
      label: "1990年 (平成2年)",
    });
    expect(options.find((option) => option.value === "2019")?.label).toBe("2019年 (令和元年)");
    expect(options.at(-1)).toEqual({ value: "1975", label: "1975年 (昭和50年)" });
  });

  it("refuses a current year whose span would start before Meiji", () => {
    expect(thrown(() => birthYearOptions(1900))?.code).toBe("INVALID_YEAR");
  });
});
