// Screen 10's receipt buttons for a settlement: the printer, 「レシートを印刷」, 「領収書を発行」 (or
// 再発行 for managers once one was issued; disabled for staff), the printer message area and the
// failure alert with 再印刷, then the settlement's 発行履歴. The server builds every paper; this tablet
// only carries it to the printer.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { receiptsApi } from "@lounge-office/domain/receipts";
import { roleHolds } from "@lounge-office/domain/shared";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileInvoice, IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { contractQuery } from "../../../lib/contract-query";
import { pageAllowsOrigin } from "../../../lib/page-policy";
import { useChosenPrinter } from "../../../lib/printers";
import { ReloadPrompt } from "../../../lib/reload-prompt";
import { useSession } from "../../../lib/session";
import { t } from "../messages";
import { FormalReceiptDialog } from "./formal-receipt-dialog";
import { PrinterMessage, PrintFailure } from "./print-status";
import { PrinterPicker } from "./printer-picker";
import { ReceiptHistory } from "./receipt-history";
import { usePrint } from "./use-print";

type Props = {
  /** The settlement's rows (one per group); the first stands for the settlement. */
  accountingLogs: AccountingLog[];
  /** Right after settling: the first receipt of a cash payment also opens the cash drawer. */
  drawer?: boolean;
};

export function ReceiptActions({ accountingLogs, drawer = false }: Props) {
  const first = accountingLogs[0];
  if (!first) return null;
  return <SettlementReceipts log={first} drawer={drawer} />;
}

function SettlementReceipts({ log, drawer }: { log: AccountingLog; drawer: boolean }) {
  const session = useSession().data;
  const printers = useChosenPrinter(log.lounge_id);
  // What was printed for the settlement, and every job of it (any state): whether a formal
  // receipt is issued already (a logged one disables 領収書を発行 for staff; managers reissue).
  const logs = useQuery(
    contractQuery(receiptsApi.listLogs, { query: { accounting_log_id: log.id } }),
  );
  const jobs = useQuery(
    contractQuery(receiptsApi.listJobs, {
      query: { lounge_id: log.lounge_id, status: "all", accounting_log_id: log.id },
    }),
  );
  const flow = usePrint({ accountingLogId: log.id, printer: printers.printer });
  const [dialogOpen, setDialogOpen] = useState(false);
  // The drawer opens once, with the first receipt after settling, not with every reprint.
  const drawerUsed = useRef(!drawer);

  const canReissue = session ? roleHolds(session.staff.role, "accounting.correct") : false;
  const postLogged = (logs.data?.receipt_logs ?? []).some((l) => l.receipt_type === "post_receipt");
  // The server counts an issuance from its jobs too (one that failed or is still printing): staff
  // finish it with 再印刷 rather than start a second one, which the server would refuse.
  const postIssued =
    postLogged ||
    (jobs.data?.print_jobs ?? []).some(
      (job) => job.receipt_type === "post_receipt" && job.status !== "dismissed",
    );
  const blocked = !printers.printer || flow.working;
  const postDisabled = blocked || logs.isPending || jobs.isPending || (postIssued && !canReissue);

  const printReceipt = () => {
    const openDrawer = !drawerUsed.current && log.cash > 0;
    drawerUsed.current = true;
    void flow.print({ receipt_type: "receipt", ...(openDrawer ? { drawer: true } : {}) });
  };

  return (
    <Paper withBorder p="sm" data-testid="receipt-actions">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("actions.heading")}
        </Title>
        <PrinterPicker
          list={printers.list}
          printer={printers.printer}
          onChoose={printers.choose}
          loading={printers.query.isPending}
          error={printers.query.isError ? printers.query.error : null}
          disabled={flow.working}
        />
        {printers.printer &&
          !pageAllowsOrigin(printers.printer.origin) &&
          flow.phase.kind !== "failed" && <ReloadPrompt />}
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button size="lg" leftSection={<IconReceipt />} onClick={printReceipt} disabled={blocked}>
            {t("actions.printReceipt")}
          </Button>
          <Button
            size="lg"
            variant="light"
            leftSection={<IconFileInvoice />}
            onClick={() => setDialogOpen(true)}
            disabled={postDisabled}
            data-reissue={postIssued && canReissue}
          >
            {postIssued && canReissue ? t("formal.reissue") : t("formal.issue")}
          </Button>
        </Group>
        {postIssued && !canReissue && (
          <Text size="sm" c="dimmed" data-testid="post-receipt-issued">
            {t("actions.issued")}
          </Text>
        )}
        <PrinterMessage phase={flow.phase} logFailed={flow.logFailed} />
        {flow.phase.kind === "failed" && (
          <PrintFailure
            phase={flow.phase}
            printer={printers.printer}
            onRetry={() => void flow.retry()}
            retrying={flow.working}
          />
        )}
        {session && (
          <ReceiptHistory jobs={jobs.data?.print_jobs ?? []} timeZone={session.lounge.time_zone} />
        )}
      </Stack>
      {dialogOpen && (
        <FormalReceiptDialog
          log={log}
          reissue={postIssued}
          printerReady={!blocked}
          onClose={() => setDialogOpen(false)}
          onPrint={async (choice) => {
            const refused = await flow.print(choice);
            if (refused === null) setDialogOpen(false);
            return refused;
          }}
        />
      )}
    </Paper>
  );
}
