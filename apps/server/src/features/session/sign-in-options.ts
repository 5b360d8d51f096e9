// The sign-in page's look-ups (public): every lounge as an option, and a lounge's accounts.
import {
  AppError,
  type LoungeOption,
  ROLE_JA,
  ROLES,
  type Role,
  type StaffAccountOption,
  worksAtEveryLounge,
  ZRole,
} from "@lounge-office/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges, staff, staffLounges } from "../../db/schema";

const isRole = (role: string): role is Role => ZRole.safeParse(role).success;

export async function loungeOptions(db: Executor): Promise<LoungeOption[]> {
  const rows = await db
    .select({ id: lounges.id, name: lounges.name, roles: lounges.sign_in_roles })
    .from(lounges)
    .orderBy(asc(lounges.id));
  return rows.map((r) => ({ text: r.name, value: { id: r.id, roles: r.roles.filter(isRole) } }));
}

/**
 * Active accounts that may sign in at the lounge: of a role the lounge admits (and the caller asked
 * for, comma-separated; none asked means all), working there.
 */
export async function staffAccountOptions(
  db: Executor,
  query: { lounge_id: number; role?: string | undefined },
): Promise<StaffAccountOption[]> {
  const [lounge] = await db.select().from(lounges).where(eq(lounges.id, query.lounge_id));
  if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
  const asked = (query.role ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter((r) => r !== "");
  const roles = lounge.sign_in_roles
    .filter(isRole)
    .filter((r) => asked.length === 0 || asked.includes(r));
  if (roles.length === 0) return [];
  const rows = await db
    .selectDistinct({ account: staff.account, role: staff.role, id: staff.id })
    .from(staff)
    .leftJoin(
      staffLounges,
      and(eq(staffLounges.staff_id, staff.id), eq(staffLounges.lounge_id, query.lounge_id)),
    )
    .where(
      and(
        eq(staff.active, true),
        inArray(staff.role, roles),
        or(
          inArray(staff.role, ROLES.filter(worksAtEveryLounge)),
          eq(staffLounges.lounge_id, query.lounge_id),
        ),
      ),
    )
    .orderBy(asc(staff.id));
  return rows.map((r) => ({ account: r.account, role_ja: ROLE_JA[r.role] }));
}
