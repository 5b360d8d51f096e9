// A printer that answers ePOS-Print on its web server's port (443) and not on 8043, in Chromium: the
// printers page's check gets no answer on the configured port, finds the printer on 443, says so and
// saves that port. The printer is an emulator serving HTTPS on port 443 of a loopback address of this
// run's own (from the run's free app port: two runs side by side never meet, and nothing on
// 127.0.0.1 is in the way); the browser accepts its self-signed certificate as staff do once per
// tablet. The printer added is deleted at the end.
import { startPrinterEmulator } from "@lounge-office/printer-emulator";
import { expect, test } from "@playwright/test";
import { callApi, openFromNavigation, signInThroughUi } from "./helpers";

// A port under 1024 is root's to open, as CI's machine runs the suite.
const canOpen443 = process.getuid?.() === 0;
const appPort = Number(process.env.E2E_PORT ?? 3210);
const ip = `127.${(appPort >> 8) & 255}.${appPort & 255}.2`;

test.use({ ignoreHTTPSErrors: true });

test("the check finds a printer on 443 after 8043 gives no answer, and saves that port", async ({
  page,
}) => {
  test.skip(!canOpen443, "port 443 needs root on this machine");
  const printer443 = await startPrinterEmulator({ port: 443, host: ip, https: true });
  let printerId: number | null = null;
  try {
    await signInThroughUi(page, "渋谷", "shibuya-manager");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
    const loungeId = (await callApi(page, "GET", "/api/v1/session")).body.lounge.id as number;
    const created = await callApi(page, "POST", "/printers", {
      printer: {
        lounge_id: loungeId,
        name: "レジ（443）",
        kind: "printer",
        scheme: "https",
        ip,
        port: 8043,
        device_id: "local_printer",
        timeout_ms: 3000,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    printerId = created.body.id as number;

    // A fresh page: its CSP names the printer's two ports.
    await page.goto("/lounges/entries");
    await openFromNavigation(page, "プリンター");
    const row = page.getByRole("row").filter({ hasText: "レジ（443）" });
    await row.getByRole("button", { name: "この端末から確認" }).click();
    const found = page.getByRole("alert", { name: "ポート 443 で応答しました" });
    await expect(found).toContainText("設定のポート 8043 では応答がなく", { timeout: 20_000 });
    await expect(page.getByText("この端末から印刷できます")).toBeVisible();
    await found.getByRole("button", { name: "ポートを 443 に変更" }).click();
    await expect(page.getByText("ポートを 443 に変更しました")).toBeVisible();
    const saved = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
    expect(saved.body.printers.find((p: { id: number }) => p.id === printerId)).toMatchObject({
      port: 443,
      origin: `https://${ip}:443`,
    });
  } finally {
    await printer443.close();
    if (printerId !== null) await callApi(page, "DELETE", `/printers/${printerId}`);
  }
});
