// PUT /event_logs/:id: a manager corrects a stay's start and end with a reason; the answer (the
// group's logs and its corrections) replaces both caches, so the table and the history follow.
import { type EventLogCorrectionInput, floorApi } from "@lounge-office/domain/floor";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { eventLogCorrectionsQueryKey } from "./get-event-log-corrections";
import { eventLogsQueryKey } from "./get-event-logs";

export const correctEventLog = (id: number, event_log: EventLogCorrectionInput["event_log"]) =>
  call(floorApi.correctEventLog, { params: { id }, body: { event_log } });

export function useCorrectEventLog(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...event_log }: EventLogCorrectionInput["event_log"] & { id: number }) =>
      correctEventLog(id, event_log),
    onSuccess: ({ event_logs, corrections }) => {
      queryClient.setQueryData(eventLogsQueryKey(groupId), event_logs);
      queryClient.setQueryData(eventLogCorrectionsQueryKey(groupId), corrections);
      // Running totals elsewhere (group index, bills) derive from the logs: read them again.
      void queryClient.invalidateQueries({ queryKey: ["indexview"] });
    },
  });
}
