// Asks a manager before a paper that did not print is dismissed: it leaves every tablet's list and
// nobody is reminded of it again, so one stray tap must not lose a customer's receipt.
import { type PrintJob, printJobPaperLabel } from "@lounge-office/domain/receipts";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

type Props = {
  job: PrintJob | null;
  pending: boolean;
  onConfirm: (job: PrintJob) => void;
  onClose: () => void;
};

export function PrintJobDismissModal({ job, pending, onConfirm, onClose }: Props) {
  return (
    <Modal opened={job !== null} onClose={onClose} title="伝票の破棄" centered>
      {job && (
        <Stack>
          <Text size="sm" fw={600}>
            {printJobPaperLabel(job)}
          </Text>
          <Text size="sm">この伝票を破棄しますか？印刷されないまま一覧から消えます</Text>
          <Group justify="flex-end">
            <Button variant="default" mih={44} onClick={onClose}>
              キャンセル
            </Button>
            <Button color="red" mih={44} loading={pending} onClick={() => onConfirm(job)}>
              破棄する
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
