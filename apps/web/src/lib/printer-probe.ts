// Asking a configured device for its status from this tablet, and reading the answer as the original system's
// device statuses: ONLINE (it answered and is ready), OFFLINE (it answered with a failure),
// UNKNOWN (no answer at all: unreachable, or its certificate not yet accepted on this tablet).
import type { Printer } from "@lounge-office/domain/printers";
import {
  EPOS_PROBE_TIMEOUT_MS,
  eposDisplayXml,
  eposPrinterCondition,
  eposProbeXml,
} from "@lounge-office/domain/shared";
import { t } from "./device-messages";
import {
  EPOS_MIXED_CONTENT,
  EPOS_NETWORK,
  EPOS_NO_ANSWER,
  EPOS_PAGE_RELOAD,
  type EposOutcome,
  sendEpos,
} from "./epos-transport";

export type DeviceStatus = "ONLINE" | "OFFLINE" | "UNKNOWN";

/** Our code for a request this tablet could not even build: the device was never asked. */
export const EPOS_CLIENT_ERROR = "CLIENT_ERROR";

/** Codes meaning the device never answered (UNKNOWN, not OFFLINE). */
const NO_ANSWER_CODES = new Set([
  EPOS_NETWORK,
  EPOS_NO_ANSWER,
  EPOS_CLIENT_ERROR,
  EPOS_PAGE_RELOAD,
  EPOS_MIXED_CONTENT,
]);

/** The original system's deviceType of a configured device. */
export const deviceTypeOf = (printer: Pick<Printer, "kind">) =>
  printer.kind === "display" ? "type_display" : "type_printer";

export const statusOf = (outcome: EposOutcome): DeviceStatus =>
  outcome.ok ? "ONLINE" : NO_ANSWER_CODES.has(outcome.code) ? "UNKNOWN" : "OFFLINE";

/**
 * A printer's answer to the probe read as the status monitor reads it: one that answers an empty
 * job with success while offline, its cover open or out of paper cannot print the next receipt.
 */
export function readProbe(outcome: EposOutcome, kind: Printer["kind"]): EposOutcome {
  if (kind === "display" || !outcome.ok) return outcome;
  const condition = eposPrinterCondition(outcome.status);
  if (condition.ready) return outcome;
  return {
    ...outcome,
    ok: false,
    message: t("cannotPrint", { problems: condition.problems.join(t("problemSeparator")) }),
  };
}

/** Whether an answer says the roll is near its end (it still prints: a warning). */
export const paperNearEnd = (outcome: EposOutcome) =>
  outcome.response !== null && eposPrinterCondition(outcome.status).paperNearEnd;

/**
 * Sends an empty job (a printer) or a blank screen (a display): neither prints nor changes what
 * a customer sees for long, and both make the device answer with its status.
 */
export async function probeDevice(printer: Printer, signal?: AbortSignal): Promise<EposOutcome> {
  const display = printer.kind === "display";
  try {
    const outcome = await sendEpos(
      printer,
      display ? "display" : "print",
      display ? eposDisplayXml([]) : eposProbeXml(),
      { timeoutMs: EPOS_PROBE_TIMEOUT_MS, signal },
    );
    return readProbe(outcome, printer.kind);
  } catch (error) {
    // sendEpos never rejects; only building the envelope could, and a probe must still end in a row.
    console.error("printer probe", error);
    return {
      ok: false,
      code: EPOS_CLIENT_ERROR,
      status: 0,
      message: t("probeUnbuilt"),
      response: null,
    };
  }
}
