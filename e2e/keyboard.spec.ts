// The floor from a keyboard alone, keys counted: a new men's group seated on 新宿 E1 in 6 keys
// (M G E 1 Enter, Enter for OK), then chosen and settled in 9 more (G E 1 Enter S on the board; C,
// T, ↓ and Ctrl+Enter on the accounting screen). E1 is left empty again by the settlement.
import { expect, type Page, test } from "@playwright/test";
import { signInThroughUi } from "./helpers";

/** Presses each key in turn; how many were pressed. */
async function press(page: Page, keys: string[]) {
  for (const key of keys) await page.keyboard.press(key);
  return keys.length;
}

test("a group seated in 6 keys and settled in 9, with ? listing the keys", async ({ page }) => {
  await signInThroughUi(page, "新宿", "shinjuku-staff1");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await page.goto("/lounges/entries");
  const e1 = page.locator('[data-seat-name="E1"]');
  await expect(e1).toBeVisible();
  await expect(e1.locator("[data-group-id]")).toHaveCount(0);

  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "キーボード操作" });
  await expect(help).toContainText("新規 男性 / 女性 / その他 を選ぶ");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  let seating = await press(page, ["m", "g", "E", "1", "Enter"]);
  const entry = page.getByRole("dialog", { name: "新規 男性 → E1" });
  await expect(entry).toBeVisible();
  await expect(entry.getByLabel("人数")).toBeFocused();
  seating += await press(page, ["Enter"]);
  await expect(entry).toBeHidden();
  const group = e1.locator('[role=button][data-group-id][data-gender="mens"]');
  await expect(group).toHaveCount(1);
  expect(seating).toBeLessThanOrEqual(8);

  let settling = await press(page, ["g", "E", "1", "Enter"]);
  await expect(group).toHaveAttribute("aria-pressed", "true");
  settling += await press(page, ["s"]);
  await expect(page).toHaveURL(/\/accounting_logs\/new\?/);
  await expect(page.getByTestId("total-合計")).toBeVisible();
  settling += await press(page, ["c", "t", "ArrowDown", "Control+Enter"]);
  await expect(page.getByRole("heading", { name: "会計しました" })).toBeVisible();
  expect(settling).toBeLessThanOrEqual(12);

  await page.goto("/lounges/entries");
  await expect(e1.locator("[data-group-id]")).toHaveCount(0);
});
