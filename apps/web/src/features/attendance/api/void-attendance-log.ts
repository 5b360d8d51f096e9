// POST /attendance_logs/{id}/void (managers): a log recorded by mistake stops counting, with the reason.
import { attendanceApi } from "@lounge-office/domain/attendance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const voidAttendanceLog = ({ id, reason }: { id: number; reason: string }) =>
  call(attendanceApi.void, { params: { id }, body: { attendance_log: { reason } } });

export function useVoidAttendanceLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidAttendanceLog,
    onSuccess: (log) =>
      queryClient.invalidateQueries({ queryKey: attendanceKeys.lounge(log.lounge_id) }),
  });
}
