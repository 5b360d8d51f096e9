// Time-up alerts: a fee rule may name a set length and a warning lead; a group on the
// board shows the minutes left of its set, counted from its arrival, and is marked once they reach
// the lead ("warn") and when they are up ("over"). Every device derives the same marks from the same
// board and its clock: no device has to tell the others.
import { minutesBetween } from "../shared/time/calendar";

export type TimeUpState = "ok" | "warn" | "over";
export type TimeUp = { remaining: number; state: TimeUpState };

/** The group's minutes left and its mark, or null when its fee rule names no set. */
export function timeUpOf(
  group: { service_start_at: string; set_minutes: number | null; warn_lead_minutes: number | null },
  nowMs: number,
): TimeUp | null {
  if (group.set_minutes === null) return null;
  const remaining = group.set_minutes - minutesBetween(Date.parse(group.service_start_at), nowMs);
  const state: TimeUpState =
    remaining <= 0
      ? "over"
      : group.warn_lead_minutes !== null && remaining <= group.warn_lead_minutes
        ? "warn"
        : "ok";
  return { remaining, state };
}

/**
 * Why a rule's set and lead do not go together, on the field to mend, or null when they do: a lead
 * needs a set, and must end before it.
 */
export function timeUpRuleProblem(rule: {
  set_minutes: number | null;
  warn_lead_minutes: number | null;
}): { field: "set_minutes" | "warn_lead_minutes"; message: string } | null {
  if (rule.warn_lead_minutes === null) return null;
  if (rule.set_minutes === null) {
    return {
      field: "set_minutes",
      message: "終了前の通知を使うには、セット時間を入力してください",
    };
  }
  if (rule.warn_lead_minutes >= rule.set_minutes) {
    return {
      field: "warn_lead_minutes",
      message: "終了前の通知は、セット時間より短くしてください",
    };
  }
  return null;
}

/**
 * The first second after `fromMs` (within `horizonMinutes`) at which `totalAt` exceeds `base`, and
 * by how much — when the next time unit is charged, if the stay goes on as it is. A charge never
 * falls as time passes, so the search halves the window: about a dozen pricings. Null when nothing
 * more is charged within the horizon (a flat fee, free hours).
 */
export function nextPriceRise(
  totalAt: (ms: number) => number,
  fromMs: number,
  horizonMinutes: number,
  base = totalAt(fromMs),
): { atMs: number; increase: number } | null {
  let low = 0; // seconds after fromMs known not to rise
  let high = horizonMinutes * 60; // seconds after fromMs to test
  if (totalAt(fromMs + high * 1000) <= base) return null;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (totalAt(fromMs + mid * 1000) > base) high = mid;
    else low = mid;
  }
  const atMs = fromMs + high * 1000;
  return { atMs, increase: totalAt(atMs) - base };
}
