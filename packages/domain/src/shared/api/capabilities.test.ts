// The lounge rule: admins work at every lounge, others at the lounges they are listed in.
import { describe, expect, it } from "vitest";
import { roleHolds, worksAtEveryLounge, worksAtLounge } from "./capabilities";
import { ROLES } from "./roles";

describe("worksAtEveryLounge", () => {
  it("holds for admins only", () => {
    expect(ROLES.filter(worksAtEveryLounge)).toEqual(["admin"]);
  });
});

describe("worksAtLounge", () => {
  it("lets an admin work at a lounge they are not listed in, even with no lounges at all", () => {
    expect(worksAtLounge({ role: "admin", loungeIds: [] }, 7)).toBe(true);
  });

  it("limits managers and staff to the lounges they are listed in", () => {
    for (const role of ["manager", "staff"] as const) {
      expect(worksAtLounge({ role, loungeIds: [1, 3] }, 3)).toBe(true);
      expect(worksAtLounge({ role, loungeIds: [1, 3] }, 2)).toBe(false);
      expect(worksAtLounge({ role, loungeIds: [] }, 1)).toBe(false);
    }
  });
});

describe("roleHolds", () => {
  it("gives lounge settings to admins only and the floor to every role", () => {
    expect(ROLES.filter((r) => roleHolds(r, "lounges.manage"))).toEqual(["admin"]);
    expect(ROLES.filter((r) => roleHolds(r, "floor.use"))).toEqual([...ROLES]);
  });
});
