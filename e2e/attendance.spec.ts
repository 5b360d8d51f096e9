// Attendance in Chromium: a staff member clocks in, starts and ends a break and clocks out from the
// attendance screen (each step confirmed by a question naming her and the action) while a manager's
// tablet shows every change at once; the monthly sheet shows a shift's hand-computed minutes, downloads
// its CSV, and a log's comment is edited through screen 17. With E2E_SCREENSHOTS=1 it writes the
// README's images of both screens at both tablet sizes to docs/images/.
import { readFile } from "node:fs/promises";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { callApi, openFromNavigation, shoot, signInThroughUi } from "./helpers";

async function signedIn(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, "渋谷", account);
  await expect(page).not.toHaveURL(/sign_in/);
  return page;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("table", { name: "勤怠状態" }).getByRole("row").filter({ hasText: name });

/** The lounge's business day (Tokyo, cut-off 06:00) of an instant: the UTC date three hours later. */
const businessMonthOf = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 7);

test("a staff member clocks in, takes a break and clocks out; another tablet follows at once", async ({
  browser,
}) => {
  // Two tablets signed in, four records each confirmed and followed on the other tablet.
  test.setTimeout(120_000);
  const staff = await signedIn(browser, "shibuya-staff1");
  const manager = await signedIn(browser, "shibuya-manager");
  await openFromNavigation(staff, "勤怠");
  await openFromNavigation(manager, "勤怠");
  await expect(manager.getByTestId("cable-status")).toHaveText("接続中");

  const own = rowOf(staff, "石田 美咲");
  const seenByManager = rowOf(manager, "石田 美咲");
  await expect(own).toContainText("勤務外");
  // Staff record only their own attendance: no buttons on a colleague's row.
  await expect(rowOf(staff, "上野 翔太")).toContainText("勤務外");
  await expect(rowOf(staff, "上野 翔太").getByRole("button")).toHaveCount(0);

  const steps = [
    ["出勤", "勤務中"],
    ["休憩開始", "休憩中"],
    ["休憩終了", "勤務中"],
    ["退勤", "勤務外"],
  ] as const;
  for (const [action, state] of steps) {
    await own.getByRole("button", { name: action, exact: true }).click();
    const dialog = staff.getByRole("dialog");
    await expect(dialog).toContainText(`「石田 美咲」の${action}を記録しますか？`);
    if (action === "出勤") await shoot(staff, "attendance-confirm");
    await dialog.getByRole("button", { name: "記録する" }).click();
    await expect(staff.getByText(`石田 美咲の${action}を記録しました`)).toBeVisible();
    await expect(own).toContainText(state);
    // The manager's tablet was not reloaded: the lounge's /cable told it.
    await expect(seenByManager).toContainText(state);
    if (action === "休憩開始") await shoot(manager, "attendance");
  }

  // The server kept the four logs in order.
  const session = (await callApi(staff, "GET", "/api/v1/session")).body;
  const states = await callApi(
    staff,
    "GET",
    `/attendance_logs/state?lounge_id=${session.lounge.id}`,
  );
  expect(states.body).toContainEqual(
    expect.objectContaining({ staff_id: session.staff.id, name: "石田 美咲", state: "off" }),
  );
  await staff.context().close();
  await manager.context().close();
});

/** Whatever is drawn at the centre of `target` is `target` or inside it: nothing covers it. */
async function expectUncovered(target: Locator) {
  const uncovered = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && el.contains(top);
  });
  expect(uncovered).toBe(true);
}

/** The step recorded just before each question. */
const STEP_BEFORE = { 休憩開始: "出勤", 休憩終了: "休憩開始", 退勤: "休憩終了" } as const;

for (const size of [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const) {
  test(`four records in a row at ${size.name}: the toasts never cover the next question's 記録する`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const manager = await signedIn(browser, "shibuya-manager");
    const session = (await callApi(manager, "GET", "/api/v1/session")).body;
    // A member of staff of this test's own: the other tests' clock stays theirs.
    const name = `連続 ${size.name === "1024x768" ? "横" : "縦"}子`;
    const account = `e2e-toasts-${size.name}-${Date.now()}`;
    const created = await callApi(manager, "POST", "/api/v1/staff_members", {
      name,
      account,
      role: "staff",
      lounge_ids: [session.lounge.id],
      password: "lounge-demo-e2e",
    });
    expect(created.status).toBe(201);
    await manager.context().close();

    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      hasTouch: true,
    });
    const staff = await context.newPage();
    await signInThroughUi(staff, "渋谷", account, "lounge-demo-e2e");
    await expect(staff).not.toHaveURL(/sign_in/);
    await openFromNavigation(staff, "勤怠");
    const own = rowOf(staff, name);
    await expect(own).toContainText("勤務外");

    for (const action of ["出勤", "休憩開始", "休憩終了", "退勤"] as const) {
      await own.getByRole("button", { name: action, exact: true }).click();
      const dialog = staff.getByRole("dialog");
      await expect(dialog).toContainText(`「${name}」の${action}を記録しますか？`);
      const record = dialog.getByRole("button", { name: "記録する" });
      if (action !== "出勤") {
        // The toast of the step just recorded is still up (each stays 4 s; staff met three stacked)
        // and lies under the dialog's overlay: what is drawn at its centre is not the toast.
        await expect(
          staff.getByText(`${name}の${STEP_BEFORE[action]}を記録しました`),
        ).toBeAttached();
        const toasts = await staff.evaluate((recorded) => {
          const shown = Array.from(document.querySelectorAll("[role=alert]")).filter((el) =>
            el.textContent?.includes(recorded),
          );
          const onTop = shown.filter((el) => {
            const box = el.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return top !== null && el.contains(top);
          });
          return { shown: shown.length, onTop: onTop.length };
        }, `${name}の`);
        expect(toasts.shown).toBeGreaterThan(0);
        expect(toasts.onTop).toBe(0);
        await expectUncovered(dialog.getByText(`「${name}」の${action}を記録しますか？`));
      }
      await expectUncovered(record);
      // Without force: Playwright refuses to click an element something else covers.
      await record.click({ timeout: 3_000 });
      await expect(dialog).toBeHidden();
    }
    await expect(own).toContainText("勤務外");
    await context.close();
  });
}

test("the monthly sheet shows a shift's minutes, downloads its CSV, and a comment is edited", async ({
  browser,
}) => {
  const manager = await signedIn(browser, "shibuya-manager");
  const session = (await callApi(manager, "GET", "/api/v1/session")).body;
  const loungeId: number = session.lounge.id;

  // A member of staff with no demo attendance, so the sheet's figures are this test's alone.
  const name = "森 花子";
  const created = await callApi(manager, "POST", "/api/v1/staff_members", {
    name,
    account: `e2e-attendance-${Date.now()}`,
    role: "staff",
    lounge_ids: [loungeId],
    password: "lounge-demo-e2e",
  });
  expect(created.status).toBe(201);
  const staffId: number = created.body.id;

  // A shift recorded afterwards by the manager (forgotten logs, with a reason): 9 hours ago to
  // 1 hour ago with a break from 7 h ago to 6 h 15 min ago. By hand: 8 h = 480 min, less the
  // 45 min break = 435 min worked (7:15), 45 min of break.
  const minute = Math.floor(Date.now() / 60_000) * 60_000;
  const hoursAgo = (h: number) => new Date(minute - h * 3_600_000).toISOString();
  const logs = [
    ["clock_in", hoursAgo(9)],
    ["break_start", hoursAgo(7)],
    ["break_end", hoursAgo(6.25)],
    ["clock_out", hoursAgo(1)],
  ] as const;
  for (const [log_type, logged_at] of logs) {
    const answer = await callApi(manager, "POST", "/attendance_logs", {
      attendance_log: {
        staff_id: staffId,
        lounge_id: loungeId,
        log_type,
        logged_at,
        reason: "e2e: 打刻忘れ",
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  await openFromNavigation(manager, "勤怠");
  await manager.getByRole("link", { name: "月次勤怠" }).click();
  await expect(manager.getByRole("heading", { name: "月次勤怠" })).toBeVisible();
  // The shift belongs to the business day it began in; early on the 1st that is last month.
  if (businessMonthOf(minute - 9 * 3_600_000) !== businessMonthOf(minute)) {
    await manager.getByRole("button", { name: "前月" }).click();
  }
  const sheet = manager.getByRole("table", { name: "月次勤怠" });
  const row = sheet.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("1日");
  await expect(row).toContainText("7:15（435分）");
  await expect(row).toContainText("0:45（45分）");
  await expect(manager.getByTestId("sheet-total")).toContainText("合計");

  // The CSV: UTF-8 with a BOM, the member's line with the same minutes, the total last.
  const [download] = await Promise.all([
    manager.waitForEvent("download"),
    manager.getByRole("button", { name: "CSVダウンロード" }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv.startsWith("\uFEFFスタッフID,名前,出勤日数,勤務時間(分),休憩時間(分)")).toBe(true);
  expect(csv).toContain(`\r\n${staffId},${name},1,435,45,7:15,\r\n`);
  expect(csv.trimEnd().split("\r\n").at(-1)).toMatch(/^,合計,/);

  // Screen 17: the clock-in's comment, from the member's month below the sheet.
  await row.getByRole("button", { name }).click();
  const month = manager.getByRole("region", { name: `${name}の記録` });
  await expect(month).toContainText("修正済");
  await month.getByRole("button", { name: /^コメント .* 出勤$/ }).click();
  const dialog = manager.getByRole("dialog");
  await expect(dialog.getByTestId("current-comment")).toContainText("なし");
  await dialog.getByLabel("コメント").fill("遅番に変更");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(manager.getByText("コメントを保存しました")).toBeVisible();
  await expect(month.getByTestId("comment")).toHaveText("遅番に変更");
  await shoot(manager, "attendance-monthly");

  const entries = await callApi(
    manager,
    "GET",
    `/attendance_logs/entries?lounge_id=${loungeId}&month=${businessMonthOf(minute - 9 * 3_600_000)}&staff_id=${staffId}`,
  );
  expect(
    entries.body.logs.find((l: { log_type: string }) => l.log_type === "clock_in").comment,
  ).toBe("遅番に変更");
  await manager.context().close();
});
