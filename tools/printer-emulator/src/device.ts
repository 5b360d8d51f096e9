// What the device answers: the failure modes it can be switched to, their code and status bits,
// and the SOAP response envelope.
import { EPOS_PRINT_NAMESPACE, SOAP_NAMESPACE } from "./schema";

export const FAILURE_MODES = ["offline", "cover_open", "paper_end", "timeout", "busy"] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export function isFailureMode(value: unknown): value is FailureMode {
  return (FAILURE_MODES as readonly unknown[]).includes(value);
}

/** Status bits (EPOS.md). */
export const STATUS = {
  printSuccess: 2,
  offline: 8,
  coverOpen: 32,
  paperNearEnd: 131072,
  paperEnd: 524288,
} as const;

/** The roll: full enough, or near its end (the printer still prints, and says so in every answer). */
export const PAPER_STATES = ["ok", "near_end"] as const;
export type PaperState = (typeof PAPER_STATES)[number];

export const isPaperState = (value: unknown): value is PaperState =>
  (PAPER_STATES as readonly unknown[]).includes(value);

/** A battery level on battery power, 0 (empty) to 6 (full); null: on AC with no battery. */
export type BatteryLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const isBatteryLevel = (value: unknown): value is BatteryLevel =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 6;

/** The response's battery attribute: 0 with no battery; 0x31 (on battery) and 0x30 + the level. */
export const batteryAttribute = (level: BatteryLevel | null) =>
  level === null ? 0 : 0x3100 + 0x30 + level;

/** The printer's answer with the roll's state in its bits (the mechanism reports it on every answer). */
export const withPaper = (answer: Answer, paper: PaperState): Answer =>
  paper === "near_end" ? { ...answer, status: answer.status + STATUS.paperNearEnd } : answer;

/** A TM-m30 idle and online, as real devices answer after a print (print-success bit set). */
export const STATUS_PRINTED = 251658262;
/** The same printer having printed nothing. */
const STATUS_IDLE = STATUS_PRINTED & ~STATUS.printSuccess;

export type Answer = { success: boolean; code: string; status: number };

export const PRINTED: Answer = { success: true, code: "", status: STATUS_PRINTED };

/**
 * The answer of a printer in a failure mode. `offline` is a printer whose network interface
 * answers while the print mechanism is offline (a power-cycled or error-waiting head): it prints
 * nothing and, like the device's spooler, reports EX_TIMEOUT at once with the offline bit.
 * (A printer that is switched off answers nothing: stop the emulator to see that.)
 */
export function failureAnswer(mode: FailureMode): Answer {
  switch (mode) {
    case "offline":
      return { success: false, code: "EX_TIMEOUT", status: STATUS_IDLE | STATUS.offline };
    case "cover_open":
      return {
        success: false,
        code: "EPTR_COVER_OPEN",
        status: STATUS_IDLE | STATUS.coverOpen | STATUS.offline,
      };
    case "paper_end":
      return {
        success: false,
        code: "EPTR_REC_EMPTY",
        status: STATUS_IDLE | STATUS.paperEnd | STATUS.offline,
      };
    case "timeout":
      return { success: false, code: "EX_TIMEOUT", status: STATUS_IDLE | STATUS.offline };
    case "busy":
      return { success: false, code: "EX_DEVICE_BUSY", status: STATUS_IDLE };
  }
}

export const SCHEMA_ERROR: Answer = { success: false, code: "SchemaError", status: STATUS_IDLE };
export const DEVICE_NOT_FOUND: Answer = { success: false, code: "DeviceNotFound", status: 0 };
export const TOO_LARGE: Answer = { success: false, code: "RequestEntityTooLarge", status: 0 };

/** The SOAP answer; the printjobid is echoed back when the request carried one. */
export function responseXml(answer: Answer, printjobid: string | null, battery = 0): string {
  const job = printjobid ? `<printjobid>${printjobid}</printjobid>` : "";
  const attributes = `xmlns="${EPOS_PRINT_NAMESPACE}" success="${answer.success}" code="${answer.code}" status="${answer.status}" battery="${battery}"`;
  const response = job ? `<response ${attributes}>${job}</response>` : `<response ${attributes}/>`;
  return `<?xml version="1.0" encoding="utf-8"?>\n<s:Envelope xmlns:s="${SOAP_NAMESPACE}"><s:Body>${response}</s:Body></s:Envelope>`;
}
