// Lounge settings (admin): list, create and edit lounges; a lounge's name is unique.
import { type Lounge, type LoungeInput, ZOpeningHours } from "@lounge-office/domain/lounges";
import { AppError, type Role } from "@lounge-office/domain/shared";
import { asc, eq, sql } from "drizzle-orm";
import { ADVISORY_LOCK, lockForTransaction } from "../../db/advisory-locks";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { lounges } from "../../db/schema";
import { publish } from "../../realtime/publish";

const present = (row: typeof lounges.$inferSelect): Lounge => ({
  id: row.id,
  name: row.name,
  name_eng: row.name_eng,
  address: row.address,
  phone: row.phone,
  site_url: row.site_url,
  time_zone: row.time_zone,
  business_day_cutoff: row.business_day_cutoff,
  invoice_registration_number: row.invoice_registration_number,
  stamp_on_tax_excluded: row.stamp_on_tax_excluded,
  sign_in_roles: row.sign_in_roles as Role[],
  sign_in_account_list: row.sign_in_account_list,
  crowd_feed_public: row.crowd_feed_public,
  opening_hours: ZOpeningHours.nullable().parse(row.opening_hours),
  closed_on: row.closed_on,
});

const nameTaken = () =>
  new AppError("conflict", "この店舗名は既に使われています", {
    name: "この店舗名は既に使われています",
  });

/** The unique index on the name decides between two simultaneous saves of one name. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function listLounges(db: Executor): Promise<Lounge[]> {
  return (await db.select().from(lounges).orderBy(asc(lounges.id))).map(present);
}

export async function createLounge(tx: Executor, input: LoungeInput): Promise<Lounge> {
  const [row] = await refusingTakenName(() => tx.insert(lounges).values(input).returning());
  if (!row) throw new AppError("internal");
  // Every instance forgets what it cached of this id (the crowd feed's 404 of an unknown lounge).
  await publish(tx, { type: "lounge", lounge_id: row.id });
  return present(row);
}

const NO_ADMIN_LOUNGE = "管理者がサインインできる店舗が1つもなくなるため、変更できません";

/**
 * After an update that drops admins from a lounge: some lounge must still admit them, or head
 * office could never sign in again to put it back. Checked after the write, in its transaction
 * (a refusal rolls it back), under a lock taken before the write: of two updates dropping admins
 * from the last two lounges, the second sees the first's commit and is refused.
 */
async function assertAdminsKeepALounge(tx: Executor) {
  const [admitting] = await tx
    .select({ id: lounges.id })
    .from(lounges)
    .where(sql`'admin' = any(${lounges.sign_in_roles})`)
    .limit(1);
  if (!admitting) {
    throw new AppError("unprocessable", NO_ADMIN_LOUNGE, { sign_in_roles: NO_ADMIN_LOUNGE });
  }
}

/** Runs in the route's transaction: a refusal after the write rolls it back. */
export async function updateLounge(tx: Executor, id: number, input: LoungeInput): Promise<Lounge> {
  const dropsAdmins = !input.sign_in_roles.includes("admin");
  if (dropsAdmins) await lockForTransaction(tx, ADVISORY_LOCK.loungeSignInRoles);
  const [row] = await refusingTakenName(() =>
    tx
      .update(lounges)
      .set({ ...input, updated_at: new Date() })
      .where(eq(lounges.id, id))
      .returning(),
  );
  if (!row) throw new AppError("not_found", "店舗が見つかりません");
  if (dropsAdmins) await assertAdminsKeepALounge(tx);
  // The crowd feed of every instance reads the lounge again: opting out hides it at once.
  await publish(tx, { type: "lounge", lounge_id: id });
  return present(row);
}
