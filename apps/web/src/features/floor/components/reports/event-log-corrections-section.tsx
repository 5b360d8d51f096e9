// 修正履歴: a group's audited event-log corrections, newest first — when, who, old → new, why.
import type { EventLogCorrection } from "@lounge-office/domain/floor";
import { Alert, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../../lib/api-client";
import { formatDateTime } from "../../../../lib/format";
import { eventLogCorrectionsQuery, OPEN_LOG_LABEL } from "./event-log-correction-modal";
import { t } from "./messages";

const span = (start: string, end: string | null, timeZone: string) =>
  t("span", {
    start: formatDateTime(start, timeZone),
    end: end ? formatDateTime(end, timeZone) : OPEN_LOG_LABEL,
  });

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
    <Stack gap="xs" component="section" aria-label={t("history.title")}>
      <Title order={3}>{t("history.title")}</Title>
      {corrections.isError && <Alert color="red">{errorMessage(corrections.error)}</Alert>}
      {corrections.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("history.empty")}
        </Text>
      )}
      {corrections.data && corrections.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t("history.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100}>{t("history.correctedAt")}</Table.Th>
                <Table.Th style={{ whiteSpace: "nowrap" }}>{t("history.correctedBy")}</Table.Th>
                <Table.Th>{t("history.change")}</Table.Th>
                <Table.Th>{t("reason")}</Table.Th>
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
