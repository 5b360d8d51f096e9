// An iPad losing the network on the board, landscape (1024×768) and portrait (768×1024): the browser
// offline (Playwright's setOffline, which in Chromium also stops WebSockets: the retry meanwhile
// fails), a red bar across the board says since when it may be stale (the lounge's time) and the
// board is dimmed; back online, the board is live again within 3 s. With E2E_SCREENSHOTS=1 it writes
// docs/images/board-offline-*.png.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { IMAGES, signInThroughUi } from "./helpers";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const;

/** `HH:mm` of an instant in 渋谷's zone. */
const tokyoClock = (ms: number) =>
  new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(ms));

for (const size of SIZES) {
  test.describe(`offline board ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test("the bar with the last update's time appears offline and goes within 3 s of the network's return", async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      await signInThroughUi(page, "渋谷", "shibuya-staff3");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      await page.goto("/lounges/entries");
      await expect(page.locator('[data-seat-name="A1"]')).toBeVisible();
      await expect(page.getByTestId("cable-status")).toHaveText("接続中");
      const bar = page.getByTestId("offline-bar");
      await expect(bar).toHaveCount(0);

      // Last heard at most one ping (3 s) before the network went.
      const before = Date.now();
      await context.setOffline(true);
      await expect(bar).toBeVisible({ timeout: 7_500 });
      const shownAfter = Date.now() - before;
      console.log(`offline ${size.name}: bar ${shownAfter} ms after the network went`);
      await expect(bar).toContainText("接続が切れています — 最終更新");
      await expect(bar).toContainText("（表示は古い可能性があります）");
      const text = (await bar.textContent()) ?? "";
      const shownClock = text.match(/最終更新 (\d\d:\d\d)/)?.[1];
      expect([tokyoClock(before - 4_000), tokyoClock(before)]).toContain(shownClock);
      await expect(page.locator('[data-stale="true"]')).toHaveCount(1);
      await expect(page.getByTestId("cable-status")).toHaveText("再接続中…");

      // Past the first retry (3 s): the socket cannot come back while offline.
      await page.waitForTimeout(4_000);
      await expect(bar).toBeVisible();
      if (process.env.E2E_SCREENSHOTS === "1") {
        await page.screenshot({ path: path.join(IMAGES, `board-offline-${size.name}.png`) });
      }

      const back = Date.now();
      await context.setOffline(false);
      await expect(bar).toBeHidden({ timeout: 3_000 });
      await expect(page.getByTestId("cable-status")).toHaveText("接続中");
      console.log(
        `offline ${size.name}: live again ${Date.now() - back} ms after the network came back`,
      );
      await expect(page.locator('[data-stale="true"]')).toHaveCount(0);
    });
  });
}
