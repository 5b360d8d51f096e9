// The printer message area (progress, 印刷しました, the receipt log's failure in the original system's words)
// and the red alert of a failed paper with 再印刷.
import type { Printer } from "@lounge-office/domain/printers";
import { RECEIPT_LOG_FAILED_MESSAGE } from "@lounge-office/domain/receipts";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { EPOS_NETWORK, EPOS_NO_ANSWER, EPOS_PAGE_RELOAD } from "../../../lib/epos-transport";
import { ReloadPrompt } from "../../../lib/reload-prompt";
import type { PrintPhase } from "./use-print";

function messageOf(phase: PrintPhase, logFailed: boolean): string {
  if (phase.kind === "creating") return "送信中…";
  if (phase.kind === "sending") return `送信中… ${phase.paper}/${phase.total}`;
  // The original system's text, alone: the papers are out, only the record is missing.
  if (logFailed) return RECEIPT_LOG_FAILED_MESSAGE;
  if (phase.kind === "printed")
    return phase.total > 1 ? `印刷しました（${phase.total}枚）` : "印刷しました";
  return "";
}

export function PrinterMessage({ phase, logFailed }: { phase: PrintPhase; logFailed: boolean }) {
  const text = messageOf(phase, logFailed);
  return (
    <Text
      role="status"
      data-testid="printer-message"
      c={logFailed && text === RECEIPT_LOG_FAILED_MESSAGE ? "red" : undefined}
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

export function PrintFailure({ phase, printer, onRetry, retrying }: FailureProps) {
  // Nothing was sent: the printer moved since this page loaded, and only a reload reaches it.
  if (phase.code === EPOS_PAGE_RELOAD) return <ReloadPrompt />;
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle />}
      title="印刷できませんでした"
      data-testid="print-failure"
    >
      <Stack gap="xs">
        <Text size="sm">{phase.message}</Text>
        <Text size="sm">
          会計は保存されています。{phase.retryable && "プリンターを確認して再印刷してください。"}
        </Text>
        {unreachable(phase.code) && printer?.scheme === "https" && (
          <Text size="sm">
            このタブレットでプリンターの証明書を許可していない場合は、
            <Anchor href={printer.origin} target="_blank" rel="noreferrer">
              {printer.origin}
            </Anchor>
            を開いて許可してから再印刷してください。
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
            再印刷
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
