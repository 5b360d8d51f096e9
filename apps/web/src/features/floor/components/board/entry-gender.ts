// Who a group is, in words: men, women or others (others sit with the men on the board, are
// matched with ladies and choose a fee rule like men).
import type { BoardGender, BoardGroup, BoardSeat } from "@lounge-office/domain/floor";
import { GENDER_NAME, groupOf } from "./messages";

export type EntryGender = BoardGender | "others";

/** A group's gender in words (男性, 女性, その他 in Japanese), in this page's language. */
export const ENTRY_GENDER_LABEL: Readonly<Record<EntryGender, string>> = GENDER_NAME;

/** Men's and others' groups carry a fee rule; ladies' do not. */
export const hasFeeRule = (gender: EntryGender) => gender !== "ladys";

/** A group in words: 「男性 2名 VIP」. */
export const groupWords = (group: Pick<BoardGroup, "gender" | "num" | "fee_rule">) =>
  `${groupOf(group.gender, group.num)}${group.fee_rule && hasFeeRule(group.gender) ? ` ${group.fee_rule}` : ""}`;

/** The body's count fields of a new group of this kind (the original system's mens/ladys, others only if so). */
export const countFields = (gender: EntryGender, num: number) => ({
  mens: gender === "mens" ? num : 0,
  ladys: gender === "ladys" ? num : 0,
  ...(gender === "others" ? { others: num } : {}),
});

export const groupIdsAt = (seat: BoardSeat | undefined) =>
  new Set(seat ? [...seat.group_mens, ...seat.group_ladys].map((g) => g.id) : []);
