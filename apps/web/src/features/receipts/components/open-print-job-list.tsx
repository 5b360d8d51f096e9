// The board's list of papers that did not print (failed, or sent with no answer for long): each can
// be printed again here (the same job: claim → printer → result) or, by a manager, dismissed once
// confirmed. Each shows its job id (the printer's printjobid) with a copy button (screen 19), for a support call.
// Loaded by OpenPrintJobs only when staff unfold its line: printing code stays off a first visit.
import { type PrintJob, receiptsApi } from "@lounge-office/domain/receipts";
import { roleHolds } from "@lounge-office/domain/shared";
import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { IconPrinter, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { call, errorMessage } from "../../../lib/api-client";
import { contractKey, useContractMutation } from "../../../lib/contract-query";
import { CopyableValue } from "../../../lib/copy-button";
import { pageAllowsOrigin } from "../../../lib/page-policy";
import { readRememberedPrinter, usePrinters } from "../../../lib/printers";
import { ReloadPrompt } from "../../../lib/reload-prompt";
import { useSession } from "../../../lib/session";
import { paperLabel, t } from "../messages";
import { PrintJobDismissModal } from "./print-job-dismiss-modal";
import { printPaper } from "./print-paper";

/** A job still `printing` on the server: it was sent and never answered (結果不明). */
const unknownOutcome = (job: PrintJob) => job.status === "printing";
const statusText = (job: PrintJob) =>
  unknownOutcome(job) ? t("job.unknown") : job.message || job.code || t("job.failed");

const JOB_ID = t("job.id");
const REPRINT = t("reprint");
const CHECKED_REPRINT = t("job.checkedReprint");
const DISMISS = t("job.dismiss");

type RowNote = { jobId: number; text: string; error: boolean };

export function OpenPrintJobList({ loungeId, list }: { loungeId: number; list: PrintJob[] }) {
  const session = useSession().data;
  const printers = usePrinters(loungeId);
  // 破棄 (managers): the list is read again whatever the answer.
  const dismiss = useContractMutation(receiptsApi.dismissJob, {
    input: (id: number) => ({ params: { id }, body: {} }),
    onSettled: (_data, _error, _id, _r, { client }) =>
      client.invalidateQueries({ queryKey: contractKey(receiptsApi.listJobs) }),
  });
  const queryClient = useQueryClient();
  const [working, setWorking] = useState<number | null>(null);
  const [note, setNote] = useState<RowNote | null>(null);
  // A paper whose outcome is unknown may have printed: the first tap asks to check the printer.
  const [confirming, setConfirming] = useState<number | null>(null);
  const [dismissing, setDismissing] = useState<PrintJob | null>(null);
  const busy = useRef(false);

  const canDismiss = session ? roleHolds(session.staff.role, "accounting.correct") : false;
  const receiptPrinters = (printers.data ?? []).filter((p) => p.kind === "printer");
  // The job's own printer when it still exists, else this tablet's choice, else the first.
  const printerFor = (job: PrintJob) =>
    receiptPrinters.find((p) => p.id === job.printer_id) ??
    receiptPrinters.find((p) => p.id === readRememberedPrinter(loungeId)) ??
    receiptPrinters[0] ??
    null;

  const reprint = async (job: PrintJob) => {
    const printer = printerFor(job);
    if (busy.current) return;
    if (unknownOutcome(job) && confirming !== job.id) {
      setConfirming(job.id);
      return;
    }
    setConfirming(null);
    if (!printer) {
      setNote({ jobId: job.id, text: t("job.noPrinter"), error: true });
      return;
    }
    busy.current = true;
    setWorking(job.id);
    setNote({ jobId: job.id, text: t("sending"), error: false });
    try {
      const outcome = await printPaper(job, printer);
      if (outcome.kind === "printed_elsewhere") {
        setNote({ jobId: job.id, text: t("job.printedElsewhere"), error: false });
        return;
      }
      if (outcome.kind !== "printed") {
        setNote({ jobId: job.id, text: outcome.message, error: true });
        return;
      }
      setNote({ jobId: job.id, text: t("printed"), error: false });
      // The first paper of an action carries the original system's receipt log; when it failed here first,
      // nothing was logged yet.
      const logId = job.accounting_log_id;
      if (job.index === 1 && logId !== null && job.receipt_type !== "daily_report") {
        try {
          await call(receiptsApi.createLog, {
            body: {
              receipt_log: {
                accounting_log_id: logId,
                receipt_type: job.receipt_type,
              },
            },
          });
        } catch {
          setNote({ jobId: job.id, text: t("logFailed"), error: true });
        }
        void queryClient.invalidateQueries({
          queryKey: contractKey(receiptsApi.listLogs, {
            query: { accounting_log_id: logId },
          }),
        });
      }
    } finally {
      busy.current = false;
      setWorking(null);
      void queryClient.invalidateQueries({ queryKey: contractKey(receiptsApi.listJobs) });
    }
  };

  const confirmDismiss = (job: PrintJob) =>
    dismiss.mutate(job.id, {
      onSettled: () => setDismissing(null),
      onError: (error) => setNote({ jobId: job.id, text: errorMessage(error), error: true }),
    });

  return (
    // Inside OpenPrintJobs' notice, whose line says how many papers these are.
    <Box data-testid="open-print-job-list">
      <Stack gap={6}>
        {list.some((job) => {
          const printer = printerFor(job);
          return printer !== null && !pageAllowsOrigin(printer.origin);
        }) && <ReloadPrompt />}
        {list.map((job) => (
          <Group key={job.id} justify="space-between" gap="xs" data-job-id={job.id}>
            <Stack gap={0} style={{ flex: 1, minWidth: 200 }}>
              <Text size="sm" fw={600}>
                {job.reissue ? t("paper.reissued", { paper: paperLabel(job) }) : paperLabel(job)}
              </Text>
              <Text size="sm" c="red">
                {statusText(job)}
              </Text>
              <Text size="xs" c="dimmed" data-testid="print-job-id">
                {JOB_ID} <CopyableValue value={job.printjobid} label={JOB_ID} />
              </Text>
              {note?.jobId === job.id && (
                <Text size="sm" role="status" c={note.error ? "red" : undefined}>
                  {note.text}
                </Text>
              )}
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button
                color="red"
                mih={44}
                leftSection={<IconPrinter size={18} />}
                onClick={() => void reprint(job)}
                loading={working === job.id}
                disabled={working !== null && working !== job.id}
              >
                {confirming === job.id ? CHECKED_REPRINT : REPRINT}
              </Button>
              {canDismiss && (
                <Button
                  variant="default"
                  mih={44}
                  leftSection={<IconTrash size={18} />}
                  loading={dismiss.isPending && dismiss.variables === job.id}
                  disabled={working === job.id}
                  onClick={() => setDismissing(job)}
                >
                  {DISMISS}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <PrintJobDismissModal
        job={dismissing}
        pending={dismiss.isPending}
        onConfirm={confirmDismiss}
        onClose={() => setDismissing(null)}
      />
    </Box>
  );
}
