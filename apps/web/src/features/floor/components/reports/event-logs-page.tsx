// A group's event logs (`/event_logs?q[customer_group_id_eq]={id}`): seat, solo/share, start, end and
// stay in minutes; managers correct a log's times (修正) and everyone sees the corrections (修正履歴).
import { EVENT_LOG_GROUP_PARAM, type EventLog } from "@lounge-office/domain/floor";
import { roleHolds } from "@lounge-office/domain/shared";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../../../lib/api-client";
import { t as common } from "../../../../lib/common-messages";
import { formatDateTime } from "../../../../lib/format";
import { useSession } from "../../../../lib/session";
import { EventLogCorrectionModal, eventLogsQuery } from "./event-log-correction-modal";
import { EventLogCorrectionsSection } from "./event-log-corrections-section";
import { logStatusName, t } from "./messages";

// Looked up once: every log's row shows them.
const STATUS_LABELS = { solo: logStatusName("solo"), share: logStatusName("share") } as const;
const STAYING = t("logs.staying");
const CORRECT = t("logs.correct");

function groupIdFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function EventLogsPage() {
  const session = useSession().data;
  const [params] = useSearchParams();
  const groupId = groupIdFrom(params.get(EVENT_LOG_GROUP_PARAM));
  const logs = useQuery({ ...eventLogsQuery(groupId ?? 0), enabled: groupId !== null });
  const timeZone = session?.lounge.time_zone ?? "Asia/Tokyo";
  // The server refuses others; the button is only offered to those who may correct.
  const mayCorrect = session ? roleHolds(session.staff.role, "accounting.correct") : false;
  const [editing, setEditing] = useState<EventLog | null>(null);
  const columns = mayCorrect ? 6 : 5;
  const minutes = { solo: 0, share: 0 };
  for (const log of logs.data ?? []) minutes[log.status] += log.sojourn_time_js;

  return (
    <Stack>
      <Anchor component={Link} to="/customer_groups" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t("logs.back")}
        </Group>
      </Anchor>
      <Title order={2}>
        {groupId === null ? t("stayLog") : t("logs.titleOf", { id: groupId })}
      </Title>
      {groupId === null && <Alert color="orange">{t("logs.noGroup")}</Alert>}
      {logs.isError && <Alert color="red">{errorMessage(logs.error)}</Alert>}
      {logs.isLoading && <Loader aria-label={t("loading")} />}
      {logs.data && (
        <>
          <Text size="sm" c="dimmed" data-testid="event-log-totals">
            {t("logs.totals", { solo: minutes.solo, share: minutes.share })}
          </Text>
          {/* Narrow enough for a portrait tablet: the times wrap at their space, 修正 stays in view. */}
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="sm" aria-label={t("stayLog")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("seat")}</Table.Th>
                  <Table.Th w={72}>{t("logs.status")}</Table.Th>
                  <Table.Th>{t("start")}</Table.Th>
                  <Table.Th>{t("end")}</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: "nowrap" }}>
                    {t("logs.stay")}
                  </Table.Th>
                  {mayCorrect && <Table.Th aria-label={common("actions")} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.map((log) => (
                  <Table.Tr key={log.id} data-event-log-id={log.id}>
                    <Table.Td>{log.seat_name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={log.status === "share" ? "grape" : "gray"}>
                        {STATUS_LABELS[log.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDateTime(log.start_at, timeZone)}</Table.Td>
                    <Table.Td>
                      {log.end_at ? (
                        formatDateTime(log.end_at, timeZone)
                      ) : (
                        <Badge color="green" variant="light">
                          {STAYING}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{t("minutes", { minutes: log.sojourn_time_js })}</Table.Td>
                    {mayCorrect && (
                      <Table.Td ta="right">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconPencil size={14} />}
                          onClick={() => setEditing(log)}
                        >
                          {CORRECT}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
                {logs.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={columns}>
                      <Text c="dimmed" ta="center">
                        {t("logs.empty")}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {groupId !== null && <EventLogCorrectionsSection groupId={groupId} timeZone={timeZone} />}
        </>
      )}
      {editing && (
        <EventLogCorrectionModal
          log={editing}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
