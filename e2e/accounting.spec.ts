// Accounting in Chromium: a men's and a ladies' group sharing a 渋谷 seat are ticked on the board and
// settled together (20 %, part cash, the rest by credit, the staff member chosen: never pre-filled);
// a second device's board shows the seat 会計中 while the screen is open, then loses them and its header's 売上 changes; the history search finds the
// settlement with 終了日時を無視; the CSV downloads with a BOM, the settlement's money once. The next
// bill on the tablet offers the last staff member as 「前回: …」. Uses 渋谷 seat D8, which no other
// spec seats groups on.
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { callApi, shootAsIs, signInThroughUi } from "./helpers";

const SEAT = "D8";

const yenOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function openBoard(page: Page, account: string) {
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await page.goto("/lounges/entries");
  await expect(page.locator(`[data-seat-name="${SEAT}"]`)).toBeVisible();
}

async function secondDevice(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openBoard(page, account);
  return { context, page };
}

/** A men's group of two, and a ladies' group of two matched with it, on one seat. */
async function seatTwoGroups(page: Page) {
  const session = await callApi(page, "GET", "/api/v1/session");
  const loungeId = session.body.lounge.id;
  const seats = await callApi(page, "GET", `/api/v1/seats?lounge_id=${loungeId}`);
  const seat = seats.body.find((s: { name: string }) => s.name === SEAT);
  const rules = await callApi(page, "GET", `/api/v1/fee_rules?lounge_id=${loungeId}`);
  const normal = rules.body.find((r: { label: string }) => r.label === "通常");
  const men = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: normal.id },
  });
  expect(men.status).toBe(201);
  const ladies = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 0, ladys: 2, matched_group_ids: [men.body.id] },
  });
  expect(ladies.status).toBe(201);
  return [men.body.id as number, ladies.body.id as number];
}

test("two groups settled together with 20 %, cash and credit; seen on a second device, searched, exported", async ({
  page,
  browser,
}) => {
  // Two devices, a settlement, a search and a download: more than the default 30 s on a slow runner
  // (over a minute on a machine shared with other runs).
  test.setTimeout(120_000);
  await openBoard(page, "shibuya-manager");
  const [menId, ladiesId] = await seatTwoGroups(page);
  const other = await secondDevice(browser, "shibuya-staff2");
  const table = (p: Page) => p.getByRole("table", { name: "会計するグループ" });
  await expect(table(other.page).locator(`tr[data-group-id="${menId}"]`)).toBeVisible();
  await expect(other.page.getByTestId("summary-result")).toHaveText(/¥[\d,]+/);
  const takingsBefore = yenOf(await other.page.getByTestId("summary-result").textContent());

  // Tick both in the board's accounting table and open まとめて会計へ.
  await page.reload();
  for (const id of [menId, ladiesId]) {
    await table(page).locator(`tr[data-group-id="${id}"]`).getByRole("checkbox").check();
  }
  await page.getByRole("link", { name: "まとめて会計へ（2組）" }).click();
  await expect(page).toHaveURL(/\/accounting_logs\/new\?customer_group_ids\[\]=/);
  await expect(page.getByRole("heading", { name: "会計（2組）" })).toBeVisible();
  await expect(page.locator(`[data-group-id="${menId}"]`)).toContainText("相席");
  // The open screen marks the seat 会計中 on the other device's board.
  await expect(other.page.locator(`[data-seat-name="${SEAT}"]`)).toContainText("会計中");

  // Just seated, the stays cost little: an extra charge on the men's group, priced by the server.
  await page.getByRole("textbox", { name: `グループ #${menId} の追加料金` }).fill("10000");
  await expect(page.getByTestId(`group-total-${menId}`)).toContainText("¥1");
  await expect(page.getByTestId("total-小計")).not.toHaveText("¥0");
  const subtotal = yenOf(await page.getByTestId("total-小計").textContent());
  expect(subtotal).toBeGreaterThanOrEqual(10000);

  // 20 % with its confirmation: all three discount buttons are disabled afterwards.
  await page.getByRole("button", { name: "20%割引" }).click();
  await page
    .getByRole("dialog", { name: "割引の確認" })
    .getByRole("button", { name: "20%割引する" })
    .click();
  await expect(page.getByTestId("total-割引")).toContainText("（20%）");
  for (const name of ["50%割引", "30%割引", "20%割引"]) {
    await expect(page.getByRole("button", { name })).toBeDisabled();
  }
  const total = yenOf(await page.getByTestId("total-合計").textContent());
  expect(total).toBe(subtotal - Math.floor((subtotal * 20) / 100));

  // Part cash, the rest by credit with one tap.
  const cash = Math.min(1000, Math.floor(total / 2));
  const submit = page.getByRole("button", { name: "会計する" });
  await page.getByRole("textbox", { name: "現金" }).fill(String(cash));
  await expect(page.getByTestId("payment-mismatch")).toHaveText("[注意] 合計金額に差があります");
  await expect(submit).toBeDisabled();
  await page.getByRole("button", { name: "残り全額をクレジットで" }).click();
  await expect(page.getByTestId("payment-rest")).toHaveText("¥0");
  // Nobody is credited with the settlement until a staff member is chosen, not even the signed-in one.
  const staff = page.getByRole("combobox", { name: "担当スタッフ" });
  await expect(staff).toHaveValue("");
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId("staff-missing")).toBeVisible();
  await staff.selectOption({ label: "石田 美咲" });
  await expect(submit).toBeEnabled();
  await submit.click();
  // The screen stays on the settled panel with the receipt buttons, then back to the floor.
  await expect(page.getByRole("heading", { name: "会計しました" })).toBeVisible();
  await expect(page.getByText(/会計番号 #\d+/).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "レシートを印刷" })).toBeVisible();
  await page.getByRole("link", { name: "フロアへ戻る" }).click();
  await expect(page).toHaveURL(/\/lounges\/entries$/);

  // The second device: the groups left its board and its header's 売上 went up by the total.
  await expect(table(other.page).locator(`tr[data-group-id="${menId}"]`)).toHaveCount(0);
  await expect(table(other.page).locator(`tr[data-group-id="${ladiesId}"]`)).toHaveCount(0);
  await expect(other.page.getByTestId("summary-result")).toHaveText(
    `¥${(takingsBefore + total).toLocaleString("ja-JP")}`,
  );
  await other.context.close();

  // The history search finds it with 終了日時を無視 ticked.
  await page.goto("/accounting_logs");
  await expect(page.getByRole("heading", { name: "会計履歴" })).toBeVisible();
  await page.getByRole("checkbox", { name: "終了日時を無視" }).check();
  await expect(page.getByRole("button", { name: "終了" })).toBeDisabled();
  await page.getByRole("textbox", { name: "組ID" }).fill(String(menId));
  await page.getByRole("button", { name: "検索" }).click();
  const results = page.getByRole("table", { name: "会計履歴" });
  // Both groups of the settlement are listed; the men's row carries the extra charge.
  await expect(results.locator(`tr[data-group-id="${ladiesId}"]`)).toBeVisible();
  const row = results.locator(`tr[data-group-id="${menId}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`¥${total.toLocaleString("ja-JP")}`);
  await expect(row).toContainText(`¥${cash.toLocaleString("ja-JP")}`);
  await expect(page.getByTestId("search-totals")).toContainText("1件");

  // The CSV of the same search: UTF-8 with a BOM, the group in it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "CSVダウンロード" }).click(),
  ]);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
  const header = csv[0]?.split(",") ?? [];
  const cells = (line: string | undefined) => line?.split(",") ?? [];
  const groupRows = csv
    .slice(1)
    .filter((line) =>
      [String(menId), String(ladiesId)].includes(cells(line)[header.indexOf("組ID")] ?? ""),
    );
  expect(groupRows).toHaveLength(2);
  // The settlement's total once, on one of its two rows; dates on the lounge's clock.
  const totals = groupRows.map((line) => cells(line)[header.indexOf("会計合計")]);
  expect(totals.filter((cell) => cell !== "")).toEqual([String(total)]);
  expect(cells(groupRows[0])[header.indexOf("会計日時")]).toMatch(
    /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/,
  );
  expect(cells(groupRows[0])[header.indexOf("担当")]).toBe("石田 美咲");

  // The settlement's page from the row.
  await row.getByRole("link", { name: "詳細" }).click();
  await expect(page.getByRole("heading", { name: /会計 #\d+/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "会計した組" })).toContainText(String(ladiesId));
});

test("the next bill on this tablet offers the last staff member in one tap, never pre-filled", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openBoard(page, "shibuya-manager");
  // A first settlement on this tablet names 石田 美咲.
  const firstPair = await seatTwoGroups(page);
  await page.goto(
    `/accounting_logs/new?${firstPair.map((id) => `customer_group_ids[]=${id}`).join("&")}`,
  );
  await expect(page.getByRole("heading", { name: "会計（2組）" })).toBeVisible();
  const staff = page.getByRole("combobox", { name: "担当スタッフ" });
  await expect(staff).toHaveValue("");
  await expect(page.getByRole("button", { name: /^前回:/ })).toHaveCount(0);
  await page.getByRole("button", { name: "残り全額を現金で" }).click();
  await staff.selectOption({ label: "石田 美咲" });
  await page.getByRole("button", { name: "会計する" }).click();
  await expect(page.getByRole("heading", { name: "会計しました" })).toBeVisible();

  // The next bill: the select is empty again, 「前回: 石田 美咲」 beside it.
  const [menId, ladiesId] = await seatTwoGroups(page);
  await page.goto(
    `/accounting_logs/new?customer_group_ids[]=${menId}&customer_group_ids[]=${ladiesId}`,
  );
  await expect(page.getByRole("heading", { name: "会計（2組）" })).toBeVisible();
  await page.getByRole("textbox", { name: `グループ #${menId} の追加料金` }).fill("8000");
  await expect(page.getByTestId(`group-total-${menId}`)).toContainText("¥8");
  await page.getByRole("textbox", { name: "現金" }).fill("5000");
  await page.getByRole("button", { name: "残り全額をクレジットで" }).click();
  await expect(staff).toHaveValue("");
  const suggestion = page.getByRole("button", { name: "前回: 石田 美咲" });
  await expect(suggestion).toBeVisible();
  await expect(page.getByRole("button", { name: "会計する" })).toBeDisabled();
  await page.mouse.move(0, 0);
  await shootAsIs(page, "accounting-tablet");
  await suggestion.tap();
  await expect(staff).toHaveValue(/\d+/);
  await expect(suggestion).toHaveCount(0);
  await expect(page.getByRole("button", { name: "会計する" })).toBeEnabled();
  // Not settled: the groups go back to the floor as they were.
  await page.getByRole("button", { name: "会計をやめる" }).click();
  await expect(page).toHaveURL(/\/lounges\/entries$/);
});
