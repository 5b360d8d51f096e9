// 「QRを印刷」: the guest page's QR on a small slip from this tablet's receipt printer (the one the
// receipts remember for this tablet), straight over ePOS-Print like every paper. A slip carries no
// money and no settlement, so there is no print job to claim: a failure says why (with the printer's
// code) and the same button prints it again.
import { buildGuestSlip, type GuestSlipInput } from "@lounge-office/domain/guest";
import { eposPrintXml } from "@lounge-office/domain/shared";
import { Alert, Button, Group, Text } from "@mantine/core";
import { IconPrinter } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { errorMessage } from "../../../../lib/api-client";
import { printerFailureText, sendEpos } from "../../../../lib/epos-transport";
import { markTabletPrints } from "../../../../lib/printer-monitor";
import { useChosenPrinter } from "../../../../lib/printers";
import { t } from "./messages";

type Phase =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "printed" }
  | { kind: "failed"; message: string };

export function GuestSlipButton({ loungeId, slip }: { loungeId: number; slip: GuestSlipInput }) {
  const { query, printer } = useChosenPrinter(loungeId);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  // A second tap lands before the state that disables the button.
  const busy = useRef(false);

  if (query.isPending) {
    return (
      <Text size="xs" c="dimmed">
        {t("slip.loading")}
      </Text>
    );
  }
  if (query.isError) {
    return (
      <Text size="xs" c="orange">
        {t("slip.loadFailed", { error: errorMessage(query.error) })}
      </Text>
    );
  }
  if (!printer) {
    // The QR on screen still works; printing needs a receipt printer (プリンター設定).
    return (
      <Text size="xs" c="dimmed" data-testid="guest-slip-no-printer">
        {t("slip.noPrinter")}
      </Text>
    );
  }

  const print = async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase({ kind: "sending" });
    try {
      const xml = eposPrintXml(buildGuestSlip(slip), { columns: printer.columns });
      const outcome = await sendEpos(printer, "print", xml);
      if (outcome.ok) markTabletPrints(printer.lounge_id);
      setPhase(
        outcome.ok
          ? { kind: "printed" }
          : { kind: "failed", message: printerFailureText(outcome.code, outcome.message) },
      );
    } catch {
      // buildGuestSlip refuses an address that is not one; sendEpos itself never rejects.
      setPhase({ kind: "failed", message: t("slip.failed") });
    } finally {
      busy.current = false;
    }
  };

  return (
    <>
      <Group gap="xs" align="center">
        <Button
          size="sm"
          variant="light"
          leftSection={<IconPrinter size={16} />}
          loading={phase.kind === "sending"}
          onClick={() => void print()}
        >
          {phase.kind === "failed" ? t("slip.again") : t("slip.print")}
        </Button>
        <Text size="xs" c="dimmed" role="status" data-testid="guest-slip-status">
          {phase.kind === "printed"
            ? t("slip.printed", { printer: printer.name })
            : phase.kind === "sending"
              ? t("slip.sending", { printer: printer.name })
              : t("slip.printer", { printer: printer.name })}
        </Text>
      </Group>
      {phase.kind === "failed" && (
        <Alert color="red" role="alert" title={t("slip.failed")}>
          {phase.message}
        </Alert>
      )}
    </>
  );
}
