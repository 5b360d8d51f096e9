// Realtime for the floor: the lounge's /cable (`lib/cable.ts`: liveness, back-off, parsing) patches
// the board cache with its messages and refetches the board on every (re)connect; while the socket
// is up and the screen still shows the service worker's copy, it reads again until a live answer.
import type { CableMessage } from "@lounge-office/domain/realtime";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type CableState, useLoungeCable } from "../../../lib/cable";
import { OFFLINE_COPY_RETRY_MS, useOfflineCopyReadAt } from "../../../lib/offline-copy";
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
  const cable = useLoungeCable(loungeId, {
    onMessage: (message) => applyMessage(queryClient, loungeId, message),
    onConnect: refetch,
    onSessionEnded: refetch,
  });
  // The socket is back but the screen is still the copy: the reads made as the network returned
  // fell to it (the first moments of a network coming back, or a Wi-Fi that drops a request). The
  // server is reachable, so everything on screen is read again, every few seconds, until an answer
  // is live; a read still out is left to finish.
  const copyReadAt = useOfflineCopyReadAt();
  useEffect(() => {
    if (copyReadAt === null || !cable.connected) return;
    const timer = setInterval(() => {
      void queryClient.refetchQueries({ type: "active" }, { cancelRefetch: false });
    }, OFFLINE_COPY_RETRY_MS);
    return () => clearInterval(timer);
  }, [copyReadAt, cable.connected, queryClient]);
  return cable;
}
