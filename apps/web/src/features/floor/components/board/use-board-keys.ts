// The board's shortcuts on this page: keys typed while no dialog is open and no field has the
// focus go to readKey; what it answers is done by `act`. Enter on a button or a group is theirs,
// except while a seat name is typed after G.
import { useEffect, useRef, useState } from "react";
import { type KeyAction, NO_KEYS, readKey } from "./board-keys";

const TYPING = "input, textarea, select, [contenteditable='true']";
const PRESSABLE = "button, a[href], [role='button'], [role='menuitem'], [role='tab']";

export function useBoardKeys(enabled: boolean, act: (action: KeyAction) => void) {
  const [seatTyping, setSeatTyping] = useState<string | null>(null);
  const state = useRef(NO_KEYS);
  const latest = useRef(act);
  latest.current = act;

  useEffect(() => {
    if (!enabled) {
      state.current = NO_KEYS;
      setSeatTyping(null);
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // A seat name being typed takes its keys before anything on the page (Enter on a focused
      // group would open it); otherwise the page's own controls go first.
      const typingSeat = state.current.seat !== null;
      if (typingSeat !== (event.eventPhase === Event.CAPTURING_PHASE)) return;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      // Any dialog open (the board's, a menu's, a confirmation) owns the keyboard.
      if (document.querySelector("[role='dialog'], [role='alertdialog']")) return;
      if (event.key === "Enter" && state.current.seat === null && target?.closest(PRESSABLE)) {
        return;
      }
      const read = readKey(state.current, event.key);
      if (!read.handled) return;
      event.preventDefault();
      if (typingSeat) event.stopPropagation();
      state.current = read.state;
      setSeatTyping(read.state.seat);
      if (read.action) latest.current(read.action);
    };
    window.addEventListener("keydown", onKeyDown, true);
    window.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("keydown", onKeyDown, true);
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [enabled]);

  return { seatTyping };
}
