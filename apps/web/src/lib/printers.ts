// GET /printers?lounge_id=: a lounge's receipt printers and customer displays. One query for the
// features that read it (receipts and the guest slip print to them, printers configures them), so
// they share one cache entry and one shape; and the receipt printer this tablet prints to, the choice
// remembered per tablet (localStorage, per lounge).
import { printersApi } from "@lounge-office/domain/printers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { contractQuery } from "./contract-query";

export const printersQueryOptions = (loungeId: number) =>
  queryOptions({
    ...contractQuery(printersApi.list, { query: { lounge_id: loungeId } }),
    // Printers change rarely; a tablet need not read them again on every screen.
    staleTime: 60_000,
    select: ({ printers }) => printers,
  });

export const usePrinters = (loungeId: number) => useQuery(printersQueryOptions(loungeId));

const storageKey = (loungeId: number) => `lounge-office:receipt-printer:${loungeId}`;

export function readRememberedPrinter(loungeId: number): number | null {
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
  const [chosenId, setChosenId] = useState(() => readRememberedPrinter(loungeId));
  const list = (printers.data ?? []).filter((p) => p.kind === "printer");
  const printer = list.find((p) => p.id === chosenId) ?? list[0] ?? null;
  const choose = (id: number) => {
    remember(loungeId, id);
    setChosenId(id);
  };
  return { query: printers, list, printer, choose };
}
