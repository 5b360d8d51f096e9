// The board's printer monitor: silent on a tablet that does not print and while its printer is
// ready; a notice as soon as the next receipt would fail or soon will (the roll near its end, the
// cover open, no answer), gone once the printer is ready again; 「この端末では監視しない」 stops it.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { saveMonitorSetting } from "../../../lib/printer-monitor";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { BoardPrinterMonitor } from "./board-printer-monitor";
import { DISPLAY, failed, MANAGER_SESSION, ONLINE, RECEIPT_PRINTER } from "./test-fixtures";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
const send = vi.mocked(sendEpos);

const idle = 251_658_260;
const answer = (bits: number): EposOutcome => ({
  ...ONLINE,
  status: idle + bits,
  response: { success: true, code: "", status: idle + bits, battery: 0 },
});
const NEAR_END = answer(131_072);

beforeEach(() => {
  send.mockReset();
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": MANAGER_SESSION,
      "/printers": { printers: [DISPLAY, RECEIPT_PRINTER] },
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** This tablet prints, asking every second (the shortest interval). */
const tabletPrints = () => saveMonitorSetting(1, { on: true, intervalMs: 1000 });

describe("BoardPrinterMonitor", () => {
  it("asks nothing, and reads no printers, on a tablet that does not print", async () => {
    send.mockResolvedValue(NEAR_END);
    const read = vi.fn();
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/printers": () => {
          read();
          return new Response(JSON.stringify({ printers: [RECEIPT_PRINTER] }));
        },
      }),
    );
    renderWithProviders(<BoardPrinterMonitor loungeId={1} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(send).not.toHaveBeenCalled();
    // A tablet that never prints keeps no list of printers that could go stale.
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByTestId("printer-monitor")).not.toBeInTheDocument();
  });

  it("shows nothing while ready; warns of the roll near its end, then clears when it is changed", async () => {
    tabletPrints();
    send
      .mockResolvedValueOnce(answer(0))
      .mockResolvedValueOnce(NEAR_END)
      .mockResolvedValue(answer(0));
    renderWithProviders(<BoardPrinterMonitor loungeId={1} />);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("printer-monitor")).not.toBeInTheDocument();
    const notice = await screen.findByTestId("printer-monitor", {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(
      "プリンター「レジ横」: 用紙残りわずかです。ロール紙を交換してください",
    );
    // Only the receipt printer this tablet prints to, never the display.
    expect(send.mock.calls.every(([endpoint]) => endpoint.ip === RECEIPT_PRINTER.ip)).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("printer-monitor")).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });

  it("says what stops the next receipt, when it asked, and asks again at once on 今すぐ確認", async () => {
    tabletPrints();
    send.mockResolvedValue(failed("EPTR_COVER_OPEN", "カバーが開いています"));
    renderWithProviders(<BoardPrinterMonitor loungeId={1} />);
    const notice = await screen.findByTestId("printer-monitor");
    expect(notice).toHaveTextContent(
      "プリンター「レジ横」: 印刷できません（カバーが開いています）",
    );
    await userEvent.click(within(notice).getByTestId("notice-toggle"));
    expect(notice).toHaveTextContent(/192\.168\.0\.50・\d{2}:\d{2}:\d{2} に確認/);
    const asked = send.mock.calls.length;
    await userEvent.click(within(notice).getByRole("button", { name: "今すぐ確認" }));
    await waitFor(() => expect(send.mock.calls.length).toBeGreaterThan(asked));
  });

  it("names a printer that does not answer, and stops on この端末では監視しない", async () => {
    tabletPrints();
    send.mockResolvedValue(failed("NETWORK", "接続できません", false));
    renderWithProviders(<BoardPrinterMonitor loungeId={1} />);
    const notice = await screen.findByTestId("printer-monitor");
    expect(notice).toHaveTextContent("プリンター「レジ横」: 応答がありません。");
    await userEvent.click(within(notice).getByTestId("notice-toggle"));
    await userEvent.click(within(notice).getByRole("button", { name: "この端末では監視しない" }));
    await waitFor(() => expect(screen.queryByTestId("printer-monitor")).not.toBeInTheDocument());
    expect(
      JSON.parse(window.localStorage.getItem("lounge-office:printer-monitor:1") ?? ""),
    ).toEqual({ on: false, intervalMs: 1000 });
    const asked = send.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(send.mock.calls.length).toBe(asked);
  });
});
