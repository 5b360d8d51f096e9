// Lounge settings (admin): list, create and edit lounges.
import { AppError, type Role, ZIdParams, ZLounge, ZLoungeInput } from "@lounge-office/domain";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { isUniqueViolation } from "../../db/errors";
import { lounges } from "../../db/schema";
import { guarded } from "../../http/access";
import type { App, Deps } from "../../http/types";

const tags = ["lounges"];

const present = (row: typeof lounges.$inferSelect) => ({
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

export async function loungeRoutes(app: App, { db }: Deps) {
  app.get(
    "/api/v1/lounge_settings",
    {
      config: guarded("lounges.manage"),
      schema: { tags, summary: "店舗設定一覧", response: { 200: z.array(ZLounge) } },
    },
    async () => (await db.select().from(lounges).orderBy(asc(lounges.id))).map(present),
  );

  app.post(
    "/api/v1/lounge_settings",
    {
      config: guarded("lounges.manage"),
      schema: { tags, summary: "店舗登録", body: ZLoungeInput, response: { 201: ZLounge } },
    },
    async (request, reply) => {
      try {
        const [row] = await db.insert(lounges).values(request.body).returning();
        if (!row) throw new AppError("internal");
        return reply.code(201).send(present(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );

  app.put(
    "/api/v1/lounge_settings/:id",
    {
      config: guarded("lounges.manage"),
      schema: {
        tags,
        summary: "店舗設定の変更",
        params: ZIdParams,
        body: ZLoungeInput,
        response: { 200: ZLounge },
      },
    },
    async (request) => {
      try {
        const [row] = await db
          .update(lounges)
          .set({ ...request.body, updated_at: new Date() })
          .where(eq(lounges.id, request.params.id))
          .returning();
        if (!row) throw new AppError("not_found", "店舗が見つかりません");
        return present(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );
}
