// Opening a business day with its float, the close's pre-check, the close with a drawer count and
// a snapshot of the figures, and an admin's reopening. Each change is kept in business_day_events.
import {
  type BusinessDay,
  countedTotal,
  type DenominationCounts,
  expectedCash,
  type PrecheckItem,
} from "@lounge-office/domain/business-days";
import { printJobPaperLabel } from "@lounge-office/domain/receipts";
import { AppError, businessDayOf, formatYen } from "@lounge-office/domain/shared";
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  attendanceLogs,
  businessDayEvents,
  businessDays,
  cashMovements,
  customerGroups,
  printJobs,
  seats,
  staff,
} from "../../db/schema";
import { type BusinessDayRow, defaultFloat, lockDay, openDay } from "../../ledger/business-day";
import { appendJournal } from "../../ledger/journal";
import { findLounge } from "../../ledger/lounge";
import { clockAfterLocks } from "../../ledger/recompose";
import type { Actor } from "../../policy/policy";
import { publish } from "../../realtime/publish";
import { findDay, liveFigures, presentDay } from "./day-figures";

type Lounge = Awaited<ReturnType<typeof findLounge>>;

/** The lounge's business day now. */
export function todayOf(lounge: Lounge, now: Date): string {
  return businessDayOf(now.toISOString(), {
    timeZone: lounge.time_zone,
    cutoff: lounge.business_day_cutoff,
  });
}

/** Money and openings are for today's business day or an earlier one, never a day to come. */
export function assertNotFuture(lounge: Lounge, date: string, now: Date): void {
  if (date > todayOf(lounge, now)) {
    throw new AppError("unprocessable", "まだ始まっていない営業日です", {
      date: "まだ始まっていない営業日です",
    });
  }
}

export async function showDay(tx: Executor, loungeId: number, date: string): Promise<BusinessDay> {
  const lounge = await findLounge(tx, loungeId);
  return presentDay(tx, lounge, date, await findDay(tx, loungeId, date));
}

export type OpenInput = { float?: number | undefined; counts?: DenominationCounts | undefined };

/**
 * 開店. A day already opened by a settlement before anyone counted the float takes the counted
 * float now; a day opened by hand is a 409.
 */
export async function openBusinessDay(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  date: string,
  input: OpenInput,
): Promise<BusinessDay> {
  const lounge = await findLounge(tx, loungeId);
  const now = await clockAfterLocks(tx);
  assertNotFuture(lounge, date, now);
  const counted = input.counts ? countedTotal(input.counts) : undefined;
  if (counted !== undefined && input.float !== undefined && counted !== input.float) {
    const message = `金種ごとの合計（${formatYen(counted)}）と釣銭準備金（${formatYen(input.float)}）が合いません`;
    throw new AppError("unprocessable", message, { float: message });
  }
  const float = counted ?? input.float ?? 0;
  const counts = input.counts ? normalized(input.counts) : null;
  const existing = await lockDay(tx, loungeId, date, "update");
  if (!existing) {
    const { day } = await openDay(tx, {
      loungeId,
      date,
      float,
      counts,
      staffId: actor.staffId,
      at: now,
      automatically: false,
    });
    return presentDay(tx, lounge, date, day);
  }
  if (existing.state === "closed") {
    throw new AppError("conflict", "この営業日は締め済みです");
  }
  if (!existing.opened_automatically) {
    throw new AppError(
      "conflict",
      `この営業日は開店済みです（釣銭準備金 ${formatYen(existing.float)}）`,
    );
  }
  const [day] = await tx
    .update(businessDays)
    .set({ float, float_counts: counts, opened_automatically: false, updated_at: now })
    .where(eq(businessDays.id, existing.id))
    .returning();
  await tx.insert(businessDayEvents).values({
    business_day_id: existing.id,
    kind: "open",
    staff_id: actor.staffId,
    reason: "釣銭準備金を入力",
    data: { float, counts, before: { float: existing.float } },
    at: now,
  });
  await appendJournal(tx, {
    kind: "day_open",
    source: "business_day",
    id: existing.id,
    staffId: actor.staffId,
  });
  await publish(tx, { type: "business_day", lounge_id: loungeId, date, state: "open" });
  return presentDay(tx, lounge, date, day);
}

/** Only the denominations counted (zeros dropped), so a stored count reads plainly. */
function normalized(counts: DenominationCounts): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => (n ?? 0) > 0)) as Record<
    string,
    number
  >;
}

const GENDER_LABELS = { mens: "男性", ladys: "女性", others: "その他" } as const;

/** What stands between the day and its close; groups still on the floor block it. */
export async function precheck(
  tx: Executor,
  loungeId: number,
  date: string,
): Promise<PrecheckItem[]> {
  const [groups, jobs, lasts, movements] = await Promise.all([
    tx
      .select({ seat: seats.name, gender: customerGroups.gender, num: customerGroups.num })
      .from(customerGroups)
      .innerJoin(seats, eq(seats.id, customerGroups.seat_id))
      .where(
        and(
          eq(customerGroups.lounge_id, loungeId),
          eq(customerGroups.state, "present"),
          lte(customerGroups.business_day, date),
        ),
      )
      .orderBy(asc(seats.id), asc(customerGroups.id)),
    tx
      .select({
        id: printJobs.id,
        status: printJobs.status,
        receipt_type: printJobs.receipt_type,
        settlement_id: printJobs.settlement_id,
        business_day: printJobs.business_day,
        index: printJobs.index,
        count: printJobs.count,
      })
      .from(printJobs)
      .where(
        and(
          eq(printJobs.lounge_id, loungeId),
          inArray(printJobs.status, ["pending", "printing", "failed"]),
        ),
      )
      .orderBy(asc(printJobs.id)),
    tx
      .selectDistinctOn([attendanceLogs.staff_id], {
        name: staff.name,
        log_type: attendanceLogs.log_type,
      })
      .from(attendanceLogs)
      .innerJoin(staff, eq(staff.id, attendanceLogs.staff_id))
      .where(and(eq(attendanceLogs.lounge_id, loungeId), isNull(attendanceLogs.voided_at)))
      .orderBy(
        asc(attendanceLogs.staff_id),
        desc(attendanceLogs.logged_at),
        desc(attendanceLogs.id),
      ),
    tx
      .select({
        id: cashMovements.id,
        direction: cashMovements.direction,
        amount: cashMovements.amount,
      })
      .from(cashMovements)
      .innerJoin(businessDays, eq(businessDays.id, cashMovements.business_day_id))
      .where(
        and(
          eq(businessDays.lounge_id, loungeId),
          eq(businessDays.date, date),
          isNull(cashMovements.voided_at),
          eq(cashMovements.reason, ""),
        ),
      ),
  ]);
  const working = lasts.filter((l) => l.log_type !== "clock_out");
  const items: PrecheckItem[] = [];
  if (groups.length > 0) {
    items.push({
      kind: "groups_on_floor",
      blocking: true,
      count: groups.length,
      message: `在席中の組が${groups.length}組あります。会計するか取消してから締めてください`,
      link: "/lounges/entries",
      details: groups.map((g) => `${g.seat} ${GENDER_LABELS[g.gender]} ${g.num}名`),
    });
  }
  if (jobs.length > 0) {
    items.push({
      kind: "print_jobs",
      blocking: false,
      count: jobs.length,
      message: `印刷できていない伝票が${jobs.length}件あります`,
      link: "/lounges/entries",
      details: jobs.map(
        (j) => `${printJobPaperLabel(j)}（${j.status === "failed" ? "失敗" : "結果不明"}）`,
      ),
    });
  }
  if (working.length > 0) {
    items.push({
      kind: "clocked_in",
      blocking: false,
      count: working.length,
      message: `退勤していないスタッフが${working.length}人います`,
      link: "/attendance_logs",
      details: working.map(
        (w) => `${w.name}（${w.log_type === "break_start" ? "休憩中" : "勤務中"}）`,
      ),
    });
  }
  if (movements.length > 0) {
    items.push({
      kind: "movements_without_reason",
      blocking: false,
      count: movements.length,
      message: `理由のない入出金が${movements.length}件あります`,
      link: "/business_day",
      details: movements.map(
        (m) => `${m.direction === "in" ? "入金" : "出金"} ${formatYen(m.amount)}`,
      ),
    });
  }
  return items;
}

export type CloseInput = {
  counted: DenominationCounts;
  differenceReason: string;
  nextFloat?: number | undefined;
};

/** 締める: counts the drawer against the expected cash and keeps the figures as they are now. */
export async function closeBusinessDay(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  date: string,
  input: CloseInput,
): Promise<BusinessDay> {
  const lounge = await findLounge(tx, loungeId);
  const now = await clockAfterLocks(tx);
  assertNotFuture(lounge, date, now);
  let day = await lockDay(tx, loungeId, date, "update");
  if (!day) {
    // A day nothing was recorded in closes too (a quiet night): opened now with the float the last
    // close left in the drawer, as money before 開店 opens it, so the count meets what is there.
    ({ day } = await openDay(tx, {
      loungeId,
      date,
      float: await defaultFloat(tx, loungeId, date),
      counts: null,
      staffId: actor.staffId,
      at: now,
      automatically: true,
    }));
    day = (await lockDay(tx, loungeId, date, "update")) ?? day;
  }
  if (day.state === "closed") throw new AppError("conflict", "この営業日は締め済みです");
  const blocking = (await precheck(tx, loungeId, date)).filter((item) => item.blocking);
  if (blocking.length > 0) {
    throw new AppError("conflict", blocking.map((item) => item.message).join("。"));
  }
  const figures = await liveFigures(tx, loungeId, date);
  const expected = expectedCash(day.float, figures);
  const countedCash = countedTotal(input.counted);
  const difference = countedCash - expected;
  const reason = input.differenceReason.trim();
  if (difference !== 0 && reason === "") {
    const message = `過不足が${difference > 0 ? "+" : "-"}${formatYen(Math.abs(difference))}あります。理由を入力してください`;
    throw new AppError("unprocessable", message, { difference_reason: message });
  }
  const nextFloat = input.nextFloat ?? Math.min(day.float, countedCash);
  if (nextFloat > countedCash) {
    const message = `翌日の釣銭準備金はレジ金（${formatYen(countedCash)}）以下で入力してください`;
    throw new AppError("unprocessable", message, { next_float: message });
  }
  const counted = normalized(input.counted);
  const [closed] = await tx
    .update(businessDays)
    .set({
      state: "closed",
      closed_at: now,
      closed_by: actor.staffId,
      counted,
      counted_cash: countedCash,
      expected_cash: expected,
      difference,
      difference_reason: reason,
      next_float: nextFloat,
      snapshot: figures,
      updated_at: now,
    })
    .where(eq(businessDays.id, day.id))
    .returning();
  await tx.insert(businessDayEvents).values({
    business_day_id: day.id,
    kind: "close",
    staff_id: actor.staffId,
    reason,
    data: { counted, counted_cash: countedCash, expected_cash: expected, difference, figures },
    at: now,
  });
  await appendJournal(tx, {
    kind: "day_close",
    source: "business_day",
    id: day.id,
    staffId: actor.staffId,
  });
  await publish(tx, { type: "business_day", lounge_id: loungeId, date, state: "closed" });
  return presentDay(tx, lounge, date, closed);
}

/** An admin reopens a closed day (audited with the close it undoes); it closes again later. */
export async function reopenBusinessDay(
  tx: Executor,
  actor: Actor,
  loungeId: number,
  date: string,
  reason: string,
): Promise<BusinessDay> {
  const lounge = await findLounge(tx, loungeId);
  const day: BusinessDayRow | undefined = await lockDay(tx, loungeId, date, "update");
  if (day?.state !== "closed") throw new AppError("conflict", "この営業日は締められていません");
  const now = await clockAfterLocks(tx);
  const [reopened] = await tx
    .update(businessDays)
    .set({
      state: "open",
      closed_at: null,
      closed_by: null,
      counted: null,
      counted_cash: null,
      expected_cash: null,
      difference: null,
      difference_reason: null,
      next_float: null,
      snapshot: null,
      updated_at: now,
    })
    .where(eq(businessDays.id, day.id))
    .returning();
  await tx.insert(businessDayEvents).values({
    business_day_id: day.id,
    kind: "reopen",
    staff_id: actor.staffId,
    reason,
    data: {
      closed_at: day.closed_at?.toISOString(),
      closed_by: day.closed_by,
      counted_cash: day.counted_cash,
      difference: day.difference,
      snapshot: day.snapshot,
    },
    at: now,
  });
  await appendJournal(tx, {
    kind: "day_reopen",
    source: "business_day",
    id: day.id,
    staffId: actor.staffId,
  });
  await publish(tx, { type: "business_day", lounge_id: loungeId, date, state: "open" });
  return presentDay(tx, lounge, date, reopened);
}
