// The board's panel of papers that did not print: nothing when there are none, each listed with its
// settlement, paper and message, 再印刷 of the same job (a 結果不明 one only once the paper was
// checked; one printed elsewhere meanwhile is not sent), 破棄 for managers only and once confirmed,
// and the list read again as soon as the lounge's /cable says it changed.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLoungeCable } from "../../../lib/cable";
import { sendEpos } from "../../../lib/epos-transport";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { OpenPrintJobs, openPrintJobsQuery } from "./open-print-jobs";
import { fakeServer, printerOf, printJobOf } from "./test-server";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
const send = vi.mocked(sendEpos);

beforeEach(() => {
  send.mockReset();
  send.mockResolvedValue({ ok: true, code: "", status: 2, message: "", response: null });
});
afterEach(() => vi.unstubAllGlobals());

const failedJobs = () => [
  printJobOf(7, {
    status: "failed",
    code: "EPTR_COVER_OPEN",
    message: "カバーが開いています（EPTR_COVER_OPEN）",
    printer_id: 2,
  }),
  printJobOf(8, {
    status: "failed",
    settlement_id: 502,
    receipt_type: "post_receipt",
    index: 2,
    count: 3,
    code: "EPTR_REC_EMPTY",
    message: "用紙がありません（EPTR_REC_EMPTY）",
  }),
];

/** The board's one line about the papers, tapped open: the list with 再印刷 and 破棄. */
async function unfold() {
  const panel = await screen.findByTestId("open-print-jobs");
  await userEvent.click(within(panel).getByRole("button", { name: /^印刷できなかった伝票/ }));
  await within(panel).findByTestId("open-print-job-list");
  return panel;
}

describe("OpenPrintJobs", () => {
  it("shows nothing when every paper printed", async () => {
    const server = fakeServer();
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    await waitFor(() => expect(server.calls.some((c) => c.path === "/print_jobs")).toBe(true));
    expect(screen.queryByTestId("open-print-jobs")).toBeNull();
    // Read again every 30 s: a paper can fail on another tablet.
    expect(openPrintJobsQuery(1).refetchInterval).toBe(30_000);
  });

  it("folds to one line that says how many papers, and unfolds by a tap or the keyboard", async () => {
    fakeServer({ openJobs: failedJobs(), printers: [printerOf(1), printerOf(2)] });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await screen.findByTestId("open-print-jobs");
    const line = within(panel).getByRole("button", { name: /^印刷できなかった伝票 2件/ });
    expect(line).toHaveAttribute("aria-expanded", "false");
    // Folded: the line only, no rows and no 再印刷 taking the board's height.
    expect(panel.querySelector("[data-job-id]")).toBeNull();
    expect(within(panel).queryByRole("button", { name: "再印刷" })).toBeNull();

    line.focus();
    await userEvent.keyboard("{Enter}");
    expect(line).toHaveAttribute("aria-expanded", "true");
    const rows = await within(panel).findAllByRole("button", { name: "再印刷" });
    expect(rows).toHaveLength(2);
    expect(line).toHaveAttribute("aria-controls");
    expect(document.getElementById(line.getAttribute("aria-controls") ?? "")).toContainElement(
      rows[0] ?? null,
    );

    await userEvent.click(line);
    expect(line).toHaveAttribute("aria-expanded", "false");
    expect(within(panel).queryByRole("button", { name: "再印刷" })).toBeNull();
  });

  it("copies each paper's job id (the printer's printjobid)", async () => {
    fakeServer({ openJobs: failedJobs(), printers: [printerOf(1), printerOf(2)] });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    const second = panel.querySelector("[data-job-id='8']") as HTMLElement;
    expect(within(second).getByTestId("print-job-id")).toHaveTextContent("ジョブID pj-8");
    expect(await copiedBy(copyButton(second, "ジョブID"))).toEqual(["pj-8"]);
  });

  it("lists the failed papers and prints the same job again on 再印刷", async () => {
    const server = fakeServer({
      openJobs: failedJobs(),
      printers: [printerOf(1), printerOf(2)],
    });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    expect(panel).toHaveTextContent("印刷できなかった伝票 2件");
    const first = panel.querySelector("[data-job-id='7']") as HTMLElement;
    expect(first).toHaveTextContent("会計 #501 ・ レシート 1/1");
    expect(first).toHaveTextContent("カバーが開いています（EPTR_COVER_OPEN）");
    const second = panel.querySelector("[data-job-id='8']") as HTMLElement;
    expect(second).toHaveTextContent("会計 #502 ・ 領収書 2/3");
    // Staff: no 破棄.
    expect(within(panel).queryByRole("button", { name: "破棄" })).toBeNull();

    await userEvent.click(within(first).getByRole("button", { name: "再印刷" }));
    await waitFor(() => expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("1件"));
    expect(server.writes()).toEqual([
      "POST /print_jobs/7/claim",
      "POST /print_jobs/7/result",
      // The first paper of its action: nothing was logged when it failed.
      "POST /receipt_logs",
    ]);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ id: 2 }),
      "print",
      "<s:Envelope>job 7</s:Envelope>",
    );
    expect(server.jobs.get(7)?.status).toBe("printed");
  });

  it("asks to check the paper before reprinting a 結果不明 job, then claims and prints it", async () => {
    // Claimed long ago and never answered: it may have printed.
    const server = fakeServer({ openJobs: [printJobOf(9, { status: "printing", attempts: 1 })] });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    const row = panel.querySelector("[data-job-id='9']") as HTMLElement;
    expect(within(row).getByText(/^結果不明/)).toHaveTextContent(
      "プリンターの用紙を確認してから再印刷してください",
    );

    await userEvent.click(within(row).getByRole("button", { name: "再印刷" }));
    // The first tap sends nothing: it only asks to look at the printer.
    const confirm = await within(row).findByRole("button", { name: "用紙を確認した・再印刷" });
    expect(server.writes()).toEqual([]);
    expect(send).not.toHaveBeenCalled();

    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByTestId("open-print-jobs")).toBeNull());
    expect(server.writes()).toEqual([
      "POST /print_jobs/9/claim",
      "POST /print_jobs/9/result",
      "POST /receipt_logs",
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ id: 1 }),
      "print",
      "<s:Envelope>job 9</s:Envelope>",
    );
  });

  it("reprints a failed job on the first tap beside a 結果不明 one", async () => {
    const server = fakeServer({
      openJobs: [printJobOf(9, { status: "printing", attempts: 1 }), ...failedJobs()],
      printers: [printerOf(1), printerOf(2)],
    });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    expect(panel).toHaveTextContent("印刷できなかった伝票 3件");
    const failed = panel.querySelector("[data-job-id='7']") as HTMLElement;
    await userEvent.click(within(failed).getByRole("button", { name: "再印刷" }));
    await waitFor(() => expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("2件"));
    expect(server.writes()).toEqual([
      "POST /print_jobs/7/claim",
      "POST /print_jobs/7/result",
      "POST /receipt_logs",
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    const unknown = screen.getByTestId("open-print-jobs").querySelector("[data-job-id='9']");
    expect(within(unknown as HTMLElement).getByRole("button", { name: "再印刷" })).toBeEnabled();
  });

  it("says 別の端末で印刷済みです when the claim answers 409 この伝票は印刷済みです, and sends nothing", async () => {
    const server = fakeServer({ openJobs: failedJobs(), printers: [printerOf(1), printerOf(2)] });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    const row = panel.querySelector("[data-job-id='7']") as HTMLElement;
    // Meanwhile another tablet printed it; hold the list's next read to see this row's note.
    const job = server.jobs.get(7);
    if (job) job.status = "printed";
    const release = server.holdReads();
    await userEvent.click(within(row).getByRole("button", { name: "再印刷" }));
    await waitFor(() =>
      expect(within(row).getByRole("status")).toHaveTextContent("別の端末で印刷済みです"),
    );
    expect(within(row).getByRole("status")).not.toHaveTextContent("この伝票は印刷済みです");
    expect(send).not.toHaveBeenCalled();
    expect(server.writes()).toEqual(["POST /print_jobs/7/claim"]);
    release();
    await waitFor(() => expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("1件"));
  });

  it("lets a manager dismiss a paper once confirmed; キャンセル keeps it", async () => {
    const server = fakeServer({ role: "manager", openJobs: failedJobs() });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    const row = panel.querySelector("[data-job-id='8']") as HTMLElement;
    // The session is read by the list, which loads once there is a paper: its role may come after.
    await userEvent.click(await within(row).findByRole("button", { name: "破棄" }));
    const dialog = await screen.findByRole("dialog", { name: "伝票の破棄" });
    expect(dialog).toHaveTextContent("会計 #502 ・ 領収書 2/3");
    expect(dialog).toHaveTextContent("この伝票を破棄しますか？印刷されないまま一覧から消えます");
    expect(server.writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("2件");

    await userEvent.click(within(row).getByRole("button", { name: "破棄" }));
    const again = await screen.findByRole("dialog", { name: "伝票の破棄" });
    await userEvent.click(within(again).getByRole("button", { name: "破棄する" }));
    await waitFor(() => expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("1件"));
    expect(server.writes()).toEqual(["POST /print_jobs/8/dismiss"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(send).not.toHaveBeenCalled();
  });

  it("reads the list again when the lounge's /cable says it changed on another tablet", async () => {
    vi.stubGlobal("WebSocket", FakeWebSocket);
    FakeWebSocket.instances = [];
    const server = fakeServer({ openJobs: failedJobs(), printers: [printerOf(1), printerOf(2)] });
    // The board holds the lounge's socket; the list only listens to it.
    function Board() {
      useLoungeCable(1, {});
      return <OpenPrintJobs loungeId={1} />;
    }
    renderWithProviders(<Board />);
    expect(await screen.findByTestId("open-print-jobs")).toHaveTextContent("2件");
    await act(async () => FakeWebSocket.latest().open());
    // Another tablet printed paper 7 again and dismissed paper 8.
    const printed = server.jobs.get(7);
    if (printed) printed.status = "superseded";
    const dismissed = server.jobs.get(8);
    if (dismissed) dismissed.status = "dismissed";
    await act(async () =>
      FakeWebSocket.latest().message({ type: "ping", at: "2026-11-27T13:00:00Z" }),
    );
    expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("2件");
    await act(async () => FakeWebSocket.latest().message({ type: "print_jobs" }));
    await waitFor(() => expect(screen.queryByTestId("open-print-jobs")).toBeNull());
  });

  it("keeps a paper listed with the printer's message when the reprint fails again", async () => {
    const server = fakeServer({ openJobs: failedJobs().slice(0, 1) });
    send.mockResolvedValueOnce({
      ok: false,
      code: "EPTR_COVER_OPEN",
      status: 32,
      message: "プリンターのカバーが開いています",
      response: null,
    });
    renderWithProviders(<OpenPrintJobs loungeId={1} />);
    const panel = await unfold();
    await userEvent.click(within(panel).getByRole("button", { name: "再印刷" }));
    expect(await within(panel).findByRole("status")).toHaveTextContent(
      "プリンターのカバーが開いています（EPTR_COVER_OPEN）",
    );
    expect(server.writes()).not.toContain("POST /receipt_logs");
    expect(screen.getByTestId("open-print-jobs")).toHaveTextContent("1件");
  });
});
