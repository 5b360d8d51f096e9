// 「QRを印刷」: the slip goes to this tablet's receipt printer as an ePOS envelope holding the page's
// address as its QR code; a printer's refusal is shown with its code and the same button prints it
// again; without a receipt printer the panel says printing is not possible.
import { type Printer, printersApi } from "@lounge-office/domain/printers";
import { pathOf } from "@lounge-office/domain/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { EPOS_PRINT_PATH, eposAnswer, receiptPrinter } from "./guest-slip.fixtures";
import { GuestSlipButton } from "./guest-slip-button";

const URL_OF_PAGE = "http://localhost:3000/g/Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_";
const slip = {
  lounge_name: "相席ラウンジ 渋谷店",
  seat_name: "C7",
  url: URL_OF_PAGE,
  expires_at: "2026-11-24T23:00:00.000Z",
  time_zone: "Asia/Tokyo",
};
const printer = receiptPrinter;
const display: Printer = { ...printer, id: 5, name: "お客様表示", kind: "display" };

afterEach(() => vi.unstubAllGlobals());

describe("GuestSlipButton", () => {
  it("prints the slip with the page's QR on the tablet's printer; a refusal can be printed again", async () => {
    const sent: { url: string; body: string }[] = [];
    const answers = [eposAnswer(false, "EPTR_COVER_OPEN"), eposAnswer(true)];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [pathOf(printersApi.list)]: { printers: [display, printer] },
          [EPOS_PRINT_PATH]: (url: URL, init?: RequestInit) => {
            sent.push({ url: url.href, body: String(init?.body) });
            return answers.shift() ?? eposAnswer(true);
          },
        }),
      ),
    );
    renderWithProviders(<GuestSlipButton loungeId={1} slip={slip} />);
    expect(await screen.findByText("印刷先: レジ前")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "QRを印刷" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("QRコードを印刷できませんでした");
    expect(alert).toHaveTextContent("EPTR_COVER_OPEN");

    await userEvent.click(screen.getByRole("button", { name: "もう一度印刷" }));
    expect(await screen.findByText("レジ前で印刷しました")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    expect(sent).toHaveLength(2);
    expect(sent[0]?.url).toMatch(/^http:\/\/192\.168\.0\.51:8008\/cgi-bin\/epos\/service\.cgi\?/);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(sent[0]?.body).toContain(
      `<symbol type="qrcode_model_2" level="level_m" width="5">${URL_OF_PAGE}</symbol>`,
    );
    expect(sent[0]?.body).toContain("お席 C7");
    expect(sent[0]?.body).toContain("有効期限 2026/11/25 08:00（お会計まで）");
  });

  it("says the QR cannot be printed when the lounge has no receipt printer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(jsonFetch({ [pathOf(printersApi.list)]: { printers: [display] } })),
    );
    renderWithProviders(<GuestSlipButton loungeId={1} slip={slip} />);
    expect(await screen.findByTestId("guest-slip-no-printer")).toHaveTextContent(
      "レシートプリンターが登録されていないため、QRコードは印刷できません",
    );
    expect(screen.queryByRole("button", { name: "QRを印刷" })).not.toBeInTheDocument();
  });
});
