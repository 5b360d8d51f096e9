// The detail modal's guest link: closed until asked for; issuing shows the QR code of /g/{token}
// and its address; a live link can be reissued or revoked.
import { guestApi, pathOf } from "@lounge-office/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { GuestLinkPanel } from "./guest-link-panel";

const TOKEN = "Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_Zx9_";
const path = pathOf(guestApi.status, { id: 7 });

afterEach(() => vi.unstubAllGlobals());

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
    renderWithProviders(
      <GuestLinkPanel
        groupId={7}
        loungeId={1}
        loungeName="渋谷"
        seatName="C7"
        timeZone="Asia/Tokyo"
      />,
    );
    // Nothing is read until staff ask for it.
    expect(methods).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "お客様用ページ（QRコード）" }));
    await userEvent.click(await screen.findByRole("button", { name: "QRコードを表示" }));
    const qr = await screen.findByRole("img", { name: "お客様用ページのQRコード" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(`${window.location.origin}/g/${TOKEN}`)).toBeInTheDocument();
    expect(screen.getByText(/08:00 まで有効/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "取り消し" }));
    expect(await screen.findByRole("button", { name: "QRコードを表示" })).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "お客様用ページのQRコード" })).not.toBeInTheDocument();
    await waitFor(() => expect(methods).toEqual(["GET", "POST", "GET", "DELETE", "GET"]));
  });
});
