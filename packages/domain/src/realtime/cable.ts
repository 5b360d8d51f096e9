// The /cable protocol: every server message is one JSON object with a `type`, and the
// lounge events the server relays as those messages.
import { z } from "zod";
import { ZAttendanceState } from "../attendance/schemas";
import { ZBoardGender, ZBoardSeat } from "../floor/schemas";

const ZId = z.number().int().positive();

/** What the board shows at these seats changed: each goes out as its new state (`seat`). */
const ZSeatsChanged = z.object({
  type: z.literal("seat"),
  lounge_id: ZId,
  seat_ids: z.array(ZId),
});

/** A call put on a group, or taken off it (`stop`, `level` null). */
const ZWarnEvent = z.object({
  type: z.literal("warn"),
  lounge_id: ZId,
  seat_id: ZId,
  group_id: ZId,
  gender: ZBoardGender,
  level: z.number().int().nullable(),
  stop: z.boolean(),
});

/** A staff member's attendance changed at this lounge: read the states (and sheets) again. */
const ZAttendanceEvent = z.object({
  type: z.literal("attendance"),
  lounge_id: ZId,
  staff_id: ZId,
  state: ZAttendanceState,
});

/** Head office's message to one lounge, or to every lounge (`lounge_id` null). */
const ZSystemMessageEvent = z.object({
  type: z.literal("system_message"),
  lounge_id: ZId.nullable(),
  message: z.string(),
  system_message_id: z.number().int(),
});

/** Head office ended a message early: devices take its banner down. */
const ZSystemMessageEndEvent = z.object({
  type: z.literal("system_message_end"),
  lounge_id: ZId.nullable(),
  system_message_id: z.number().int(),
});

/** The lounge's papers that did not print changed (failed, printed, superseded, dismissed): read them again. */
const ZPrintJobsEvent = z.object({ type: z.literal("print_jobs"), lounge_id: ZId });

/** The lounge's business day was opened, closed or reopened: boards and the close screen read it again. */
const ZBusinessDayEvent = z.object({
  type: z.literal("business_day"),
  lounge_id: ZId,
  date: z.string(),
  state: z.enum(["open", "closed"]),
});

/**
 * The lounge's settings were saved (its name, opening hours, whether it publishes its crowd feed) or
 * its 本日臨時休業 switched: what is cached of the lounge (the crowd feed) is read again.
 */
const ZLoungeSettingsEvent = z.object({ type: z.literal("lounge"), lounge_id: ZId });

/**
 * What happened at a lounge that its open screens must hear of: published by a command inside its
 * transaction (a NOTIFY), heard by every server instance once committed, and relayed to the
 * lounge's sockets — a `seat` event as each seat's new state, every other one as it is, without
 * its `lounge_id` (the socket's own).
 */
export const ZLoungeEvent = z.discriminatedUnion("type", [
  ZSeatsChanged,
  ZWarnEvent,
  ZAttendanceEvent,
  ZSystemMessageEvent,
  ZSystemMessageEndEvent,
  ZPrintJobsEvent,
  ZBusinessDayEvent,
  ZLoungeSettingsEvent,
]);
export type LoungeEvent = z.infer<typeof ZLoungeEvent>;

export const ZCableWelcome = z.object({
  type: z.literal("welcome"),
  lounge_id: z.number().int(),
  server_time: z.string(),
});

export const ZCableMessage = z.discriminatedUnion("type", [
  ZCableWelcome,
  z.object({ type: z.literal("ping"), at: z.string() }),
  /** A seat's new state, as the board shows it. */
  ZBoardSeat.extend({ type: z.literal("seat") }),
  ZWarnEvent.omit({ lounge_id: true }),
  ZSystemMessageEvent.omit({ lounge_id: true }),
  ZSystemMessageEndEvent.omit({ lounge_id: true }),
  ZAttendanceEvent.omit({ lounge_id: true }),
  ZPrintJobsEvent.omit({ lounge_id: true }),
  ZBusinessDayEvent.omit({ lounge_id: true }),
  ZLoungeSettingsEvent.omit({ lounge_id: true }),
]);
export type CableMessage = z.infer<typeof ZCableMessage>;

/** Application close codes (4000–4999) and the standard ones used, so the client can tell why it was let go. */
export const CABLE_CLOSE = {
  /** The session expired or was signed out. */
  sessionEnded: 4401,
  /** The staff member may no longer use this lounge's floor. */
  forbidden: 4403,
  /**
   * 1012 "Service Restart": reconnect at once (within CABLE_RESTART_JITTER_MS, not after the
   * back-off) and read again. Sent by a server that is shutting down (SIGTERM: a rolling restart,
   * where the proxy takes the new socket to another instance) and by one that lost its event
   * subscription for a while (the events meanwhile were missed).
   */
  restart: 1012,
} as const;

/**
 * After a 1012 the client waits a random delay up to this long before it reconnects: all of an
 * instance's tablets (hundreds) are let go at once, and would otherwise reach the other instance,
 * and read their boards, in the same instant.
 */
export const CABLE_RESTART_JITTER_MS = 300;
