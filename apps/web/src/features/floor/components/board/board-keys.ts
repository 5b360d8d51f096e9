// The board's keyboard shortcuts, read one key at a time. Pure: what a key means given what was
// typed before; the board carries the action out. Seating a new group takes 6 keys (m g E 5 Enter,
// then Enter for OK); choosing a group, calling it and settling it a handful more.
import type { EntryGender } from "./entry-gender";
import { t } from "./messages";

/** What the reader remembers between keys: the seat name being typed after `g`, if any. */
export type KeyState = { seat: string | null };
export const NO_KEYS: KeyState = { seat: null };

export type KeyAction =
  | { type: "new"; gender: EntryGender }
  | { type: "seat"; name: string }
  | { type: "details" }
  | { type: "call"; level: 1 | 2 | 3 }
  | { type: "stop-call" }
  | { type: "settle" }
  | { type: "help" }
  | { type: "cancel" };

/**
 * The shortcuts as the `?` overlay lists them: the keys, parted by spaces (each part a key, or `/`
 * and `→` between keys), and what they do.
 */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: "M / W / O", does: t("keys.new") },
  { keys: `G → ${t("keys.seatName")} → Enter`, does: t("keys.seat") },
  { keys: "Enter / D", does: t("keys.details") },
  { keys: "1 / 2 / 3", does: t("keys.call") },
  { keys: "0", does: t("keys.stopCall") },
  { keys: "S", does: t("keys.settle") },
  { keys: "Esc", does: t("keys.cancel") },
  { keys: "?", does: t("keys.help") },
];

const NEW_KEYS: Readonly<Record<string, EntryGender>> = { m: "mens", w: "ladys", o: "others" };

/**
 * The meaning of `key` (KeyboardEvent.key) after `state`: the next state, what to do (null for
 * nothing yet), and whether the key was the board's (so the browser should not act on it too).
 */
export function readKey(
  state: KeyState,
  key: string,
): { state: KeyState; action: KeyAction | null; handled: boolean } {
  if (state.seat !== null) {
    if (key === "Escape") return { state: NO_KEYS, action: null, handled: true };
    if (key === "Enter") {
      const name = state.seat;
      return { state: NO_KEYS, action: name ? { type: "seat", name } : null, handled: true };
    }
    if (key === "Backspace")
      return { state: { seat: state.seat.slice(0, -1) }, action: null, handled: true };
    if (/^[0-9a-zA-Z-]$/.test(key)) {
      return { state: { seat: `${state.seat}${key.toUpperCase()}` }, action: null, handled: true };
    }
    return { state, action: null, handled: false };
  }
  const lower = key.length === 1 ? key.toLowerCase() : key;
  const gender = NEW_KEYS[lower];
  if (gender) return { state, action: { type: "new", gender }, handled: true };
  switch (lower) {
    case "g":
      return { state: { seat: "" }, action: null, handled: true };
    case "Enter":
    case "d":
      return { state, action: { type: "details" }, handled: true };
    case "1":
    case "2":
    case "3":
      return { state, action: { type: "call", level: Number(lower) as 1 | 2 | 3 }, handled: true };
    case "0":
      return { state, action: { type: "stop-call" }, handled: true };
    case "s":
      return { state, action: { type: "settle" }, handled: true };
    case "?":
      return { state, action: { type: "help" }, handled: true };
    case "Escape":
      return { state, action: { type: "cancel" }, handled: true };
    default:
      return { state, action: null, handled: false };
  }
}

/** The seat whose name is `name`, ignoring case and full-width letters (Ｅ５ is E5). */
export function seatNamed<S extends { name: string }>(seats: readonly S[], name: string) {
  const wanted = name.normalize("NFKC").toUpperCase();
  return seats.find((seat) => seat.name.normalize("NFKC").toUpperCase() === wanted);
}
