// The floor board's texts (and its dialogs' and the floor API's) in this page's language. The board
// draws ~80 seats and their labels on every realtime patch: the texts without placeholders are
// looked up once here or in each module's constants, never per render.
import { ERAS } from "@lounge-office/domain/shared";
import { genderName } from "../../../../lib/common-messages";
import { messages } from "../../../../lib/i18n";
import catalog from "./board.messages.json";
import type { EntryGender } from "./entry-gender";

export const t = messages("board", catalog);

/** Between the items of a list: 「、」 or ", ". */
export const LIST_SEPARATOR = t("sep");

/**
 * A group's gender in words (男性, 女性, その他: the domain's GENDER_LABELS, through the common
 * catalog), looked up once: the labels of every seat name it.
 */
export const GENDER_NAME: Readonly<Record<EntryGender, string>> = {
  mens: genderName("mens"),
  ladys: genderName("ladys"),
  others: genderName("others"),
};

/** A group's gender, one letter as its label shows it: 男, 女, 他 (M, W, O). */
export const GENDER_MARK: Readonly<Record<EntryGender, string>> = {
  mens: t("mark.mens"),
  ladys: t("mark.ladys"),
  others: t("mark.others"),
};

/** A seat type's name: 自動会計席 or 通常席. */
export const SEAT_TYPE_NAME: Readonly<Record<"auto" | "normal", string>> = {
  auto: t("seatType.auto"),
  normal: t("seatType.normal"),
};

/** A head count: 「2名」 or "2 guests". */
export const peopleWord = (count: number) => t("people", { count });

/** Some people of one gender: 「男性 2名」 (the common gender names). */
export const groupOf = (gender: EntryGender, count: number) =>
  t("group", { gender: GENDER_NAME[gender], count });

/**
 * A year in its Japanese era: 「平成2年」, 「令和元年」 (the domain's eraYearLabel, from its ERAS), or
 * "Heisei 2". A year before the eras is shown as it is.
 */
export function eraYear(year: number) {
  const index = ERAS.findIndex((era) => year >= era.firstYear);
  const era = ERAS[index];
  if (!era) return String(year);
  return t("eraYear", {
    era: t(`era.${index}` as keyof typeof catalog),
    year: year - era.firstYear + 1,
  });
}

/** A group's ages in words: 「1990年（平成2年）2名、…」, or 未入力. */
export const agesWords = (ages: readonly { age: string; num: number }[]) =>
  ages.length === 0
    ? t("notEntered")
    : ages
        .map((a) => t("ages.entry", { year: a.age, era: eraYear(Number(a.age)), count: a.num }))
        .join(LIST_SEPARATOR);
