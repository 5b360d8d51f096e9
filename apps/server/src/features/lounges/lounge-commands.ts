// Lounge settings (admin): list, create and edit lounges; a lounge's name is unique.
import { AppError, type Lounge, type LoungeInput, type Role } from "@lounge-office/domain";
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { lounges } from "../../db/schema";
import { type Actor, authorize } from "../../policy/policy";

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
  sign_in_roles: row.sign_in_roles as Role[],
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

export async function createLounge(
  tx: Executor,
  actor: Actor,
  input: LoungeInput,
): Promise<Lounge> {
  authorize(actor, "lounges.manage", {});
  const [row] = await refusingTakenName(() => tx.insert(lounges).values(input).returning());
  if (!row) throw new AppError("internal");
  return present(row);
}

export async function updateLounge(
  tx: Executor,
  actor: Actor,
  id: number,
  input: LoungeInput,
): Promise<Lounge> {
  authorize(actor, "lounges.manage", {});
  const [row] = await refusingTakenName(() =>
    tx
      .update(lounges)
      .set({ ...input, updated_at: new Date() })
      .where(eq(lounges.id, id))
      .returning(),
  );
  if (!row) throw new AppError("not_found", "店舗が見つかりません");
  return present(row);
}
