// The role rules as data: which roles hold each capability, and whether it is limited to their lounges.
import type { Role } from "./roles";

export type CapabilityScope = "any" | "lounge";

export const CAPABILITIES = {
  /** Any signed-in staff member: own session, own lounges list. */
  session: { roles: ["staff", "manager", "admin"], scope: "any" },
  "floor.use": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  /** Cancel any entry (staff only within minutes of it) and read the floor's correction list. */
  "floor.correct": { roles: ["manager", "admin"], scope: "lounge" },
  "accounting.settle": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  "accounting.correct": { roles: ["manager", "admin"], scope: "lounge" },
  "accounting.search": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  /** Read the business day, open it, record paid-in/out. */
  "business_days.operate": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  /** Close the day and correct paid-in/out. */
  "business_days.close": { roles: ["manager", "admin"], scope: "lounge" },
  "business_days.reopen": { roles: ["admin"], scope: "lounge" },
  /** Verify and export the journal (取引記録) for an auditor or an accountant. */
  "journal.audit": { roles: ["manager", "admin"], scope: "lounge" },
  "menus.manage": { roles: ["manager", "admin"], scope: "lounge" },
  "floor.configure": { roles: ["manager", "admin"], scope: "lounge" },
  "staff.manage": { roles: ["manager", "admin"], scope: "lounge" },
  "attendance.own": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  "attendance.manage": { roles: ["manager", "admin"], scope: "lounge" },
  "invalid_logs.manage": { roles: ["manager", "admin"], scope: "lounge" },
  "summary.all": { roles: ["manager", "admin"], scope: "any" },
  "metrics.view": { roles: ["admin"], scope: "any" },
  "system_messages.manage": { roles: ["admin"], scope: "any" },
  "lounges.manage": { roles: ["admin"], scope: "any" },
} as const satisfies Record<string, { roles: readonly Role[]; scope: CapabilityScope }>;

export type Action = keyof typeof CAPABILITIES;

/** Role-level check only; the server adds the lounge check (the client uses this to hide what it cannot do). */
export function roleHolds(role: Role, action: Action): boolean {
  return (CAPABILITIES[action].roles as readonly Role[]).includes(role);
}

/**
 * An admin works at every lounge, present and future, without being listed in any;
 * everyone else works at the lounges they are listed in.
 */
export function worksAtEveryLounge(role: Role): boolean {
  return role === "admin";
}

/** Does a staff member of `role`, listed in `loungeIds`, work at `loungeId`? */
export function worksAtLounge(
  member: { role: Role; loungeIds: readonly number[] },
  loungeId: number,
): boolean {
  return worksAtEveryLounge(member.role) || member.loungeIds.includes(loungeId);
}
