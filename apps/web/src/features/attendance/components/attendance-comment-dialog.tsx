// Screen 17 for attendance logs: the comment dialog, filled with the log's comment and sent to that
// log (`PUT /attendance_logs/{id}` with `{ attendance_log: { comment } }`).
import {
  type AttendanceLog,
  attendanceApi,
  ZAttendanceCommentUpdate,
} from "@lounge-office/domain/attendance";
import { Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { LOG_CHANGED } from "../api/lounge-attendance";
import { t } from "../messages";
import { describeLog } from "./attendance-format";

type Props = { log: AttendanceLog; timeZone: string; onClose: () => void };

export function AttendanceCommentDialog({ log, timeZone, onClose }: Props) {
  const form = useSchemaForm(ZAttendanceCommentUpdate, {
    attendance_log: { comment: log.comment },
  });
  const update = useContractMutation(attendanceApi.updateComment, LOG_CHANGED);
  const onSubmit = form.onSubmit(({ attendance_log }) =>
    update.mutate(
      { params: { id: log.id }, body: { attendance_log: { comment: attendance_log.comment } } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("comment.saved") });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={t("comment.title", { name: log.staff_name, log: describeLog(log, timeZone) })}
      onClose={onClose}
      onSubmit={onSubmit}
      error={update.error}
      pending={update.isPending}
    >
      <Text size="sm" data-testid="current-comment">
        {t("comment.current", { comment: log.comment === "" ? t("noComment") : log.comment })}
      </Text>
      <Textarea
        label={t("form.comment")}
        rows={4}
        maxLength={500}
        data-autofocus
        {...form.getInputProps("attendance_log.comment")}
      />
    </FormModal>
  );
}
