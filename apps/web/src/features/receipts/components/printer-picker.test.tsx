// The printer picker while a print is open: the chosen printer's status read live (asking, then
// ready, a roll near its end, no answer), and only the chosen printer asked.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { failed, ONLINE, printerOf } from "../../../test/printers";
import { renderWithProviders } from "../../../test/render";
import { PrinterPicker } from "./printer-picker";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
const send = vi.mocked(sendEpos);

const nearEnd = 251_658_260 + 131_072;
const NEAR_END: EposOutcome = {
  ...ONLINE,
  status: nearEnd,
  response: { success: true, code: "", status: nearEnd, battery: 0 },
};

beforeEach(() => {
  send.mockReset();
  window.localStorage.clear();
});

const printers = [printerOf(1), printerOf(2)];

/** The picker as the print screens show it, with the first printer chosen. */
const Picker = () => (
  <PrinterPicker
    list={printers}
    printer={printers[0] ?? null}
    onChoose={() => {}}
    loading={false}
    error={null}
  />
);

describe("PrinterPicker's live status", () => {
  it("says it is asking, then that the printer prints", async () => {
    let answer: (outcome: EposOutcome) => void = () => {};
    send.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderWithProviders(<Picker />);
    expect(await screen.findByText("プリンターの状態を確認中…")).toBeInTheDocument();
    answer(ONLINE);
    const status = await screen.findByTestId("printer-live-status");
    await waitFor(() => expect(status).toHaveAttribute("data-level", "ready"));
    expect(status).toHaveTextContent("印刷できます");
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ ip: "192.168.0.51" }),
      "print",
      expect.stringContaining("<epos-print"),
      expect.objectContaining({ timeoutMs: 10000 }),
    );
  });

  it("warns of a roll near its end, and names a printer that does not answer", async () => {
    send.mockResolvedValueOnce(NEAR_END);
    const { unmount } = renderWithProviders(<Picker />);
    expect(
      await screen.findByText("用紙残りわずかです。ロール紙を交換してください"),
    ).toBeInTheDocument();
    expect(screen.getByTestId("printer-live-status")).toHaveAttribute("data-level", "warning");
    unmount();

    send.mockResolvedValue(failed("NETWORK", "接続できません", false));
    renderWithProviders(<Picker />);
    expect(await screen.findByText(/^応答がありません。電源とネットワーク/)).toBeInTheDocument();
    expect(screen.getByTestId("printer-live-status")).toHaveAttribute("data-level", "unknown");
  });

  it("asks the printer chosen", async () => {
    send.mockResolvedValue(ONLINE);
    const onChoose = vi.fn();
    renderWithProviders(
      <PrinterPicker
        list={printers}
        printer={printers[1] ?? null}
        onChoose={onChoose}
        loading={false}
        error={null}
      />,
    );
    await waitFor(() => expect(send).toHaveBeenCalled());
    expect(send.mock.calls.every(([endpoint]) => endpoint.ip === "192.168.0.52")).toBe(true);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "プリンター" }), "1");
    expect(onChoose).toHaveBeenCalledWith(1);
  });
});
