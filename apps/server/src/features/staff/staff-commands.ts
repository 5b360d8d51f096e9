// Commands of the staff feature: search, create, update (incl. deactivate), reset another's password, a lounge's staff.
import { AppError, ROLE_JA, type Role } from "@lounge-office/domain/shared";
import type { StaffCreate, StaffMember, StaffUpdate } from "@lounge-office/domain/staff";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import type { Db, Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { lounges, sessions, staff, staffLounges } from "../../db/schema";
import { type Actor, canManageStaffMember, mayGrantRole, worksAt } from "../../policy/policy";

async function loungeIdsOf(db: Executor, staffIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (staffIds.length === 0) return map;
  const rows = await db
    .select()
    .from(staffLounges)
    .where(inArray(staffLounges.staff_id, staffIds))
    .orderBy(asc(staffLounges.lounge_id));
  for (const row of rows) map.set(row.staff_id, [...(map.get(row.staff_id) ?? []), row.lounge_id]);
  return map;
}

function present(row: typeof staff.$inferSelect, loungeIds: number[]): StaffMember {
  return {
    id: row.id,
    name: row.name,
    account: row.account,
    role: row.role,
    role_ja: ROLE_JA[row.role],
    active: row.active,
    lounge_ids: loungeIds,
  };
}

export async function findStaffMember(db: Executor, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  if (!row) throw new AppError("not_found", "スタッフが見つかりません");
  const loungeIds = (await loungeIdsOf(db, [id])).get(id) ?? [];
  return { row, loungeIds };
}

/**
 * Screen 13: a lounge filter lists that lounge's staff (the staff filter is then ignored);
 * otherwise one staff member or everyone the actor manages.
 */
export async function searchStaff(
  db: Executor,
  actor: Actor,
  query: {
    lounge_id?: number | undefined;
    staff_id?: number | undefined;
    include_inactive: boolean;
  },
): Promise<StaffMember[]> {
  const conditions: SQL[] = [];
  if (!query.include_inactive) conditions.push(eq(staff.active, true));
  if (query.lounge_id !== undefined) {
    const members = db
      .select({ id: staffLounges.staff_id })
      .from(staffLounges)
      .where(eq(staffLounges.lounge_id, query.lounge_id));
    conditions.push(inArray(staff.id, members));
  } else if (query.staff_id !== undefined) {
    conditions.push(eq(staff.id, query.staff_id));
  }
  const rows = await db
    .select()
    .from(staff)
    .where(and(...conditions))
    .orderBy(asc(staff.id));
  const lounges = await loungeIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows
    .map((row) => present(row, lounges.get(row.id) ?? []))
    .filter(
      (m) =>
        canManageStaffMember(actor, { role: m.role, loungeIds: m.lounge_ids }) ||
        m.id === actor.staffId,
    );
}

/** Managers grant only their own lounges and the `staff` role. */
function assertGrantable(actor: Actor, role: Role, loungeIds: number[]) {
  if (!mayGrantRole(actor, role))
    throw new AppError("forbidden", "店長はスタッフ権限のアカウントのみ作成・変更できます");
  if (loungeIds.some((id) => !worksAt(actor, id))) {
    throw new AppError("forbidden", "担当していない店舗は指定できません");
  }
}

async function assertLoungesExist(db: Executor, loungeIds: number[]) {
  const found = await db
    .select({ id: lounges.id })
    .from(lounges)
    .where(inArray(lounges.id, loungeIds));
  if (found.length !== new Set(loungeIds).size)
    throw new AppError("not_found", "店舗が見つかりません");
}

export async function createStaffMember(
  db: Db,
  actor: Actor,
  input: StaffCreate,
): Promise<StaffMember> {
  const loungeIds = [...new Set(input.lounge_ids)];
  assertGrantable(actor, input.role, loungeIds);
  await assertLoungesExist(db, loungeIds);
  const passwordHash = await hashPassword(input.password);
  const accountTaken = () =>
    new AppError("account_taken", undefined, { account: "このアカウントは既に使われています" });
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(eq(staff.account, input.account));
      if (taken) throw accountTaken();
      const [row] = await tx
        .insert(staff)
        .values({
          name: input.name,
          account: input.account,
          role: input.role,
          password_hash: passwordHash,
        })
        .returning();
      if (!row) throw new AppError("internal");
      await tx
        .insert(staffLounges)
        .values(loungeIds.map((lounge_id) => ({ staff_id: row.id, lounge_id })));
      return present(
        row,
        loungeIds.sort((a, b) => a - b),
      );
    });
  } catch (error) {
    // Two simultaneous creates both pass the check above; the unique index refuses the second.
    if (isUniqueViolation(error)) throw accountTaken();
    throw error;
  }
}

/** Runs in the caller's transaction (the route's). */
export async function updateStaffMember(
  tx: Executor,
  actor: Actor,
  id: number,
  input: StaffUpdate,
): Promise<StaffMember> {
  const { row, loungeIds } = await findStaffMember(tx, id);
  if (!canManageStaffMember(actor, { role: row.role, loungeIds })) throw new AppError("forbidden");
  if (id === actor.staffId && (input.active === false || (input.role && input.role !== row.role))) {
    throw new AppError("forbidden", "自分自身の役割の変更や無効化はできません");
  }
  const role = input.role ?? row.role;
  let nextLounges = loungeIds;
  if (input.lounge_ids) {
    const asked = [...new Set(input.lounge_ids)];
    assertGrantable(actor, role, asked);
    await assertLoungesExist(tx, asked);
    // A manager edits only their own lounges' memberships; memberships elsewhere are kept.
    const kept = loungeIds.filter((l) => !worksAt(actor, l));
    nextLounges = [...new Set([...kept, ...asked])].sort((a, b) => a - b);
    await tx.delete(staffLounges).where(eq(staffLounges.staff_id, id));
    await tx
      .insert(staffLounges)
      .values(nextLounges.map((lounge_id) => ({ staff_id: id, lounge_id })));
  } else if (input.role) {
    assertGrantable(
      actor,
      role,
      loungeIds.filter((l) => worksAt(actor, l)),
    );
  }
  const [updated] = await tx
    .update(staff)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.role !== undefined && { role: input.role }),
      ...(input.active !== undefined && { active: input.active }),
      updated_at: new Date(),
    })
    .where(eq(staff.id, id))
    .returning();
  if (!updated) throw new AppError("internal");
  // A deactivated account is signed out everywhere at once.
  if (input.active === false) await tx.delete(sessions).where(eq(sessions.staff_id, id));
  return present(updated, nextLounges);
}

/** One's own password is changed with the current one (PUT /api/v1/session/password), never reset here. */
export const OWN_PASSWORD_RESET_REFUSED =
  "自分のパスワードは、画面上部の「パスワード変更」から現在のパスワードを入力して変更してください";

/** A manager's or admin's reset: the member is signed out everywhere. */
export async function resetStaffPassword(db: Db, actor: Actor, id: number, password: string) {
  if (id === actor.staffId) throw new AppError("forbidden", OWN_PASSWORD_RESET_REFUSED);
  const { row, loungeIds } = await findStaffMember(db, id);
  if (!canManageStaffMember(actor, { role: row.role, loungeIds })) throw new AppError("forbidden");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(staff.id, id));
    await tx.delete(sessions).where(eq(sessions.staff_id, id));
  });
}

/** The active staff of one lounge, for the attendance form's selector. */
export async function listLoungeStaff(db: Executor, loungeId: number) {
  return db
    .select({ id: staff.id, name: staff.name, account: staff.account })
    .from(staff)
    .innerJoin(staffLounges, eq(staffLounges.staff_id, staff.id))
    .where(and(eq(staffLounges.lounge_id, loungeId), eq(staff.active, true)))
    .orderBy(asc(staff.id));
}
