// Asks a manager before a paper that did not print is dismissed: it leaves every tablet's list and
// nobody is reminded of it again, so one stray tap must not lose a customer's receipt.
import type { PrintJob } from "@lounge-office/domain/receipts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { t as common } from "../../../lib/common-messages";
import { paperLabel, t } from "../messages";

type Props = {
  job: PrintJob | null;
  pending: boolean;
  onConfirm: (job: PrintJob) => void;
  onClose: () => void;
};

export function PrintJobDismissModal({ job, pending, onConfirm, onClose }: Props) {
  return (
    <Modal opened={job !== null} onClose={onClose} title={t("dismiss.title")} centered>
      {job && (
        <Stack>
          <Text size="sm" fw={600}>
            {paperLabel(job)}
          </Text>
          <Text size="sm">{t("dismiss.question")}</Text>
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={onClose}>
              {common("cancel")}
            </Button>
            <Button color="red" mih={44} loading={pending} onClick={() => onConfirm(job)}>
              {t("dismiss.confirm")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
