// The price-table editor: the grid over an unsaved copy of the table, copy tools, CSV export and
// import, and 保存 sending only the cells that changed. A failed save keeps every edit on screen.
import {
  type PriceTable,
  type PriceTableCell,
  type PriceTableCsvResult,
  parsePriceTableCsv,
  priceCellKey,
  priceTablesApi,
  priceTableToCsv,
} from "@lounge-office/domain/price-tables";
import { Alert, Badge, Button, FileButton, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  IconChevronDown,
  IconCopy,
  IconDeviceFloppy,
  IconDownload,
  IconUpload,
} from "@tabler/icons-react";
import type { MutationFunctionContext } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useBlocker } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { t as common } from "../../../lib/common-messages";
import { contractQuery, useContractMutation } from "../../../lib/contract-query";
import { t } from "../messages";
import { type CopyMode, PriceTableCopyModal } from "./price-table-copy-modal";
import { changedCells, type Draft, draftOf, rebaseDraft } from "./price-table-draft";
import { type OnPriceChange, PriceTableGrid } from "./price-table-grid";
import { PriceTableImportModal } from "./price-table-import-modal";

/** `loungeId`: the lounge the table belongs to, named in the titles of the dialogs that change it. */
type Props = { table: PriceTable; fileLabel: string; loungeId: number };

/** A save answers the whole table: it becomes the page's cached table at once. */
const SAVED_TABLE = {
  onSuccess: (
    saved: PriceTable,
    _sent: unknown,
    _r: unknown,
    { client }: MutationFunctionContext,
  ) =>
    client.setQueryData(
      contractQuery(priceTablesApi.show, { params: { id: saved.fee_rule_id } }).queryKey,
      saved,
    ),
};

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function PriceTableEditor({ table, fileLabel, loungeId }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(table.cells));
  // The saved table: the latest answer of a save, or the query's table when that changes (a refetch).
  const [savedCells, setSavedCells] = useState(table.cells);
  const [shownTable, setShownTable] = useState(table);
  if (shownTable !== table) {
    setShownTable(table);
    setSavedCells(table.cells);
  }
  const [copy, setCopy] = useState<{ mode: CopyMode; hour?: number } | null>(null);
  const [imported, setImported] = useState<{ name: string; parsed: PriceTableCsvResult } | null>(
    null,
  );
  const save = useContractMutation(priceTablesApi.update, SAVED_TABLE);
  const importSave = useContractMutation(priceTablesApi.update, SAVED_TABLE);
  const saved = useMemo(
    () => Object.fromEntries(savedCells.map((cell) => [priceCellKey(cell), cell])),
    [savedCells],
  );
  const pending = changedCells(savedCells, draft);
  const dirty = pending.cells.length + pending.blanks;

  // Unsaved prices are not lost by a stray tap on the menu or a reload.
  const blocker = useBlocker(dirty > 0);
  useEffect(() => {
    if (dirty === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const onChange: OnPriceChange = useCallback(
    (key, field, value) =>
      setDraft((old) => {
        const cell = old[key];
        return cell ? { ...old, [key]: { ...cell, [field]: value } } : old;
      }),
    [],
  );

  const onCopyHour = useCallback((hour: number) => setCopy({ mode: "hour", hour }), []);

  const send = (mutation: typeof save, cells: PriceTableCell[], onDone: () => void = () => {}) =>
    mutation.mutate(
      { params: { id: table.fee_rule_id }, body: { cells } },
      {
        onSuccess: (answer) => {
          setSavedCells(answer.cells);
          setDraft((current) => rebaseDraft(current, answer.cells, cells));
          notifications.show({ color: "green", message: t("editor.saved") });
          onDone();
        },
        onError: (error) =>
          notifications.show({
            color: "red",
            message: t("editor.saveFailed", { error: errorMessage(error) }),
          }),
      },
    );

  const onImportFile = async (file: File | null) => {
    if (!file) return;
    importSave.reset();
    setImported({ name: file.name, parsed: parsePriceTableCsv(await file.text()) });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Menu position="bottom-start">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconCopy size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                {t("editor.copy")}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setCopy({ mode: "hour" })}>
                {t("editor.copyHour")}
              </Menu.Item>
              <Menu.Item onClick={() => setCopy({ mode: "column" })}>
                {t("editor.copyColumn")}
              </Menu.Item>
              <Menu.Item onClick={() => setCopy({ mode: "dayType" })}>
                {t("editor.copyDayType")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              download(priceTableToCsv(savedCells), t("editor.csvFile", { label: fileLabel }))
            }
          >
            {t("editor.csvExport")}
          </Button>
          <FileButton onChange={onImportFile} accept=".csv,text/csv" disabled={dirty > 0}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} />}
                disabled={dirty > 0}
                title={dirty > 0 ? t("editor.csvImportBlocked") : undefined}
              >
                {t("editor.csvImport")}
              </Button>
            )}
          </FileButton>
        </Group>
        <Group gap="xs">
          {dirty > 0 && (
            <Badge color="yellow" variant="light" size="lg">
              {t("editor.unsaved", { count: dirty })}
            </Badge>
          )}
          {dirty > 0 && (
            <Button variant="subtle" onClick={() => setDraft(draftOf(savedCells))}>
              {t("editor.revert")}
            </Button>
          )}
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={pending.cells.length === 0 || pending.blanks > 0}
            loading={save.isPending}
            onClick={() => send(save, pending.cells)}
          >
            {common("save")}
          </Button>
        </Group>
      </Group>
      {pending.blanks > 0 && (
        <Text size="sm" c="red">
          {t("editor.blanks")}
        </Text>
      )}
      {save.isError && (
        <Alert color="red" role="alert">
          {t("editor.saveError", { error: errorMessage(save.error) })}
        </Alert>
      )}
      <PriceTableGrid draft={draft} saved={saved} onChange={onChange} onCopyHour={onCopyHour} />

      <Modal
        opened={blocker.state === "blocked"}
        onClose={() => blocker.reset?.()}
        title={t("editor.leaveTitle")}
      >
        <Stack>
          <Text>{t("editor.leaveText", { count: dirty })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()}>
              {t("editor.stay")}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {t("editor.leave")}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {copy && (
        <PriceTableCopyModal
          mode={copy.mode}
          initialHour={copy.hour}
          draft={draft}
          onApply={(next, message) => {
            setDraft(next);
            notifications.show({ message: t("editor.copiedUnsaved", { message }) });
          }}
          onClose={() => setCopy(null)}
          loungeId={loungeId}
        />
      )}
      {imported && (
        <PriceTableImportModal
          fileName={imported.name}
          parsed={imported.parsed}
          saved={savedCells}
          pending={importSave.isPending}
          error={importSave.error}
          onConfirm={(cells) => send(importSave, cells, () => setImported(null))}
          onClose={() => setImported(null)}
          loungeId={loungeId}
        />
      )}
    </Stack>
  );
}
