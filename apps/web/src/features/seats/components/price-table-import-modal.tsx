// CSV import preview: the read file's bad lines (nothing can be saved while there is one), or the
// cells it changes, old → new; 保存する sends just those cells.
import {
  type PriceTableCell,
  type PriceTableCsvResult,
  priceCellKey,
  priceCellLabel,
  priceTableChanges,
} from "@lounge-office/domain/price-tables";
import { Alert, Button, Group, List, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { errorMessage } from "../../../lib/api-client";
import { useLoungeTitle } from "../../../lib/lounge-title";

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
    <Modal opened onClose={onClose} title={titled(`CSVの読み込み: ${fileName}`)} size="lg">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {parsed.errors.length > 0 ? (
          <Alert color="red" title={`${parsed.errors.length}件のエラーがあります`}>
            <Text size="sm" mb="xs">
              CSVを直してから読み込み直してください。エラーがある間は保存できません。
            </Text>
            <ScrollArea.Autosize mah={260}>
              <List size="sm" aria-label="CSVのエラー">
                {parsed.errors.map((e) => (
                  <List.Item key={`${e.line}:${e.message}`}>
                    {e.line}行目: {e.message}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </Alert>
        ) : changes.length === 0 ? (
          <Alert color="gray">変更はありません（CSVの料金は保存済みの料金表と同じです）</Alert>
        ) : (
          <>
            <Text size="sm">
              {changes.length}セルの料金が変わります（{parsed.cells.length}
              行を読み込みました。CSVにないセルは今の料金のままです）。
            </Text>
            <ScrollArea.Autosize mah={320}>
              <Table striped aria-label="変更されるセル">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>セル</Table.Th>
                    <Table.Th ta="right">相席</Table.Th>
                    <Table.Th ta="right">ひとり</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((change) => (
                    <Table.Tr key={priceCellKey(change)}>
                      <Table.Td>{priceCellLabel(change)}</Table.Td>
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
            キャンセル
          </Button>
          <Button
            onClick={() => onConfirm(toSend)}
            loading={pending}
            disabled={parsed.errors.length > 0 || toSend.length === 0}
          >
            保存する
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
