// The lounges a signed-in user may pick on a page: the one source every lounge picker lists from, so
// no picker offers a lounge the server would then refuse.
import type { Session, SessionLounge } from "@lounge-office/domain/session";
import { type Action, roleHolds } from "@lounge-office/domain/shared";
import { useSession } from "./session";

/**
 * The lounges `session`'s user may use for `action`: the lounges they work at (the server lists
 * every lounge for an admin), none when their role cannot do it at all.
 */
export function usableLounges(session: Session, action: Action): SessionLounge[] {
  return roleHolds(session.staff.role, action) ? session.lounges : [];
}

/** usableLounges for the signed-in user; empty while the session loads. */
export function useUsableLounges(action: Action): SessionLounge[] {
  const session = useSession().data;
  return session ? usableLounges(session, action) : [];
}

/** A picker's options (`NativeSelect`, `Select`): each lounge by its id and name. */
export const loungeSelectData = (lounges: readonly SessionLounge[]) =>
  lounges.map((l) => ({ value: String(l.id), label: l.name }));
