// The /cable protocol (PRODUCT.md §7): every server message is one JSON object with a `type`.
import type { CableMessage } from "@lounge-office/domain/realtime";

export {
  CABLE_CLOSE as CLOSE,
  type CableMessage,
  ZCableWelcome,
} from "@lounge-office/domain/realtime";

export const encode = (message: CableMessage) => JSON.stringify(message);

export const welcome = (loungeId: number, now = new Date()) =>
  ({ type: "welcome", lounge_id: loungeId, server_time: now.toISOString() }) as const;
