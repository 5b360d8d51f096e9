// Printers of a lounge (managers, admins): the receipt printers and customer displays the lounge's
// tablets print to, added and edited here; a per-row check from this tablet; the device screen.
// Narrower than the table (a tablet either way up) each printer is a card with every column.
import type { Printer } from "@lounge-office/domain/printers";
import { Alert, Button, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import {
  IconInfoCircle,
  IconPencil,
  IconPlugConnected,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useState } from "react";
import { ActionsHeader } from "../../../lib/actions-header";
import { errorMessage } from "../../../lib/api-client";
import { CopyableValue } from "../../../lib/copy-button";
import { LoungeSwitchOffer, PageLounge, useAskedLounge } from "../../../lib/lounge-context";
import { usePrinters } from "../../../lib/printers";
import { useSession } from "../../../lib/session";
import stacked from "../../../lib/stacked-table.module.css";
import { kindName, t } from "../messages";
import { DeviceStatusSection } from "./device-status-section";
import { PrinterCheck } from "./printer-check";
import { PrinterDeleteModal } from "./printer-delete-modal";
import { PrinterFormModal } from "./printer-form-modal";

/** The server lists printer origins in the page's CSP when it is served: new ones need a reload. */
export const RELOAD_NOTE = t("reloadNote");

type Dialog =
  | { kind: "form"; printer: Printer | null }
  | { kind: "delete"; printer: Printer }
  | { kind: "check"; printer: Printer }
  | null;

const NO_WRAP = { whiteSpace: "nowrap" } as const;

// Every row's labels (its cells' data-label, for the cards) and buttons, looked up once.
const NAME = t("col.name");
const KIND = t("col.kind");
const ORIGIN = t("col.origin");
const DEVICE_ID = t("col.deviceId");
const TIMEOUT = t("col.timeout");
const CHECK_HERE = t("checkHere");
const EDIT = t("edit");
const DELETE = t("delete");

function PrinterRow({ printer, onDialog }: { printer: Printer; onDialog: (d: Dialog) => void }) {
  return (
    <Table.Tr>
      <Table.Td data-label={NAME} style={NO_WRAP}>
        {printer.name}
      </Table.Td>
      <Table.Td data-label={KIND} style={NO_WRAP}>
        {kindName(printer.kind)}
        {printer.kind === "printer" && (
          <Text size="sm" c="dimmed" data-testid="printer-paper">
            {t("paper", { width: printer.paper_width, columns: printer.columns })}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label={ORIGIN} data-wide ff="monospace">
        <CopyableValue value={printer.origin} label={ORIGIN} />
      </Table.Td>
      <Table.Td data-label={DEVICE_ID} ff="monospace">
        {printer.device_id}
      </Table.Td>
      <Table.Td data-label={TIMEOUT} style={NO_WRAP}>
        {printer.timeout_ms.toLocaleString("ja-JP")} ms
      </Table.Td>
      <Table.Td data-wide>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlugConnected size={14} />}
            onClick={() => onDialog({ kind: "check", printer })}
          >
            {CHECK_HERE}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} />}
            onClick={() => onDialog({ kind: "form", printer })}
          >
            {EDIT}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => onDialog({ kind: "delete", printer })}
          >
            {DELETE}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function PrintersPage() {
  const session = useSession().data;
  const asked = useAskedLounge();
  const loungeId = session?.lounge.id ?? 0;
  const printers = usePrinters(loungeId);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!session) return null;
  const list = printers.data ?? [];
  const close = () => setDialog(null);

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2}>{t("title")}</Title>
          <PageLounge session={session} />
        </Group>
        <LoungeSwitchOffer session={session} asked={asked} />
      </Stack>
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t("section")}</Title>
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setDialog({ kind: "form", printer: null })}
          >
            {t("add")}
          </Button>
        </Group>
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {RELOAD_NOTE}
        </Alert>
        {printers.isError && <Alert color="red">{errorMessage(printers.error)}</Alert>}
        <div className={stacked.wrap}>
          <Table
            striped
            verticalSpacing="sm"
            aria-label={t("list")}
            className={stacked.table}
            // Cards drop the table's own semantics in Chromium and Safari: the role keeps it a table.
            role="table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{NAME}</Table.Th>
                <Table.Th>{KIND}</Table.Th>
                <Table.Th>{ORIGIN}</Table.Th>
                <Table.Th>{DEVICE_ID}</Table.Th>
                <Table.Th style={NO_WRAP}>{TIMEOUT}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((printer) => (
                <PrinterRow key={printer.id} printer={printer} onDialog={setDialog} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
        {printers.isSuccess && list.length === 0 && (
          <Text c="dimmed" size="sm">
            {t("empty")}
          </Text>
        )}
      </Stack>
      <DeviceStatusSection
        loungeId={loungeId}
        timeZone={session.lounge.time_zone}
        printers={printers.data}
        listError={printers.error}
      />
      {dialog?.kind === "form" && (
        <PrinterFormModal
          key={dialog.printer?.id ?? "new"}
          loungeId={loungeId}
          printer={dialog.printer}
          onClose={close}
        />
      )}
      {dialog?.kind === "delete" && <PrinterDeleteModal printer={dialog.printer} onClose={close} />}
      {dialog?.kind === "check" && (
        <Modal
          opened
          onClose={close}
          title={t("checkHereTitle", { name: dialog.printer.name })}
          size="lg"
        >
          <PrinterCheck printer={dialog.printer} autoStart />
        </Modal>
      )}
    </Stack>
  );
}
