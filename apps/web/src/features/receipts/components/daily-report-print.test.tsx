// 日報を印刷: one job made by the server, carried to the printer like any paper; a printer failure
// in Japanese with 再印刷 of the same job, never a second one.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { renderWithProviders } from "../../../test/render";
import { DailyReportPrint } from "./daily-report-print";
import { fakeServer } from "./test-server";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
// The picker's live status asks the printer too (printer-picker.test.tsx): here every call to the
// printer is the print flow's, in order.
vi.mock("../../../lib/printer-monitor", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/printer-monitor")>()),
  usePrinterMonitor: () => ({ readings: {}, asking: new Set(), checkNow: () => {} }),
}));
const send = vi.mocked(sendEpos);

const PRINTED: EposOutcome = { ok: true, code: "", status: 2, message: "", response: null };
const COVER_OPEN: EposOutcome = {
  ok: false,
  code: "EPTR_COVER_OPEN",
  status: 32,
  message: "プリンターのカバーが開いています",
  response: null,
};

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue(PRINTED);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("DailyReportPrint", () => {
  it("prints the day's report, and reprints the same job after a printer failure", async () => {
    const server = fakeServer({ role: "manager" });
    send.mockResolvedValueOnce(COVER_OPEN);
    renderWithProviders(<DailyReportPrint loungeId={1} date="2026-11-27" />);
    const button = await screen.findByRole("button", { name: "日報を印刷" });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("プリンターのカバーが開いています（EPTR_COVER_OPEN）");
    await userEvent.click(within(alert).getByRole("button", { name: "再印刷" }));
    expect(await screen.findByText("日報を印刷しました")).toBeInTheDocument();
    expect(server.writes()).toEqual([
      "POST /business_days/1/2026-11-27/print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
    ]);
    const create = server.calls.find((c) => c.path.endsWith("/print_jobs") && c.method === "POST");
    expect(create?.body).toEqual({ printer_id: 1 });
    expect(send).toHaveBeenCalledTimes(2);
  });
});
