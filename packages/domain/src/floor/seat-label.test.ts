// Seat label colour priority: executive, VIP, special fee, normal.
import { describe, expect, it } from "vitest";
import { thrown } from "../shared/test-helpers";
import { seatLabelClass } from "./seat-label";

const normal = { executive: false, vip: false, other_flag: false };
const vip = { ...normal, vip: true };
const executive = { ...normal, executive: true };
const other = { ...normal, other_flag: true };

describe("seatLabelClass (executive, then VIP, then special fee)", () => {
  it("picks the highest-priority rule among the groups at the seat", () => {
    expect(seatLabelClass([normal, other, vip, executive], "mens")).toBe("label-executive");
    expect(seatLabelClass([other, vip], "mens")).toBe("label-vip");
    expect(seatLabelClass([normal, other], "mens")).toBe("label-other-mens");
    expect(seatLabelClass([other], "ladys")).toBe("label-other-ladys");
    expect(seatLabelClass([other], "others")).toBe("label-other-others");
    expect(seatLabelClass([normal], "mens")).toBe("label-normal");
  });

  it("treats a rule that is both VIP and special fee as VIP", () => {
    expect(seatLabelClass([{ ...vip, other_flag: true }], "mens")).toBe("label-vip");
  });

  it("is normal for no groups or groups without a rule", () => {
    expect(seatLabelClass([], "ladys")).toBe("label-normal");
    expect(seatLabelClass([null, undefined], "mens")).toBe("label-normal");
  });

  it("refuses an unknown gender", () => {
    expect(thrown(() => seatLabelClass([], "men" as never))?.code).toBe("INVALID_GENDER");
  });
});
