// Floor rules the board and the server both apply: who may sit where, and how loud a seat calls.
import type { Gender } from "../shared/pricing/pricing-schema";

/** The board's side a group sits on: others sit with the men (and are matched with ladies). */
export const boardSideOf = (gender: Gender): "mens" | "ladys" =>
  gender === "ladys" ? "ladys" : "mens";

/**
 * Men on a special fee (a fee rule with `other_flag`) may not sit at an automatic-accounting seat:
 * the automatic till cannot price them. Ladies and others are never barred.
 */
export function specialFeeBarsSeat(
  seatType: "auto" | "normal",
  gender: Gender,
  otherFlag: boolean | null | undefined,
): boolean {
  return seatType === "auto" && gender === "mens" && otherFlag === true;
}

/** A seat side's call level: the highest call among its groups, null when none is called. */
export function seatCallLevel<G extends { warn_level: number | null }>(
  groups: readonly G[],
  levelOf: (group: G) => number | null = (group) => group.warn_level,
): number | null {
  let highest: number | null = null;
  for (const group of groups) {
    const level = levelOf(group);
    if (level !== null && (highest === null || level > highest)) highest = level;
  }
  return highest;
}

/** A bill opened and neither settled nor reopened within this many minutes is abandoned. */
export const ACCOUNTING_HOLD_MINUTES = 15;

/** Whether a group whose bill was opened at `accountingAt` still shows 会計中 at `now`. */
export function isBeingSettled(accountingAt: Date | null, now: Date): boolean {
  return (
    accountingAt !== null &&
    now.getTime() - accountingAt.getTime() < ACCOUNTING_HOLD_MINUTES * 60_000
  );
}
