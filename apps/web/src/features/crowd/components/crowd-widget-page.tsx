// The crowd widget: the page a lounge's website shows in an iframe, no sign-in. How many
// men and women are here now and the balance, asked again every 15 s, and when it is busy: people
// present per quarter hour by weekday, averaged over the last four weeks.
import "@mantine/charts/styles.css";
import { CROWD_NOT_PUBLISHED, type CrowdHistory, crowdApi } from "@lounge-office/domain/crowd";
import { BarChart } from "@mantine/charts";
import {
  Alert,
  Badge,
  Box,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { contractQuery } from "../../../lib/contract-query";
import { dayjs } from "../../../lib/dayjs";
import { balanceText, chartRows, ladysShare, WEEKDAY_LABELS } from "./crowd-view";

/** The counts now are asked again every 15 s (the feed's own cache time). */
export const CROWD_REFRESH_MS = 15_000;
/** The history changes when a business day ends: every 10 minutes is plenty. */
export const CROWD_HISTORY_REFRESH_MS = 10 * 60_000;

// A 404 (the lounge publishes nothing) is not retried: the query client retries only 5xx and network.
const isRefused = (error: unknown) => error instanceof ApiError && error.status === 404;

const ABORTABLE_FRESH = { abortable: true, cache: "no-cache" } as const;

export function CrowdWidgetPage() {
  const id = Number(useParams().loungeId);
  // The page's one landmark, whatever it shows.
  return (
    <main>
      {Number.isSafeInteger(id) && id > 0 ? <CrowdWidget loungeId={id} /> : <NotPublished />}
    </main>
  );
}

function NotPublished() {
  return (
    <Box p="md">
      <Alert color="gray" title="混雑状況">
        {CROWD_NOT_PUBLISHED}
      </Alert>
    </Box>
  );
}

function CrowdWidget({ loungeId }: { loungeId: number }) {
  const crowd = useQuery({
    // The feed is cached publicly for its max-age: the widget revalidates so each read is fresh.
    ...contractQuery(crowdApi.crowd, { params: { id: loungeId } }, ABORTABLE_FRESH),
    refetchInterval: CROWD_REFRESH_MS,
  });
  const history = useQuery({
    ...contractQuery(crowdApi.history, { params: { id: loungeId } }, { abortable: true }),
    staleTime: CROWD_HISTORY_REFRESH_MS,
    refetchInterval: CROWD_HISTORY_REFRESH_MS,
  });
  const lounge = crowd.data?.lounge;
  useEffect(() => {
    if (lounge) document.title = `${lounge}の混雑状況`;
  }, [lounge]);

  if (isRefused(crowd.error)) return <NotPublished />;
  if (!crowd.data) {
    return (
      <Box p="md">
        {crowd.isError ? (
          <Alert color="red" title="混雑状況を読み込めませんでした" role="alert">
            {errorMessage(crowd.error)}
          </Alert>
        ) : (
          <Text c="dimmed" role="status">
            読み込み中…
          </Text>
        )}
      </Box>
    );
  }
  const { mens, ladys, open, updated_at, time_zone } = crowd.data;
  // On the lounge's clock, whatever zone the visitor's device is set to.
  const updated = dayjs(updated_at).tz(time_zone).format("HH:mm");
  return (
    <Stack gap="sm" p="sm" maw={520} mx="auto">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Title order={1} size="h3">
            {crowd.data.lounge}
          </Title>
          <Text size="sm" c="dimmed">
            ただいまの混雑状況
          </Text>
        </div>
        <Badge color={open ? "teal" : "gray"} size="lg" variant="light" data-testid="crowd-open">
          {open ? "営業中" : "営業時間外"}
        </Badge>
      </Group>
      <Paper withBorder p="sm" radius="md">
        <Group grow gap="sm">
          <Count label="男性" value={mens} color="blue" testId="crowd-mens" />
          <Count label="女性" value={ladys} color="pink" testId="crowd-ladys" />
        </Group>
        <Progress.Root size="lg" mt="sm" aria-hidden>
          <Progress.Section value={100 - ladysShare(crowd.data)} color="blue" />
          <Progress.Section value={ladysShare(crowd.data)} color="pink" />
        </Progress.Root>
        <Group justify="space-between" mt={6} gap="xs">
          <Text size="sm" fw={700} data-testid="crowd-balance">
            {balanceText(crowd.data)}
          </Text>
          <Text size="xs" c="dimmed" role="status">
            {crowd.isRefetchError
              ? `更新できませんでした（${updated} 時点の表示です）`
              : `${updated} 時点・15秒ごとに更新`}
          </Text>
        </Group>
      </Paper>
      {history.data && <HistoryChart history={history.data} />}
    </Stack>
  );
}

function Count(props: { label: string; value: number; color: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text size="sm" c={`${props.color}.8`} fw={700}>
        {props.label}
      </Text>
      <Text fz={36} fw={800} lh={1.1} c={`${props.color}.7`} data-testid={props.testId}>
        {props.value}
        <Text span fz="md" fw={700}>
          名
        </Text>
      </Text>
    </Stack>
  );
}

function HistoryChart({ history }: { history: CrowdHistory }) {
  const [weekday, setWeekday] = useState(history.today_weekday);
  const rows = chartRows(history, weekday);
  const days = history.weekdays[weekday]?.days ?? 0;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} size="sm">
        曜日・時間帯別の混み具合
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        直近4週間（{history.from} 〜 {history.to}）の平均人数
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          まだ記録がありません
        </Text>
      ) : (
        <>
          <SegmentedControl
            fullWidth
            size="sm"
            value={String(weekday)}
            onChange={(value) => setWeekday(Number(value))}
            data={WEEKDAY_LABELS.map((label, n) => ({ label, value: String(n) }))}
            aria-label="曜日"
          />
          {days === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              この曜日の記録はまだありません
            </Text>
          ) : (
            <BarChart
              mt="sm"
              h={180}
              data={rows}
              dataKey="time"
              type="stacked"
              series={[
                { name: "男性", color: "blue.6" },
                { name: "女性", color: "pink.5" },
              ]}
              withLegend
              unit="名"
              tickLine="none"
              gridAxis="y"
              xAxisProps={{ interval: 60 / history.bucket_minutes - 1 }}
              data-testid="crowd-history-chart"
            />
          )}
        </>
      )}
    </Paper>
  );
}
