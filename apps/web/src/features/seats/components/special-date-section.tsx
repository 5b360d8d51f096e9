// A lounge's special dates (a surcharge per person on a range of business days): list, add, delete.
import { priceTablesApi, type SpecialDateRecord } from "@lounge-office/domain/price-tables";
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { formatYen } from "../../../lib/format";
import { useLoungeTitle } from "../../../lib/lounge-title";
import { t } from "../messages";
import { SpecialDateFormModal } from "./special-date-form-modal";

const day = (value: string) => value.replaceAll("-", "/");
const period = (row: SpecialDateRecord) =>
  row.from_day === row.to_day
    ? day(row.from_day)
    : t("special.range", { from: day(row.from_day), to: day(row.to_day) });

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
          notifications.show({
            color: "green",
            message: t("special.deleted", { period: period(row) }),
          });
          setDeleting(null);
        },
      },
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t("special")}</Title>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
          {t("special.add")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("special.hint")}
      </Text>
      {dates.isError && <Alert color="red">{errorMessage(dates.error)}</Alert>}
      <Table striped verticalSpacing="sm" aria-label={t("special.list")}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("special.col.period")}</Table.Th>
            <Table.Th ta="right">{t("special.col.perPerson")}</Table.Th>
            <Table.Th>{common("actions")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(dates.data ?? []).map((row) => (
            <Table.Tr key={row.id} data-special-date={row.from_day}>
              <Table.Td>{period(row)}</Table.Td>
              <Table.Td ta="right">{formatYen(row.price_per_person)}</Table.Td>
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
                  {t("delete")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
          {dates.data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center">
                  {t("special.empty")}
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
        title={titled(t("special.deleteTitle"))}
      >
        {deleting && (
          <Stack>
            {remove.isError && (
              <Alert color="red" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <Text>
              {t("special.deleteConfirm", {
                period: period(deleting),
                price: formatYen(deleting.price_per_person),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {common("cancel")}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => onDelete(deleting)}>
                {t("deleteConfirm")}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
