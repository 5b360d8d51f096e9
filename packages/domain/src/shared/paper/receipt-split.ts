// Formal-receipt (領収書) splits: one receipt, equal receipts by headcount, or custom rows.
import { DomainError } from "../errors";
import { addYen, assertYen, intDiv } from "../money";

export const SPLIT_MODES = ["all", "num", "custom"] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

export type SplitFormalReceiptInput = {
  total: number;
  mode: SplitMode;
  /** Number of receipts for mode `num`. */
  count?: number;
  /** Row amounts for mode `custom`. */
  amounts?: readonly number[];
};

/** The original system's alert text for a split whose sum exceeds the settlement total. */
export const SPLIT_EXCEEDS_TOTAL_MESSAGE = "[注意] 合計金額に差があります";

/** Most receipts one split may print (a group has at most 15 people; headroom for custom rows). */
export const MAX_SPLIT_RECEIPTS = 100;

/**
 * The amounts of the formal receipts to print. `all`: one receipt for the total. `num`: `count` equal
 * receipts of `total ÷ count` rounded down to hundreds. `custom`: the given rows (at least one, each
 * above 0). A split whose sum exceeds the total throws `SPLIT_EXCEEDS_TOTAL` with the original system's text.
 */
export function splitFormalReceipt(input: SplitFormalReceiptInput): number[] {
  assertYen(input?.total, "合計金額");
  const { total, mode } = input;
  if (mode === "all") {
    return [total];
  }
  if (mode === "num") {
    const { count } = input;
    if (
      typeof count !== "number" ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > MAX_SPLIT_RECEIPTS
    ) {
      throw new DomainError(
        "INVALID_SPLIT",
        `分割枚数は1から${MAX_SPLIT_RECEIPTS}の整数で指定してください`,
      );
    }
    const each = intDiv(intDiv(total, count), 100) * 100;
    if (each === 0) {
      throw new DomainError(
        "INVALID_SPLIT",
        "1枚あたりの金額が0円になるため、この枚数では分割できません",
      );
    }
    return Array.from({ length: count }, () => each);
  }
  if (mode === "custom") {
    const { amounts } = input;
    if (!Array.isArray(amounts) || amounts.length < 1 || amounts.length > MAX_SPLIT_RECEIPTS) {
      throw new DomainError(
        "INVALID_SPLIT",
        `金額の行は1行以上${MAX_SPLIT_RECEIPTS}行以内で指定してください`,
      );
    }
    let sum = 0;
    for (const amount of amounts) {
      assertYen(amount, "領収書の金額");
      if (amount === 0) {
        throw new DomainError("INVALID_SPLIT", "領収書の金額は1円以上で入力してください");
      }
      sum = addYen(sum, amount);
    }
    if (sum > total) {
      throw new DomainError("SPLIT_EXCEEDS_TOTAL", SPLIT_EXCEEDS_TOTAL_MESSAGE);
    }
    return [...amounts];
  }
  throw new DomainError("INVALID_SPLIT", "分割方法は all、num、custom のいずれかです");
}
