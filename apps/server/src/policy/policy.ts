// The one authorization module: PRODUCT.md section 5's matrix as data, and `can` to ask it.
import type { Role } from "@lounge-office/domain";

/** Who is asking: the signed-in staff member and the lounges they work at. */
export type Actor = {
  staffId: number;
  role: Role;
  loungeIds: number[];
  /** The lounge the session is signed in at. */
  currentLoungeId: number;
};

/**
 * Capabilities, one per row of the matrix. `lounge` scope means the actor must work at the record's
 * lounge (admins: every lounge); `any` means the role alone decides.
 */
export const CAPABILITIES = {
  /** Any signed-in staff member: own session, own lounges list. */
  session: { roles: ["staff", "manager", "admin"], scope: "any" },
  "floor.use": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  "accounting.settle": { roles: ["staff", "manager", "admin"], scope: "lounge" },
  "accounting.correct": { roles: ["manager", "admin"], scope: "lounge" },
  "accounting.search": { roles: ["staff", "manager", "admin"], scope: "lounge" },
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
} as const satisfies Record<string, { roles: readonly Role[]; scope: "any" | "lounge" }>;

export type Action = keyof typeof CAPABILITIES;

export type Target = { loungeId?: number | null };

export function worksAt(actor: Actor, loungeId: number): boolean {
  return actor.role === "admin" || actor.loungeIds.includes(loungeId);
}

/** May `actor` do `action`, on a record of `target.loungeId` when given? */
export function can(actor: Actor, action: Action, target: Target = {}): boolean {
  const capability = CAPABILITIES[action];
  if (!(capability.roles as readonly Role[]).includes(actor.role)) return false;
  if (capability.scope === "lounge" && target.loungeId != null) return worksAt(actor, target.loungeId);
  return true;
}

/**
 * Staff accounts: managers manage `staff`-role accounts that work at one of their lounges, and may
 * only grant their own lounges; admins manage everyone.
 */
export function canManageStaffMember(
  actor: Actor,
  member: { role: Role; loungeIds: number[]; staffId?: number },
): boolean {
  if (!can(actor, "staff.manage")) return false;
  if (actor.role === "admin") return true;
  if (member.role !== "staff") return false;
  return member.loungeIds.some((id) => actor.loungeIds.includes(id));
}
