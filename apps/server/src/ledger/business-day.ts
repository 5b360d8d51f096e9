// The business day money is recorded in: a settlement or a paid-in/out opens it with the default
// float when nobody has (nothing is blocked at 1 a.m. because 開店 was forgotten), and is refused
// once the day is closed. Shared by the accounting and business-day features.
import { AppError } from "@lounge-office/domain/shared";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Executor } from "../db/client";
import { businessDayEvents, businessDays } from "../db/schema";
import { publish } from "../realtime/publish";
import { appendJournal } from "./journal";

export type BusinessDayRow = typeof businessDays.$inferSelect;

/** The answer to money recorded on a closed day: what happened and what to do. */
export function dayClosedMessage(date: string): string {
  return `${date.replaceAll("-", "/")}の営業は締め済みです。この営業日には会計・入出金を記録できません。続けるには管理者に営業日の再開を依頼してください`;
}

/** The float a day opens with unless told: what the last close before it left in the drawer. */
export async function defaultFloat(tx: Executor, loungeId: number, date: string): Promise<number> {
  const [last] = await tx
    .select({ next_float: businessDays.next_float })
    .from(businessDays)
    .where(
      and(
        eq(businessDays.lounge_id, loungeId),
        lt(businessDays.date, date),
        eq(businessDays.state, "closed"),
      ),
    )
    .orderBy(desc(businessDays.date))
    .limit(1);
  return last?.next_float ?? 0;
}

/** The day's row, locked (`update` for a close or reopening, `share` for money recorded in it). */
export async function lockDay(
  tx: Executor,
  loungeId: number,
  date: string,
  mode: "update" | "share",
): Promise<BusinessDayRow | undefined> {
  const query = tx
    .select()
    .from(businessDays)
    .where(and(eq(businessDays.lounge_id, loungeId), eq(businessDays.date, date)));
  const [row] = await (mode === "update" ? query.for("update") : query.for("share"));
  return row;
}

export type OpenDay = {
  loungeId: number;
  date: string;
  float: number;
  counts: Record<string, number> | null;
  staffId: number;
  at: Date;
  automatically: boolean;
};

/**
 * Opens the day unless it already is (two tablets opening at once: one row). Returns the row and
 * whether this call opened it.
 */
export async function openDay(
  tx: Executor,
  open: OpenDay,
): Promise<{ day: BusinessDayRow; opened: boolean }> {
  const [inserted] = await tx
    .insert(businessDays)
    .values({
      lounge_id: open.loungeId,
      date: open.date,
      float: open.float,
      float_counts: open.counts,
      opened_at: open.at,
      opened_by: open.staffId,
      opened_automatically: open.automatically,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await tx.insert(businessDayEvents).values({
      business_day_id: inserted.id,
      kind: "open",
      staff_id: open.staffId,
      reason: open.automatically ? "開店前の会計・入出金で自動的に開店" : "",
      data: { float: open.float, counts: open.counts },
      at: open.at,
    });
    await appendJournal(tx, {
      kind: "day_open",
      source: "business_day",
      id: inserted.id,
      staffId: open.staffId,
    });
    await publish(tx, {
      type: "business_day",
      lounge_id: open.loungeId,
      date: open.date,
      state: "open",
    });
    return { day: inserted, opened: true };
  }
  const day = await lockDay(tx, open.loungeId, open.date, "share");
  if (!day) throw new AppError("conflict", "営業日を開けませんでした。もう一度お試しください");
  return { day, opened: false };
}

/**
 * The day money is about to be recorded in, open: opened now with the default float when nobody
 * opened it, locked against a close until this transaction ends; a closed day is a 409.
 */
export async function dayForMoney(
  tx: Executor,
  loungeId: number,
  date: string,
  staffId: number,
  at: Date,
): Promise<BusinessDayRow> {
  let day = await lockDay(tx, loungeId, date, "share");
  if (!day) {
    const float = await defaultFloat(tx, loungeId, date);
    ({ day } = await openDay(tx, {
      loungeId,
      date,
      float,
      counts: null,
      staffId,
      at,
      automatically: true,
    }));
  }
  if (day.state === "closed") throw new AppError("conflict", dayClosedMessage(date));
  return day;
}
