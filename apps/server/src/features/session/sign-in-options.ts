// The sign-in page's look-ups (public): every lounge as an option, the accounts a lounge lists, and
// the lounges that list one account (a sign-in link's).
import type { LoungeOption, StaffAccountOption } from "@lounge-office/domain/session";
import { AppError, ROLE_JA, type Role, ZRole } from "@lounge-office/domain/shared";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { lounges, staff, staffLounges } from "../../db/schema";

const isRole = (role: string): role is Role => ZRole.safeParse(role).success;

/**
 * Head-office accounts are typed, never listed: this list is public, and an admin account is the
 * most valuable one to guess a password for.
 */
const listable = (role: Role) => role !== "admin";

export async function loungeOptions(db: Executor): Promise<LoungeOption[]> {
  const rows = await db
    .select({
      id: lounges.id,
      name: lounges.name,
      roles: lounges.sign_in_roles,
      accountList: lounges.sign_in_account_list,
    })
    .from(lounges)
    .orderBy(asc(lounges.id));
  return rows.map((r) => ({
    text: r.name,
    value: { id: r.id, roles: r.roles.filter(isRole), account_list: r.accountList },
  }));
}

/**
 * Active accounts the lounge lists at sign-in: of a role the lounge admits (and the caller asked
 * for, comma-separated; none asked means all), working there, admins never. None when the lounge
 * turned its list off (the same empty answer, so the page types the account).
 */
export async function staffAccountOptions(
  db: Executor,
  query: { lounge_id: number; role?: string | undefined },
): Promise<StaffAccountOption[]> {
  const [lounge] = await db.select().from(lounges).where(eq(lounges.id, query.lounge_id));
  if (!lounge) throw new AppError("not_found", "店舗が見つかりません");
  if (!lounge.sign_in_account_list) return [];
  const asked = (query.role ?? "")
    .split(",")
    .map((r) => r.trim())
    .filter((r) => r !== "");
  const roles = lounge.sign_in_roles
    .filter(isRole)
    .filter(listable)
    .filter((r) => asked.length === 0 || asked.includes(r));
  if (roles.length === 0) return [];
  // Every listable role works at named lounges only (admins, who work everywhere, are not listed).
  const rows = await db
    .select({ account: staff.account, role: staff.role })
    .from(staff)
    .innerJoin(
      staffLounges,
      and(eq(staffLounges.staff_id, staff.id), eq(staffLounges.lounge_id, query.lounge_id)),
    )
    .where(and(eq(staff.active, true), inArray(staff.role, roles)))
    .orderBy(asc(staff.id));
  return rows.map((r) => ({ account: r.account, role_ja: ROLE_JA[r.role] }));
}

/**
 * The lounges whose sign-in list shows `account` (staffAccountOptions' rule, every lounge at once):
 * the account active, of a listable role the lounge admits, working there, the lounge's list on.
 * An account no list shows answers no lounge, exactly as if it did not exist.
 */
export async function accountLounges(
  db: Executor,
  account: string,
): Promise<{ lounge_ids: number[] }> {
  const rows = await db
    .select({ id: lounges.id, roles: lounges.sign_in_roles, role: staff.role })
    .from(staff)
    .innerJoin(staffLounges, eq(staffLounges.staff_id, staff.id))
    .innerJoin(lounges, eq(lounges.id, staffLounges.lounge_id))
    .where(
      and(
        eq(staff.account, account),
        eq(staff.active, true),
        eq(lounges.sign_in_account_list, true),
      ),
    )
    .orderBy(asc(lounges.id));
  const listed = rows.filter((r) => listable(r.role) && r.roles.includes(r.role));
  return { lounge_ids: listed.map((r) => r.id) };
}
