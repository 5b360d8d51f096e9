// フロア修正履歴 (managers, admins): a business day's corrections on the floor — cancelled entries,
// headcount, fee-rule and match changes — with who made them, when and why.
import { floorApi } from "@lounge-office/domain/floor";
import { Alert, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../../lib/api-client";
import { contractQuery } from "../../../../lib/contract-query";
import { dayjs } from "../../../../lib/dayjs";
import { useSession } from "../../../../lib/session";
import { groupChangeName, t } from "./messages";

const HEADERS = [
  t("changes.time"),
  t("seat"),
  t("changes.what"),
  t("changes.before"),
  t("changes.after"),
  t("reason"),
  t("changes.staff"),
];

export function GroupChangesPage() {
  const session = useSession().data;
  // No date: the server's current business day (its own clock and the lounge's day boundary).
  const [date, setDate] = useState<string | null>(null);
  // A business day's floor corrections (audit list); it waits for the session's lounge.
  const changes = useQuery({
    ...contractQuery(floorApi.groupChanges, {
      query: { lounge_id: session?.lounge.id ?? 0, date: date ?? undefined },
    }),
    enabled: Boolean(session),
  });
  if (!session) return null;
  const timeZone = session.lounge.time_zone;

  return (
    <Stack>
      <Title order={2}>{t("changes.heading", { lounge: session.lounge.name })}</Title>
      <Group align="flex-end">
        <DatePickerInput
          label={t("changes.businessDay")}
          placeholder={t("changes.today")}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ "aria-label": t("changes.clearDay") }}
          value={date}
          onChange={(value) => setDate(value ?? null)}
          w={200}
        />
        <Text size="sm" c="dimmed">
          {t("changes.hint")}
        </Text>
      </Group>
      {changes.isError && <Alert color="red">{errorMessage(changes.error)}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label={t("changes.title")} verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {HEADERS.map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.data?.map((change) => (
              <Table.Tr key={change.id} data-action={change.action}>
                <Table.Td>{dayjs(change.changed_at).tz(timeZone).format("HH:mm")}</Table.Td>
                <Table.Td>{change.seat_name}</Table.Td>
                <Table.Td>{groupChangeName(change.action)}</Table.Td>
                <Table.Td>{change.before}</Table.Td>
                <Table.Td>{change.after}</Table.Td>
                <Table.Td style={{ whiteSpace: "pre-wrap" }}>{change.reason}</Table.Td>
                <Table.Td>{change.staff_name}</Table.Td>
              </Table.Tr>
            ))}
            {changes.data?.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={HEADERS.length}>
                  <Text c="dimmed" ta="center" size="sm">
                    {t("changes.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {changes.isPending && (
        <Center p="md">
          <Loader size="sm" aria-label={t("loading")} />
        </Center>
      )}
    </Stack>
  );
}
