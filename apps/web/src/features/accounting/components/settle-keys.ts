// The accounting screen's keys, for a tablet with a keyboard: C, K and E put what is left in cash,
// credit or e-money; T goes to 担当スタッフ, P takes 「前回」; Ctrl+Enter (⌘+Enter) settles.
// Letters count only outside a field; the chord works from anywhere on the screen.
import { useEffect, useRef } from "react";
import type { PaymentField } from "./payment-inputs";

export type SettleKey =
  | { type: "rest"; field: PaymentField }
  | { type: "staff" }
  | { type: "last-staff" }
  | { type: "settle" };

const REST_KEYS: Readonly<Record<string, PaymentField>> = { c: "cash", k: "credit", e: "e_money" };

/** What a key does on the accounting screen; null when it is not the screen's. */
export function settleKeyOf(
  key: string,
  { chord, inField }: { chord: boolean; inField: boolean },
): SettleKey | null {
  if (key === "Enter" && chord) return { type: "settle" };
  if (chord || inField || key.length !== 1) return null;
  const lower = key.toLowerCase();
  const field = REST_KEYS[lower];
  if (field) return { type: "rest", field };
  if (lower === "t") return { type: "staff" };
  if (lower === "p") return { type: "last-staff" };
  return null;
}

const FIELD = "input, textarea, select, [contenteditable='true']";

export function useSettleKeys(enabled: boolean, act: (key: SettleKey) => void) {
  const latest = useRef(act);
  latest.current = act;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      const target = event.target instanceof Element ? event.target : null;
      const key = settleKeyOf(event.key, {
        chord: event.ctrlKey || event.metaKey,
        inField: Boolean(target?.closest(FIELD)),
      });
      if (!key) return;
      event.preventDefault();
      latest.current(key);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
