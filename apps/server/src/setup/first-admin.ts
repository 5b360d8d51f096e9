// The first lounge and the first head-office account of a new database: without them nobody can
// sign in, and a production server loads no demo data. Only into a database without staff; from
// then on, lounges and staff are added on the screens.
import { ZLoungeInput } from "@lounge-office/domain/lounges";
import { requiredText, ZPassword } from "@lounge-office/domain/shared";
import { ZAccount } from "@lounge-office/domain/staff";
import { count, sql } from "drizzle-orm";
import { z } from "zod";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { staff } from "../db/schema";
import { createLounge } from "../features/lounges/lounge-commands";

/** The lounge's name and time zone follow the lounge form's rules, the account the staff form's. */
export const ZFirstAdmin = z.object({
  lounge: ZLoungeInput.shape.name,
  time_zone: ZLoungeInput.shape.time_zone.default("Asia/Tokyo"),
  name: requiredText("名前", 50),
  account: ZAccount,
  password: ZPassword,
});
export type FirstAdmin = z.output<typeof ZFirstAdmin>;

export type FirstAdminResult =
  | { created: true; lounge: { id: number; name: string }; account: string }
  | { created: false; reason: string };

export const ALREADY_SET_UP =
  "このデータベースには既にスタッフのアカウントがあります。管理者でサインインし、店舗とスタッフは画面から追加してください";

/** The parsed input, or every problem of it as "field: message" lines. */
export function readFirstAdmin(
  input: z.input<typeof ZFirstAdmin>,
): { ok: true; value: FirstAdmin } | { ok: false; problems: string[] } {
  const parsed = ZFirstAdmin.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
  };
}

/** Creates the lounge and the admin in one transaction, or refuses (staff exist) and writes nothing. */
export async function setUpFirstAdmin(db: Db, input: FirstAdmin): Promise<FirstAdminResult> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Two set-ups at once: the second waits here, then sees the first's account and refuses.
    await tx.execute(sql`LOCK TABLE ${staff} IN SHARE ROW EXCLUSIVE MODE`);
    const [existing] = await tx.select({ n: count() }).from(staff);
    if ((existing?.n ?? 0) > 0) return { created: false, reason: ALREADY_SET_UP };
    const lounge = await createLounge(tx, {
      ...ZLoungeInput.parse({
        name: input.lounge,
        name_eng: "",
        address: "",
        phone: "",
        site_url: "",
        time_zone: input.time_zone,
        business_day_cutoff: "06:00",
        invoice_registration_number: "",
        sign_in_roles: ["admin", "manager", "staff"],
        sign_in_account_list: true,
      }),
    });
    await tx.insert(staff).values({
      name: input.name,
      account: input.account,
      role: "admin",
      password_hash: passwordHash,
    });
    return {
      created: true,
      lounge: { id: lounge.id, name: lounge.name },
      account: input.account,
    };
  });
}
