// Asks before removing a printer: tablets stop printing to it once they reload, its history stays.
import { type Printer, printersApi } from "@lounge-office/domain/printers";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorMessage } from "../../../lib/api-client";
import { useContractMutation } from "../../../lib/contract-query";
import { t } from "../messages";

type Props = { printer: Printer; onClose: () => void };

export function PrinterDeleteModal({ printer, onClose }: Props) {
  const remove = useContractMutation(printersApi.remove, { invalidate: [printersApi.list] });
  const onDelete = () =>
    remove.mutate(
      { params: { id: printer.id } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: t("delete.done", { name: printer.name }) });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title={t("delete.title")}>
      <Stack>
        {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
        <Text size="sm">{t("delete.confirm", { name: printer.name, origin: printer.origin })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("delete.keep")}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={onDelete}>
            {t("delete.button")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
