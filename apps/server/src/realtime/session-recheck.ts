// The hub's regular check of the sessions behind its open sockets: one query for all of them.
import { and, eq, gt, inArray } from "drizzle-orm";
import type { WebSocket } from "ws";
import { touchSessions } from "../auth/session-activity";
import { idleSince } from "../auth/session-timing";
import type { Db } from "../db/client";
import { sessions, staff, staffLounges } from "../db/schema";
import { can } from "../policy/policy";
import { CLOSE } from "./cable-messages";

/** An open socket: its lounge, and the session that opened it. */
export type CableConnection = { socket: WebSocket; loungeId: number; sessionId: number };

/**
 * Closes the sockets whose session expired, went idle or was signed out (4401), or whose staff
 * member lost the lounge or was deactivated (4403), and marks the sessions kept as seen.
 */
export async function recheckSessions(
  db: Db,
  connections: CableConnection[],
  idleMinutes: number,
): Promise<void> {
  if (connections.length === 0) return;
  const sessionIds = [...new Set(connections.map((c) => c.sessionId))];
  const alive = await db
    .select({ sessionId: sessions.id, staffId: staff.id, role: staff.role })
    .from(sessions)
    .innerJoin(staff, eq(staff.id, sessions.staff_id))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        gt(sessions.expires_at, new Date()),
        gt(sessions.last_seen_at, idleSince(idleMinutes)),
        eq(staff.active, true),
      ),
    );
  await touchSessions(
    db,
    alive.map((s) => s.sessionId),
    idleMinutes,
  );
  const staffIds = [...new Set(alive.map((s) => s.staffId))];
  const memberships =
    staffIds.length === 0
      ? []
      : await db
          .select({ staffId: staffLounges.staff_id, loungeId: staffLounges.lounge_id })
          .from(staffLounges)
          .where(inArray(staffLounges.staff_id, staffIds));
  const bySession = new Map(alive.map((s) => [s.sessionId, s]));
  for (const connection of connections) {
    const session = bySession.get(connection.sessionId);
    if (!session) {
      connection.socket.close(CLOSE.sessionEnded, "session ended");
      continue;
    }
    const actor = {
      staffId: session.staffId,
      role: session.role,
      loungeIds: memberships.filter((m) => m.staffId === session.staffId).map((m) => m.loungeId),
      currentLoungeId: connection.loungeId,
    };
    if (!can(actor, "floor.use", { loungeId: connection.loungeId })) {
      connection.socket.close(CLOSE.forbidden, "forbidden");
    }
  }
}
