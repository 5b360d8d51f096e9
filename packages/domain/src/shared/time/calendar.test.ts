// Minutes between two instants: floored, never negative, the same from dates or epoch numbers.
import { describe, expect, it } from "vitest";
import { minutesBetween } from "./calendar";

const at = (iso: string) => new Date(iso);

describe("minutesBetween", () => {
  it("counts whole minutes, floored", () => {
    expect(minutesBetween(at("2024-12-01T20:00:00Z"), at("2024-12-01T20:00:59.999Z"))).toBe(0);
    expect(minutesBetween(at("2024-12-01T20:00:00Z"), at("2024-12-01T20:01:00Z"))).toBe(1);
    expect(minutesBetween(at("2024-12-01T20:00:30Z"), at("2024-12-01T21:00:29Z"))).toBe(59);
    expect(minutesBetween(at("2024-12-01T20:00:00Z"), at("2024-12-02T20:00:00Z"))).toBe(1440);
  });

  it("is 0 when the end is not after the start (a clock that went back)", () => {
    expect(minutesBetween(at("2024-12-01T20:05:00Z"), at("2024-12-01T20:00:00Z"))).toBe(0);
    expect(minutesBetween(at("2024-12-01T20:05:00Z"), at("2024-12-01T20:05:00Z"))).toBe(0);
  });

  it("takes epoch milliseconds as well as dates", () => {
    const start = Date.UTC(2024, 11, 1, 20);
    expect(minutesBetween(start, start + 90 * 60_000 + 59_000)).toBe(90);
    expect(minutesBetween(new Date(start), start + 3 * 60_000)).toBe(3);
  });
});
