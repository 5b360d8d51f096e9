// Unit tests of the policy module: `can` against the role rules and `canManageStaffMember`, role × own/other lounge.
import { type Action, CAPABILITIES, type Role } from "@lounge-office/domain/shared";
import { describe, expect, it } from "vitest";
import { type Actor, can, canManageStaffMember } from "./policy";

const OWN = 1;
const OTHER = 2;

const actor = (role: Role, loungeIds: number[] = role === "admin" ? [] : [OWN]): Actor => ({
  staffId: 100,
  role,
  loungeIds,
  currentLoungeId: OWN,
});

type Access = "all" | "own" | "none";

/** The role rules, written out independently of CAPABILITIES so that a wrong row there fails here. */
const EXPECTED: Record<Action, Record<Role, Access>> = {
  session: { staff: "all", manager: "all", admin: "all" },
  "floor.use": { staff: "own", manager: "own", admin: "all" },
  "floor.correct": { staff: "none", manager: "own", admin: "all" },
  "accounting.settle": { staff: "own", manager: "own", admin: "all" },
  "accounting.correct": { staff: "none", manager: "own", admin: "all" },
  "accounting.search": { staff: "own", manager: "own", admin: "all" },
  "business_days.operate": { staff: "own", manager: "own", admin: "all" },
  "business_days.close": { staff: "none", manager: "own", admin: "all" },
  "business_days.reopen": { staff: "none", manager: "none", admin: "all" },
  "journal.audit": { staff: "none", manager: "own", admin: "all" },
  "menus.manage": { staff: "none", manager: "own", admin: "all" },
  "floor.configure": { staff: "none", manager: "own", admin: "all" },
  "staff.manage": { staff: "none", manager: "own", admin: "all" },
  "attendance.own": { staff: "own", manager: "own", admin: "all" },
  "attendance.manage": { staff: "none", manager: "own", admin: "all" },
  "invalid_logs.manage": { staff: "none", manager: "own", admin: "all" },
  "summary.all": { staff: "none", manager: "all", admin: "all" },
  "metrics.view": { staff: "none", manager: "none", admin: "all" },
  "system_messages.manage": { staff: "none", manager: "none", admin: "all" },
  "lounges.manage": { staff: "none", manager: "none", admin: "all" },
};

const ROLES: Role[] = ["staff", "manager", "admin"];

describe("can", () => {
  it("has an expectation for every capability", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(CAPABILITIES).sort());
  });

  for (const [action, byRole] of Object.entries(EXPECTED) as [Action, Record<Role, Access>][]) {
    for (const role of ROLES) {
      const access = byRole[role];
      it(`${action} for ${role}: ${access}`, () => {
        const who = actor(role);
        expect(can(who, action, { loungeId: OWN })).toBe(access !== "none");
        expect(can(who, action, { loungeId: OTHER })).toBe(access === "all");
        // Without a record the role alone decides.
        expect(can(who, action)).toBe(access !== "none");
        expect(can(who, action, { loungeId: null })).toBe(access !== "none");
      });
    }
  }

  it("counts every lounge a multi-lounge member works at as their own", () => {
    const both = actor("staff", [OWN, OTHER]);
    expect(can(both, "floor.use", { loungeId: OWN })).toBe(true);
    expect(can(both, "floor.use", { loungeId: OTHER })).toBe(true);
    expect(can(both, "floor.use", { loungeId: 3 })).toBe(false);
  });
});

describe("canManageStaffMember", () => {
  const member = (role: Role, loungeIds: number[]) => ({ role, loungeIds });

  it("never lets a staff account manage anyone", () => {
    const staff = actor("staff");
    expect(canManageStaffMember(staff, member("staff", [OWN]))).toBe(false);
    expect(canManageStaffMember(staff, member("staff", [OTHER]))).toBe(false);
  });

  it("lets a manager manage staff-role members of their lounges only", () => {
    const manager = actor("manager");
    expect(canManageStaffMember(manager, member("staff", [OWN]))).toBe(true);
    expect(canManageStaffMember(manager, member("staff", [OWN, OTHER]))).toBe(true);
    expect(canManageStaffMember(manager, member("staff", [OTHER]))).toBe(false);
    expect(canManageStaffMember(manager, member("staff", []))).toBe(false);
  });

  it("does not let a manager manage managers or admins, even in their own lounge", () => {
    const manager = actor("manager");
    expect(canManageStaffMember(manager, member("manager", [OWN]))).toBe(false);
    expect(canManageStaffMember(manager, member("admin", [OWN]))).toBe(false);
    expect(canManageStaffMember(manager, member("manager", [OTHER]))).toBe(false);
  });

  it("lets an admin manage everyone in every lounge", () => {
    const admin = actor("admin");
    for (const role of ROLES) {
      expect(canManageStaffMember(admin, member(role, [OWN]))).toBe(true);
      expect(canManageStaffMember(admin, member(role, [OTHER]))).toBe(true);
      expect(canManageStaffMember(admin, member(role, []))).toBe(true);
    }
  });
});
