// The formal receipt's split as staff set it in the dialog, checked with the domain's own rule
// (splitFormalReceipt) before anything is asked of the server. The rule's refusals are the domain's
// Japanese, as the server would say them.
import { isDomainError, type SplitMode, splitFormalReceipt } from "@lounge-office/domain/shared";
import { t } from "../messages";

export type SplitInput = {
  mode: SplitMode;
  count: number | string;
  /** The custom rows as typed (blank while being typed). */
  rows: (number | string)[];
};

export type SplitPlan =
  | { ok: true; amounts: number[] }
  /** `overTotal`: the original system's alert 「[注意] 合計金額に差があります」, nothing printed. */
  | { ok: false; message: string; overTotal: boolean };

const asInteger = (value: number | string) =>
  typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);

export function planSplit(total: number, input: SplitInput): SplitPlan {
  if (input.mode === "custom" && input.rows.some((row) => !Number.isInteger(asInteger(row)))) {
    return { ok: false, message: t("split.enterAmounts"), overTotal: false };
  }
  try {
    const amounts = splitFormalReceipt({
      total,
      mode: input.mode,
      count: asInteger(input.count),
      amounts: input.rows.map(asInteger),
    });
    return { ok: true, amounts };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return {
      ok: false,
      message: error.message,
      overTotal: error.code === "SPLIT_EXCEEDS_TOTAL",
    };
  }
}
