// The /cable protocol (PRODUCT.md §7): every server message is one JSON object with a `type`.
import type { BoardSeat } from "@lounge-office/domain";
import { z } from "zod";

export const ZCableWelcome = z.object({
  type: z.literal("welcome"),
  lounge_id: z.number().int(),
  server_time: z.string(),
});

export type CableMessage =
  | z.infer<typeof ZCableWelcome>
  | { type: "ping"; at: string }
  /** The seed's realtime seat message: the seat as the board shows it. */
  | ({ type: "seat" } & BoardSeat)
  | {
      type: "warn";
      seat_id: number;
      group_id: number;
      gender: "mens" | "ladys";
      level: number | null;
      stop: boolean;
    }
  | { type: "system_message"; message: string; system_message_id: number };

/** Application close codes (4000–4999), so the client can tell why it was let go. */
export const CLOSE = {
  /** The session expired or was signed out. */
  sessionEnded: 4401,
  /** The staff member may no longer use this lounge's floor. */
  forbidden: 4403,
  /** This server lost its event subscription for a while: reconnect and refetch. */
  resync: 1012,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;

export const encode = (message: CableMessage) => JSON.stringify(message);

export const welcome = (loungeId: number, now = new Date()) =>
  ({ type: "welcome", lounge_id: loungeId, server_time: now.toISOString() }) as const;
