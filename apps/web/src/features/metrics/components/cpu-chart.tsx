// One CPU chart of screen 15: one line per instance over the window, y 0–100 %, the 80 % warning
// line and its note, and a note for each instance that could not be measured.
import "@mantine/charts/styles.css";
import {
  CPU_WARNING_PERCENT,
  type CpuSeries,
  cpuBucketMinutes,
} from "@lounge-office/domain/metrics";
import { LineChart } from "@mantine/charts";
import { Box, Paper, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { t } from "../messages";
import {
  formatTick,
  formatTooltipLabel,
  hasPoints,
  seriesKey,
  timeTicks,
  toChartRows,
} from "./cpu-chart-data";

/** Instance colours, never red: red is the warning line's. */
const SERIES_COLORS = ["indigo.6", "teal.6", "grape.6", "orange.6", "cyan.7", "lime.7", "pink.6"];
const Y_TICKS = [0, 20, 40, 60, 80, 100];
/** Up to this many minutes on screen each sample gets a dot: a lone sample would be invisible. */
const DOTS_UP_TO_ROWS = 90;
export const CHART_HEIGHT = 240;
export const NO_DATA_TEXT = t("noData");
export const unavailableNote = (name: string) => t("unavailable", { name });

/** One line per instance. */
function chartSeries(series: CpuSeries[]) {
  return series.map((one, index) => ({
    name: seriesKey(index),
    label: one.name,
    color: SERIES_COLORS[index % SERIES_COLORS.length],
  }));
}

type Props = {
  title: string;
  series: CpuSeries[];
  /** The window, epoch ms: the x axis spans it even where nothing was sampled yet. */
  fromMs: number;
  toMs: number;
  hours: number;
  timeZone: string;
};

export function CpuChart({ title, series, fromMs, toMs, hours, timeZone }: Props) {
  const titleId = useId();
  const rows = toChartRows(series, cpuBucketMinutes(hours));
  const empty = !hasPoints(series);
  const unavailable = series.filter((one) => one.unavailable);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md" data-testid="cpu-chart">
      <Stack gap="xs">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {empty && (
          <Text c="dimmed" size="sm">
            {NO_DATA_TEXT}
          </Text>
        )}
        <Box>
          <LineChart
            h={CHART_HEIGHT}
            // Without a sample the chart would draw nothing at all, not even its axes: two empty
            // rows at the window's ends keep the time axis, the 0–100 % scale and the 80 % line.
            data={empty ? [{ minute: fromMs }, { minute: toMs }] : rows}
            dataKey="minute"
            series={chartSeries(series)}
            withLegend={series.length > 0}
            withTooltip={!empty}
            // A minute without a sample stays a gap: the chart never draws what was not measured.
            connectNulls={false}
            curveType="linear"
            withDots={rows.length <= DOTS_UP_TO_ROWS}
            dotProps={{ r: 3 }}
            unit="%"
            valueFormatter={(value) => value.toFixed(1)}
            // A fixed 0–100 % scale, with or without data (CPU never leaves it).
            yAxisProps={{
              domain: [0, 100],
              allowDataOverflow: true,
              ticks: Y_TICKS,
              tickFormatter: String,
            }}
            xAxisProps={{
              type: "number",
              scale: "time",
              domain: [fromMs, toMs],
              ticks: timeTicks(fromMs, toMs, timeZone),
              tickFormatter: (minute: number) => formatTick(minute, timeZone),
            }}
            tooltipProps={{
              labelFormatter: (minute) => formatTooltipLabel(Number(minute), timeZone, hours),
            }}
            referenceLines={[
              { y: CPU_WARNING_PERCENT, color: "red.6", label: `${CPU_WARNING_PERCENT}%` },
            ]}
          />
        </Box>
        {unavailable.map((one) => (
          <Text key={one.name} c="orange.8" size="sm" data-testid="cpu-unavailable">
            {unavailableNote(one.name)}
          </Text>
        ))}
        <Text size="sm" c="red" data-testid="cpu-warning-note">
          {t("warningNote")}
        </Text>
      </Stack>
    </Paper>
  );
}
