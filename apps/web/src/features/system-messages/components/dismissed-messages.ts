// Which system messages this device has closed: their ids in localStorage, so a message closed on one
// tablet stays closed there across reloads and sign-ins while every other device still shows it.
const STORAGE_KEY = "lounge-office.dismissed-system-messages";
/** Enough for months of messages; the oldest ids go first (ids only grow). */
const KEPT = 500;

export function readDismissed(): Set<number> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Set(Array.isArray(stored) ? stored.filter(Number.isInteger) : []);
  } catch {
    // Unreadable (or storage refused, e.g. a private window): nothing is closed yet.
    return new Set();
  }
}

/** Closes `id` on this device; returns the ids now closed. */
export function dismiss(id: number): Set<number> {
  const ids = [...readDismissed(), id].sort((a, b) => a - b).slice(-KEPT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused: closed for this page's life only.
  }
  return new Set(ids);
}
