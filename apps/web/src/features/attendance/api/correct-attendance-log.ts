// PATCH /attendance_logs/{id} (managers): a log's time or type with the reason; the server replays the
// whole sequence and refuses (422) a correction it cannot, so the sheet, states and entries are read again.
import { type AttendanceCorrection, attendanceApi } from "@lounge-office/domain/attendance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export type AttendanceLogCorrection = AttendanceCorrection["attendance_log"];

export const correctAttendanceLog = ({
  id,
  ...attendance_log
}: AttendanceLogCorrection & { id: number }) =>
  call(attendanceApi.correct, { params: { id }, body: { attendance_log } });

export function useCorrectAttendanceLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctAttendanceLog,
    onSuccess: (log) =>
      queryClient.invalidateQueries({ queryKey: attendanceKeys.lounge(log.lounge_id) }),
  });
}
