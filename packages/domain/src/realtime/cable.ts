// The /cable protocol (PRODUCT.md §7): every server message is one JSON object with a `type`.
import { z } from "zod";
import { ZAttendanceState } from "../attendance/schemas";
import { ZBoardGender, ZBoardSeat } from "../floor/schemas";

export const ZCableWelcome = z.object({
  type: z.literal("welcome"),
  lounge_id: z.number().int(),
  server_time: z.string(),
});

export const ZCableMessage = z.discriminatedUnion("type", [
  ZCableWelcome,
  z.object({ type: z.literal("ping"), at: z.string() }),
  /** The seed's realtime seat message: the seat as the board shows it. */
  ZBoardSeat.extend({ type: z.literal("seat") }),
  z.object({
    type: z.literal("warn"),
    seat_id: z.number().int(),
    group_id: z.number().int(),
    gender: ZBoardGender,
    level: z.number().int().nullable(),
    stop: z.boolean(),
  }),
  z.object({
    type: z.literal("system_message"),
    message: z.string(),
    system_message_id: z.number().int(),
  }),
  /** Head office ended a message early: devices take its banner down. */
  z.object({
    type: z.literal("system_message_end"),
    system_message_id: z.number().int(),
  }),
  /** A staff member's attendance changed at this lounge: read the states (and sheets) again. */
  z.object({
    type: z.literal("attendance"),
    staff_id: z.number().int(),
    state: ZAttendanceState,
  }),
  /** The lounge's papers that did not print changed (failed, printed, superseded, dismissed): read them again. */
  z.object({ type: z.literal("print_jobs") }),
]);
export type CableMessage = z.infer<typeof ZCableMessage>;

/** Application close codes (4000–4999) and the standard ones used, so the client can tell why it was let go. */
export const CABLE_CLOSE = {
  /** The session expired or was signed out. */
  sessionEnded: 4401,
  /** The staff member may no longer use this lounge's floor. */
  forbidden: 4403,
  /** The server lost its event subscription for a while: reconnect and refetch. */
  resync: 1012,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;
