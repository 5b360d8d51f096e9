// Screen 3 (人数別): people present by group size in the staff member's lounges; keeps the last table when a poll times out.
import type { KonishiTable } from "@lounge-office/domain/floor";
import { Alert, Center, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { errorMessage } from "../../../../lib/api-client";
import { dayjs } from "../../../../lib/dayjs";
import { useSession } from "../../../../lib/session";
import { KonishiTimeoutError, useKonishi } from "../../api/get-konishi";
import { t } from "./messages";

const TABLES: { key: keyof KonishiTable; title: string }[] = [
  { key: "ninzu_one", title: t("konishi.one") },
  { key: "ninzu_two", title: t("konishi.two") },
  { key: "ninzu_three", title: t("konishi.three") },
  { key: "ninzu_sum", title: t("total") },
];

function KonishiRows({ title, rows }: { title: string; rows: KonishiTable["ninzu_one"] }) {
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      <Table striped verticalSpacing={6} aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("konishi.loungeGender")}</Table.Th>
            <Table.Th ta="right">{t("konishi.groups")}</Table.Th>
            <Table.Th ta="right">{t("col.people")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{row.value}</Table.Td>
              <Table.Td ta="right">{row.sum}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center" size="sm">
                  {t("konishi.empty")}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

export function KonishiPage() {
  const session = useSession().data;
  const konishi = useKonishi();
  const timeZone = session?.lounge.time_zone ?? "Asia/Tokyo";
  const table = konishi.data;
  const updatedAt = konishi.dataUpdatedAt
    ? dayjs(konishi.dataUpdatedAt).tz(timeZone).format("HH:mm:ss")
    : null;

  return (
    <Stack>
      <Title order={2}>{t("konishi.title")}</Title>
      <Text c="dimmed" size="sm">
        {t("konishi.hint")}
        {updatedAt && t("konishi.asOf", { time: updatedAt })}
      </Text>
      {konishi.isError && table && (
        <Text size="xs" c="orange" role="status" data-testid="konishi-stale">
          {konishi.error instanceof KonishiTimeoutError
            ? t("konishi.stale")
            : t("konishi.failed", { error: errorMessage(konishi.error) })}
        </Text>
      )}
      {konishi.isError && !table && <Alert color="red">{errorMessage(konishi.error)}</Alert>}
      {konishi.isPending && (
        <Center p="xl">
          <Loader aria-label={t("loading")} />
        </Center>
      )}
      {table && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TABLES.map(({ key, title }) => (
            <KonishiRows key={key} title={title} rows={table[key]} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
