// The Epson ePOS facts our code relies on: the service's timeout, the display's size, the job id's
// shape, every result code the device, the SDK and our browser transport can report, and the
// response's status bits.

/** The service's own timeout (`timeout=` of service.cgi): 60000 ms when omitted, at most 300000 ms. */
export const EPOS_DEFAULT_TIMEOUT_MS = 60_000;
export const EPOS_MAX_TIMEOUT_MS = 300_000;

/**
 * The printer monitor: how often a tablet asks a printer for its status (an empty job), and how long
 * it waits for an answer — the original system's device constants (monitor interval 3,000 ms, from
 * 1,000 to 6,000 ms; device probe timeout 10,000 ms).
 */
export const EPOS_MONITOR_INTERVAL_MS = { default: 3_000, min: 1_000, max: 6_000 } as const;
export const EPOS_PROBE_TIMEOUT_MS = 10_000;

/** The customer display: 44 columns × 19 rows. */
export const EPOS_DISPLAY = { columns: 44, rows: 19 } as const;

/** `printjobid`: 1–30 letters, digits, `_`, `.` or `-` (the device refuses anything else). */
export const EPOS_PRINT_JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,30}$/;

/** `code` of an ePOS-Print response: printer errors. */
export const EPOS_PRINTER_ERROR_CODES = [
  "EPTR_AUTOMATICAL",
  "EPTR_BATTERY_LOW",
  "EPTR_COVER_OPEN",
  "EPTR_CUTTER",
  "EPTR_MECHANICAL",
  "EPTR_REC_EMPTY",
  "EPTR_UNRECOVERABLE",
] as const;

/** `code` of an ePOS-Print response: the service's own errors. */
export const EPOS_SERVICE_ERROR_CODES = [
  "SchemaError",
  "DeviceNotFound",
  "PrintSystemError",
  "EX_BADPORT",
  "EX_TIMEOUT",
  "EX_SPOOLER",
  "EX_DEVICE_BUSY",
  "EX_ENPC_TIMEOUT",
] as const;

/** `code` of an ePOS-Print response: the spooler's (print jobs with printjobid). */
export const EPOS_SPOOLER_CODES = [
  "JobNotFound",
  "Printing",
  "JobSpooling",
  "TooManyRequests",
  "RequestEntityTooLarge",
] as const;

/** Further codes a printer's service answers: a printed paper still at the exit, a value refused. */
export const EPOS_OTHER_SERVICE_CODES = ["ERROR_WAIT_EJECT", "EX_INVALID_VALUE"] as const;

/**
 * `code` of a customer display's answer (`/cgi-bin/eposDisp/service.cgi`). A display code this
 * list does not name still reads as the display's error (eposMessage goes by the `EDSP_` prefix).
 */
export const EPOS_DISPLAY_CODES = ["EDSP_NOT_FOUND", "EDSP_DISCONNECT", "EDSP_SYSTEM"] as const;

/** The SDK's device result codes (ERROR_PARAMMETER is the SDK's own spelling). */
export const EPOS_DEVICE_RESULT_CODES = [
  "SUCCESS",
  "CANCEL",
  "ERROR_PARAMMETER",
  "ERROR_COMMAND",
  "ERROR_DEVICE_NOT_FOUND",
  "ERROR_DEVICE_BUSY",
  "ERROR_NOT_SUPPORTED",
  "ERROR_COVER_OPEN",
  "ERROR_TIMEOUT",
  "ERROR_AUTOMATICAL",
  "ERROR_UNRECOVERABLE",
  "ERROR_BADPORT",
  "SYSTEM_ERROR",
] as const;

/** The SDK's printer-specific result codes. */
export const EPOS_PRINTER_RESULT_CODES = [
  "ERROR_CUTTER",
  "ERROR_MECHANICAL",
  "ERROR_RECEIPT_END",
  "ERROR_PAPER_JAM",
  "ERROR_NOISE_DETECTED",
] as const;

/** The SDK's connect results. */
export const EPOS_CONNECT_RESULTS = [
  "OK",
  "SSL_CONNECT_OK",
  "ERROR_PARAMETER",
  "ERROR_TIMEOUT",
  "ERROR_SYSTEM",
] as const;

/** The SDK's device-open results. */
export const EPOS_DEVICE_OPEN_RESULTS = [
  "DEVICE_IN_USE",
  "DEVICE_OPEN_ERROR",
  "DEVICE_NOT_OPEN",
  "DEVICE_NOT_FOUND",
  "ERROR_PARAMETER",
] as const;

/** Our browser transport's codes (apps/web/src/lib/epos-transport.ts); `HTTP_<status>` besides. */
export const EPOS_BROWSER_CODES = [
  "NETWORK",
  "NETWORK_TIMEOUT",
  "BAD_RESPONSE",
  /** The page was served before the printer's address changed: its CSP does not let it connect. */
  "PAGE_RELOAD",
  /** An http printer from a page served over https: the browser blocks it (mixed content). */
  "MIXED_CONTENT",
] as const;

/** Every named code eposMessage explains (HTTP_<n> is a pattern, not listed). */
export const EPOS_ALL_CODES = [
  ...EPOS_PRINTER_ERROR_CODES,
  ...EPOS_SERVICE_ERROR_CODES,
  ...EPOS_SPOOLER_CODES,
  ...EPOS_OTHER_SERVICE_CODES,
  ...EPOS_DISPLAY_CODES,
  ...EPOS_DEVICE_RESULT_CODES,
  ...EPOS_PRINTER_RESULT_CODES,
  ...EPOS_CONNECT_RESULTS,
  ...EPOS_DEVICE_OPEN_RESULTS,
  ...EPOS_BROWSER_CODES,
] as const;
export type EposCode = (typeof EPOS_ALL_CODES)[number];

/**
 * The response's `status` bits a receipt printer sets with a meaning (a decimal OR, up to 2^31:
 * tested without 32-bit bit operations). Bits 0x01000000–0x08000000 (buzzer, label states) mean
 * something only on devices they apply to (label printers); receipt printers answer with all four
 * set — a TM printer's documented idle answer is 251658262 (0x0F000016) — so they are not read.
 */
export const EPOS_STATUS_BITS = [
  { bit: 1, name: "NO_RESPONSE", label: "プリンターから応答がありません", error: true },
  { bit: 2, name: "PRINT_SUCCESS", label: "印刷完了", error: false },
  {
    bit: 4,
    name: "DRAWER_KICK",
    label: "ドロワーキック（またはバッテリーオフライン）",
    error: false,
  },
  { bit: 8, name: "OFF_LINE", label: "オフライン", error: true },
  { bit: 32, name: "COVER_OPEN", label: "カバーが開いています", error: true },
  { bit: 64, name: "PAPER_FEED", label: "紙送り中", error: false },
  { bit: 256, name: "WAIT_ON_LINE", label: "オンライン復帰待ち", error: true },
  { bit: 512, name: "PANEL_SWITCH", label: "パネルスイッチ操作中", error: false },
  { bit: 1024, name: "MECHANICAL_ERR", label: "メカニカルエラー", error: true },
  { bit: 2048, name: "AUTOCUTTER_ERR", label: "オートカッターエラー", error: true },
  { bit: 8192, name: "UNRECOVER_ERR", label: "復帰不可能エラー", error: true },
  { bit: 16384, name: "AUTORECOVER_ERR", label: "自動復帰エラー", error: true },
  { bit: 131072, name: "RECEIPT_NEAR_END", label: "用紙残り少", error: false },
  { bit: 524288, name: "RECEIPT_END", label: "用紙切れ", error: true },
  { bit: 2147483648, name: "SPOOLER_STOPPED", label: "スプーラー停止中", error: true },
] as const;
export type EposStatusBit = (typeof EPOS_STATUS_BITS)[number];
