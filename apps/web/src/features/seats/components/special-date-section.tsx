// A lounge's special dates (a surcharge per person on a range of business days): list, add, delete.
import { priceTablesApi, type SpecialDateRecord } from "@lounge-office/domain/price-tables";
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { SpecialDateFormModal } from "./special-date-form-modal";

const yen = new Intl.NumberFormat("ja-JP");
const day = (value: string) => value.replaceAll("-", "/");
const period = (row: SpecialDateRecord) =>
  row.from_day === row.to_day ? day(row.from_day) : `${day(row.from_day)} 〜 ${day(row.to_day)}`;

export function SpecialDateSection({ loungeId }: { loungeId: number }) {
  const dates = useQuery(
    contractQuery(priceTablesApi.specialDates, { query: { lounge_id: loungeId } }),
  );
  const titled = useLoungeTitle(loungeId);
  const remove = useContractMutation(priceTablesApi.deleteSpecialDate, {
    invalidate: [priceTablesApi.specialDates],
  });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SpecialDateRecord | null>(null);

  const onDelete = (row: SpecialDateRecord) =>
    remove.mutate(
      { params: { id: row.id } },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `${period(row)} を削除しました` });
          setDeleting(null);
        },
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>特別料金期間</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
          期間を追加
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        年末年始などの期間（営業日）に、全ての組へ1名あたりの料金を加算します（特殊料金の組も含む）。
      </Text>
      {dates.isError && <Alert color="red">{errorMessage(dates.error)}</Alert>}
      <Table striped verticalSpacing="sm" aria-label="特別料金期間一覧">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>期間</Table.Th>
            <Table.Th ta="right">1名あたり</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(dates.data ?? []).map((row) => (
            <Table.Tr key={row.id} data-special-date={row.from_day}>
              <Table.Td>{period(row)}</Table.Td>
              <Table.Td ta="right">¥{yen.format(row.price_per_person)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => {
                    remove.reset();
                    setDeleting(row);
                  }}
                >
                  削除
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {dates.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center">
                  特別料金期間はありません
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {adding && <SpecialDateFormModal loungeId={loungeId} onClose={() => setAdding(false)} />}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={titled("特別料金期間の削除")}
      >
        {deleting && (
          <Stack>
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <Text>
              {period(deleting)}（1名 ¥{yen.format(deleting.price_per_person)}
              ）を削除しますか？会計済みの記録は変わりません。
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                キャンセル
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => onDelete(deleting)}>
                削除する
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
