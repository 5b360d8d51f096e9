// The printer this tablet prints to: the lounge's receipt printers, the choice remembered per tablet
// (localStorage, per lounge). Without one, who sets printers up and where.
import type { Printer } from "@lounge-office/domain";
import { Alert, Anchor, NativeSelect, Text } from "@mantine/core";
import { IconPrinterOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { usePrinters } from "../../../lib/printers";

/** The printers page (the printers feature's; features link by address, never by import). */
export const PRINTERS_PATH = "/printers";

const storageKey = (loungeId: number) => `lounge-office:receipt-printer:${loungeId}`;

export function readRemembered(loungeId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(loungeId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    // Private mode or storage disabled: the tablet just does not remember.
    return null;
  }
}

function remember(loungeId: number, printerId: number) {
  try {
    window.localStorage.setItem(storageKey(loungeId), String(printerId));
  } catch {
    // Not remembered on this tablet; the choice still holds on this screen.
  }
}

/** The lounge's receipt printers and the one chosen on this tablet (the remembered one, else the first). */
export function useChosenPrinter(loungeId: number) {
  const printers = usePrinters(loungeId);
  const [chosenId, setChosenId] = useState(() => readRemembered(loungeId));
  const list = (printers.data ?? []).filter((p) => p.kind === "printer");
  const printer = list.find((p) => p.id === chosenId) ?? list[0] ?? null;
  const choose = (id: number) => {
    remember(loungeId, id);
    setChosenId(id);
  };
  return { query: printers, list, printer, choose };
}

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
        プリンターを読み込めませんでした: {errorMessage(error)}
      </Alert>
    );
  }
  if (loading) return <Text c="dimmed">プリンターを読み込み中…</Text>;
  if (list.length === 0) {
    return (
      <Alert color="yellow" icon={<IconPrinterOff />} data-testid="no-printer">
        この店舗にはレシートプリンターが登録されていません。店長が
        <Anchor component={Link} to={PRINTERS_PATH} mx={4}>
          プリンター設定
        </Anchor>
        で登録できます。
      </Alert>
    );
  }
  return (
    <NativeSelect
      label="プリンター"
      size="lg"
      data={list.map((p) => ({ value: String(p.id), label: `${p.name}（${p.ip}）` }))}
      value={printer ? String(printer.id) : ""}
      onChange={(e) => onChoose(Number(e.currentTarget.value))}
      disabled={disabled}
    />
  );
}
