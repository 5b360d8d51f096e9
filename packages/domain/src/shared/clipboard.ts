// The clipboard copy buttons' texts and timing, the same wherever a value can be copied.

/** Clipboard copy buttons (screen 19): the tooltip after a copy, hidden after 2 seconds. */
export const COPY_SUCCESS_TEXT = "コピーしました!";
export const COPY_FAILURE_TEXT = "失敗しました...";
export const COPY_TOOLTIP_MS = 2_000;
