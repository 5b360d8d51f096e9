// The colour class of a seat's male or female label, from the fee rules of that gender's groups there.
import { DomainError } from "../shared/errors";
import { GENDERS, type Gender } from "../shared/pricing/pricing-schema";

export type SeatLabelFeeRule = { executive: boolean; vip: boolean; other_flag: boolean };

/**
 * CSS classes the board gives a seat label. Executive and VIP look the same for every gender; the
 * special-fee (other-flag) colour has a variant per gender, as the original system's `mens_other_flag` /
 * `ladys_other_flag` do.
 */
export const SEAT_LABEL_CLASSES = [
  "label-executive",
  "label-vip",
  "label-other-mens",
  "label-other-ladys",
  "label-other-others",
  "label-normal",
] as const;
export type SeatLabelClass = (typeof SEAT_LABEL_CLASSES)[number];

/**
 * Priority: any executive rule → `label-executive`; else any VIP rule → `label-vip`; else any special-fee
 * rule → `label-other-{gender}`; else `label-normal` (also for no groups, or groups without a rule).
 */
export function seatLabelClass(
  feeRules: readonly (SeatLabelFeeRule | null | undefined)[],
  gender: Gender,
): SeatLabelClass {
  if (!GENDERS.includes(gender)) {
    throw new DomainError("INVALID_GENDER", "性別は mens、ladys、others のいずれかです");
  }
  const rules = feeRules.filter((rule): rule is SeatLabelFeeRule => rule != null);
  if (rules.some((rule) => rule.executive)) return "label-executive";
  if (rules.some((rule) => rule.vip)) return "label-vip";
  if (rules.some((rule) => rule.other_flag)) return `label-other-${gender}`;
  return "label-normal";
}
