// A business day in Chromium, in 梅田 (other spec files share the database and settle in 渋谷 and
// 新宿; this one gives 梅田's day back reopened): the manager opens it with a float counted by
// denomination, a staff member records a paid-out, a seated group blocks the close until it is
// cancelled, the manager counts the drawer ¥1,000 short, gives the reason and closes; the staff
// member's board (another tablet) shows the closed banner without a reload, settling there is
// refused with the server's explanation heading the accounting screen, and the A4 report shows
// the figures. An admin then reopens the day. With E2E_SCREENSHOTS=1 it writes the close at both
// iPad sizes, the A4 report and the board's banner to docs/images/.
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  callApi,
  emulatorJobs,
  openFromNavigation,
  printToEmulator,
  shootAsIs,
  signInThroughUi,
} from "./helpers";

const UMEDA_ID = 3;
const FLOAT = "釣銭準備金の金種";
const DRAWER = "レジ金の金種";

/** 梅田's business day now: Tokyo time, the day starting at 06:00 (the demo's cut-off). */
const businessDay = () => new Date(Date.now() + (9 - 6) * 3_600_000).toISOString().slice(0, 10);

async function tablet(browser: Browser, account: string) {
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    locale: "ja-JP",
    timezoneId: "Asia/Tokyo",
  });
  const page = await context.newPage();
  await signInThroughUi(page, "梅田", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  return { context, page };
}

/** Types a count into the named denomination table (開店's float or the close's drawer). */
const count = (page: Page, table: string, label: string, n: number) =>
  page
    .getByRole("table", { name: table })
    .getByRole("textbox", { name: `${label}の枚数`, exact: true })
    .fill(String(n));

/** Scrolls the element to the top (below the shell's header) or the middle of the screen. */
async function scrollTo(page: Page, selector: string, block: "start" | "center") {
  await page.locator(selector).evaluate((el, where) => {
    el.scrollIntoView({ block: where });
    if (where === "start") window.scrollBy(0, -72);
  }, block);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test("a business day: open, paid-out, blocked close, ¥1,000 short close, banner, A4 report", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const date = businessDay();
  const manager = await tablet(browser, "umeda-manager");
  const staff = await tablet(browser, "umeda-staff1");
  const m = manager.page;
  const s = staff.page;

  // 開店: 2 × ¥10,000 + 5 × ¥1,000 + 10 × ¥500 = ¥30,000, counted by denomination.
  await openFromNavigation(m, "営業日・レジ締め");
  await expect(m.getByRole("heading", { name: "営業日・レジ締め" })).toBeVisible();
  const state = m.getByTestId("day-state");
  await expect(state).toHaveAttribute("data-state", "not_opened");
  await m.getByText("金種ごとに数える").click();
  await count(m, FLOAT, "1万円札", 2);
  await count(m, FLOAT, "千円札", 5);
  await count(m, FLOAT, "500円玉", 10);
  await expect(m.getByTestId("float-total")).toHaveText("¥30,000");
  await m.getByRole("button", { name: "開店する" }).click();
  await expect(state).toHaveAttribute("data-state", "open");
  await expect(state).toContainText("釣銭準備金 ¥30,000");

  // Staff: ¥3,000 paid out for shopping, the reason from the lounge's chips.
  await s.goto("/business_day");
  await expect(s.getByTestId("day-state")).toHaveAttribute("data-state", "open");
  await s.getByRole("textbox", { name: "金額" }).fill("3000");
  await s.getByText("買い出し", { exact: true }).click();
  await expect(s.getByRole("textbox", { name: "理由", exact: true })).toHaveValue("買い出し");
  await s.getByRole("button", { name: "出金を記録" }).click();
  const movements = s.getByRole("table", { name: "入出金の一覧" });
  await expect(movements).toContainText("¥3,000");
  await expect(movements).toContainText("買い出し");
  // Staff close nothing and correct nothing.
  await expect(s.getByRole("button", { name: "締める" })).toHaveCount(0);
  await expect(movements.getByRole("button", { name: "訂正" })).toHaveCount(0);

  // A group is seated: the pre-check blocks the close.
  const board = await callApi(s, "GET", `/lounges/entries/board?lounge_id=${UMEDA_ID}`);
  const seat = board.body.seats.find((x: { name: string }) => x.name === "C2");
  const normal = board.body.fee_rules[0];
  const entered = await callApi(s, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: normal.id },
  });
  expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  await s.goto("/lounges/entries");
  await expect(s.locator('[data-seat-name="C2"]')).toBeVisible();

  await m.getByRole("button", { name: "再チェック" }).click();
  const blocking = m.locator('[data-precheck="groups_on_floor"]');
  await expect(blocking).toHaveAttribute("data-blocking", "true");
  await expect(blocking).toContainText("C2 男性 2名");
  await expect(blocking.getByRole("link", { name: "フロアで会計・取消する" })).toBeVisible();
  const close = m.getByRole("button", { name: "締める" });
  await expect(close).toBeDisabled();

  // The group leaves (cancelled); 再チェック clears the block.
  const cancelled = await callApi(s, "POST", `/customer_groups/${entered.body.id}/cancel`, {
    customer_group: { reason: "e2e: 入店取消", lock_version: entered.body.lock_version },
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  await m.getByRole("button", { name: "再チェック" }).click();
  await expect(blocking).toHaveCount(0);

  // 理論残高 ¥27,000 (30,000 − 3,000); the drawer holds ¥26,000: ¥1,000 short.
  await expect(m.getByTestId("expected-cash")).toContainText("理論残高 ¥27,000");
  await count(m, DRAWER, "1万円札", 2);
  await count(m, DRAWER, "千円札", 4);
  await count(m, DRAWER, "500円玉", 4);
  await expect(m.getByTestId("counted-cash")).toHaveText("実残高 ¥26,000");
  const difference = m.getByTestId("difference");
  await expect(difference).toContainText("-¥1,000 不足");
  // What stays for tomorrow: the day's float, but no more than the drawer holds.
  await expect(m.getByRole("textbox", { name: /翌日の釣銭準備金/ })).toHaveValue("¥26,000");
  await expect(close).toBeDisabled();
  await m.getByRole("textbox", { name: /過不足の理由/ }).fill("お釣りの渡し過ぎ");
  await expect(close).toBeEnabled();
  await expectNoSidewaysScroll(m);
  // Every button and field of the close is a 44 px target.
  const targets = m.getByTestId("close-flow").locator("button, input, textarea, a[href]");
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    expect(
      box?.height ?? 0,
      await target.evaluate((el) => el.outerHTML.slice(0, 80)),
    ).toBeGreaterThanOrEqual(44);
  }
  // The difference is large: at least 30 px text.
  const size = await difference
    .getByText("-¥1,000 不足")
    .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(30);
  // Landscape: the count beside its result; portrait: the count's last rows above the result.
  await scrollTo(m, "#drawer-title", "start");
  await shootAsIs(m, "business-day-close-1024x768");
  await m.setViewportSize({ width: 768, height: 1024 });
  await expectNoSidewaysScroll(m);
  await scrollTo(m, '[data-testid="difference"]', "center");
  await shootAsIs(m, "business-day-close-768x1024");
  await m.setViewportSize({ width: 1024, height: 768 });

  await close.click();
  const confirm = m.getByRole("dialog", { name: /の営業を締めます$/ });
  await expect(confirm).toContainText("-¥1,000 不足");
  await confirm.getByRole("button", { name: "締める" }).click();
  await expect(state).toHaveAttribute("data-state", "closed");
  await expect(m.getByTestId("closed-by")).toContainText("小林 大輔");
  await expect(m.getByTestId("difference")).toContainText("-¥1,000 不足");

  // 日報 on the lounge's receipt printer (the emulator): the day's figures as closed, on paper.
  await printToEmulator(m, UMEDA_ID);
  await m.reload(); // the page's CSP names the printer's new address
  const printedBefore = (await emulatorJobs()).length;
  await m.getByRole("button", { name: "日報を印刷" }).click();
  await expect(m.getByText("日報を印刷しました")).toBeVisible();
  const paper = (await emulatorJobs()).slice(printedBefore).find((j) => j.text.includes("日報"));
  expect(paper?.ok).toBe(true);
  for (const line of [`営業日 ${date.replaceAll("-", "/")}`, "釣銭準備金", "理論残高", "-¥1,000"]) {
    expect(paper?.text).toContain(line);
  }

  // The other tablet's board says so at once, without a reload.
  const banner = s.getByTestId("day-closed-banner");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    /本日の営業は締め済みです（\d\d:\d\d 小林 大輔）。会計・入出金はできません/,
  );
  await shootAsIs(s, "board-day-closed-1024x768");

  // Settling anyway: the accounting screen heads with the server's explanation.
  const late = await callApi(s, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 1, ladys: 0, fee_rule: normal.id },
  });
  expect(late.status, JSON.stringify(late.body)).toBe(201);
  await s.goto(`/accounting_logs/new?customer_group_ids[]=${late.body.id}`);
  await expect(s.getByRole("heading", { name: "会計（1組）" })).toBeVisible();
  await s.getByRole("button", { name: "残り全額を現金で" }).click();
  await s.getByRole("combobox", { name: "担当スタッフ" }).selectOption({ label: "斉藤 花" });
  await s.getByRole("button", { name: "会計する" }).click();
  const refused = s.getByTestId("day-closed");
  await expect(refused).toContainText("本日の営業は締め済みです。会計できません");
  await expect(refused).toContainText("管理者に営業日の再開を依頼してください");
  await s.getByRole("button", { name: "会計をやめる" }).click();
  await expect(s).toHaveURL(/\/lounges\/entries$/);
  const leftLate = await callApi(s, "POST", `/customer_groups/${late.body.id}/cancel`, {
    customer_group: {
      reason: "e2e の後片付け",
      lock_version: late.body.lock_version,
    },
  });
  expect(leftLate.status, JSON.stringify(leftLate.body)).toBe(200);

  // The A4 report: the same figures.
  await m.getByRole("link", { name: "日報（A4）" }).click();
  await expect(m).toHaveURL(new RegExp(`/business_day/report\\?date=${date}$`));
  const report = m.getByTestId("daily-report");
  await expect(report).toBeVisible();
  const row = (key: string) => report.locator(`[data-row="${key}"] td`);
  await expect(row("営業日/状態")).toHaveText("締め済み");
  await expect(row("レジ/釣銭準備金")).toHaveText("¥30,000");
  await expect(row("レジ/出金")).toHaveText("-¥3,000");
  await expect(row("レジ/理論残高")).toHaveText("¥27,000");
  await expect(row("レジ/実残高")).toHaveText("¥26,000");
  await expect(row("レジ/過不足")).toHaveText("-¥1,000");
  await expect(row("レジ/過不足の理由")).toHaveText("お釣りの渡し過ぎ");
  await expect(m.getByRole("navigation", { name: "メインメニュー" })).toHaveCount(0);
  // Opened afresh (as from a bookmark): the close's notice is gone and the figures are the same.
  await m.reload();
  await expect(row("レジ/過不足")).toHaveText("-¥1,000");
  await m.setViewportSize({ width: 900, height: 1270 });
  await shootAsIs(m, "business-day-report-a4");
  // On paper: no buttons.
  await m.emulateMedia({ media: "print" });
  await expect(m.getByRole("button", { name: "印刷" })).toBeHidden();
  await m.emulateMedia({ media: "screen" });

  await manager.context.close();
  await staff.context.close();

  // Head office reopens the day (other spec files settle in 梅田 today).
  const admin = await tablet(browser, "admin");
  // Head office's day across lounges: 梅田 closed with its difference, guests by hour per lounge.
  await admin.page.goto(`/business_days/overview?view=day&date=${date}`);
  const overview = admin.page.getByRole("table", { name: "店舗ごとの実績" });
  // The reports page's first visit brings its charts' code: seconds on a loaded machine.
  await expect(overview).toBeVisible({ timeout: 30_000 });
  const umeda = overview.locator(`tr[data-lounge-id="${UMEDA_ID}"]`);
  await expect(umeda).toContainText("締め済み");
  await expect(umeda).toContainText("-¥1,000");
  await expect(admin.page.getByRole("region", { name: "梅田の時間帯別客数" })).toBeVisible();
  await shootAsIs(admin.page, "business-days-overview-1024x768");
  await admin.page.setViewportSize({ width: 768, height: 1024 });
  await shootAsIs(admin.page, "business-days-overview-768x1024");
  await admin.page.setViewportSize({ width: 1024, height: 768 });

  // The closed day's journal for 弥生: Shift_JIS, one 2000 row per line, 梅田's sales among them.
  await admin.page.getByRole("button", { name: "仕訳を出力" }).click();
  // The menu's opening transition over before the picture.
  await expect(admin.page.getByRole("menu")).toHaveCSS("opacity", "1");
  await shootAsIs(admin.page, "business-days-journal-menu-1024x768");
  const waiting = admin.page.waitForEvent("download");
  await admin.page.getByRole("menuitem", { name: "弥生会計" }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe(`journal_yayoi_${date}_${date}.csv`);
  const bytes = await readFile(await download.path());
  const rows = new TextDecoder("shift_jis", { fatal: true }).decode(bytes).split("\r\n");
  const umedaRows = rows.filter((r) => r.includes("梅田 "));
  expect(umedaRows.length).toBeGreaterThan(0);
  for (const r of umedaRows) expect(r).toMatch(new RegExp(`^2000,,,${date.replaceAll("-", "/")},`));
  expect(umedaRows.join("\n")).toContain("梅田 レジ過不足（不足）");
  // Every change of the day is in 梅田's journal, and the chain holds.
  const verified = await callApi(admin.page, "GET", `/journal/verify?lounge_id=${UMEDA_ID}`);
  expect(verified.body).toMatchObject({ ok: true, first_broken_id: null });
  expect(verified.body.rows).toBeGreaterThan(0);
  await admin.page.goto("/business_day");
  await admin.page.getByRole("button", { name: "営業日を再開" }).click();
  const reopen = admin.page.getByRole("dialog", { name: "営業日の再開" });
  await reopen.getByRole("textbox", { name: /再開の理由/ }).fill("e2e の後片付け");
  await reopen.getByRole("button", { name: "再開する" }).click();
  await expect(admin.page.getByTestId("day-state")).toHaveAttribute("data-state", "open");
  await admin.context.close();
});
