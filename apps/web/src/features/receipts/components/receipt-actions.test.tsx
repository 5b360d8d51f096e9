// The print flow on screen 10 and the settlement page: calls in order, the receipt log once, a printer
// failure in Japanese with 再印刷 of the same job, the log failure in the original system's words, a paper printed
// elsewhere meanwhile skipped, the formal receipt button for staff and managers (issued by a log or by
// a job not dismissed), and one print however fast the taps come.
import {
  type PrintJob,
  RECEIPT_LOG_FAILED_MESSAGE,
  type ReceiptLog,
} from "@lounge-office/domain/receipts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { renderWithProviders } from "../../../test/render";
import { OpenPrintJobs } from "./open-print-jobs";
import { ReceiptActions } from "./receipt-actions";
import { fakeServer, printerOf, printJobOf, settledLog } from "./test-server";

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

const postReceiptLog: ReceiptLog = {
  id: 9,
  accounting_log_id: 41,
  settlement_id: 501,
  receipt_type: "post_receipt",
  staff_id: 3,
  staff_name: "佐藤 花",
  created_at: "2026-05-01T12:05:00.000Z",
};

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue(PRINTED);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

/** A formal receipt of this settlement (accounting log 41) that was sent and never logged. */
const postReceiptJob = (status: PrintJob["status"], over: Partial<PrintJob> = {}) =>
  printJobOf(60, { receipt_type: "post_receipt", status, ...over });

const message = () => screen.getByTestId("printer-message");
const receiptButton = () => screen.getByRole("button", { name: "レシートを印刷" });

async function open(drawer = false) {
  renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} drawer={drawer} />);
  await waitFor(() => expect(receiptButton()).toBeEnabled());
}

describe("ReceiptActions", () => {
  it("prints a receipt: create, claim, printer, result, then the receipt log once", async () => {
    const server = fakeServer();
    await open(true);
    await userEvent.click(receiptButton());
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました"));
    expect(server.writes()).toEqual([
      "POST /print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /receipt_logs",
    ]);
    const create = server.calls.find((c) => c.method === "POST" && c.path === "/print_jobs");
    expect(create?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    // Right after settling a cash payment the drawer opens with the receipt.
    expect(create?.body).toEqual({
      print_job: { receipt_type: "receipt", drawer: true, accounting_log_id: 41, printer_id: 1 },
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ ip: "192.168.0.51", port: 8043 }),
      "print",
      "<s:Envelope>job 100</s:Envelope>",
    );
    const result = server.calls.find((c) => c.path === "/print_jobs/100/result");
    expect(result?.body).toEqual({ print_job: { success: true, code: "", status: "2" } });
    expect(
      server.calls.find((c) => c.path === "/receipt_logs" && c.method === "POST")?.body,
    ).toEqual({ receipt_log: { accounting_log_id: 41, receipt_type: "receipt" } });
  });

  it("shows a printer failure with its code and reprints the same job on 再印刷", async () => {
    const server = fakeServer();
    send.mockResolvedValueOnce(COVER_OPEN);
    await open();
    await userEvent.click(receiptButton());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("プリンターのカバーが開いています（EPTR_COVER_OPEN）");
    expect(alert).toHaveTextContent("会計は保存されています");
    expect(server.jobs.get(100)?.status).toBe("failed");
    expect(server.writes()).not.toContain("POST /receipt_logs");

    await userEvent.click(within(alert).getByRole("button", { name: "再印刷" }));
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(server.writes()).toEqual([
      "POST /print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /receipt_logs",
    ]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.map((c) => c[2])).toEqual([
      "<s:Envelope>job 100</s:Envelope>",
      "<s:Envelope>job 100</s:Envelope>",
    ]);
    // Without drawer (a reprint from the settlement page) nothing asks for it.
    const create = server.calls.find((c) => c.method === "POST" && c.path === "/print_jobs");
    expect(create?.body).toEqual({
      print_job: { receipt_type: "receipt", accounting_log_id: 41, printer_id: 1 },
    });
  });

  it("lists the failed paper on the board's panel at once (one cache: the print invalidates it)", async () => {
    fakeServer();
    send.mockResolvedValueOnce(COVER_OPEN);
    renderWithProviders(
      <>
        <OpenPrintJobs loungeId={1} />
        <ReceiptActions accountingLogs={[settledLog()]} />
      </>,
    );
    await waitFor(() => expect(receiptButton()).toBeEnabled());
    expect(screen.queryByTestId("open-print-jobs")).toBeNull();
    await userEvent.click(receiptButton());
    const panel = await screen.findByTestId("open-print-jobs");
    expect(panel).toHaveTextContent("印刷できなかった伝票 1件");
    // The board's line, tapped open: the paper.
    await userEvent.click(within(panel).getByRole("button", { name: /^印刷できなかった伝票/ }));
    expect(await within(panel).findByText(/会計 #501 ・ レシート 1\/1/)).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId("print-failure")).getByRole("button", { name: "再印刷" }),
    );
    await waitFor(() => expect(screen.queryByTestId("open-print-jobs")).toBeNull());
  });

  it("says 履歴登録に失敗しました when the receipt log cannot be recorded (the paper stays printed)", async () => {
    const server = fakeServer({ failLog: true });
    await open();
    await userEvent.click(receiptButton());
    await waitFor(() => expect(message().textContent).toBe(RECEIPT_LOG_FAILED_MESSAGE));
    expect(server.jobs.get(100)?.status).toBe("printed");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("prints once however fast the button is tapped", async () => {
    const server = fakeServer();
    await open();
    // Within one act the button is not yet disabled between the taps: the ref guard must hold.
    act(() => {
      const button = receiptButton();
      button.click();
      button.click();
      button.click();
    });
    fireEvent.click(receiptButton());
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました"));
    expect(server.writes().filter((w) => w === "POST /print_jobs")).toHaveLength(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("disables the formal receipt for staff once one is logged", async () => {
    fakeServer({ role: "staff", logs: [postReceiptLog] });
    await open();
    await screen.findByTestId("post-receipt-issued");
    expect(screen.getByRole("button", { name: "領収書を発行" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "領収書を再発行" })).toBeNull();
  });

  it.each(["failed", "printing", "printed"] as const)(
    "disables the formal receipt for staff once one is issued as a job (%s), even unlogged",
    async (status) => {
      const server = fakeServer({ role: "staff", openJobs: [postReceiptJob(status)] });
      await open();
      expect(await screen.findByTestId("post-receipt-issued")).toHaveTextContent(
        "再印刷してください",
      );
      expect(screen.getByRole("button", { name: "領収書を発行" })).toBeDisabled();
      expect(screen.queryByRole("button", { name: "領収書を再発行" })).toBeNull();
      // The settlement's jobs in every state, not the open list.
      const read = server.calls.find(
        (c) => c.path === "/print_jobs" && c.query.get("accounting_log_id") === "41",
      );
      expect(Object.fromEntries(read?.query ?? [])).toEqual({
        lounge_id: "1",
        status: "all",
        accounting_log_id: "41",
      });
    },
  );

  it("lets staff issue a formal receipt when the only one was dismissed or is another settlement's", async () => {
    fakeServer({
      role: "staff",
      openJobs: [
        postReceiptJob("dismissed"),
        printJobOf(61, {
          receipt_type: "post_receipt",
          status: "failed",
          accounting_log_id: 99,
          settlement_id: 599,
        }),
      ],
    });
    await open();
    await waitFor(() => expect(screen.getByRole("button", { name: "領収書を発行" })).toBeEnabled());
    expect(screen.queryByTestId("post-receipt-issued")).toBeNull();
  });

  it("offers managers 領収書を再発行 once a formal receipt job exists, even unlogged", async () => {
    fakeServer({ role: "manager", openJobs: [postReceiptJob("failed")] });
    await open();
    const reissue = await screen.findByRole("button", { name: "領収書を再発行" });
    await waitFor(() => expect(reissue).toBeEnabled());
    expect(screen.queryByTestId("post-receipt-issued")).toBeNull();
    await userEvent.click(reissue);
    expect(await screen.findByTestId("reissue-note")).toHaveTextContent("【再発行】");
  });

  it("offers managers 領収書を再発行 once a formal receipt is logged", async () => {
    fakeServer({ role: "manager", logs: [postReceiptLog] });
    await open();
    const reissue = await screen.findByRole("button", { name: "領収書を再発行" });
    await waitFor(() => expect(reissue).toBeEnabled());
    await userEvent.click(reissue);
    expect(await screen.findByTestId("reissue-note")).toHaveTextContent("【再発行】");
  });

  it("prints a split formal receipt paper by paper, stops at a failure and resumes there", async () => {
    const server = fakeServer();
    send.mockResolvedValueOnce(PRINTED).mockResolvedValueOnce(COVER_OPEN);
    await open();
    await userEvent.click(screen.getByRole("button", { name: "領収書を発行" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByText("人数で割る"));
    const count = within(dialog).getByRole("textbox", { name: "枚数" });
    await userEvent.clear(count);
    await userEvent.type(count, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "印刷" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("EPTR_COVER_OPEN");
    expect(screen.queryByRole("dialog")).toBeNull();
    // Paper 1 printed and logged; paper 2 failed; paper 3 was never sent.
    expect(send).toHaveBeenCalledTimes(2);
    expect(server.jobs.get(102)?.status).toBe("pending");
    const create = server.calls.find((c) => c.method === "POST" && c.path === "/print_jobs");
    expect(create?.body).toMatchObject({
      print_job: {
        receipt_type: "post_receipt",
        split: "num",
        count: 3,
        addressee: "上様",
      },
    });
    // As paid: the server names the means that paid each paper.
    expect(create?.body).not.toHaveProperty(["print_job", "payment_type"]);

    await userEvent.click(screen.getByRole("button", { name: "再印刷" }));
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました（3枚）"));
    expect(server.writes()).toEqual([
      "POST /print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /receipt_logs",
      "POST /print_jobs/101/claim",
      "POST /print_jobs/101/result",
      "POST /print_jobs/101/claim",
      "POST /print_jobs/101/result",
      "POST /print_jobs/102/claim",
      "POST /print_jobs/102/result",
    ]);
    expect(server.logs.map((l) => l.receipt_type)).toEqual(["post_receipt"]);
  });

  it("shows a refused claim (another tablet is printing it) and does not send the paper", async () => {
    const server = fakeServer();
    send.mockResolvedValueOnce(COVER_OPEN);
    await open();
    await userEvent.click(receiptButton());
    const alert = await screen.findByRole("alert");
    // Meanwhile another tablet claimed it from the board and awaits its printer.
    const job = server.jobs.get(100);
    if (job) job.status = "printing";
    await userEvent.click(within(alert).getByRole("button", { name: "再印刷" }));
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent("別の端末が印刷中です"),
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("skips a paper printed elsewhere meanwhile on 再印刷: no alert, nothing sent, no second log", async () => {
    const server = fakeServer();
    send.mockResolvedValueOnce(COVER_OPEN);
    await open();
    await userEvent.click(receiptButton());
    const alert = await screen.findByRole("alert");
    // Meanwhile the board printed it (and logged the receipt there).
    const job = server.jobs.get(100);
    if (job) job.status = "printed";
    await userEvent.click(within(alert).getByRole("button", { name: "再印刷" }));
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(send).toHaveBeenCalledTimes(1);
    expect(server.writes()).toEqual([
      "POST /print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /print_jobs/100/claim",
    ]);
  });

  it("skips paper 2 of 3 when its claim answers 409 この伝票は印刷済みです and prints paper 3", async () => {
    const server = fakeServer();
    // While paper 1 prints here, another tablet prints paper 2 from the board.
    send.mockImplementationOnce(async () => {
      const second = server.jobs.get(101);
      if (second) second.status = "printed";
      return PRINTED;
    });
    await open();
    await userEvent.click(screen.getByRole("button", { name: "領収書を発行" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByText("人数で割る"));
    const count = within(dialog).getByRole("textbox", { name: "枚数" });
    await userEvent.clear(count);
    await userEvent.type(count, "3");
    await userEvent.click(within(dialog).getByRole("button", { name: "印刷" }));
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました（3枚）"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByTestId("print-failure")).toBeNull();
    expect(send.mock.calls.map((c) => c[2])).toEqual([
      "<s:Envelope>job 100</s:Envelope>",
      "<s:Envelope>job 102</s:Envelope>",
    ]);
    expect(server.writes()).toEqual([
      "POST /print_jobs",
      "POST /print_jobs/100/claim",
      "POST /print_jobs/100/result",
      "POST /receipt_logs",
      "POST /print_jobs/101/claim",
      "POST /print_jobs/102/claim",
      "POST /print_jobs/102/result",
    ]);
    expect(server.jobs.get(102)?.status).toBe("printed");
    expect(server.logs.map((l) => l.receipt_type)).toEqual(["post_receipt"]);
  });

  it("names who sets up printers when the lounge has none", async () => {
    fakeServer({ printers: [printerOf(5, { kind: "display" })] });
    renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} />);
    const hint = await screen.findByTestId("no-printer");
    expect(hint).toHaveTextContent("店長");
    expect(within(hint).getByRole("link", { name: "プリンター設定" })).toHaveAttribute(
      "href",
      "/printers",
    );
    expect(receiptButton()).toBeDisabled();
    expect(screen.getByRole("button", { name: "領収書を発行" })).toBeDisabled();
  });

  it("remembers the chosen printer on this tablet", async () => {
    const server = fakeServer({ printers: [printerOf(1), printerOf(2)] });
    const first = renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} />);
    const select = await screen.findByRole("combobox", { name: "プリンター" });
    await userEvent.selectOptions(select, "2");
    first.unmount();
    renderWithProviders(<ReceiptActions accountingLogs={[settledLog()]} />);
    await waitFor(() => expect(receiptButton()).toBeEnabled());
    expect(screen.getByRole("combobox", { name: "プリンター" })).toHaveValue("2");
    await userEvent.click(receiptButton());
    await waitFor(() => expect(message()).toHaveTextContent("印刷しました"));
    expect(send.mock.calls[0]?.[0]).toMatchObject({ id: 2 });
    const create = server.calls.find((c) => c.method === "POST" && c.path === "/print_jobs");
    expect(create?.body).toMatchObject({ print_job: { printer_id: 2 } });
  });
});
