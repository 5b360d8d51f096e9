// The business days' catalog keeps the domain's Japanese names: a note's or coin's name as the
// domain's DENOMINATION_LABELS (the printed daily report's, the CSV's), so the screen and the paper
// cannot drift apart.
import { DENOMINATION_KEYS, DENOMINATION_LABELS } from "@lounge-office/domain/business-days";
import { describe, expect, it } from "vitest";
import { denominationName } from "./messages";

describe("business days messages", () => {
  it("names every denomination as the domain's DENOMINATION_LABELS in Japanese", () => {
    // The page's language is Japanese here (the default).
    for (const key of DENOMINATION_KEYS) {
      expect(denominationName(key)).toBe(DENOMINATION_LABELS[key]);
    }
  });
});
