// CSV import preview: the read file's bad lines (nothing can be saved while there is one), or the
// cells it changes, old → new; 保存する sends just those cells.
import {
  type PriceTableCell,
  type PriceTableCsvResult,
  priceCellKey,
  priceTableChanges,
} from "@lounge-office/domain/price-tables";
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { cellName, t } from "../messages";

type Props = {
  fileName: string;
  parsed: PriceTableCsvResult;
  saved: readonly PriceTableCell[];
  pending: boolean;
  error: Error | null;
  onConfirm: (cells: PriceTableCell[]) => void;
  onClose: () => void;
  /** The lounge whose price table this is, named in the title. */
  loungeId: number;
};

const pair = (before: number, after: number) =>
  before === after ? (
    <Text span c="dimmed">
      {after}
    </Text>
  ) : (
    <Text span fw={700}>
      {before} → {after}
    </Text>
  );

export function PriceTableImportModal({
  fileName,
  parsed,
  saved,
  pending,
  error,
  onConfirm,
  onClose,
  loungeId,
}: Props) {
  const titled = useLoungeTitle(loungeId);
  const changes = parsed.errors.length === 0 ? priceTableChanges(saved, parsed.cells) : [];
  const changedKeys = new Set(changes.map(priceCellKey));
  const toSend = parsed.cells.filter((cell) => changedKeys.has(priceCellKey(cell)));

  return (
    <Modal opened onClose={onClose} title={titled(t("import.title", { file: fileName }))} size="lg">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {parsed.errors.length > 0 ? (
          <Alert color="red" title={t("import.errors", { count: parsed.errors.length })}>
            <Text size="sm" mb="xs">
              {t("import.errorsHint")}
            </Text>
            <ScrollArea.Autosize mah={260}>
              <List size="sm" aria-label={t("import.errorList")}>
                {parsed.errors.map((e) => (
                  <List.Item key={`${e.line}:${e.message}`}>
                    {t("import.errorLine", { line: e.line, message: e.message })}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : changes.length === 0 ? (
          <Alert color="gray">{t("import.noChanges")}</Alert>
        ) : (
          <>
            <Text size="sm">
              {t("import.summary", { changed: changes.length, rows: parsed.cells.length })}
            </Text>
            <ScrollArea.Autosize mah={320}>
              <Table striped aria-label={t("import.changes")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("import.col.cell")}</Table.Th>
                    <Table.Th ta="right">{t("share")}</Table.Th>
                    <Table.Th ta="right">{t("solo")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((change) => (
                    <Table.Tr key={priceCellKey(change)}>
                      <Table.Td>{cellName(change)}</Table.Td>
                      <Table.Td ta="right">
                        {pair(change.before.share, change.after.share)}
                      </Table.Td>
                      <Table.Td ta="right">{pair(change.before.solo, change.after.solo)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button
            onClick={() => onConfirm(toSend)}
            loading={pending}
            disabled={parsed.errors.length > 0 || toSend.length === 0}
          >
            {t("import.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
