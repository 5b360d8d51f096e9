// Clipboard copy buttons (screen 19) in Chromium: a manager copies an account from the staff list,
// 「コピーしました!」 appears, the clipboard holds the account and the tooltip goes after about 2 s;
// the small icon takes a finger over 44 × 44 px. With E2E_SCREENSHOTS=1 it writes
// docs/images/copy-tooltip-1024x768.png (the tooltip showing).
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { openFromNavigation, signInThroughUi } from "./helpers";

const IMAGES = path.resolve(import.meta.dirname, "../docs/images");
const COPIED = "コピーしました!";

/** Every point 21 px from the button's centre (a 42 px square inside the 44 px target) hits it. */
async function expectTouchTarget(page: Page, button: Locator) {
  const box = await button.boundingBox();
  if (!box) throw new Error("the copy button is not on screen");
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const hits = await page.evaluate(
    ({ x, y }) =>
      [
        [-21, 0],
        [21, 0],
        [0, -21],
        [0, 21],
      ].map(([dx = 0, dy = 0]) =>
        document
          .elementFromPoint(x + dx, y + dy)
          ?.closest("button")
          ?.getAttribute("aria-label"),
      ),
    centre,
  );
  expect(hits).toEqual(Array(4).fill("アカウントをコピー"));
}

test("a manager copies an account from the staff list", async ({ browser }) => {
  const context = await browser.newContext({
    permissions: ["clipboard-read", "clipboard-write"],
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInThroughUi(page, "渋谷", "shibuya-manager");
  await expect(page).not.toHaveURL(/sign_in/);
  await openFromNavigation(page, "スタッフ管理");

  const row = page
    .getByRole("table", { name: "スタッフ一覧" })
    .locator('tr[data-account="shibuya-staff1"]');
  const button = row.getByRole("button", { name: "アカウントをコピー" });
  await expect(button).toBeVisible();
  await expectTouchTarget(page, button);
  // Nothing on hover: the tooltip answers a copy only.
  await button.hover();
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  await button.click();
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText(COPIED);
  if (process.env.E2E_SCREENSHOTS === "1") {
    await page.screenshot({ path: path.join(IMAGES, "copy-tooltip-1024x768.png") });
  }
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("shibuya-staff1");

  // Gone after 2 s (the expect's own timeout is the bound, not a measured duration).
  await expect(tooltip).toHaveCount(0);
  await context.close();
});
