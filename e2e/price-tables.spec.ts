// Price tables in Chromium: a manager opens a fee rule's price table from the seats page, edits a
// cell, saves, and after a reload sees the saved price (and the API answers it); an unsaved edit
// holds a navigation. Uses 梅田 only: other spec files share the database and price 渋谷 and 新宿.
import { expect, test } from "@playwright/test";
import { callApi, openFromNavigation, signInThroughUi } from "./helpers";

const CELL = "男性・金土祝前 23時台 相席";

test("a manager edits a price-table cell, saves it and sees it after a reload", async ({
  page,
}) => {
  // The 288 inputs render twice (before and after the reload): seconds each on a loaded machine.
  test.setTimeout(90_000);
  await signInThroughUi(page, "梅田", "umeda-manager");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await openFromNavigation(page, "席・料金区分");
  await page.getByRole("link", { name: "料金表: VIP" }).click();
  await expect(page.getByRole("heading", { name: "料金表: VIP" })).toBeVisible();
  await expect(page.getByTestId("unit-minutes")).toHaveText("1単位 = 10分");

  const cell = page.getByRole("textbox", { name: CELL });
  const before = await cell.inputValue();
  const price = before === "1234" ? "1250" : "1234";
  await cell.fill(price);
  await expect(page.getByText("未保存 1セル")).toBeVisible();
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await expect(page.getByText("料金表を保存しました")).toBeVisible();
  await expect(page.getByText(/未保存/)).toHaveCount(0);

  await page.reload();
  // 288 inputs render after the reload: seconds on a loaded 2-core machine.
  await expect(page.getByRole("textbox", { name: CELL })).toHaveValue(price, { timeout: 20_000 });
  // An unsaved edit holds a navigation until the manager chooses.
  await page.getByRole("textbox", { name: CELL }).fill("1");
  await page.getByRole("link", { name: "席・料金区分へ戻る" }).click();
  await page.getByRole("button", { name: "この画面に残る" }).click();
  await expect(page.getByRole("textbox", { name: CELL })).toHaveValue("1");
  await page.getByRole("button", { name: "元に戻す" }).click();
  await expect(page.getByRole("textbox", { name: CELL })).toHaveValue(price);

  const ruleId = Number(page.url().match(/fee_rules\/(\d+)\/price_table/)?.[1]);
  const table = await callApi(page, "GET", `/api/v1/price_tables/${ruleId}`);
  expect(table.body.cells).toContainEqual(
    expect.objectContaining({
      gender: "mens",
      day_type: "weekend",
      hour: 23,
      share: Number(price),
    }),
  );
});
