// bench/scale.ts's checks after the rolling restart: every device's board against a fresh read of
// its lounge's board over the API, and every change the API acknowledged against the database (the
// group is there, at the acknowledged seats in order, ending where its last answer left it).
import pg from "pg";
import type { SentChange } from "./scale-changes";
import type { HeldBoards } from "./scale-clients";
import { type BoardSeatLike, boardKey, seatState } from "./scale-deliveries";

/** Each lounge's board as a fresh read through nginx gives it now, as one comparable string. */
export async function freshBoards(base: string, readers: { loungeId: number; cookie: string }[]) {
  const boards = new Map<number, string>();
  for (const { loungeId, cookie } of readers) {
    const res = await fetch(`${base}/lounges/entries/board?lounge_id=${loungeId}`, {
      headers: { cookie },
    });
    if (res.status !== 200) throw new Error(`board read failed: ${res.status} ${await res.text()}`);
    const { seats } = (await res.json()) as { seats: BoardSeatLike[] };
    boards.set(loungeId, boardKey(seats.map((s) => seatState(s).canonical)));
  }
  return boards;
}

/** How many devices hold their lounge's fresh board, and the first differences found. */
export function compareBoards(fresh: Map<number, string>, held: HeldBoards) {
  let equal = 0;
  let differing = 0;
  const examples: string[] = [];
  for (const [loungeId, boards] of Object.entries(held)) {
    const expected = fresh.get(Number(loungeId));
    for (const [board, devices] of Object.entries(boards)) {
      if (board === expected) {
        equal += devices;
        continue;
      }
      differing += devices;
      if (examples.length < 3) {
        const wanted = new Set(expected?.split(" "));
        const wrong = board.split(" ").filter((seat) => !wanted.has(seat));
        examples.push(`lounge ${loungeId}, ${devices} device(s): ${wrong.slice(0, 3).join(" ")}`);
      }
    }
  }
  return { equal, differing, examples };
}

const acknowledged = (c: SentChange) => c.status >= 200 && c.status < 300;

/**
 * Every acknowledged change against the database: its group exists, the seats its acknowledged
 * changes put it at appear in that order among its stays (event_logs), and it ends at the seat and
 * version of its last answer (or a later version, when a later request of it went unanswered).
 */
export async function checkAcknowledged(url: string, sent: SentChange[], loungeIds: number[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const groups = await client.query<{ id: number; seat_id: number; lock_version: number }>(
      "select id, seat_id, lock_version from customer_groups where lounge_id = any($1::int[])",
      [loungeIds],
    );
    const stays = await client.query<{ customer_group_id: number; seat_id: number }>(
      "select customer_group_id, seat_id from event_logs where lounge_id = any($1::int[]) " +
        "order by customer_group_id, start_at, id",
      [loungeIds],
    );
    const inDatabase = new Map(groups.rows.map((g) => [g.id, g]));
    const staysOf = new Map<number, number[]>();
    for (const stay of stays.rows) {
      const list = staysOf.get(stay.customer_group_id) ?? [];
      list.push(stay.seat_id);
      staysOf.set(stay.customer_group_id, list);
    }
    const byGroup = new Map<number, SentChange[]>();
    const unanswered = new Set<number>();
    for (const change of sent) {
      if (!acknowledged(change)) {
        if (change.status === 0 && change.groupId) unanswered.add(change.groupId);
        continue;
      }
      const list = byGroup.get(change.groupId) ?? [];
      list.push(change);
      byGroup.set(change.groupId, list);
    }
    let checked = 0;
    let missing = 0;
    const examples: string[] = [];
    const miss = (count: number, why: string) => {
      missing += count;
      if (examples.length < 3) examples.push(why);
    };
    for (const [groupId, changes] of byGroup) {
      changes.sort((a, b) => a.lockVersion - b.lockVersion);
      checked += changes.length;
      const row = inDatabase.get(groupId);
      if (!row) {
        miss(changes.length, `group ${groupId}: not in the database`);
        continue;
      }
      // The acknowledged seats, in order, among the group's stays.
      const seats = staysOf.get(groupId) ?? [];
      let at = 0;
      for (const change of changes) {
        while (at < seats.length && seats[at] !== change.seatId) at++;
        if (at === seats.length) {
          miss(1, `group ${groupId}: no stay at seat ${change.seatId} (v${change.lockVersion})`);
          at = 0;
        }
      }
      const last = changes.at(-1);
      if (!last) continue;
      const ends = unanswered.has(groupId)
        ? row.lock_version >= last.lockVersion
        : row.lock_version === last.lockVersion && row.seat_id === last.seatId;
      if (!ends) {
        miss(
          1,
          `group ${groupId}: at seat ${row.seat_id} v${row.lock_version}, acknowledged seat ${last.seatId} v${last.lockVersion}`,
        );
      }
    }
    return { checked, missing, examples };
  } finally {
    await client.end();
  }
}
