// The CPU dashboard's rules: the chart's window, points and warning line, and the sampler's cadence
// and retention.

/** Every app instance samples its host's CPU and the database's once a minute. */
export const CPU_SAMPLE_INTERVAL_MS = 60_000;
/** Samples older than this are deleted by the sampler. */
export const CPU_SAMPLE_RETENTION_DAYS = 14;

/** The dashboard's window choices, in hours; the default is the last 3 hours, the longest 14 days. */
export const CPU_WINDOW_HOURS = [1, 3, 6, 12, 24, 72, 168, 336] as const;
export const CPU_DEFAULT_WINDOW_HOURS = 3;
export const CPU_MAX_WINDOW_HOURS = CPU_SAMPLE_RETENTION_DAYS * 24;

/** How each window choice reads in the selector. */
export const cpuWindowLabel = (hours: number): string =>
  hours < 24 ? `${hours}時間` : `${hours / 24}日`;

/** The chart's warning line and the note beside it. */
export const CPU_WARNING_PERCENT = 80;
export const CPU_WARNING_NOTE = "CPU使用率が80%を超えると管理システムに負荷がかかっています";
/** What the browser's console says when the chart's data cannot be fetched. */
export const CPU_FETCH_ERROR_LOG = "Error fetching CPU utilization data";
export const CPU_FETCH_ERROR_MESSAGE =
  "CPU使用率を取得できませんでした。時間をおいて再度お試しください。";

/**
 * A chart draws at most this many points per series: a 14-day window holds 20,160 samples per
 * instance, far more than a tablet's chart has pixels for (or renders quickly).
 */
export const CPU_MAX_POINTS = 360;

/** The minutes each drawn point stands for: 1 up to 6 hours, then widening (56 for 14 days). */
export const cpuBucketMinutes = (hours: number): number =>
  Math.max(1, Math.ceil((hours * 60) / CPU_MAX_POINTS));

export type CpuPoint = { time: string; value: number };

/**
 * Thins a series (ascending in time) to one point per `bucketMinutes`-minute bucket, counted from
 * the epoch so buckets stay put as the window moves. Each point is the bucket's highest sample at
 * the bucket's start: the chart is read for load above the 80 % line, and an average would hide a
 * spike.
 */
export function peakPerBucket(points: readonly CpuPoint[], bucketMinutes: number): CpuPoint[] {
  if (bucketMinutes <= 1) return [...points];
  const bucketMs = bucketMinutes * 60_000;
  const peaks: CpuPoint[] = [];
  let currentStart = Number.NaN;
  for (const point of points) {
    const start = Math.floor(Date.parse(point.time) / bucketMs) * bucketMs;
    const last = peaks[peaks.length - 1];
    if (last && start === currentStart) {
      if (point.value > last.value) last.value = point.value;
    } else {
      currentStart = start;
      peaks.push({ time: new Date(start).toISOString(), value: point.value });
    }
  }
  return peaks;
}
