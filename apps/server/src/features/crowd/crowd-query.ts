// The crowd feed's figures: the board's counts of a lounge that opted in, and whether it is open.
import { businessDayOf, type Crowd } from "@lounge-office/domain";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { attendanceLogs, customerGroups, lounges } from "../../db/schema";

/** The feed of lounge `id`, or null when it publishes none (or there is no such lounge). */
export async function loadCrowd(db: Executor, id: number, now = new Date()): Promise<Crowd | null> {
  const [row] = await db
    .select({
      name: lounges.name,
      timeZone: lounges.time_zone,
      cutoff: lounges.business_day_cutoff,
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
    open: total > 0 || (await staffOnShift(db, id, now, row)),
    updated_at: now.toISOString(),
  };
}

/** Whether a staff member clocked in at the lounge this business day and has not clocked out. */
async function staffOnShift(
  db: Executor,
  loungeId: number,
  now: Date,
  lounge: { timeZone: string; cutoff: string },
) {
  const shiftDay = businessDayOf(now.toISOString(), {
    timeZone: lounge.timeZone,
    cutoff: lounge.cutoff,
  });
  // Each staff member's last log of the day: anything but a clock-out means on shift.
  const last = await db
    .selectDistinctOn([attendanceLogs.staff_id], { logType: attendanceLogs.log_type })
    .from(attendanceLogs)
    .where(
      and(
        eq(attendanceLogs.lounge_id, loungeId),
        eq(attendanceLogs.shift_day, shiftDay),
        isNull(attendanceLogs.voided_at),
      ),
    )
    .orderBy(attendanceLogs.staff_id, desc(attendanceLogs.logged_at), desc(attendanceLogs.id));
  return last.some((log) => log.logType !== "clock_out");
}
