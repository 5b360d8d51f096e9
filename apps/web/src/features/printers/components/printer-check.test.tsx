// The per-tablet printer check: what staff are told for each answer (transport mocked: no LAN in jsdom).
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sendEpos } from "../../../lib/epos-transport";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { PrinterCheck } from "./printer-check";
import { failed, HTTP_PRINTER, MANAGER_SESSION, ONLINE, RECEIPT_PRINTER } from "./test-fixtures";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
vi.mock("@lounge-office/domain/shared", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@lounge-office/domain/shared")>()),
  eposProbeXml: () => "<probe/>",
}));

const send = vi.mocked(sendEpos);
beforeEach(() => {
  send.mockReset();
  vi.stubGlobal("fetch", jsonFetch({ "/api/v1/session": MANAGER_SESSION }));
});
afterEach(() => vi.unstubAllGlobals());

describe("PrinterCheck", () => {
  it("explains an HTTPS certificate not yet accepted and links to the printer, then checks again", async () => {
    // No answer on 8043, nor on the printer's web server (443) it tries next.
    send.mockResolvedValueOnce(failed("NETWORK", "プリンターに接続できません", false));
    send.mockResolvedValueOnce(failed("NETWORK", "プリンターに接続できません", false));
    renderWithProviders(<PrinterCheck printer={RECEIPT_PRINTER} />);
    await userEvent.click(screen.getByRole("button", { name: "この端末から確認" }));

    const help = await screen.findByRole("alert", { name: /証明書をまだ受け入れていません/ });
    const link = within(help).getByRole("link", { name: "https://192.168.0.50:8043" });
    expect(link).toHaveAttribute("href", "https://192.168.0.50:8043");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener");
    expect(help).toHaveTextContent(
      "「詳細設定」→「192.168.0.50 にアクセスする（安全ではありません）」",
    );
    expect(help).toHaveTextContent("「詳細を表示」→「このWebサイトを閲覧」");
    expect(send).toHaveBeenCalledWith(
      RECEIPT_PRINTER,
      "print",
      "<probe/>",
      expect.objectContaining({ timeoutMs: 10000 }),
    );
    expect(send.mock.calls[1]?.[0]).toMatchObject({ port: 443 });
    expect(screen.queryByTestId("other-port")).not.toBeInTheDocument();

    // Accepted in the other tab: the same button checks again and the printer answers.
    send.mockResolvedValueOnce(ONLINE);
    await userEvent.click(screen.getByRole("button", { name: "もう一度確認" }));
    expect(await screen.findByText("この端末から印刷できます")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("finds the printer on 443 when 8043 gives no answer, and saves that port", async () => {
    send.mockResolvedValueOnce(failed("NETWORK", "プリンターに接続できません", false));
    send.mockResolvedValueOnce(ONLINE);
    const saved: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/printers/7": (_url: URL, init?: RequestInit) => {
          saved.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ ...RECEIPT_PRINTER, port: 443 }), { status: 200 });
        },
      }),
    );
    renderWithProviders(<PrinterCheck printer={RECEIPT_PRINTER} autoStart />);
    const found = await screen.findByRole("alert", { name: "ポート 443 で応答しました" });
    expect(found).toHaveTextContent("設定のポート 8043 では応答がなく");
    expect(screen.getByText("この端末から印刷できます")).toBeInTheDocument();
    await userEvent.click(within(found).getByRole("button", { name: "ポートを 443 に変更" }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ printer: { port: 443, scheme: "https", columns: 48 } });
  });

  it("for an http printer explains power, network and address instead of a certificate", async () => {
    send.mockResolvedValueOnce(failed("NETWORK", "プリンターに接続できません", false));
    send.mockResolvedValueOnce(failed("NETWORK", "プリンターに接続できません", false));
    renderWithProviders(<PrinterCheck printer={HTTP_PRINTER} autoStart />);
    const help = await screen.findByRole("alert", { name: "この端末から機器に接続できません" });
    expect(help).toHaveTextContent("電源");
    expect(help).toHaveTextContent("IPアドレス 192.168.0.51・ポート 8008");
    expect(screen.queryByText(/証明書/)).not.toBeInTheDocument();
  });

  it("shows the device's own failure in Japanese with its code", async () => {
    send.mockResolvedValueOnce(failed("EPTR_COVER_OPEN", "プリンターのカバーが開いています"));
    renderWithProviders(<PrinterCheck printer={RECEIPT_PRINTER} autoStart />);
    const alert = await screen.findByRole("alert", { name: "機器がエラーを返しました" });
    expect(alert).toHaveTextContent("プリンターのカバーが開いています（EPTR_COVER_OPEN）");
  });
});
