// Turns the server's CPU series into what the line chart draws: one row per minute with one column
// per instance, the window's time ticks and the labels of the x axis and the tooltip.
import type { CpuSeries } from "@lounge-office/domain/metrics";
import { dayjs } from "../../../lib/dayjs";

const MINUTE_MS = 60_000;

/** One minute of the chart: `minute` (epoch ms) and each series' value, `null` where it has none. */
export type CpuChartRow = { minute: number; [seriesKey: string]: number | null };

/**
 * The chart's column of the i-th series. Not the instance's name: names hold dots (host names),
 * which the charts read as nested paths.
 */
export const seriesKey = (index: number) => `s${index}`;

const minuteOf = (time: string) => Math.floor(Date.parse(time) / MINUTE_MS) * MINUTE_MS;

type Point = { minute: number; value: number };

/** A series' measured points by minute, in order; an unreadable time or value is left out. */
function pointsOf(series: CpuSeries): Point[] {
  const byMinute = new Map<number, number>();
  for (const point of series.cpu_data) {
    const minute = minuteOf(point.time);
    if (Number.isFinite(minute) && Number.isFinite(point.value)) byMinute.set(minute, point.value);
  }
  return [...byMinute]
    .map(([minute, value]) => ({ minute, value }))
    .sort((a, b) => a.minute - b.minute);
}

/**
 * Merges the series into rows by minute. A series has `null` in every row it has no sample for,
 * and after each of its gaps a row of its own holds a `null` one step after its last sample:
 * on a time axis the chart would otherwise join the points on both sides of a gap in which no
 * instance sampled at all (every server down), drawing a measurement that was never taken.
 */
export function toChartRows(series: CpuSeries[], stepMinutes = 1): CpuChartRow[] {
  // Over 6 hours the server sends one point per bucket (`cpuBucketMinutes`): a step of one bucket
  // is the line going on, only a longer one is a gap.
  const stepMs = stepMinutes * MINUTE_MS;
  const rows = new Map<number, CpuChartRow>();
  const rowAt = (minute: number): CpuChartRow => {
    let row = rows.get(minute);
    if (!row) {
      row = { minute };
      for (let i = 0; i < series.length; i += 1) row[seriesKey(i)] = null;
      rows.set(minute, row);
    }
    return row;
  };
  series.forEach((one, index) => {
    const points = pointsOf(one);
    points.forEach((point, i) => {
      rowAt(point.minute)[seriesKey(index)] = point.value;
      const next = points[i + 1];
      if (next && next.minute - point.minute > stepMs) rowAt(point.minute + stepMs);
    });
  });
  return [...rows.values()].sort((a, b) => a.minute - b.minute);
}

/** Whether any series has a measured point (else the chart says no data has been recorded yet). */
export const hasPoints = (series: CpuSeries[]) => series.some((one) => one.cpu_data.length > 0);

/** Tick spacings in minutes, from fine to coarse; the first that gives at most 8 ticks is used. */
const TICK_STEPS_MINUTES = [5, 10, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880];
const MAX_TICKS = 8;

function tickStepMinutes(fromMs: number, toMs: number): number {
  const spanMinutes = (toMs - fromMs) / MINUTE_MS;
  return (
    TICK_STEPS_MINUTES.find((step) => spanMinutes / step < MAX_TICKS) ??
    (TICK_STEPS_MINUTES.at(-1) as number)
  );
}

/**
 * The x axis' ticks: round times of the zone's clock (every 30 minutes, every 4 hours, at
 * midnight…) within the window, so the labels read as a clock does.
 */
export function timeTicks(fromMs: number, toMs: number, timeZone: string): number[] {
  const stepMs = tickStepMinutes(fromMs, toMs) * MINUTE_MS;
  const midnight = dayjs(fromMs).tz(timeZone).startOf("day").valueOf();
  const first = midnight + Math.ceil((fromMs - midnight) / stepMs) * stepMs;
  const ticks: number[] = [];
  for (let tick = first; tick <= toMs; tick += stepMs) ticks.push(tick);
  return ticks;
}

/** The x axis' label: the original system's hour and minute. */
export const formatTick = (minute: number, timeZone: string) =>
  dayjs(minute).tz(timeZone).format("HH:mm");

/** The tooltip's label: over a window longer than a day the hour alone is ambiguous, so M/D too. */
export const formatTooltipLabel = (minute: number, timeZone: string, hours: number) =>
  dayjs(minute)
    .tz(timeZone)
    .format(hours > 24 ? "M/D HH:mm" : "HH:mm");
