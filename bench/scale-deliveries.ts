// bench/scale.ts's reading of what the devices received: for each acknowledged change and each
// device of its lounge whose socket was open when it was sent, when the first seat message showing
// it arrived, on the instance the change went to or on the other; and what a socket could not get
// because it was closed meanwhile. Pure functions of the changes and the devices' records.

/**
 * A seat as a board shows it, reduced to what a change decides: headcounts, groups and versions.
 */
export type SeatState = {
  seatId: number;
  /** Group id → lock_version, of both sides. */
  groups: Map<number, number>;
  /** The seat in one comparable string (`seat:mens/ladys:m id@v,…:l id@v,…`). */
  canonical: string;
};

type BoardGroupLike = { id: number; lock_version: number };
export type BoardSeatLike = {
  id: number;
  mens: number;
  ladys: number;
  group_mens: BoardGroupLike[];
  group_ladys: BoardGroupLike[];
};

/** What a board's seat (from a /cable message or a board read) is, for comparing and matching. */
export function seatState(seat: BoardSeatLike): SeatState {
  const side = (groups: BoardGroupLike[]) =>
    [...groups]
      .sort((a, b) => a.id - b.id)
      .map((g) => `${g.id}@${g.lock_version}`)
      .join(",");
  const groups = new Map<number, number>();
  for (const g of [...seat.group_mens, ...seat.group_ladys]) groups.set(g.id, g.lock_version);
  return {
    seatId: seat.id,
    groups,
    canonical: `${seat.id}:${seat.mens}/${seat.ladys}:m${side(seat.group_mens)}:l${side(seat.group_ladys)}`,
  };
}

/** A board as one string: its seats' canonical forms in seat order. */
export const boardKey = (seats: Iterable<string>) => [...seats].sort().join(" ");

/**
 * One socket of a device, from its open to its close (Infinity while open), on an instance's port;
 * the close's code (1001: the server going away; 1006: dropped, e.g. after 6 s of silence).
 */
export type Connection = {
  upstreamPort: number;
  openedAt: number;
  closedAt: number;
  closeCode?: number;
};

/**
 * What one device received: message i arrived at `at[i]` on connection `conn[i]`, showing
 * `seats[i]`.
 */
export type DeviceRecord = {
  loungeId: number;
  connections: Connection[];
  at: number[];
  conn: number[];
  seats: SeatState[];
};

/**
 * A change the API acknowledged: group `groupId` at `seatId` with `lockVersion`, sent to `port`.
 */
export type AckedChange = {
  loungeId: number;
  seatId: number;
  groupId: number;
  lockVersion: number;
  port: number;
  sentAt: number;
  answeredAt: number;
  phase: string;
};

export type DeliveryTally = {
  /**
   * Latencies in ms by `${phase} same` / `${phase} cross` (the device on the change's instance or
   * not).
   */
  latencies: Record<string, number[]>;
  relayed: number;
  /** Not received on a socket that stayed open to the end. */
  lost: number;
  /**
   * Not received on a socket that closed before the message reached it, by the close's code: the
   * device read its board again on reconnecting, which the board check verifies.
   */
  excused: Record<string, number>;
  /** Device × change pairs with no socket open when the change was sent (reconnecting). */
  notConnected: number;
};

/** The index of the first message at or after `time` (arrivals are in order). */
function firstFrom(at: number[], time: number) {
  let low = 0;
  let high = at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((at[middle] ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The connection open at `time`, or -1. */
function connectionAt(connections: Connection[], time: number) {
  for (let k = connections.length - 1; k >= 0; k--) {
    const c = connections[k];
    if (c && c.openedAt <= time) return time < c.closedAt ? k : -1;
  }
  return -1;
}

/**
 * When the first message showing the change reached the device on connection `k`: the first seat
 * message from the change's sending on that shows its group at its version or later. A later
 * version counts: the relay reads a seat after the commits that queued up, so a group moved again
 * meanwhile is shown where it went, and the device's board is then newer than this change.
 */
function arrivalOn(device: DeviceRecord, k: number, change: AckedChange) {
  for (let i = firstFrom(device.at, change.sentAt); i < device.at.length; i++) {
    if (device.conn[i] !== k) return undefined;
    const version = device.seats[i]?.groups.get(change.groupId);
    if (version !== undefined && version >= change.lockVersion) return device.at[i];
  }
  return undefined;
}

/**
 * Adds every delivery of `changes` to `devices` to `tally` (devices of several lounges at once). A
 * change not received on a connection is lost if that connection received a change committed after
 * it (the relay keeps a lounge's commit order) or stayed open to the end; otherwise its socket
 * closed before the relay got to it, and it is excused.
 */
export function tallyDeliveries(
  changes: AckedChange[],
  devices: DeviceRecord[],
  tally: DeliveryTally = { latencies: {}, relayed: 0, lost: 0, excused: {}, notConnected: 0 },
): DeliveryTally {
  const byLounge = new Map<number, AckedChange[]>();
  for (const change of changes) {
    const list = byLounge.get(change.loungeId) ?? [];
    list.push(change);
    byLounge.set(change.loungeId, list);
  }
  for (const device of devices) {
    const missed: { change: AckedChange; k: number }[] = [];
    /** Per connection, the latest send time of a change it received. */
    const latestReceived = new Map<number, number>();
    for (const change of byLounge.get(device.loungeId) ?? []) {
      const k = connectionAt(device.connections, change.sentAt);
      const connection = device.connections[k];
      if (!connection) {
        tally.notConnected++;
        continue;
      }
      const arrived = arrivalOn(device, k, change);
      if (arrived === undefined) {
        missed.push({ change, k });
        continue;
      }
      tally.relayed++;
      latestReceived.set(k, Math.max(latestReceived.get(k) ?? 0, change.sentAt));
      const key = `${change.phase} ${connection.upstreamPort === change.port ? "same" : "cross"}`;
      const list = tally.latencies[key] ?? [];
      list.push(arrived - change.sentAt);
      tally.latencies[key] = list;
    }
    for (const { change, k } of missed) {
      const connection = device.connections[k];
      const laterReceived = (latestReceived.get(k) ?? 0) > change.answeredAt;
      if (laterReceived || !connection || connection.closedAt === Infinity) tally.lost++;
      else {
        const code = String(connection.closeCode ?? "?");
        tally.excused[code] = (tally.excused[code] ?? 0) + 1;
      }
    }
  }
  return tally;
}
