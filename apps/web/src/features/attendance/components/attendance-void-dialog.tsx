// 取消 of one attendance log (managers): says what it does and what goes with it (a break's other
// half, a clock-in's whole shift), asks for the reason, and shows a refusal (the sequence would no
// longer replay) in the dialog with the reason kept.
import {
  type AttendanceLog,
  attendanceApi,
  ZAttendanceVoid,
} from "@lounge-office/domain/attendance";
import { Alert, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useContractMutation } from "../../../lib/contract-query";
import { FormModal, showServerErrors, useSchemaForm } from "../../../lib/form";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { LOG_CHANGED } from "../api/lounge-attendance";
import { t } from "../messages";
import { describeLog } from "./attendance-format";

/** The server voids a clock-in with its whole shift: a shift without its start never replays. */
const CLOCK_IN_VOID_NOTE = t("void.clockInNote");

type Props = { log: AttendanceLog; timeZone: string; onClose: () => void };

export function AttendanceVoidDialog({ log, timeZone, onClose }: Props) {
  const form = useSchemaForm(ZAttendanceVoid, { attendance_log: { reason: "" } });
  const voidLog = useContractMutation(attendanceApi.void, LOG_CHANGED);
  const titled = useLoungeTitle(log.lounge_id);
  const described = describeLog(log, timeZone);
  // A break's start and end go together: the question says so.
  const breakLog = log.log_type === "break_start" || log.log_type === "break_end";
  const onSubmit = form.onSubmit(({ attendance_log }) =>
    voidLog.mutate(
      { params: { id: log.id }, body: { attendance_log: { reason: attendance_log.reason } } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("void.done", { log: described }) });
          onClose();
        },
        onError: showServerErrors(form),
      },
    ),
  );
  return (
    <FormModal
      title={titled(t("void.title", { name: log.staff_name }))}
      onClose={onClose}
      onSubmit={onSubmit}
      error={voidLog.error}
      pending={voidLog.isPending}
      submitLabel={t("void.submit")}
    >
      <Alert color="red">
        {t(breakLog ? "void.confirmBreak" : "void.confirm", {
          name: log.staff_name,
          log: described,
        })}
        {log.log_type === "clock_in" && (
          <Text size="sm" fw={700} mt="xs">
            {CLOCK_IN_VOID_NOTE}
          </Text>
        )}
      </Alert>
      <Textarea
        label={t("reason")}
        withAsterisk
        rows={3}
        maxLength={200}
        placeholder={t("void.placeholder")}
        data-autofocus
        {...form.getInputProps("attendance_log.reason")}
      />
    </FormModal>
  );
}
