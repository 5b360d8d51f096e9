// One paper: claim the job (this tablet prints it), send its stored ePOS envelope to the printer on
// the LAN, report the printer's answer. Used by the print flow and the board's 再印刷 alike, so a
// retry always prints the same job and never a new one.
import type { Printer } from "@lounge-office/domain/printers";
import {
  PRINT_JOB_PRINTED_MESSAGE,
  type PrintJob,
  receiptsApi,
} from "@lounge-office/domain/receipts";
import { ApiError, call, errorMessage } from "../../../lib/api-client";
import {
  EPOS_NETWORK,
  type EposOutcome,
  printerFailureText,
  sendEpos,
} from "../../../lib/epos-transport";
import { markTabletPrints } from "../../../lib/printer-monitor";
import { t } from "../messages";

export type PaperOutcome =
  | { kind: "printed"; job: PrintJob }
  /** The printer (or the way to it) failed: `message` names the device's code. */
  | { kind: "failed"; job: PrintJob; code: string; message: string }
  /** The server refused the claim (409: printed already, or another tablet is printing it). */
  | { kind: "refused"; job: PrintJob; message: string; conflict: boolean }
  /** Another device (the board's 再印刷) printed this paper already: nothing to send. */
  | { kind: "printed_elsewhere"; job: PrintJob };

/** sendEpos never rejects by design; this also survives a transport that throws, as a network failure. */
async function sendToPrinter(printer: Printer, xml: string): Promise<EposOutcome> {
  try {
    return await sendEpos(printer, "print", xml);
  } catch {
    return {
      ok: false,
      code: EPOS_NETWORK,
      status: 0,
      message: t("printerUnreachable"),
      response: null,
    };
  }
}

export async function printPaper(job: PrintJob, printer: Printer): Promise<PaperOutcome> {
  let claimed: PrintJob;
  try {
    // A 409: printed already, or another tablet is printing it; shown, never forced.
    claimed = await call(receiptsApi.claimJob, { params: { id: job.id } });
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409;
    if (conflict && error.message === PRINT_JOB_PRINTED_MESSAGE) {
      return { kind: "printed_elsewhere", job };
    }
    return { kind: "refused", job, message: errorMessage(error), conflict };
  }
  const outcome = await sendToPrinter(printer, claimed.xml);
  try {
    await call(receiptsApi.reportJob, {
      params: { id: job.id },
      // The status bits go as a digit string: up to 2³²−1 (spooler stopped) must survive JSON.
      body: {
        print_job: { success: outcome.ok, code: outcome.code, status: String(outcome.status) },
      },
    });
  } catch {
    // The paper's fate is known here even if the server did not hear it: the job stays "printing"
    // and the board lists it as 結果不明 after a while, where a manager can check and dismiss it.
  }
  if (outcome.ok) {
    // A tablet that prints watches its printer from now on (the board's printer monitor).
    markTabletPrints(claimed.lounge_id);
    return { kind: "printed", job: claimed };
  }
  return {
    kind: "failed",
    job: claimed,
    code: outcome.code,
    message: printerFailureText(outcome.code, outcome.message),
  };
}
