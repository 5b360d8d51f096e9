// The crowd feed's figures: the board's counts of a lounge that opted in, and whether it is open.
import {
  type Crowd,
  type CrowdHistoryFigures,
  type CrowdStay,
  crowdHistory,
} from "@lounge-office/domain/crowd";
import { boardSideOf } from "@lounge-office/domain/floor";
import { isOpenAt, type OpeningHours, ZOpeningHours } from "@lounge-office/domain/lounges";
import { businessDayOf } from "@lounge-office/domain/shared";
import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { customerGroups, eventLogs, lounges } from "../../db/schema";

/** The feed of lounge `id`, or null when it publishes none (or there is no such lounge). */
export async function loadCrowd(db: Executor, id: number, now = new Date()): Promise<Crowd | null> {
  const [row] = await db
    .select({
      name: lounges.name,
      timeZone: lounges.time_zone,
      cutoff: lounges.business_day_cutoff,
      openingHours: lounges.opening_hours,
      closedOn: lounges.closed_on,
      // As the board counts them: others sit on the men's side.
      mens: sql<number>`coalesce(sum(${customerGroups.num}) filter (where ${customerGroups.gender} <> 'ladys'), 0)::int`,
      ladys: sql<number>`coalesce(sum(${customerGroups.num}) filter (where ${customerGroups.gender} = 'ladys'), 0)::int`,
    })
    .from(lounges)
    .leftJoin(
      customerGroups,
      and(eq(customerGroups.lounge_id, lounges.id), eq(customerGroups.state, "present")),
    )
    .where(and(eq(lounges.id, id), eq(lounges.crowd_feed_public, true)))
    .groupBy(lounges.id);
  if (!row) return null;
  const total = row.mens + row.ladys;
  return {
    lounge: row.name,
    mens: row.mens,
    ladys: row.ladys,
    total,
    open: isOpen(
      { ...row, openingHours: ZOpeningHours.nullable().parse(row.openingHours) },
      total,
      now,
    ),
    time_zone: row.timeZone,
    updated_at: now.toISOString(),
  };
}

/**
 * By the lounge's opening hours on its clock, unless a manager closed the business day (本日臨時休業).
 * A lounge whose hours are not set yet is open only while someone is seated: an empty floor cannot tell.
 */
function isOpen(
  lounge: {
    timeZone: string;
    cutoff: string;
    openingHours: OpeningHours | null;
    closedOn: string | null;
  },
  seated: number,
  now: Date,
) {
  const instant = now.toISOString();
  const today = businessDayOf(instant, { timeZone: lounge.timeZone, cutoff: lounge.cutoff });
  if (lounge.closedOn === today) return false;
  if (lounge.openingHours) return isOpenAt(lounge.openingHours, instant, lounge.timeZone);
  return seated > 0;
}

/** A lounge that publishes its crowd feed: its name and clock. Null for any other id. */
export async function publishingLounge(db: Executor, id: number) {
  const [row] = await db
    .select({
      name: lounges.name,
      timeZone: lounges.time_zone,
      cutoff: lounges.business_day_cutoff,
    })
    .from(lounges)
    .where(and(eq(lounges.id, id), eq(lounges.crowd_feed_public, true)));
  return row ?? null;
}

/** Logs read for the history: those started in the last 31 days (28 business days and a night). */
const HISTORY_READ_DAYS = 31;

/** The history's figures from the lounge's event logs (cancelled entries left out). */
export async function loadCrowdHistory(
  db: Executor,
  id: number,
  lounge: { timeZone: string; cutoff: string },
  now = new Date(),
): Promise<CrowdHistoryFigures> {
  const since = new Date(now.getTime() - HISTORY_READ_DAYS * 86_400_000);
  const rows = await db
    .select({
      groupId: eventLogs.customer_group_id,
      gender: customerGroups.gender,
      num: customerGroups.num,
      startAt: eventLogs.start_at,
      endAt: eventLogs.end_at,
    })
    .from(eventLogs)
    .innerJoin(customerGroups, eq(customerGroups.id, eventLogs.customer_group_id))
    .where(
      and(
        eq(eventLogs.lounge_id, id),
        isNull(eventLogs.voided_at),
        ne(customerGroups.state, "cancelled"),
        gte(eventLogs.start_at, since),
        lt(eventLogs.start_at, now),
      ),
    );
  const stays: CrowdStay[] = rows.map((row) => ({
    groupId: row.groupId,
    side: boardSideOf(row.gender),
    num: row.num,
    startMs: row.startAt.getTime(),
    endMs: (row.endAt ?? now).getTime(),
  }));
  return crowdHistory(stays, { ...lounge, nowMs: now.getTime() });
}
