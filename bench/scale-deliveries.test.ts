// bench/scale.ts counts deliveries, losses and what a closed socket could not get: the counting
// itself, on hand-made records (a lost message must never pass for an excused one).
import { describe, expect, it } from "vitest";
import {
  type AckedChange,
  type Connection,
  type DeviceRecord,
  seatState,
  tallyDeliveries,
} from "./scale-deliveries";

const A = 3001;
const B = 3002;

/** Seat `seatId` showing these groups (id → lock_version) on the men's side. */
const seat = (seatId: number, groups: Record<number, number>) =>
  seatState({
    id: seatId,
    mens: 2 * Object.keys(groups).length,
    ladys: 0,
    group_mens: Object.entries(groups).map(([id, v]) => ({ id: Number(id), lock_version: v })),
    group_ladys: [],
  });

function device(
  connections: Connection[],
  messages: [at: number, conn: number, seatId: number, groups: Record<number, number>][],
): DeviceRecord {
  return {
    loungeId: 1,
    connections,
    at: messages.map(([at]) => at),
    conn: messages.map(([, conn]) => conn),
    seats: messages.map(([, , seatId, groups]) => seat(seatId, groups)),
  };
}

const change = (overrides: Partial<AckedChange>): AckedChange => ({
  loungeId: 1,
  seatId: 10,
  groupId: 7,
  lockVersion: 1,
  port: A,
  sentAt: 100,
  answeredAt: 120,
  phase: "before",
  ...overrides,
});

const open = (upstreamPort: number, openedAt = 0): Connection => ({
  upstreamPort,
  openedAt,
  closedAt: Number.POSITIVE_INFINITY,
});

describe("tallyDeliveries", () => {
  it("times each delivery from the change's sending, on the instance it went to or across", () => {
    const onA = device([open(A)], [[130, 0, 10, { 7: 1 }]]);
    const onB = device([open(B)], [[145, 0, 10, { 7: 1 }]]);
    const tally = tallyDeliveries([change({})], [onA, onB]);
    expect(tally.latencies).toEqual({ "before same": [30], "before cross": [45] });
    expect(tally).toMatchObject({ relayed: 2, lost: 0, excused: {}, notConnected: 0 });
  });

  it("takes a later version of the group, wherever it went, as the change delivered", () => {
    const moved = device([open(A)], [[150, 0, 11, { 7: 2 }]]);
    expect(tallyDeliveries([change({})], [moved]).relayed).toBe(1);
  });

  it("ignores older states and messages from before the change", () => {
    const stale = device(
      [open(A)],
      [
        [90, 0, 10, { 7: 1 }],
        [130, 0, 10, { 7: 0 }],
      ],
    );
    expect(tallyDeliveries([change({})], [stale])).toMatchObject({ relayed: 0, lost: 1 });
  });

  it("excuses a message a socket closed before, unless it got a later change first", () => {
    const closedEarly = device(
      [{ upstreamPort: B, openedAt: 0, closedAt: 125, closeCode: 1012 }],
      [],
    );
    const closedAfterLater = device(
      [{ upstreamPort: B, openedAt: 0, closedAt: 400, closeCode: 1012 }],
      [[310, 0, 12, { 8: 1 }]],
    );
    const later = change({ seatId: 12, groupId: 8, sentAt: 300, answeredAt: 305 });
    const tally = tallyDeliveries([change({}), later], [closedEarly, closedAfterLater]);
    // closedEarly: the first excused, the later sent after it closed. closedAfterLater: the first
    // lost (a later change reached it), the later relayed.
    expect(tally).toMatchObject({ relayed: 1, lost: 1, excused: { 1012: 1 }, notConnected: 1 });
  });

  it("counts only the connection open when the change was sent, and no device with none", () => {
    const reconnected = device(
      [{ upstreamPort: B, openedAt: 0, closedAt: 90, closeCode: 1012 }, open(A, 200)],
      [[210, 1, 10, { 7: 1 }]],
    );
    expect(tallyDeliveries([change({})], [reconnected])).toMatchObject({
      relayed: 0,
      lost: 0,
      notConnected: 1,
    });
  });
});
