// Seats and fee rules of a lounge (managers of the lounge, admins): list, create, edit, retire.
import {
  AppError,
  ZFeeRuleInput,
  ZFeeRuleRecord,
  ZIdParams,
  ZLoungeQuery,
  ZOk,
  ZSeat,
  ZSeatInput,
} from "@lounge-office/domain";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { customerGroups, feeRules, priceCells, seats } from "../../db/schema";
import { guarded } from "../../http/access";
import { actorOf, authorize } from "../../http/actor";
import type { App, Deps } from "../../http/types";

const tags = ["seats"];
const ZSeatCreate = ZSeatInput.extend({ lounge_id: z.number().int().positive() });
const ZFeeRuleCreate = ZFeeRuleInput.extend({ lounge_id: z.number().int().positive() });

const presentSeat = (s: typeof seats.$inferSelect) => ({
  id: s.id,
  lounge_id: s.lounge_id,
  name: s.name,
  seat_type: s.seat_type,
  col: s.col,
  row: s.row,
});
const presentRule = (r: typeof feeRules.$inferSelect) => ({
  id: r.id,
  lounge_id: r.lounge_id,
  label: r.label,
  other_flag: r.other_flag,
  executive: r.executive,
  vip: r.vip,
  flat_price_per_person: r.flat_price_per_person,
});

const seatNameTaken = () =>
  new AppError("conflict", "この席名は既に使われています", {
    name: "この席名は既に使われています",
  });

/**
 * A new fee rule starts with the prices of the lounge's first ordinary rule, so groups seated with
 * it can always be priced; the lounge then adjusts its price table.
 */
async function copyDefaultPrices(tx: Executor, loungeId: number, feeRuleId: number) {
  const [source] = await tx
    .select({ id: feeRules.id })
    .from(feeRules)
    .where(
      and(
        eq(feeRules.lounge_id, loungeId),
        eq(feeRules.other_flag, false),
        ne(feeRules.id, feeRuleId),
      ),
    )
    .orderBy(asc(feeRules.row_order), asc(feeRules.id))
    .limit(1);
  if (!source) return;
  const cells = await tx.select().from(priceCells).where(eq(priceCells.fee_rule_id, source.id));
  if (cells.length === 0) return;
  await tx
    .insert(priceCells)
    .values(cells.map(({ id: _id, ...cell }) => ({ ...cell, fee_rule_id: feeRuleId })));
}

export async function seatRoutes(app: App, { db }: Deps) {
  const findSeat = async (id: number) => {
    const [seat] = await db.select().from(seats).where(eq(seats.id, id));
    if (!seat?.active) throw new AppError("not_found", "席が見つかりません");
    return seat;
  };
  const findRule = async (id: number) => {
    const [rule] = await db.select().from(feeRules).where(eq(feeRules.id, id));
    if (!rule?.active) throw new AppError("not_found", "料金区分が見つかりません");
    return rule;
  };

  app.get(
    "/api/v1/seats",
    {
      config: guarded("floor.configure"),
      schema: {
        tags,
        summary: "席の一覧",
        querystring: ZLoungeQuery,
        response: { 200: z.array(ZSeat) },
      },
    },
    async (request) => {
      authorize(actorOf(request), "floor.configure", { loungeId: request.query.lounge_id });
      const rows = await db
        .select()
        .from(seats)
        .where(and(eq(seats.lounge_id, request.query.lounge_id), eq(seats.active, true)))
        .orderBy(asc(seats.row), asc(seats.col), asc(seats.id));
      return rows.map(presentSeat);
    },
  );

  app.post(
    "/api/v1/seats",
    {
      config: guarded("floor.configure"),
      schema: { tags, summary: "席の追加", body: ZSeatCreate, response: { 201: ZSeat } },
    },
    async (request, reply) => {
      authorize(actorOf(request), "floor.configure", { loungeId: request.body.lounge_id });
      try {
        const [row] = await db.insert(seats).values(request.body).returning();
        if (!row) throw new AppError("internal");
        return reply.code(201).send(presentSeat(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw seatNameTaken();
        throw error;
      }
    },
  );

  app.put(
    "/api/v1/seats/:id",
    {
      config: guarded("floor.configure"),
      schema: {
        tags,
        summary: "席の変更",
        params: ZIdParams,
        body: ZSeatInput,
        response: { 200: ZSeat },
      },
    },
    async (request) => {
      const seat = await findSeat(request.params.id);
      authorize(actorOf(request), "floor.configure", { loungeId: seat.lounge_id });
      try {
        const [row] = await db
          .update(seats)
          .set({ ...request.body, updated_at: new Date() })
          .where(eq(seats.id, seat.id))
          .returning();
        if (!row) throw new AppError("internal");
        return presentSeat(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw seatNameTaken();
        throw error;
      }
    },
  );

  app.delete(
    "/api/v1/seats/:id",
    {
      config: guarded("floor.configure"),
      schema: { tags, summary: "席の削除 (履歴は残る)", params: ZIdParams, response: { 200: ZOk } },
    },
    async (request) => {
      const seat = await findSeat(request.params.id);
      authorize(actorOf(request), "floor.configure", { loungeId: seat.lounge_id });
      const [occupied] = await db
        .select({ n: count() })
        .from(customerGroups)
        .where(and(eq(customerGroups.seat_id, seat.id), eq(customerGroups.state, "present")));
      if ((occupied?.n ?? 0) > 0)
        throw new AppError("conflict", "お客様が着席中の席は削除できません");
      // Event logs keep pointing at the seat, so it is retired (renamed out of the way), not deleted.
      await db
        .update(seats)
        .set({ active: false, name: `${seat.name}#${seat.id}`, updated_at: new Date() })
        .where(eq(seats.id, seat.id));
      return { ok: true as const };
    },
  );

  app.get(
    "/api/v1/fee_rules",
    {
      config: guarded("floor.configure"),
      schema: {
        tags,
        summary: "料金区分の一覧",
        querystring: ZLoungeQuery,
        response: { 200: z.array(ZFeeRuleRecord) },
      },
    },
    async (request) => {
      authorize(actorOf(request), "floor.configure", { loungeId: request.query.lounge_id });
      const rows = await db
        .select()
        .from(feeRules)
        .where(and(eq(feeRules.lounge_id, request.query.lounge_id), eq(feeRules.active, true)))
        .orderBy(asc(feeRules.row_order), asc(feeRules.id));
      return rows.map(presentRule);
    },
  );

  app.post(
    "/api/v1/fee_rules",
    {
      config: guarded("floor.configure"),
      schema: {
        tags,
        summary: "料金区分の追加",
        body: ZFeeRuleCreate,
        response: { 201: ZFeeRuleRecord },
      },
    },
    async (request, reply) => {
      authorize(actorOf(request), "floor.configure", { loungeId: request.body.lounge_id });
      const row = await db.transaction(async (tx) => {
        const [created] = await tx.insert(feeRules).values(request.body).returning();
        if (!created) throw new AppError("internal");
        await copyDefaultPrices(tx, created.lounge_id, created.id);
        return created;
      });
      return reply.code(201).send(presentRule(row));
    },
  );

  app.put(
    "/api/v1/fee_rules/:id",
    {
      config: guarded("floor.configure"),
      schema: {
        tags,
        summary: "料金区分の変更",
        params: ZIdParams,
        body: ZFeeRuleInput,
        response: { 200: ZFeeRuleRecord },
      },
    },
    async (request) => {
      const rule = await findRule(request.params.id);
      authorize(actorOf(request), "floor.configure", { loungeId: rule.lounge_id });
      const [row] = await db
        .update(feeRules)
        .set({ ...request.body, updated_at: new Date() })
        .where(eq(feeRules.id, rule.id))
        .returning();
      if (!row) throw new AppError("internal");
      return presentRule(row);
    },
  );

  app.delete(
    "/api/v1/fee_rules/:id",
    {
      config: guarded("floor.configure"),
      schema: { tags, summary: "料金区分の廃止", params: ZIdParams, response: { 200: ZOk } },
    },
    async (request) => {
      const rule = await findRule(request.params.id);
      authorize(actorOf(request), "floor.configure", { loungeId: rule.lounge_id });
      const [inUse] = await db
        .select({ n: count() })
        .from(customerGroups)
        .where(and(eq(customerGroups.fee_rule_id, rule.id), eq(customerGroups.state, "present")));
      if ((inUse?.n ?? 0) > 0)
        throw new AppError("conflict", "在席中の組が使っている料金区分は廃止できません");
      await db
        .update(feeRules)
        .set({ active: false, updated_at: new Date() })
        .where(eq(feeRules.id, rule.id));
      return { ok: true as const };
    },
  );
}
