// The detail modal's guest link: closed until asked for; issuing shows the QR code of /g/{token} on
// the whole screen with only what guests should see; a live link can be reissued or revoked; the
// shown QR prints on a slip.
import { guestApi } from "@lounge-office/domain/guest";
import { printersApi } from "@lounge-office/domain/printers";
import { pathOf } from "@lounge-office/domain/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { GuestLinkPanel } from "./guest-link-panel";
import { EPOS_PRINT_PATH, eposAnswer, receiptPrinter } from "./guest-slip.fixtures";

const TOKEN = "Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_";
const path = pathOf(guestApi.status, { id: 7 });

afterEach(() => vi.unstubAllGlobals());

/** What the detail modal shows above the panel: staff's notes, never for the guests' eyes. */
const COMMENT = "常連・田中様。前回は女性4名と相席";

const renderPanel = () =>
  renderWithProviders(
    <>
      <p>{COMMENT}</p>
      <p>1990年（平成2年）× 2</p>
      <GuestLinkPanel
        groupId={7}
        loungeId={1}
        loungeName="渋谷"
        seatName="C7"
        timeZone="Asia/Tokyo"
      />
    </>,
  );

/** Closes the full-screen QR (staff take the tablet back). */
async function closeQr() {
  await userEvent.click(screen.getByRole("button", { name: "閉じる" }));
  await waitFor(() => expect(screen.queryByTestId("guest-qr-view")).not.toBeInTheDocument());
}

/** Opens the panel and issues a link (its QR shows). */
async function showQr() {
  await userEvent.click(screen.getByRole("button", { name: "お客様用ページ（QRコード）" }));
  await userEvent.click(await screen.findByRole("button", { name: "QRコードを表示" }));
}

describe("GuestLinkPanel", () => {
  it("issues a link and shows its QR code and address, then revokes it", async () => {
    let live = false;
    const methods: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [path]: (_url: URL, init?: RequestInit) => {
            const method = init?.method ?? "GET";
            methods.push(method);
            if (method === "POST") {
              live = true;
              return new Response(
                JSON.stringify({
                  token: TOKEN,
                  path: `/g/${TOKEN}`,
                  expires_at: "2026-11-24T23:00:00.000Z",
                }),
                { status: 201 },
              );
            }
            if (method === "DELETE") {
              live = false;
              return new Response(JSON.stringify({ ok: true }));
            }
            return new Response(
              JSON.stringify({
                live,
                issued_at: live ? "2026-11-24T11:00:00.000Z" : null,
                expires_at: live ? "2026-11-24T23:00:00.000Z" : null,
              }),
            );
          },
        }),
      ),
    );
    renderPanel();
    // Nothing is read until staff ask for it.
    expect(methods).toEqual([]);
    await showQr();
    const qr = await screen.findByRole("img", { name: "お客様用ページのQRコード" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await closeQr();
    expect(screen.getByText(`${window.location.origin}/g/${TOKEN}`)).toBeInTheDocument();
    expect(screen.getByText(/08:00 まで有効/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "取り消し" }));
    expect(await screen.findByRole("button", { name: "QRコードを表示" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "お客様用ページのQRコード" })).not.toBeInTheDocument();
    await waitFor(() => expect(methods).toEqual(["GET", "POST", "GET", "DELETE", "GET"]));
  });

  it("prints the shown QR on a slip; a reissued link is a new slip to print", async () => {
    let issued = 0;
    const tokenOf = (n: number) => `${String(n).repeat(4)}${TOKEN.slice(4)}`;
    const printed: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [path]: (_url: URL, init?: RequestInit) => {
            if (init?.method === "POST") {
              issued += 1;
              const token = tokenOf(issued);
              return new Response(
                JSON.stringify({
                  token,
                  path: `/g/${token}`,
                  expires_at: "2026-11-24T23:00:00.000Z",
                }),
                { status: 201 },
              );
            }
            return new Response(
              JSON.stringify({
                live: issued > 0,
                issued_at: issued > 0 ? "2026-11-24T11:00:00.000Z" : null,
                expires_at: issued > 0 ? "2026-11-24T23:00:00.000Z" : null,
              }),
            );
          },
          [pathOf(printersApi.list)]: { printers: [receiptPrinter] },
          [EPOS_PRINT_PATH]: (_url: URL, init?: RequestInit) => {
            printed.push(String(init?.body));
            return eposAnswer(true);
          },
        }),
      ),
    );
    renderPanel();
    await showQr();
    await closeQr();
    await userEvent.click(await screen.findByRole("button", { name: "QRを印刷" }));
    expect(await screen.findByText("レジ前で印刷しました")).toBeInTheDocument();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`/g/${tokenOf(1)}</symbol>`);
    expect(printed[0]).toContain("お席 C7");

    await userEvent.click(screen.getByRole("button", { name: "再発行" }));
    await closeQr();
    expect(
      await screen.findByText(`${window.location.origin}/g/${tokenOf(2)}`),
    ).toBeInTheDocument();
    expect(screen.getByTestId("guest-slip-status")).toHaveTextContent("印刷先: レジ前");
    await userEvent.click(screen.getByRole("button", { name: "QRを印刷" }));
    await waitFor(() => expect(printed).toHaveLength(2));
    expect(printed[1]).toContain(`/g/${tokenOf(2)}</symbol>`);
  });

  it("shows the QR on the whole screen with only the guests' part: no comment, ages or staff controls", async () => {
    let posts = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(
        jsonFetch({
          [path]: (_url: URL, init?: RequestInit) => {
            if (init?.method === "POST") {
              posts += 1;
              return new Response(
                JSON.stringify({
                  token: TOKEN,
                  path: `/g/${TOKEN}`,
                  // 10:26 on the 28th in Tokyo: the date shows, not only the time.
                  expires_at: "2026-11-28T01:26:00.000Z",
                }),
                { status: 201 },
              );
            }
            return new Response(
              JSON.stringify({
                live: posts > 0,
                issued_at: posts > 0 ? "2026-11-27T13:26:00.000Z" : null,
                expires_at: posts > 0 ? "2026-11-28T01:26:00.000Z" : null,
              }),
            );
          },
        }),
      ),
    );
    renderPanel();
    await showQr();
    const view = await screen.findByTestId("guest-qr-view");
    const guests = within(view);
    expect(
      await guests.findByRole("img", { name: "お客様用ページのQRコード" }),
    ).toBeInTheDocument();
    expect(guests.getByText("渋谷")).toBeInTheDocument();
    expect(guests.getByTestId("guest-qr-seat")).toHaveTextContent("お席 C7");
    expect(
      guests.getByText("スマートフォンのカメラで読み取ると、ご利用時間と料金をご確認いただけます"),
    ).toBeInTheDocument();
    expect(guests.getByText(/^Scan with your phone/)).toBeInTheDocument();
    expect(guests.getByTestId("guest-qr-expiry")).toHaveTextContent("有効期限 2026/11/28 10:26");
    // Nothing of what staff see in the detail modal.
    expect(view).not.toHaveTextContent(COMMENT);
    expect(view).not.toHaveTextContent("1990");
    expect(view).not.toHaveTextContent(TOKEN);
    for (const name of ["取り消し", "再発行", "QRを印刷"]) {
      expect(guests.queryByRole("button", { name })).not.toBeInTheDocument();
    }
    await closeQr();
    // Shown again without a new link (the old QR would stop working).
    await userEvent.click(screen.getByRole("button", { name: "QRコードを全画面で表示" }));
    expect(await screen.findByTestId("guest-qr-view")).toBeInTheDocument();
    expect(posts).toBe(1);
  });
});
