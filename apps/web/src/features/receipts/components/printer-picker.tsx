// The printer this tablet prints to (lib/printers.ts remembers the choice per tablet and lounge),
// with its status read live while the print is open. Without one, who sets printers up and where.
import type { Printer } from "@lounge-office/domain/printers";
import { Alert, Anchor, NativeSelect, Stack, Text } from "@mantine/core";
import { IconPrinterOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { t } from "../messages";
import { PrinterLiveStatus } from "./printer-live-status";

/** The printers page (the printers feature's; features link by address, never by import). */
export const PRINTERS_PATH = "/printers";

/** The words around the link to the printers page when none is set up. */
const [noPrinterBefore, noPrinterAfter] = t.around("noPrinter", "link");

type Props = {
  list: Printer[];
  printer: Printer | null;
  onChoose: (id: number) => void;
  loading: boolean;
  error: unknown;
  disabled?: boolean;
};

export function PrinterPicker({ list, printer, onChoose, loading, error, disabled }: Props) {
  if (error) {
    return (
      <Alert color="orange" data-testid="printers-error">
        {t("printersFailed", { error: errorMessage(error) })}
      </Alert>
    );
  }
  if (loading) return <Text c="dimmed">{t("printersLoading")}</Text>;
  if (list.length === 0) {
    return (
      <Alert color="yellow" icon={<IconPrinterOff />} data-testid="no-printer">
        {noPrinterBefore}
        <Anchor component={Link} to={PRINTERS_PATH} mx={4}>
          {t("noPrinter.link")}
        </Anchor>
        {noPrinterAfter}
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <NativeSelect
        label={t("printer")}
        size="lg"
        data={list.map((p) => ({
          value: String(p.id),
          label: t("printerOption", { name: p.name, ip: p.ip }),
        }))}
        value={printer ? String(printer.id) : ""}
        onChange={(e) => onChoose(Number(e.currentTarget.value))}
        disabled={disabled}
      />
      {printer && <PrinterLiveStatus key={printer.id} printer={printer} />}
    </Stack>
  );
}
