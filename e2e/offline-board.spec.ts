// The app opened with no network, as an iPad on the home screen at a lounge whose Wi-Fi is down:
// the service worker serves the app's code and the board this tablet last read. The board shows,
// never a blank page, under a bar that says it is the copy of a given moment, and nothing on it
// can be changed; with the network back it is live again. Signing out forgets the copy. Landscape
// and portrait; with E2E_SCREENSHOTS=1 it writes docs/images/offline-app-*.png.
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { callApi, IMAGES, seatGroup, signInThroughUi, signOut } from "./helpers";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const;

test.use({ serviceWorkers: "allow" });

/** The page is under the service worker's control (it claims the page once it is active). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

for (const [index, size] of SIZES.entries()) {
  const seatName = ["B7", "B8"][index] ?? "B6";
  test(`the last board opens read-only without a network, ${size.name}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInThroughUi(page, "渋谷", "shibuya-manager");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
    const session = await callApi(page, "GET", "/api/v1/session");
    await seatGroup(page, session.body.lounge.id, seatName, 3);
    await page.goto("/lounges/entries");
    await controlled(page);
    // Once more under the service worker: the board's code and its reads go through it, kept.
    await page.reload();
    await expect(page.locator('[data-seat-name="A1"]')).toBeVisible();
    await expect(page.getByTestId("cable-status")).toHaveText("接続中");
    const readBefore = Date.now();

    await context.setOffline(true);
    await page.reload();
    const bar = page.getByTestId("offline-bar");
    await expect(bar).toBeVisible({ timeout: 15_000 });
    await expect(bar).toContainText("オフラインです —");
    await expect(bar).toContainText("時点の表示です（閲覧のみ・変更できません）");
    await expect(page.locator('[data-seat-name="A1"]')).toBeVisible();
    await expect(page.locator(`[data-seat-name="${seatName}"]`)).toContainText("男3");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
    // Read-only: the board is inert, so a tap on a seat or a group opens nothing.
    await expect(page.locator('[data-stale="true"]')).toHaveAttribute("inert", "");
    await page.locator(`[data-seat-name="${seatName}"]`).getByText("男3").click({ force: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The bar's time is when the copy was read, not now.
    const text = (await bar.textContent()) ?? "";
    expect(text).toMatch(/\d+\/\d+ \(.\) \d\d:\d\d 時点/);
    expect(Date.now() - readBefore).toBeLessThan(120_000);
    if (process.env.E2E_SCREENSHOTS === "1") {
      await page.screenshot({ path: path.join(IMAGES, `offline-app-${size.name}.png`) });
    }

    await context.setOffline(false);
    await expect(bar).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId("cable-status")).toHaveText("接続中");
    await expect(page.locator("[inert]")).toHaveCount(0);

    // Signing out forgets the board this tablet kept.
    expect(await page.evaluate(() => caches.has("lounge-office-data-v1"))).toBe(true);
    await signOut(page);
    expect(
      await page.evaluate(async () => {
        const kept = await caches.open("lounge-office-data-v1");
        return (await kept.keys()).map((request) => new URL(request.url).pathname);
      }),
    ).not.toContain("/lounges/entries/board");
  });
}
