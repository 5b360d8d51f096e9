// Time-up marks: minutes left of a set from the group's arrival, marked at the lead and at the end.
import { describe, expect, it } from "vitest";
import { nextPriceRise, timeUpOf, timeUpRuleProblem } from "./time-up";

const arrived = "2026-11-24T20:00:00+09:00";
const at = (minutes: number, seconds = 0) =>
  Date.parse(arrived) + minutes * 60_000 + seconds * 1000;
const group = (set_minutes: number | null, warn_lead_minutes: number | null) => ({
  service_start_at: arrived,
  set_minutes,
  warn_lead_minutes,
});

describe("timeUpOf", () => {
  it("is null for a rule with no set", () => {
    expect(timeUpOf(group(null, null), at(500))).toBeNull();
  });

  it.each([
    [0, 0, { remaining: 60, state: "ok" }],
    [49, 59, { remaining: 11, state: "ok" }], // whole minutes: 49 min 59 s is 49
    [50, 0, { remaining: 10, state: "warn" }], // the lead is reached
    [59, 59, { remaining: 1, state: "warn" }],
    [60, 0, { remaining: 0, state: "over" }], // the set is up
    [75, 0, { remaining: -15, state: "over" }],
  ])("a 60-minute set with a 10-minute lead, %i min %i s in: %o", (minutes, seconds, expected) => {
    expect(timeUpOf(group(60, 10), at(minutes, seconds))).toEqual(expected);
  });

  it("without a lead marks only the end", () => {
    expect(timeUpOf(group(60, null), at(59))).toEqual({ remaining: 1, state: "ok" });
    expect(timeUpOf(group(60, null), at(60))).toEqual({ remaining: 0, state: "over" });
  });

  it("counts a clock behind the arrival as no time spent", () => {
    expect(timeUpOf(group(60, 10), at(-2))).toEqual({ remaining: 60, state: "ok" });
  });
});

describe("timeUpRuleProblem", () => {
  it("accepts no set, a set alone, and a lead shorter than the set", () => {
    expect(timeUpRuleProblem({ set_minutes: null, warn_lead_minutes: null })).toBeNull();
    expect(timeUpRuleProblem({ set_minutes: 60, warn_lead_minutes: null })).toBeNull();
    expect(timeUpRuleProblem({ set_minutes: 60, warn_lead_minutes: 59 })).toBeNull();
  });

  it("refuses a lead without a set, on the set's field, and a lead as long as the set", () => {
    expect(timeUpRuleProblem({ set_minutes: null, warn_lead_minutes: 10 })).toEqual({
      field: "set_minutes",
      message: "終了前の通知を使うには、セット時間を入力してください",
    });
    expect(timeUpRuleProblem({ set_minutes: 30, warn_lead_minutes: 30 })?.field).toBe(
      "warn_lead_minutes",
    );
  });
});

describe("nextPriceRise", () => {
  // 500 yen per started 10 minutes of a stay that began at t = 0 (plus 30 s).
  const start = 30_000;
  const totalAt = (ms: number) =>
    Math.ceil(Math.max(0, Math.floor((ms - start) / 60_000)) / 10) * 500;

  it("finds the first second the charge rises and by how much", () => {
    // 12 min 40 s in: two units (1,000); the third starts when the 21st minute begins.
    const from = start + 12 * 60_000 + 40_000;
    expect(nextPriceRise(totalAt, from, 11)).toEqual({ atMs: start + 21 * 60_000, increase: 500 });
  });

  it("is null when nothing more is charged within the horizon", () => {
    expect(nextPriceRise(() => 3000, 0, 11)).toBeNull();
  });
});
