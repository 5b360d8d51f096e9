// Realtime for the business-day page: the lounge's /cable (`lib/cable.ts`) makes the page read the
// day again when any tablet opens, closes or reopens it, and the pre-check and figures when the floor,
// the papers or attendance change (a group settled, a paper printed, a member clocked out), and on
// every (re)connect.
import { useQueryClient } from "@tanstack/react-query";
import { type CableState, useLoungeCable } from "../../../lib/cable";
import { invalidate } from "../../../lib/contract-query";
import { loungeDays } from "./business-day-queries";

const AFFECTS_THE_DAY = new Set(["business_day", "seat", "print_jobs", "attendance"]);

export function useBusinessDayCable(loungeId: number): CableState {
  const queryClient = useQueryClient();
  const refresh = () => void invalidate(queryClient, loungeDays(loungeId));
  return useLoungeCable(loungeId, {
    onMessage: (message) => {
      if (AFFECTS_THE_DAY.has(message.type)) refresh();
    },
    onConnect: refresh,
    onSessionEnded: refresh,
  });
}
