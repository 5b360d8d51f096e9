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

/**
 * What the feed is made of, read in one query: the lounge's name and clock, and the board's counts.
 * The feed's cache keeps these between changes; `open` is worked out from them at each request.
 */
export type CrowdFigures = {
  name: string;
  timeZone: string;
  cutoff: string;
  openingHours: OpeningHours | null;
  closedOn: string | null;
  mens: number;
  ladys: number;
};

/** The figures of lounge `id`, or null when it publishes none (or there is no such lounge). */
export async function loadCrowdFigures(db: Executor, id: number): Promise<CrowdFigures | null> {
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
  return { ...row, openingHours: ZOpeningHours.nullable().parse(row.openingHours) };
}

/** The feed's answer: the figures read at `readAt`, and whether the lounge is open (`open`). */
export function crowdOf(figures: CrowdFigures, open: boolean, readAt: Date): Crowd {
  return {
    lounge: figures.name,
    mens: figures.mens,
    ladys: figures.ladys,
    total: figures.mens + figures.ladys,
    open,
    time_zone: figures.timeZone,
    updated_at: readAt.toISOString(),
  };
}

/**
 * By the lounge's opening hours on its clock, unless a manager closed the business day (本日臨時休業).
 * A lounge whose hours are not set yet is open only while someone is seated: an empty floor cannot tell.
 * Pure: the same figures give the same answer all through a minute (hours and cut-off are HH:mm).
 */
export function isOpen(figures: CrowdFigures, now: Date) {
  const instant = now.toISOString();
  const today = businessDayOf(instant, { timeZone: figures.timeZone, cutoff: figures.cutoff });
  if (figures.closedOn === today) return false;
  if (figures.openingHours) return isOpenAt(figures.openingHours, instant, figures.timeZone);
  return figures.mens + figures.ladys > 0;
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
