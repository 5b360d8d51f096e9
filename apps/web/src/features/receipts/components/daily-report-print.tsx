// 「日報を印刷」 on the business-day page: the server builds the day's report as one print job; this
// tablet carries it to the chosen receipt printer like any paper (claim, send, report). A failure
// offers 再印刷 of the same job, and the job stays on the board's list until it prints.
import type { PrintJob } from "@lounge-office/domain/receipts";
import { receiptsApi } from "@lounge-office/domain/receipts";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconPrinter, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { call, errorMessage } from "../../../lib/api-client";
import { contractKey } from "../../../lib/contract-query";
import { useChosenPrinter } from "../../../lib/printers";
import { t } from "../messages";
import { printPaper } from "./print-paper";
import { PrinterPicker } from "./printer-picker";

type State =
  | { kind: "idle" }
  | { kind: "working"; text: string }
  | { kind: "printed" }
  | { kind: "failed"; message: string; job: PrintJob | null };

export function DailyReportPrint({ loungeId, date }: { loungeId: number; date: string }) {
  const printers = useChosenPrinter(loungeId);
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ kind: "idle" });
  const busy = useRef(false);

  const send = async (job: PrintJob) => {
    const printer = printers.printer;
    if (!printer) {
      setState({ kind: "failed", message: t("choosePrinter"), job });
      return;
    }
    setState({ kind: "working", text: t("daily.sending") });
    const outcome = await printPaper(job, printer);
    if (outcome.kind === "printed" || outcome.kind === "printed_elsewhere") {
      setState({ kind: "printed" });
    } else {
      setState({ kind: "failed", message: outcome.message, job });
    }
    void queryClient.invalidateQueries({ queryKey: contractKey(receiptsApi.listJobs) });
  };

  const print = async (retry: PrintJob | null) => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (retry) {
        await send(retry);
        return;
      }
      setState({ kind: "working", text: t("daily.preparing") });
      const { print_jobs } = await call(receiptsApi.printDailyReport, {
        params: { lounge_id: loungeId, date },
        body: { printer_id: printers.printer?.id ?? 0 },
        headers: { "Idempotency-Key": crypto.randomUUID() },
      });
      const [job] = print_jobs;
      if (job) await send(job);
    } catch (error) {
      setState({ kind: "failed", message: errorMessage(error), job: null });
    } finally {
      busy.current = false;
    }
  };

  const working = state.kind === "working";
  return (
    <Paper withBorder p="md" component="section" aria-label={t("daily.region")}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("daily.heading")}
        </Title>
        <PrinterPicker
          list={printers.list}
          printer={printers.printer}
          onChoose={printers.choose}
          loading={printers.query.isPending}
          error={printers.query.error}
          disabled={working}
        />
        <Group>
          <Button
            size="md"
            mih={44}
            leftSection={<IconPrinter size={18} />}
            onClick={() => void print(null)}
            loading={working}
            disabled={!printers.printer}
          >
            {t("daily.print")}
          </Button>
          {state.kind === "working" && (
            <Text size="sm" role="status">
              {state.text}
            </Text>
          )}
          {state.kind === "printed" && (
            <Text size="sm" role="status" c="green" fw={700}>
              {t("daily.printed")}
            </Text>
          )}
        </Group>
        {state.kind === "failed" && (
          <Alert color="red" role="alert" icon={<IconAlertTriangle />} title={t("printFailed")}>
            <Stack gap="xs">
              <Text size="sm">{state.message}</Text>
              {state.job && (
                <Button
                  color="red"
                  size="md"
                  mih={44}
                  leftSection={<IconRefresh />}
                  onClick={() => state.job && void print(state.job)}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("reprint")}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
