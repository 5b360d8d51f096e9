// POST /attendance_logs: a clock-in, break or clock-out (the buttons, the form, a manager's forgotten log).
import { attendanceApi } from "@lounge-office/domain/attendance";
import type { CallInput } from "@lounge-office/domain/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export type AttendanceRecord = CallInput<typeof attendanceApi.create>["body"]["attendance_log"];

export const recordAttendance = (attendance_log: AttendanceRecord) =>
  call(attendanceApi.create, { body: { attendance_log } });

export function useRecordAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAttendance,
    onSuccess: (log) =>
      queryClient.invalidateQueries({ queryKey: attendanceKeys.lounge(log.lounge_id) }),
  });
}
