// PUT /attendance_logs/{id} (screen 17): a log's comment, exactly `{ attendance_log: { comment } }`.
import { attendanceApi } from "@lounge-office/domain/attendance";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import { attendanceKeys } from "./keys";

export const updateAttendanceComment = ({ id, comment }: { id: number; comment: string }) =>
  call(attendanceApi.updateComment, { params: { id }, body: { attendance_log: { comment } } });

export function useUpdateAttendanceComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceComment,
    onSuccess: (log) =>
      queryClient.invalidateQueries({ queryKey: attendanceKeys.lounge(log.lounge_id) }),
  });
}
