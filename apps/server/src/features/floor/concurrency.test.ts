// Concurrency: 20 devices making 500 conflicting moves of the same groups; the end state must equal a
// replay of the accepted moves, with exactly one open log per group and no overlapping logs.
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildStaff } from "../../seed/factories";
import { buildFloorWorld, enterBody, type FloorWorld } from "../../test/floor-world";
import { startTestServer, type TestClient, type TestServer } from "../../test/harness";

const CLIENTS = 20;
const ATTEMPTS = 500;

let server: TestServer;
let world: FloorWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildFloorWorld(server.database.db);
});
afterAll(() => server?.close());

type Group = {
  id: number;
  gender: "mens" | "ladys";
  num: number;
  seat_id: number;
  lock_version: number;
};
type Accepted = { groupId: number; seatId: number; lockVersion: number };

it("keeps counts and event logs equal to a replay of the accepted moves", {
  timeout: 180_000,
}, async () => {
  const seats = world.autoSeats.map((s) => s.id);
  const first = server.client();
  await first.signIn("w-staff", "lounge-demo", world.own.id);
  const initial: Group[] = [];
  for (const [i, gender] of (["mens", "ladys", "mens", "ladys"] as const).entries()) {
    const seatId = seats[i % seats.length]!;
    const res = await first.post(
      "/customer_groups",
      enterBody(seatId, gender, i + 1, { fee_rule: world.normalRule.id }),
    );
    expect(res.status).toBe(201);
    initial.push({ id: res.body.id, gender, num: i + 1, seat_id: seatId, lock_version: 0 });
  }

  const clients: TestClient[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const account = `w-device-${i}`;
    await buildStaff(server.database.db, { account, loungeIds: [world.own.id] });
    const client = server.client();
    expect((await client.signIn(account, "lounge-demo", world.own.id)).status).toBe(200);
    clients.push(client);
  }

  const accepted: Accepted[] = [];
  let conflicts = 0;
  let refused = 0;
  let attempts = 0;
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };

  await Promise.all(
    clients.map(async (client) => {
      // Each device works from its own (often stale) picture of the board, like a real tablet.
      let picture = new Map(initial.map((g) => [g.id, { ...g }]));
      const refresh = async () => {
        const listed = (await client.get(`/customer_groups?lounge_id=${world.own.id}`))
          .body as Group[];
        picture = new Map(listed.map((g) => [g.id, g]));
      };
      while (attempts < ATTEMPTS) {
        attempts++;
        const groups = [...picture.values()];
        const group = groups[random(groups.length)]!;
        const seatId = seats[random(seats.length)]!;
        const partners = groups.filter(
          (g) => g.seat_id === seatId && g.gender !== group.gender && g.id !== group.id,
        );
        const matched = partners.length > 0 && random(2) === 0 ? [partners[0]!.id] : [];
        const res = await client.put(`/customer_groups/${group.id}`, {
          customer_group: {
            seat_id: seatId,
            [group.gender]: group.num,
            lock_version: group.lock_version,
            matched_group_ids: matched,
          },
        });
        if (res.status === 200) {
          accepted.push({ groupId: group.id, seatId, lockVersion: res.body.lock_version });
          picture.set(group.id, { ...group, seat_id: seatId, lock_version: res.body.lock_version });
        } else if (res.status === 409) {
          conflicts++;
          await refresh();
        } else if (res.status === 400) {
          refused++; // the partner left the seat meanwhile: nothing may change
          await refresh();
        } else {
          throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
        }
      }
    }),
  );

  expect(accepted.length + conflicts + refused).toBeGreaterThanOrEqual(ATTEMPTS);
  expect(conflicts).toBeGreaterThan(0);
  const observer = server.client();
  await observer.signIn("w-manager", "lounge-demo", world.own.id);
  const finalGroups = (await observer.get(`/customer_groups?lounge_id=${world.own.id}`))
    .body as (Group & {
    matched_group_ids: number[];
    status: string;
  })[];
  const board = (await observer.get(`/lounges/entries/board?lounge_id=${world.own.id}`)).body;

  for (const start of initial) {
    const mine = accepted
      .filter((a) => a.groupId === start.id)
      .sort((a, b) => a.lockVersion - b.lockVersion);
    // Accepted versions are exactly 1..n: no accepted move was lost or applied twice.
    expect(mine.map((a) => a.lockVersion)).toEqual(mine.map((_, i) => i + 1));
    const final = finalGroups.find((g) => g.id === start.id)!;
    expect(final.lock_version).toBe(mine.length);
    const replayedSeat = mine.at(-1)?.seatId ?? start.seat_id;
    expect(final.seat_id).toBe(replayedSeat);

    // The log's seat sequence is the replay's seat sequence (consecutive repeats collapse).
    const logs = (await observer.get(`/event_logs?q[customer_group_id_eq]=${start.id}`)).body as {
      seat_id: number;
      status: string;
      start_at: string;
      end_at: string | null;
    }[];
    const collapse = (ids: number[]) => ids.filter((id, i) => i === 0 || ids[i - 1] !== id);
    expect(collapse(logs.map((l) => l.seat_id))).toEqual(
      collapse([start.seat_id, ...mine.map((a) => a.seatId)]),
    );
    expect(logs.filter((l) => l.end_at === null)).toHaveLength(1);
    expect(logs.at(-1)).toMatchObject({ seat_id: replayedSeat, end_at: null });
    for (let i = 1; i < logs.length; i++) {
      expect(logs[i - 1]!.end_at).not.toBeNull();
      expect(logs[i - 1]!.end_at! <= logs[i]!.start_at).toBe(true);
    }
    expect(logs.at(-1)?.status).toBe(final.matched_group_ids.length > 0 ? "share" : "solo");
  }

  // Seat counts equal the replayed positions.
  for (const seat of board.seats.filter((s: { id: number }) => seats.includes(s.id))) {
    const here = initial.filter((g) => finalGroups.find((f) => f.id === g.id)!.seat_id === seat.id);
    expect(seat.mens).toBe(here.filter((g) => g.gender === "mens").reduce((s, g) => s + g.num, 0));
    expect(seat.ladys).toBe(
      here.filter((g) => g.gender === "ladys").reduce((s, g) => s + g.num, 0),
    );
  }
});
