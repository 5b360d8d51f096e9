// bench/crowd.ts's lounge: publishing its crowd feed with a venue's hours, and its floor seated over
// HTTP through the tablets' own call (as bench/api.ts seats its floor).
import type { Db } from "@lounge-office/server/db/client";
import { lounges } from "@lounge-office/server/db/schema";
import { eq } from "drizzle-orm";
import type { MovingGroup } from "./api-ops";
import { type BenchSeat, nth } from "./support";

/** As an admin opts in on the settings form: the demo lounges' hours, 19:00–05:00, to 06:00 at weekends. */
export async function publishFeed(db: Db, loungeId: number) {
  const night = { open: "19:00", close: "05:00" };
  const late = { open: "19:00", close: "06:00" };
  await db
    .update(lounges)
    .set({
      crowd_feed_public: true,
      opening_hours: [night, night, night, night, night, late, late],
    })
    .where(eq(lounges.id, loungeId));
}

/** Seats `count` groups: two men at every seat, then two women at the first ones. */
export async function seatFloor(
  base: string,
  headers: Record<string, string>,
  floor: { seats: BenchSeat[]; rule: { id: number } },
  count: number,
): Promise<MovingGroup[]> {
  const groups: MovingGroup[] = [];
  for (let i = 0; i < count; i++) {
    const seat = i % floor.seats.length;
    const gender = i < floor.seats.length ? "mens" : "ladys";
    const res = await fetch(`${base}/customer_groups`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        customer_group: {
          seat_id: nth(floor.seats, seat).id,
          [gender]: 2,
          ...(gender === "mens" ? { fee_rule: floor.rule.id } : {}),
        },
      }),
    });
    if (res.status !== 201) throw new Error(`seating the floor: ${res.status} ${await res.text()}`);
    const saved = (await res.json()) as { id: number; lock_version: number };
    groups.push({ id: saved.id, gender, num: 2, lockVersion: saved.lock_version, seat });
  }
  return groups;
}
