// Japanese era (和暦) year labels and the birth-year choices of the age modal.
import { DomainError } from "../errors";

/** Eras by the Gregorian year they began; a year in which the era changed takes the new era. */
export const ERAS: readonly { name: string; firstYear: number }[] = [
  { name: "令和", firstYear: 2019 },
  { name: "平成", firstYear: 1989 },
  { name: "昭和", firstYear: 1926 },
  { name: "大正", firstYear: 1912 },
  { name: "明治", firstYear: 1868 },
];

const FIRST_SUPPORTED_YEAR = 1868;
const LAST_SUPPORTED_YEAR = 9999;

/** How many years back from the current year the age modal offers (the original system's "50 years back"). */
export const BIRTH_YEAR_SPAN = 50;

export type BirthYearOption = { value: string; label: string };

function assertYear(year: unknown, min: number): asserts year is number {
  if (
    typeof year !== "number" ||
    !Number.isInteger(year) ||
    year < min ||
    year > LAST_SUPPORTED_YEAR
  ) {
    throw new DomainError(
      "INVALID_YEAR",
      `年は${min}から${LAST_SUPPORTED_YEAR}までの整数で指定してください`,
    );
  }
}

/** `1990` → `"平成2年"`, `2019` → `"令和元年"`, `1989` → `"平成元年"`. */
export function eraYearLabel(year: number): string {
  assertYear(year, FIRST_SUPPORTED_YEAR);
  const era = ERAS.find((candidate) => year >= candidate.firstYear) as (typeof ERAS)[number];
  const eraYear = year - era.firstYear + 1;
  return `${era.name}${eraYear === 1 ? "元" : eraYear}年`;
}

/** The 51 birth years from `currentYear` back 50, newest first: `{ value: "1990", label: "1990年 (平成2年)" }`. */
export function birthYearOptions(currentYear: number): BirthYearOption[] {
  assertYear(currentYear, FIRST_SUPPORTED_YEAR + BIRTH_YEAR_SPAN);
  return Array.from({ length: BIRTH_YEAR_SPAN + 1 }, (_, index) => {
    const year = currentYear - index;
    return { value: String(year), label: `${year}年 (${eraYearLabel(year)})` };
  });
}
