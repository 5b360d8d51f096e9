// フロア修正履歴 (managers, admins): a business day's corrections on the floor — cancelled entries,
// headcount, fee-rule and match changes — with who made them, when and why.
import { floorApi, GROUP_CHANGE_LABEL } from "@lounge-office/domain/floor";
import { Alert, Center, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../../lib/api-client";
import { contractQuery } from "../../../../lib/contract-query";
import { dayjs } from "../../../../lib/dayjs";
import { useSession } from "../../../../lib/session";

const HEADERS = ["時刻", "席", "内容", "変更前", "変更後", "理由", "担当"];

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
      <Title order={2}>フロア修正履歴 — {session.lounge.name}</Title>
      <Group align="flex-end">
        <DatePickerInput
          label="営業日"
          placeholder="本日"
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ "aria-label": "営業日を消去" }}
          value={date}
          onChange={(value) => setDate(value ?? null)}
          w={200}
        />
        <Text size="sm" c="dimmed">
          入店取消・人数・料金区分・マッチの修正を表示します。
        </Text>
      </Group>
      {changes.isError && <Alert color="red">{errorMessage(changes.error)}</Alert>}
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-label="フロア修正履歴" verticalSpacing={6}>
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
                <Table.Td>{GROUP_CHANGE_LABEL[change.action]}</Table.Td>
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
                    この営業日の修正はありません
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {changes.isPending && (
        <Center p="md">
          <Loader size="sm" aria-label="読み込み中" />
        </Center>
      )}
    </Stack>
  );
}
