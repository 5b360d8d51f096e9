// Realtime for attendance: the lounge's /cable (`lib/cable.ts`: liveness, back-off, parsing) makes the
// attendance screen and the monthly sheet read the lounge's attendance again when another device
// records or corrects a log, and on every (re)connect.
import { useQueryClient } from "@tanstack/react-query";
import { type CableState, useLoungeCable } from "../../../lib/cable";
import { invalidate } from "../../../lib/contract-query";
import { loungeAttendance } from "./lounge-attendance";

export function useAttendanceCable(loungeId: number): CableState {
  const queryClient = useQueryClient();
  // Whatever happened while disconnected is only in the database; when the session ended, that read
  // gets the 401.
  const refresh = () => void invalidate(queryClient, loungeAttendance(loungeId));
  return useLoungeCable(loungeId, {
    onMessage: (message) => {
      if (message.type === "attendance") refresh();
    },
    onConnect: refresh,
    onSessionEnded: refresh,
  });
}
