// Realtime for the floor: the lounge's /cable (`lib/cable.ts`: liveness, back-off, parsing) patches
// the board cache with its messages and refetches the board on every (re)connect.
import type { CableMessage } from "@lounge-office/domain/realtime";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type CableState, useLoungeCable } from "../../../lib/cable";
import { applySeats, applyWarn, refetchBoard } from "./board-cache";

export type { CableState } from "../../../lib/cable";

/** Applies server messages through the board cache (the same patches as the HTTP answers). */
function applyMessage(queryClient: QueryClient, loungeId: number, message: CableMessage) {
  switch (message.type) {
    case "seat": {
      const { type: _type, ...seat } = message;
      applySeats(queryClient, loungeId, [seat]);
      break;
    }
    case "warn":
      applyWarn(queryClient, loungeId, message);
      break;
    default:
      // welcome and ping: liveness only; attendance is the attendance screen's; system messages are
      // the shell's banner's (it hears this socket through lib/cable's listeners).
      break;
  }
}

export function useFloorCable(loungeId: number): CableState {
  const queryClient = useQueryClient();
  // Whatever happened while disconnected is only in the database: read the board again. When the
  // session ended, that read gets the 401.
  const refetch = () => refetchBoard(queryClient, loungeId);
  return useLoungeCable(loungeId, {
    onMessage: (message) => applyMessage(queryClient, loungeId, message),
    onConnect: refetch,
    onSessionEnded: refetch,
  });
}
