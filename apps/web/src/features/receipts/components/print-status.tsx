// The printer message area (progress, 印刷しました, the receipt log's failure in the original system's words)
// and the red alert of a failed paper with 再印刷.
import type { Printer } from "@lounge-office/domain/printers";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { EPOS_NETWORK, EPOS_NO_ANSWER, EPOS_PAGE_RELOAD } from "../../../lib/epos-transport";
import { ReloadPrompt } from "../../../lib/reload-prompt";
import { t } from "../messages";
import type { PrintPhase } from "./use-print";

/** The original system's text (the domain's RECEIPT_LOG_FAILED_MESSAGE in Japanese). */
const LOG_FAILED = t("logFailed");

function messageOf(phase: PrintPhase, logFailed: boolean): string {
  if (phase.kind === "creating") return t("sending");
  if (phase.kind === "sending") {
    return t("sendingPaper", { paper: phase.paper, total: phase.total });
  }
  // The original system's text, alone: the papers are out, only the record is missing.
  if (logFailed) return LOG_FAILED;
  if (phase.kind === "printed") {
    return phase.total > 1 ? t("printedPapers", { count: phase.total }) : t("printed");
  }
  return "";
}

export function PrinterMessage({ phase, logFailed }: { phase: PrintPhase; logFailed: boolean }) {
  const text = messageOf(phase, logFailed);
  return (
    <Text
      role="status"
      data-testid="printer-message"
      c={logFailed && text === LOG_FAILED ? "red" : undefined}
      fw={600}
      mih={24}
    >
      {text}
    </Text>
  );
}

type FailureProps = {
  phase: Extract<PrintPhase, { kind: "failed" }>;
  printer: Printer | null;
  onRetry: () => void;
  retrying: boolean;
};

/** An HTTPS printer that cannot be reached is most often one whose certificate this tablet never accepted. */
const unreachable = (code: string) => code === EPOS_NETWORK || code === EPOS_NO_ANSWER;

/** The words around the printer's address in the certificate hint. */
const [certificateBefore, certificateAfter] = t.around("failure.certificate", "link");

export function PrintFailure({ phase, printer, onRetry, retrying }: FailureProps) {
  // Nothing was sent: the printer moved since this page loaded, and only a reload reaches it.
  if (phase.code === EPOS_PAGE_RELOAD) return <ReloadPrompt />;
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle />}
      title={t("printFailed")}
      data-testid="print-failure"
    >
      <Stack gap="xs">
        <Text size="sm">{phase.message}</Text>
        <Text size="sm">{phase.retryable ? t("failure.savedRetry") : t("failure.saved")}</Text>
        {unreachable(phase.code) && printer?.scheme === "https" && (
          <Text size="sm">
            {certificateBefore}
            <Anchor href={printer.origin} target="_blank" rel="noreferrer">
              {printer.origin}
            </Anchor>
            {certificateAfter}
          </Text>
        )}
        {phase.retryable && (
          <Button
            color="red"
            size="lg"
            leftSection={<IconRefresh />}
            onClick={onRetry}
            loading={retrying}
            style={{ alignSelf: "flex-start" }}
          >
            {t("reprint")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
