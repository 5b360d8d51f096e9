// The confirmation every attendance button asks first (「「石田 美咲」の出勤を記録しますか？」): OK records
// once (a double tap included), a refusal (422) stays in the modal with the server's message.
import { type AttendanceLogType, attendanceApi } from "@lounge-office/domain/attendance";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRef } from "react";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { useContractMutation } from "../../../lib/contract-query";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { LOG_CHANGED } from "../api/lounge-attendance";
import { confirmText, t } from "../messages";
import { recordedMessage } from "./attendance-format";

type Props = {
  loungeId: number;
  staffId: number;
  name: string;
  logType: AttendanceLogType;
  onClose: () => void;
};

export function AttendanceConfirmModal({ loungeId, staffId, name, logType, onClose }: Props) {
  const titled = useLoungeTitle(loungeId);
  const record = useContractMutation(attendanceApi.create, LOG_CHANGED);
  // Set in the tap itself: the mutation's pending state reaches the button a render later, and a
  // second tap in between must not record a second log.
  const sending = useRef(false);

  const confirm = () => {
    if (sending.current) return;
    sending.current = true;
    record.mutate(
      { body: { attendance_log: { staff_id: staffId, lounge_id: loungeId, log_type: logType } } },
      {
        onSuccess: (log) => {
          notifications.show({ color: "green", message: recordedMessage(log) });
          onClose();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={titled(t("confirm.title"))}>
      <Stack>
        <Text size="lg">{confirmText(name, logType)}</Text>
        {record.isError && (
          <Alert color="red" role="alert">
            {errorMessage(record.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" mih={44} onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button size="md" mih={44} loading={record.isPending} onClick={confirm} data-autofocus>
            {t("submit.record")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
