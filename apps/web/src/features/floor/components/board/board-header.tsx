// The board's header: lounge, clock, today's earnings and people present, and the realtime link.
import type { Summary } from "@lounge-office/domain";
import { Badge, Group, Text, Title } from "@mantine/core";
import { IconPlugConnected, IconPlugConnectedX } from "@tabler/icons-react";
import { BoardClock } from "./board-clock";
import { formatYen } from "./board-view";

type Props = {
  loungeName: string;
  timeZone: string;
  summary: Summary | undefined;
  connected: boolean;
};

export function BoardHeader({ loungeName, timeZone, summary, connected }: Props) {
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Group gap="md" align="baseline" wrap="nowrap">
        <Title order={2}>{loungeName}</Title>
        <BoardClock timeZone={timeZone} />
      </Group>
      <Group gap="md" wrap="wrap" data-testid="board-summary">
        <Text fw={600}>
          売上 <span data-testid="summary-result">{summary ? formatYen(summary.result) : "—"}</span>
        </Text>
        <Text fw={600}>
          在席 男性 {summary?.status.mens ?? "—"} / 女性 {summary?.status.ladys ?? "—"} / 計{" "}
          {summary?.status.total ?? "—"}
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
          {connected ? "接続中" : "再接続中…"}
        </Badge>
      </Group>
    </Group>
  );
}
