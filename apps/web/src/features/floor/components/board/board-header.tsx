// The board's header: lounge, clock, today's earnings and people present, the realtime link, and
// when the link is lost the bar across the board that says since when what it shows may be stale
// (without a network, that the board is this tablet's copy of that moment, read-only).
import type { Summary } from "@lounge-office/domain/floor";
import { Alert, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlugConnected, IconPlugConnectedX, IconWifiOff } from "@tabler/icons-react";
import { formatClock } from "../../../../lib/format";
import { BoardClock } from "./board-clock";
import { formatTime, formatYen } from "./board-view";
import { t } from "./messages";

const SALES = t("header.sales");
const CONNECTED = t("header.connected");
const RECONNECTING = t("header.reconnecting");

type Props = {
  loungeName: string;
  timeZone: string;
  summary: Summary | undefined;
  connected: boolean;
  /** Null while the board is live; else the last moment it was known current (epoch ms). */
  staleAt: number | null;
  /** The board is the copy this tablet kept, shown without a network: read-only. */
  offlineCopy?: boolean;
};

export function BoardHeader({
  loungeName,
  timeZone,
  summary,
  connected,
  staleAt,
  offlineCopy = false,
}: Props) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Group gap="md" align="baseline" wrap="nowrap">
          <Title order={2}>{loungeName}</Title>
          <BoardClock timeZone={timeZone} />
        </Group>
        <Group gap="md" wrap="wrap" data-testid="board-summary">
          <Text fw={600}>
            {SALES}{" "}
            <span data-testid="summary-result">{summary ? formatYen(summary.result) : "—"}</span>
          </Text>
          <Text fw={600}>
            {t("header.present", {
              mens: summary?.status.mens ?? "—",
              ladys: summary?.status.ladys ?? "—",
              total: summary?.status.total ?? "—",
            })}
          </Text>
          <Badge
            color={connected ? "green" : "orange"}
            variant="light"
            leftSection={
              connected ? <IconPlugConnected size={14} /> : <IconPlugConnectedX size={14} />
            }
            data-testid="cable-status"
            role="status"
          >
            {connected ? CONNECTED : RECONNECTING}
          </Badge>
        </Group>
      </Group>
      {staleAt !== null && (
        <Alert
          color="red"
          variant="filled"
          role="alert"
          icon={<IconWifiOff size={22} aria-hidden />}
          data-testid="offline-bar"
          py="xs"
        >
          <Text fw={700} size="md" c="white">
            {offlineCopy
              ? t("header.offline", { time: formatClock(new Date(staleAt), timeZone) })
              : t("header.disconnected", {
                  time: formatTime(new Date(staleAt).toISOString(), timeZone),
                })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
