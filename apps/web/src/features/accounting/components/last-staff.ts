// The staff member last named on a settlement on this tablet, per lounge (localStorage): offered on
// the accounting screen as a one-tap suggestion, never chosen for anyone (a shared tablet's
// settlements would all be credited to one person unless someone noticed).
const storageKey = (loungeId: number) => `lounge-office:accounting-staff:${loungeId}`;

export function readLastStaff(loungeId: number): number | null {
  try {
    const value = Number(window.localStorage.getItem(storageKey(loungeId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    // Private mode or storage disabled: no suggestion.
    return null;
  }
}

export function rememberLastStaff(loungeId: number, staffId: number) {
  try {
    window.localStorage.setItem(storageKey(loungeId), String(staffId));
  } catch {
    // Not remembered on this tablet: the next settlement just offers no suggestion.
  }
}
