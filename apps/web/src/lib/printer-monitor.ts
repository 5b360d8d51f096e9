// The printer monitor: asks printers for their status with an empty job every few seconds, as
// Epson's status monitor does, so staff learn of an open cover, a roll near its end, a low battery
// or a printer that stopped answering before the next receipt fails. It runs while the printers
// page or a print is open, and on the board of a tablet that prints. Which tablet prints, and how
// often it asks, is this tablet's setting (localStorage, per lounge), like its chosen printer.
import type { Printer } from "@lounge-office/domain/printers";
import { EPOS_MONITOR_INTERVAL_MS, eposPrinterReading } from "@lounge-office/domain/shared";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { t } from "./device-messages";
import { EPOS_NETWORK, EPOS_NO_ANSWER, type EposOutcome } from "./epos-transport";
import { probeDevice, statusOf } from "./printer-probe";

export type MonitorReading = {
  /** ready: prints now; warning: prints, but soon will not; error: the next paper would fail; unknown: no answer. */
  level: "ready" | "warning" | "error" | "unknown";
  /** What staff read, one line. */
  text: string;
  /** The printer's battery, null when it did not answer (or is a display). */
  battery: ReturnType<typeof eposPrinterReading>["battery"] | null;
  /** When the answer came (epoch ms). */
  checkedAt: number;
};

/** No answer to an empty job: nothing was printing, so only where to look (the print's message asks to check the paper). */
const noAnswerText = (code: string) => t("noAnswer", { code });

/** A device's answer to the monitor's probe, as staff read it. */
export function readingOf(
  outcome: EposOutcome,
  kind: Printer["kind"],
  checkedAt: number,
): MonitorReading {
  if (outcome.response === null) {
    const level = statusOf(outcome) === "UNKNOWN" ? "unknown" : "error";
    const silent = outcome.code === EPOS_NETWORK || outcome.code === EPOS_NO_ANSWER;
    const text = silent ? noAnswerText(outcome.code) : outcome.message;
    return { level, text, battery: null, checkedAt };
  }
  if (kind === "display") {
    return outcome.ok
      ? { level: "ready", text: t("displayReady"), battery: null, checkedAt }
      : { level: "error", text: outcome.message, battery: null, checkedAt };
  }
  return { ...eposPrinterReading(outcome.response), checkedAt };
}

// ---- This tablet's setting -------------------------------------------------------------------

export type MonitorSetting = {
  /** This tablet prints: its board watches its printer. */
  on: boolean;
  /** How often to ask (ms), within the contract's 1,000–6,000. */
  intervalMs: number;
};

const DEFAULT_SETTING: MonitorSetting = { on: false, intervalMs: EPOS_MONITOR_INTERVAL_MS.default };

const storageKey = (loungeId: number) => `lounge-office:printer-monitor:${loungeId}`;

/** An interval within the contract's range, whole milliseconds; the default for anything else. */
export function monitorInterval(value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return EPOS_MONITOR_INTERVAL_MS.default;
  const { min, max } = EPOS_MONITOR_INTERVAL_MS;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The stored setting, or null when this tablet never decided (it has not printed yet). */
function storedSetting(loungeId: number): MonitorSetting | null {
  try {
    const raw = window.localStorage.getItem(storageKey(loungeId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<MonitorSetting> | null;
    return { on: value?.on === true, intervalMs: monitorInterval(value?.intervalMs) };
  } catch {
    // Storage disabled, or a value this version cannot read: as if never decided.
    return null;
  }
}

const listeners = new Set<() => void>();
const snapshots = new Map<number, { raw: string | null; setting: MonitorSetting }>();

function readSetting(loungeId: number): MonitorSetting {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(storageKey(loungeId));
  } catch {
    // Not stored: the default below.
  }
  const cached = snapshots.get(loungeId);
  // The same object while the stored text is the same: useSyncExternalStore needs a stable snapshot.
  if (cached && cached.raw === raw) return cached.setting;
  const setting = storedSetting(loungeId) ?? DEFAULT_SETTING;
  snapshots.set(loungeId, { raw, setting });
  return setting;
}

export function saveMonitorSetting(loungeId: number, setting: MonitorSetting) {
  try {
    window.localStorage.setItem(
      storageKey(loungeId),
      JSON.stringify({ on: setting.on, intervalMs: monitorInterval(setting.intervalMs) }),
    );
  } catch {
    // Not remembered on this tablet; nothing else to do.
  }
  for (const listener of listeners) listener();
}

/**
 * Called when this tablet has printed a paper: a tablet that prints watches its printer from then
 * on, unless someone on it already chose (turning the monitor off stays off).
 */
export function markTabletPrints(loungeId: number) {
  if (storedSetting(loungeId) !== null) return;
  saveMonitorSetting(loungeId, { ...DEFAULT_SETTING, on: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this browser changed it.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** This tablet's monitor setting for a lounge, and a way to change it; follows changes at once. */
export function useMonitorSetting(loungeId: number) {
  const setting = useSyncExternalStore(subscribe, () => readSetting(loungeId));
  const save = useCallback(
    (next: MonitorSetting) => saveMonitorSetting(loungeId, next),
    [loungeId],
  );
  return [setting, save] as const;
}

// ---- Polling -------------------------------------------------------------------------------

/** Resolves after `ms`, at once on abort, or early when `wake` is called. */
/** Waits `ms`, or until woken; with `ms` null only until woken. */
function pause(ms: number | null, signal: AbortSignal, wakers: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wakers.delete(done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = ms === null ? undefined : setTimeout(done, ms);
    wakers.add(done);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Resolves once the page is visible: a tablet asleep or on another app asks nothing. */
function whenVisible(signal: AbortSignal): Promise<void> {
  if (typeof document === "undefined" || document.visibilityState !== "hidden") {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      if (document.visibilityState === "hidden" && !signal.aborted) return;
      document.removeEventListener("visibilitychange", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    document.addEventListener("visibilitychange", done);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** What identifies a device to ask: its address and id (a change starts asking afresh). */
const deviceKey = (p: Printer) => `${p.id}:${p.kind}:${p.origin}:${p.device_id}`;

/**
 * Asks each device for its status now and then every `intervalMs` after its last answer (one
 * question at a time per device: a slow printer is never asked twice at once), while `enabled` and
 * the page is visible. `checkNow` asks every device again without waiting out the interval;
 * `checking` is true from then until each has answered. `asking` holds the devices with a question
 * out (each turn, not only on demand).
 */
export function usePrinterMonitor(
  printers: readonly Printer[],
  { intervalMs, enabled = true }: { intervalMs: number; enabled?: boolean },
) {
  const [readings, setReadings] = useState<Record<number, MonitorReading>>({});
  const [asking, setAsking] = useState<ReadonlySet<number>>(() => new Set());
  const wakers = useRef(new Set<() => void>());
  const latest = useRef(printers);
  latest.current = printers;
  const keys = printers.map(deviceKey).join("|");

  useEffect(() => {
    if (!enabled || keys === "") return;
    const controller = new AbortController();
    const { signal } = controller;
    const mark = (id: number, on: boolean) =>
      setAsking((old) => {
        const next = new Set(old);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    const watch = async (printer: Printer) => {
      while (!signal.aborted) {
        await whenVisible(signal);
        if (signal.aborted) return;
        mark(printer.id, true);
        const outcome = await probeDevice(printer, signal);
        mark(printer.id, false);
        if (signal.aborted) return;
        const reading = readingOf(outcome, printer.kind, Date.now());
        setReadings((old) => ({ ...old, [printer.id]: reading }));
        // A customer display's check resets it, clearing what the guests read: it is asked once
        // and when staff ask again, never on the timer.
        await pause(printer.kind === "display" ? null : intervalMs, signal, wakers.current);
      }
    };
    // Each device on its own: one that does not answer never holds up the others.
    for (const printer of latest.current) void watch(printer);
    return () => controller.abort();
  }, [keys, intervalMs, enabled]);

  // Since when staff asked for a check: the button spins until every device has answered since.
  const [requestedAt, setRequestedAt] = useState<number | null>(null);
  const checkNow = useCallback(() => {
    setRequestedAt(Date.now());
    for (const wake of [...wakers.current]) wake();
  }, []);
  const checking =
    enabled &&
    requestedAt !== null &&
    printers.some((p) => (readings[p.id]?.checkedAt ?? 0) < requestedAt);

  return { readings, asking, checking, checkNow };
}
