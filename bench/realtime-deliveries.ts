// bench/realtime.ts's reading of what the clients received: for each change, when the first
// message showing it reached each client, the baseline's script of the very same messages, and
// whether changes were relayed as fast as they came. Pure functions of the changes and inboxes.
import type { Inbox } from "./realtime-clients";
import { nth } from "./support";

/** What a change did: group `groupId` is now at `seatId` (and left `fromSeatId` on a move). */
export type Effect = { seatId: number; groupId: number; fromSeatId?: number };
/**
 * One change: when it was sent and answered (absolute ms, like the clients' arrival times), and
 * its effect, which a seat message then shows.
 */
export type Change = Effect & { sentAt: number; answeredAt: number };

/** The index of the first message that arrived at or after `time` (arrivals are in order). */
export function firstArrivedFrom(inbox: Inbox, time: number) {
  let low = 0;
  let high = inbox.at.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((inbox.at[middle] ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether message i is a seat message showing group `groupId` at seat `seatId`. */
const shows = (inbox: Inbox, i: number, seatId: number, groupId: number) =>
  inbox.type[i] === "seat" &&
  inbox.seatId[i] === seatId &&
  (inbox.groupIds[i] ?? []).includes(groupId);

/** The first message from index `from` on that `matches`, or -1. */
function findFrom(inbox: Inbox, from: number, matches: (i: number) => boolean) {
  for (let i = from; i < inbox.at.length; i++) if (matches(i)) return i;
  return -1;
}

/** For every change and client: when the first message showing the change arrived (ms after `from`). */
export function latencies(changes: Change[], inboxes: Inbox[], from: "sentAt" | "answeredAt") {
  const values: number[] = [];
  let missing = 0;
  let lastAt = 0;
  for (const change of changes) {
    for (const inbox of inboxes) {
      const hit = findFrom(inbox, firstArrivedFrom(inbox, change.sentAt), (i) =>
        shows(inbox, i, change.seatId, change.groupId),
      );
      const at = inbox.at[hit];
      if (at !== undefined) {
        values.push(at - change[from]);
        lastAt = Math.max(lastAt, at);
      } else missing++;
    }
  }
  return { values, missing, lastAt };
}

/**
 * The seat messages client 0 got for each change of the app run (the seat left, then the seat
 * arrived at): the baseline broadcasts exactly these strings, so sizes and counts match.
 */
export function scriptFrom(changes: Change[], inbox: Inbox | undefined): string[][] {
  if (!inbox?.data) return changes.map(() => []);
  const data = inbox.data;
  return changes.map((change) => {
    const from = firstArrivedFrom(inbox, change.sentAt);
    const arrived = findFrom(inbox, from, (i) => shows(inbox, i, change.seatId, change.groupId));
    const left =
      change.fromSeatId === undefined
        ? -1
        : findFrom(
            inbox,
            from,
            (i) => inbox.type[i] === "seat" && inbox.seatId[i] === change.fromSeatId,
          );
    return [left, arrived].filter((i) => i >= 0).map((i) => nth(data, i));
  });
}

/**
 * Whether the changes were relayed as fast as they came: their count over the time from the first
 * change sent to the last delivery at any client, against the rate offered. A backlog (changes
 * queueing faster than they are relayed) lowers it; a steady lag of a few milliseconds barely does.
 */
export function relayedRate(changes: Change[], inboxes: Inbox[]) {
  const first = Math.min(...changes.map((c) => c.sentAt));
  const { lastAt } = latencies(changes, inboxes, "sentAt");
  return (changes.length - 1) / ((lastAt - first) / 1000);
}
