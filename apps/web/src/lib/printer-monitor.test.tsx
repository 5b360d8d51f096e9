// The printer monitor: answers read for staff, the polling (one question at a time per printer, at
// the interval, at once on demand, never while the page is hidden, stopped with its screen), and
// this tablet's setting (a tablet that prints starts watching; turning it off stays off).
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DISPLAY, failed, ONLINE, RECEIPT_PRINTER } from "../test/printers";
import { type EposOutcome, sendEpos } from "./epos-transport";
import {
  markTabletPrints,
  monitorInterval,
  readingOf,
  saveMonitorSetting,
  useMonitorSetting,
  usePrinterMonitor,
} from "./printer-monitor";

vi.mock("./epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./epos-transport")>()),
  sendEpos: vi.fn(),
}));
const send = vi.mocked(sendEpos);

/** An idle TM printer's answer (Epson's documented 251658262, print bit clear), plus `bits`. */
const answered = (bits = 0, battery = 0): EposOutcome => {
  const status = 251_658_260 + bits;
  return { ...ONLINE, status, response: { success: true, code: "", status, battery } };
};
const NEAR_END = answered(131_072);
const NO_ANSWER = failed("NETWORK", "プリンターに接続できませんでした", false);

beforeEach(() => {
  send.mockReset();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("readingOf", () => {
  it("reads a ready printer, a roll near its end, and a low battery", () => {
    expect(readingOf(answered(), "printer", 5)).toEqual({
      level: "ready",
      text: "印刷できます",
      battery: { power: "none", level: null, low: false },
      checkedAt: 5,
    });
    expect(readingOf(NEAR_END, "printer", 5)).toMatchObject({
      level: "warning",
      text: "用紙残りわずかです。ロール紙を交換してください",
    });
    expect(readingOf(answered(0, 0x3131), "printer", 5)).toMatchObject({
      level: "warning",
      battery: { power: "battery", level: 1, low: true },
    });
  });

  it("reads an answer with the cover open as an error, and no answer as unknown", () => {
    const coverOpen = failed("EPTR_COVER_OPEN", "カバーが開いています");
    expect(readingOf(coverOpen, "printer", 1).level).toBe("error");
    expect(readingOf(NO_ANSWER, "printer", 1)).toEqual({
      level: "unknown",
      text: "応答がありません。電源とネットワーク（https のプリンターは、この端末で証明書を承認したか）を確認してください（NETWORK）",
      battery: null,
      checkedAt: 1,
    });
    expect(readingOf(failed("HTTP_404", "応答が正しくありません", false), "printer", 1).level).toBe(
      "error",
    );
  });

  it("reads a display by whether it answered", () => {
    expect(readingOf(ONLINE, "display", 1)).toMatchObject({ level: "ready", text: "表示できます" });
    expect(readingOf(failed("EDSP_NOT_FOUND", "見つかりません"), "display", 1).level).toBe("error");
  });
});

describe("usePrinterMonitor", () => {
  it("asks at once, then every interval, and reads the newest answer", async () => {
    send.mockResolvedValueOnce(answered()).mockResolvedValue(NEAR_END);
    const { result, unmount } = renderHook(() =>
      usePrinterMonitor([RECEIPT_PRINTER], { intervalMs: 300 }),
    );
    await waitFor(() => expect(result.current.readings[7]?.level).toBe("ready"));
    await waitFor(() => expect(result.current.readings[7]?.level).toBe("warning"));
    // The empty job: a status probe, nothing printed.
    expect(send.mock.calls[0]?.[1]).toBe("print");
    expect(send.mock.calls[0]?.[2]).toContain("<epos-print");
    expect(send.mock.calls[0]?.[2]).not.toContain("<text");
    unmount();
    const asked = send.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(send.mock.calls.length).toBe(asked);
  });

  it("asks one question at a time per printer, however slow the answer", async () => {
    let answer: (outcome: EposOutcome) => void = () => {};
    send.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => usePrinterMonitor([RECEIPT_PRINTER], { intervalMs: 10 }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(result.current.asking.has(7)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => answer(answered()));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it("asks every device on its own: one without an answer never holds up another", async () => {
    send.mockImplementation(async (endpoint) =>
      endpoint.ip === RECEIPT_PRINTER.ip ? new Promise<EposOutcome>(() => {}) : ONLINE,
    );
    const { result } = renderHook(() =>
      usePrinterMonitor([RECEIPT_PRINTER, DISPLAY], { intervalMs: 1000 }),
    );
    await waitFor(() => expect(result.current.readings[DISPLAY.id]?.level).toBe("ready"));
    expect(result.current.readings[RECEIPT_PRINTER.id]).toBeUndefined();
  });

  it("asks a customer display once and on checkNow, never on the timer (its check clears it)", async () => {
    send.mockResolvedValue(ONLINE);
    const { result } = renderHook(() =>
      usePrinterMonitor([RECEIPT_PRINTER, DISPLAY], { intervalMs: 20 }),
    );
    await waitFor(() => expect(result.current.readings[DISPLAY.id]?.level).toBe("ready"));
    const displayAsked = () => send.mock.calls.filter(([to]) => to.ip === DISPLAY.ip).length;
    const printerAsked = () => send.mock.calls.length - displayAsked();
    await waitFor(() => expect(printerAsked()).toBeGreaterThanOrEqual(4));
    expect(displayAsked()).toBe(1);
    act(() => result.current.checkNow());
    await waitFor(() => expect(displayAsked()).toBe(2));
  });

  it("asks again at once on checkNow, without waiting out the interval", async () => {
    send.mockResolvedValue(answered());
    const { result } = renderHook(() =>
      usePrinterMonitor([RECEIPT_PRINTER], { intervalMs: 60_000 }),
    );
    await waitFor(() => expect(result.current.readings[7]).toBeDefined());
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.checking).toBe(false);
    let answer: (outcome: EposOutcome) => void = () => {};
    send.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    act(() => result.current.checkNow());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    // Staff asked: it spins until the answer comes.
    expect(result.current.checking).toBe(true);
    act(() => answer(answered()));
    await waitFor(() => expect(result.current.checking).toBe(false));
  });

  it("asks nothing while disabled or while the page is hidden, and resumes when shown", async () => {
    send.mockResolvedValue(answered());
    const disabled = renderHook(() =>
      usePrinterMonitor([RECEIPT_PRINTER], { intervalMs: 10, enabled: false }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    disabled.unmount();

    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const { result } = renderHook(() => usePrinterMonitor([RECEIPT_PRINTER], { intervalMs: 10 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(send).not.toHaveBeenCalled();
    visibility.mockReturnValue("visible");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(result.current.readings[7]?.level).toBe("ready"));
    visibility.mockRestore();
  });
});

describe("this tablet's setting", () => {
  it("is off until the tablet prints, then on at the contract's 3 s", () => {
    const { result } = renderHook(() => useMonitorSetting(1));
    expect(result.current[0]).toEqual({ on: false, intervalMs: 3000 });
    act(() => markTabletPrints(1));
    expect(result.current[0]).toEqual({ on: true, intervalMs: 3000 });
  });

  it("stays off once turned off, printing or not; other lounges apart", () => {
    saveMonitorSetting(1, { on: false, intervalMs: 2000 });
    markTabletPrints(1);
    const { result } = renderHook(() => useMonitorSetting(1));
    expect(result.current[0]).toEqual({ on: false, intervalMs: 2000 });
    expect(renderHook(() => useMonitorSetting(2)).result.current[0].on).toBe(false);
  });

  it("keeps the interval within 1,000–6,000 ms whatever is stored", () => {
    expect(monitorInterval(500)).toBe(1000);
    expect(monitorInterval(9000)).toBe(6000);
    expect(monitorInterval(2500.4)).toBe(2500);
    expect(monitorInterval("fast")).toBe(3000);
    window.localStorage.setItem("lounge-office:printer-monitor:1", '{"on":true,"intervalMs":50}');
    expect(renderHook(() => useMonitorSetting(1)).result.current[0]).toEqual({
      on: true,
      intervalMs: 1000,
    });
    window.localStorage.setItem("lounge-office:printer-monitor:1", "not json");
    expect(renderHook(() => useMonitorSetting(1)).result.current[0].on).toBe(false);
  });
});
