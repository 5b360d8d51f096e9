// The board catalog's Japanese texts that also live in the domain stay the same as there: the empty
// comment, the special-fee refusal (the server's own words too), the genders, the eras and the
// age modal's birth years. Tests run in Japanese, so a look-up answers the catalog's `ja` text.
import { NO_COMMENT_LABEL, SPECIAL_FEE_AUTO_SEAT_MESSAGE } from "@lounge-office/domain/floor";
import {
  BIRTH_YEAR_SPAN,
  birthYearOptions,
  ERAS,
  eraYearLabel,
  GENDER_LABELS,
} from "@lounge-office/domain/shared";
import { describe, expect, it } from "vitest";
import { locale } from "../../../../lib/i18n";
import type catalog from "./board.messages.json";
import { ENTRY_GENDER_LABEL } from "./entry-gender";
import { eraYear, t } from "./messages";

describe("board messages", () => {
  it("look up the Japanese texts", () => {
    expect(locale).toBe("ja");
  });

  it("keep the domain's words for an empty comment and the special-fee refusal", () => {
    expect(t("noComment")).toBe(NO_COMMENT_LABEL);
    expect(t("drop.specialFee")).toBe(SPECIAL_FEE_AUTO_SEAT_MESSAGE);
  });

  it("name the genders as the domain's GENDER_LABELS", () => {
    expect(ENTRY_GENDER_LABEL).toEqual(GENDER_LABELS);
  });

  it("name the eras as the domain's ERAS, and every year as its eraYearLabel", () => {
    ERAS.forEach((era, index) => {
      expect(t(`era.${index}` as keyof typeof catalog)).toBe(era.name);
    });
    for (let year = 1868; year <= 2100; year++) {
      expect(eraYear(year)).toBe(eraYearLabel(year));
    }
  });

  it("name the age modal's birth years as the domain's birthYearOptions", () => {
    const options = birthYearOptions(2026);
    expect(options).toHaveLength(BIRTH_YEAR_SPAN + 1);
    for (const { value, label } of options) {
      expect(t("age.yearOption", { year: value, era: eraYear(Number(value)) })).toBe(label);
    }
  });
});
