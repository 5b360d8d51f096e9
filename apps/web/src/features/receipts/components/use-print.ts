// The print flow of one settlement on this tablet: POST /print_jobs once per action (one
// Idempotency-Key), then paper by paper claim → printer → result, and after the first printed paper
// the original system's receipt log. A printer failure stops the remaining papers; 再印刷 resumes THE SAME jobs
// (a lost create answer is re-sent under the same key, which the server answers with the same jobs).
import type { Printer } from "@lounge-office/domain/printers";
import { type PrintJob, type PrintJobCreate, receiptsApi } from "@lounge-office/domain/receipts";
import type { ReceiptType } from "@lounge-office/domain/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { ApiError, call, errorMessage } from "../../../lib/api-client";
import { contractKey } from "../../../lib/contract-query";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { t } from "../messages";
import { printPaper } from "./print-paper";

/** What to print, without the settlement and the printer (the hook adds them). */
export type PrintChoice = Omit<PrintJobCreate["print_job"], "accounting_log_id" | "printer_id">;

export type PrintPhase =
  | { kind: "idle" }
  | { kind: "creating" }
  | { kind: "sending"; paper: number; total: number }
  | { kind: "printed"; total: number }
  | {
      kind: "failed";
      message: string;
      /** The device's code ("" when the server refused). */
      code: string;
      /** 再印刷 is offered: the same jobs (or the same create request) can be sent again. */
      retryable: boolean;
    };

/** One user action (a receipt, or a formal receipt with its split) and how far it got. */
type Action = {
  accountingLogId: number;
  body: PrintJobCreate;
  receiptType: ReceiptType;
  idempotencyKey: string;
  jobs: PrintJob[] | null;
  printed: Set<number>;
  logSent: boolean;
};

export function usePrint({
  accountingLogId,
  printer,
}: {
  accountingLogId: number;
  printer: Printer | null;
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PrintPhase>({ kind: "idle" });
  const [logFailed, setLogFailed] = useState(false);
  // Rapid taps: the state update that disables the buttons lands after the second tap's handler.
  const busy = useRef(false);
  const action = useRef<Action | null>(null);
  const printerRef = useRef(printer);
  printerRef.current = printer;

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: contractKey(receiptsApi.listJobs) });
    void queryClient.invalidateQueries({
      queryKey: contractKey(receiptsApi.listLogs, {
        query: { accounting_log_id: accountingLogId },
      }),
    });
  }, [queryClient, accountingLogId]);

  /** The jobs of the action (created now, or already); the error's message when there are none. */
  const ensureJobs = useCallback(async (current: Action): Promise<string | null> => {
    if (current.jobs) return null;
    setPhase({ kind: "creating" });
    try {
      // One job per paper, the envelope built once on the server; the same key sent again (a retry
      // after a lost answer) returns the same jobs.
      const { print_jobs } = await call(receiptsApi.createJobs, {
        body: current.body,
        headers: { "Idempotency-Key": current.idempotencyKey },
      });
      current.jobs = [...print_jobs].sort((a, b) => a.index - b.index);
      return null;
    } catch (error) {
      const message = errorMessage(error);
      // The server answered and created nothing (403 reissue, 422 split): a new action is needed.
      // After a network failure or a 5xx the outcome is unknown: 再印刷 re-sends the same key.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (refused) action.current = null;
      setPhase({ kind: "failed", message, code: "", retryable: !refused });
      return message;
    }
  }, []);

  const sendPapers = useCallback(
    async (current: Action) => {
      const jobs = current.jobs ?? [];
      const target = printerRef.current;
      for (const [i, job] of jobs.entries()) {
        if (current.printed.has(job.id)) continue;
        if (!target) {
          setPhase({
            kind: "failed",
            message: t("choosePrinter"),
            code: "",
            retryable: true,
          });
          return;
        }
        setPhase({ kind: "sending", paper: i + 1, total: jobs.length });
        const outcome = await printPaper(job, target);
        if (outcome.kind === "printed_elsewhere") {
          // Printed from the board meanwhile (which also logged a first paper): go on to the next.
          current.printed.add(job.id);
          if (job.index === 1) current.logSent = true;
          continue;
        }
        if (outcome.kind !== "printed") {
          setPhase({
            kind: "failed",
            message: outcome.message,
            code: outcome.kind === "failed" ? outcome.code : "",
            retryable: true,
          });
          refresh();
          return;
        }
        current.printed.add(job.id);
        if (!current.logSent) {
          // Once per action, whatever happens: a second post_receipt log would be a reissue.
          current.logSent = true;
          try {
            await call(receiptsApi.createLog, {
              body: {
                receipt_log: {
                  accounting_log_id: current.accountingLogId,
                  receipt_type: current.receiptType,
                },
              },
            });
          } catch {
            setLogFailed(true);
          }
        }
      }
      action.current = null;
      setPhase({ kind: "printed", total: jobs.length });
      refresh();
    },
    [refresh],
  );

  /**
   * Starts a print action. Resolves once its jobs exist (printing goes on) with null, or with the
   * server's message when it refused (a dialog keeps its inputs and shows it).
   */
  const print = useCallback(
    async (choice: PrintChoice): Promise<string | null> => {
      const target = printerRef.current;
      if (busy.current || !target) return null;
      busy.current = true;
      setLogFailed(false);
      const current: Action = {
        accountingLogId,
        body: {
          print_job: { ...choice, accounting_log_id: accountingLogId, printer_id: target.id },
        },
        receiptType: choice.receipt_type,
        idempotencyKey: newIdempotencyKey(),
        jobs: null,
        printed: new Set(),
        logSent: false,
      };
      action.current = current;
      const refused = await ensureJobs(current);
      if (refused !== null) {
        busy.current = false;
        return refused;
      }
      void sendPapers(current).finally(() => {
        busy.current = false;
      });
      return null;
    },
    [accountingLogId, ensureJobs, sendPapers],
  );

  /** 再印刷: the same action again, from the paper that failed, with the same jobs. */
  const retry = useCallback(async () => {
    const current = action.current;
    if (busy.current || !current) return;
    busy.current = true;
    try {
      if ((await ensureJobs(current)) === null) await sendPapers(current);
    } finally {
      busy.current = false;
    }
  }, [ensureJobs, sendPapers]);

  const working = phase.kind === "creating" || phase.kind === "sending";
  return { phase, logFailed, working, print, retry };
}
