// Screen 15 (admins): the web servers' and the databases' CPU over a chosen window, read again
// every minute. Loaded lazily: this page alone pulls in the charts library.
import {
  CPU_DEFAULT_WINDOW_HOURS,
  CPU_FETCH_ERROR_LOG,
  CPU_WINDOW_HOURS,
  metricsApi,
} from "@lounge-office/domain/metrics";
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { contractQuery } from "../../../lib/contract-query";
import { useSession } from "../../../lib/session";
import { t, windowLabel } from "../messages";
import { CHART_HEIGHT, CpuChart } from "./cpu-chart";

export const WEB_CHART_TITLE = t("webChart");
export const DATABASE_CHART_TITLE = t("databaseChart");
/** The instances are servers, not lounges: without a session lounge, head office's clock. */
const FALLBACK_TIME_ZONE = "Asia/Tokyo";
const HOUR_MS = 3_600_000;
/** The sampler writes once a minute: asking more often would only redraw the same points. */
export const CPU_POLL_MS = 60_000;
const SEED_LOG = { logFailure: CPU_FETCH_ERROR_LOG };

/** The window in the address (`?hours=`), so a reload or a shared link shows the same one. */
function useWindowHours(): [number, (hours: number) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("hours"));
  const hours = (CPU_WINDOW_HOURS as readonly number[]).includes(asked)
    ? asked
    : CPU_DEFAULT_WINDOW_HOURS;
  const setHours = (next: number) =>
    setParams(
      (current) => {
        current.set("hours", String(next));
        return current;
      },
      { replace: true },
    );
  return [hours, setHours];
}

function WindowSelector({ hours, onChange }: { hours: number; onChange: (h: number) => void }) {
  return (
    <SegmentedControl
      aria-label={t("window")}
      value={String(hours)}
      onChange={(value) => onChange(Number(value))}
      data={CPU_WINDOW_HOURS.map((h) => ({ value: String(h), label: windowLabel(h) }))}
      // A finger's target on a tablet: at least 44 px high.
      styles={{ label: { minHeight: 44, display: "flex", alignItems: "center" } }}
    />
  );
}

function FetchFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t("loadFailed")} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t("fetchFailed")}</Text>
        <Button
          variant="white"
          color="red"
          mih={44}
          leftSection={<IconRefresh size={18} />}
          loading={retrying}
          onClick={onRetry}
        >
          {t("reload")}
        </Button>
      </Stack>
    </Alert>
  );
}

function ChartSkeleton({ title }: { title: string }) {
  return (
    <Paper withBorder p="md" aria-busy="true" aria-label={t("loadingChart", { title })}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Skeleton h={CHART_HEIGHT} />
      </Stack>
    </Paper>
  );
}

export function MetricsPage() {
  const [hours, setHours] = useWindowHours();
  const query = useQuery({
    // The original system logs a failed fetch to the console; the page shows the Japanese message.
    ...contractQuery(metricsApi.cpuUtilization, { query: { hours } }, SEED_LOG),
    refetchInterval: CPU_POLL_MS,
  });
  const timeZone = useSession().data?.lounge.time_zone ?? FALLBACK_TIME_ZONE;
  // The window ends when the answer was read, so the axis moves on with each minute's refetch.
  const toMs = query.dataUpdatedAt || Date.now();
  const span = { fromMs: toMs - hours * HOUR_MS, toMs, hours, timeZone };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>{t("title")}</Title>
          <Text c="dimmed" size="sm">
            {t("subtitle")}
          </Text>
        </div>
        <WindowSelector hours={hours} onChange={setHours} />
      </Group>
      {query.isError && (
        <FetchFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {query.isPending && (
        <>
          <ChartSkeleton title={WEB_CHART_TITLE} />
          <ChartSkeleton title={DATABASE_CHART_TITLE} />
        </>
      )}
      {query.data && (
        <>
          <CpuChart title={WEB_CHART_TITLE} series={query.data.ec2} {...span} />
          <CpuChart title={DATABASE_CHART_TITLE} series={query.data.rds} {...span} />
        </>
      )}
    </Stack>
  );
}
