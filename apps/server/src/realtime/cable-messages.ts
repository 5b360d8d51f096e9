// The /cable protocol: every server message is one JSON object with a `type`.
import type { CableMessage, LoungeEvent } from "@lounge-office/domain/realtime";

export {
  CABLE_CLOSE as CLOSE,
  type CableMessage,
  ZCableWelcome,
} from "@lounge-office/domain/realtime";

export const encode = (message: CableMessage) => JSON.stringify(message);

export const welcome = (loungeId: number, now = new Date()) =>
  ({ type: "welcome", lounge_id: loungeId, server_time: now.toISOString() }) as const;

/** A lounge event other than `seat` as the sockets get it: its fields less the lounge (theirs). */
export function messageOf(event: Exclude<LoungeEvent, { type: "seat" }>): CableMessage {
  const { lounge_id: _lounge, ...message } = event;
  return message;
}
