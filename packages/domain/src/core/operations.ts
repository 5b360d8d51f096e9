// Operations (issue 15, PRODUCT.md §7): the CPU chart's window and warning line, the sampler's
// cadence and retention, system messages' bounds and the clipboard buttons' texts (seed-spec §8–9).

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

/** The chart's warning line and the note beside it (seed-spec §9). */
export const CPU_WARNING_PERCENT = 80;
export const CPU_WARNING_NOTE = "CPU使用率が80%を超えると管理システムに負荷がかかっています";
/** What the browser's console says when the chart's data cannot be fetched (seed-spec §8). */
export const CPU_FETCH_ERROR_LOG = "Error fetching CPU utilization data";
export const CPU_FETCH_ERROR_MESSAGE =
  "CPU使用率を取得できませんでした。時間をおいて再度お試しください。";

/** A system message's text: one or two sentences on a banner. */
export const SYSTEM_MESSAGE_MAX_LENGTH = 500;

/** Clipboard copy buttons (screen 19): the tooltip after a copy, hidden after 2 seconds. */
export const COPY_SUCCESS_TEXT = "コピーしました!";
export const COPY_FAILURE_TEXT = "失敗しました...";
export const COPY_TOOLTIP_MS = 2_000;
