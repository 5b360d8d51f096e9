// A standard test world: two lounges, and an admin, a manager and a staff member at each.
import type { Db } from "../db/client";
import { buildLounge, buildStaff } from "../seed/factories";

export async function buildWorld(db: Db) {
  const own = await buildLounge(db, { name: "自店" });
  const other = await buildLounge(db, { name: "他店" });
  const admin = await buildStaff(db, { role: "admin", account: "w-admin" });
  const manager = await buildStaff(db, {
    role: "manager",
    account: "w-manager",
    loungeIds: [own.id],
  });
  const staff = await buildStaff(db, { role: "staff", account: "w-staff", loungeIds: [own.id] });
  const otherManager = await buildStaff(db, {
    role: "manager",
    account: "w-other-manager",
    loungeIds: [other.id],
  });
  const otherStaff = await buildStaff(db, {
    role: "staff",
    account: "w-other-staff",
    loungeIds: [other.id],
  });
  return { own, other, admin, manager, staff, otherManager, otherStaff };
}

export type World = Awaited<ReturnType<typeof buildWorld>>;
