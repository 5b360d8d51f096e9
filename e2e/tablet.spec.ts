// The floor on an iPad, landscape (1024×768) and portrait (768×1024), with touch: nothing scrolls
// sideways (board, 在席一覧), every group is a 44 px target, tap-tap seating works, the detail modal's
// actions are on screen. Uses 渋谷's C1 and D1 (other specs use D8 and any free seat). With E2E_SCREENSHOTS=1 it also writes the README's images to docs/images/.
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInThroughUi } from "./helpers";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768, seat: "C1" },
  { name: "768x1024", width: 768, height: 1024, seat: "D1" },
] as const;

const IMAGES = path.resolve(import.meta.dirname, "../docs/images");
const shoot = async (page: Page, file: string) => {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({ path: path.join(IMAGES, file) });
};

const seat = (page: Page, name: string) => page.locator(`[data-seat-name="${name}"]`);
const label = (page: Page, name: string, gender: "mens" | "ladys") =>
  seat(page, name).locator(`[data-gender="${gender}"][data-count]`);

/** Neither the page nor the given box scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, box?: Locator) {
  const pageWidths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(pageWidths.scroll).toBeLessThanOrEqual(pageWidths.client);
  if (box) {
    const widths = await box.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }
}

async function expectInViewport(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  if (!viewport || !box) throw new Error("not visible");
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

/** Tap a palette item, tap a seat, OK in the entry modal: the group is on the seat. */
async function seatByTaps(page: Page, gender: "mens" | "ladys", seatName: string) {
  const palette = page.getByTestId(`palette-${gender}`);
  await palette.tap();
  await expect(palette).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("tap-hint")).toContainText("席をタップして案内します");
  await seat(page, seatName).getByText(seatName, { exact: true }).tap();
  const modal = page.getByRole("dialog", {
    name: `新規 ${gender === "mens" ? "男性" : "女性"} → ${seatName}`,
  });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "OK" }).tap();
  await expect(modal).toBeHidden();
  await expect(label(page, seatName, gender)).not.toHaveAttribute("data-count", "0");
}

for (const size of SIZES) {
  test.describe(`tablet ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test("the board fits, groups are 44 px targets, tap-tap seats a group, the details' actions are on screen", async ({
      page,
    }) => {
      await signInThroughUi(page, "渋谷", "shibuya-staff2");
      await expect(page.getByTestId("signed-in-staff")).toBeVisible();
      await page.goto("/lounges/entries");
      await expect(seat(page, "A1")).toBeVisible();
      // The navigation is folded behind the burger below 1200 px.
      await expect(page.getByRole("button", { name: "メニュー", exact: true })).toBeVisible();
      await expect(page.getByTestId("board-hint")).toBeVisible();

      await seatByTaps(page, "mens", size.seat);
      // Ladies onto the men's seat: matched with them (the only choice), marked with one letter.
      await seatByTaps(page, "ladys", size.seat);
      await expect(label(page, size.seat, "ladys").locator("[data-match]").first()).toHaveAttribute(
        "data-match",
        /^[A-Z]$/,
      );
      await expectNoSidewaysScroll(page, page.getByTestId("board-scroller"));

      const groups = page.getByTestId("board-grid").locator("[data-group-id]");
      expect(await groups.count()).toBeGreaterThanOrEqual(2);
      for (const group of await groups.all()) {
        const box = await group.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await shoot(page, `board-${size.name}.png`);

      // A finger's first tap selects the group, the second opens its details.
      const chip = label(page, size.seat, "mens").locator("[data-group-id]").first();
      await chip.tap();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await chip.tap();
      const detail = page.getByRole("dialog", { name: new RegExp(`— ${size.seat}$`) });
      await expect(detail).toBeVisible();
      for (const name of ["レベル1", "レベル2", "レベル3", "コメント", "年齢を設定", "会計へ"]) {
        await expectInViewport(
          page,
          detail.getByRole(name === "会計へ" ? "link" : "button", { name }),
        );
      }
      await shoot(page, `detail-${size.name}.png`);
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();

      await page.goto("/customer_groups");
      const table = page.getByRole("table", { name: "在席一覧" });
      await expect(table.locator("[data-group-id]").first()).toBeVisible();
      await expectNoSidewaysScroll(page, page.getByTestId("customer-groups-scroller"));
      // The group's seat, 合計, コメント and 滞在記録 are on screen without scrolling anything sideways.
      const row = table.locator("[data-group-id]").first();
      for (const column of ["席", "合計", "コメント", "滞在記録"]) {
        await expectInViewport(page, row.locator(`td[data-label="${column}"]`));
      }
      await shoot(page, `customer-groups-${size.name}.png`);
    });
  });
}
