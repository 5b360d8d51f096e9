// Asks before removing a printer: tablets stop printing to it once they reload, its history stays.
import { type Printer, printersApi } from "@lounge-office/domain/printers";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";

type Props = { printer: Printer; onClose: () => void };

export function PrinterDeleteModal({ printer, onClose }: Props) {
  const remove = useContractMutation(printersApi.remove, { invalidate: [printersApi.list] });
  const onDelete = () =>
    remove.mutate(
      { params: { id: printer.id } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `「${printer.name}」を削除しました` });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="プリンターの削除">
      <Stack>
        {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
        <Text size="sm">
          「{printer.name}」（{printer.origin}）を削除しますか？これまでの印刷履歴は残ります。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            やめる
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onDelete}>
            削除する
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
