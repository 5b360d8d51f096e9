// The one authorization module: `can` asks the capability matrix (domain package) plus the lounge rule.
import {
  type Action,
  AppError,
  CAPABILITIES,
  type Role,
  roleHolds,
  worksAtLounge,
} from "@lounge-office/domain/shared";

/** Who is asking: the signed-in staff member and the lounges they work at. */
export type Actor = {
  staffId: number;
  role: Role;
  loungeIds: number[];
  /** The lounge the session is signed in at. */
  currentLoungeId: number;
};

export type { Action };

export type Target = { loungeId?: number | null };

export function worksAt(actor: Actor, loungeId: number): boolean {
  return worksAtLounge(actor, loungeId);
}

/** May `actor` do `action`, on a record of `target.loungeId` when given? */
export function can(actor: Actor, action: Action, target: Target = {}): boolean {
  if (!roleHolds(actor.role, action)) return false;
  if (CAPABILITIES[action].scope === "lounge" && target.loungeId != null) {
    return worksAt(actor, target.loungeId);
  }
  return true;
}

/** Managers create and edit `staff`-role accounts only; admins accounts of any role. */
export function mayGrantRole(actor: Actor, role: Role): boolean {
  return actor.role === "admin" || role === "staff";
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
  if (!mayGrantRole(actor, member.role)) return false;
  return member.loungeIds.some((id) => actor.loungeIds.includes(id));
}

/** Record-level check for commands: throws 403 unless the actor may do `action` on `target`. */
export function authorize(actor: Actor, action: Action, target: Target): void {
  if (!can(actor, action, target)) throw new AppError("forbidden");
}
