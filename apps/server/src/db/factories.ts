// Factories with overrides, shared by tests and the demo seed: one way to make a lounge or a staff member.
import type { Role } from "@lounge-office/domain";
import { hashPassword } from "../features/session/passwords";
import type { Executor } from "./client";
import { lounges, staff, staffLounges } from "./schema";

let sequence = 0;
const next = () => ++sequence;

export const DEMO_PASSWORD = "lounge-demo";

// argon2 is deliberately slow: hash each distinct password once per process.
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export async function buildLounge(
  db: Executor,
  overrides: Partial<typeof lounges.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(lounges)
    .values({ name: `テスト店${n}`, name_eng: `test-${n}`, ...overrides })
    .returning();
  if (!row) throw new Error("buildLounge: insert returned nothing");
  return row;
}

export async function buildStaff(
  db: Executor,
  overrides: {
    name?: string;
    account?: string;
    role?: Role;
    password?: string;
    active?: boolean;
    loungeIds?: number[];
  } = {},
) {
  const n = next();
  const password = overrides.password ?? DEMO_PASSWORD;
  const [row] = await db
    .insert(staff)
    .values({
      name: overrides.name ?? `スタッフ${n}`,
      account: overrides.account ?? `staff-${n}-${Math.random().toString(36).slice(2, 8)}`,
      role: overrides.role ?? "staff",
      active: overrides.active ?? true,
      password_hash: await cachedHash(password),
    })
    .returning();
  if (!row) throw new Error("buildStaff: insert returned nothing");
  const loungeIds = overrides.loungeIds ?? [];
  if (loungeIds.length > 0) {
    await db
      .insert(staffLounges)
      .values(loungeIds.map((lounge_id) => ({ staff_id: row.id, lounge_id })));
  }
  return { ...row, password, loungeIds };
}
