// 修正履歴: a group's audited event-log corrections, newest first — when, who, old → new, why.
import type { EventLogCorrection } from "@lounge-office/domain/floor";
import { Alert, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../../lib/api-client";
import { formatDateTime } from "../../../../lib/format";
import { eventLogCorrectionsQuery, OPEN_LOG_LABEL } from "./event-log-correction-modal";

const span = (start: string, end: string | null, timeZone: string) =>
  `${formatDateTime(start, timeZone)} 〜 ${end ? formatDateTime(end, timeZone) : OPEN_LOG_LABEL}`;

function CorrectionRow({ c, timeZone }: { c: EventLogCorrection; timeZone: string }) {
  return (
    <Table.Tr data-correction-id={c.id}>
      <Table.Td>{formatDateTime(c.corrected_at, timeZone)}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{c.staff_name}</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" td="line-through">
          {span(c.old_start_at, c.old_end_at, timeZone)}
        </Text>
        <Text size="sm">→ {span(c.new_start_at, c.new_end_at, timeZone)}</Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>{c.reason}</Table.Td>
    </Table.Tr>
  );
}

export function EventLogCorrectionsSection({
  groupId,
  timeZone,
}: {
  groupId: number;
  timeZone: string;
}) {
  const corrections = useQuery(eventLogCorrectionsQuery(groupId));
  return (
    <Stack gap="xs" component="section" aria-label="修正履歴">
      <Title order={3}>修正履歴</Title>
      {corrections.isError && <Alert color="red">{errorMessage(corrections.error)}</Alert>}
      {corrections.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          修正履歴はありません
        </Text>
      )}
      {corrections.data && corrections.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="修正履歴">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100}>修正日時</Table.Th>
                <Table.Th style={{ whiteSpace: "nowrap" }}>修正者</Table.Th>
                <Table.Th>変更（修正前 → 修正後）</Table.Th>
                <Table.Th>理由</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {corrections.data.map((c) => (
                <CorrectionRow key={c.id} c={c} timeZone={timeZone} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
