// Two tablets of 渋谷 and the papers that did not print: a receipt fails on one tablet (cover open),
// the other tablet's board lists it at once; printed again as a new job on the first tablet, it
// leaves the second tablet's board within seconds, without a reload (the /cable `print_jobs`
// event, not the 30 s read). A manager's 破棄 asks first, and a dismissal reaches the other board
// the same way. Uses 渋谷 seat D2, which no other spec seats groups on. With E2E_SCREENSHOTS=1 it
// writes the board with a failed paper and the 破棄 confirmation at both tablet sizes. Also a tablet
// that has not reloaded since a manager moved the printer: asked to reload, it prints there after.
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { callApi, printToEmulator, shoot, signInThroughUi } from "./helpers";
import { printerURL } from "./playwright.config";

/**
 * Well within the board's 30 s read: only the realtime event makes it in time (the event takes
 * well under a second; the margin is for a loaded 2-core machine running two suites at once).
 */
const AT_ONCE = { timeout: 12_000 };

/** The board's unprinted papers are one line until tapped open: open it, unless it already is. */
async function unfold(notice: Locator) {
  const toggle = notice.getByTestId("notice-toggle");
  await expect(toggle).toBeVisible(AT_ONCE);
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

async function setEmulatorFailure(fail: string | null) {
  const answer = await fetch(`${printerURL}/control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fail }),
  });
  expect(answer.status).toBe(200);
}

/** A second tablet: its own browser context (cookies), the same size and touch as the project's. */
async function otherTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
  });
  return context.newPage();
}

async function signIn(page: Page, account: string) {
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  return (await callApi(page, "GET", "/api/v1/session")).body.lounge.id as number;
}

/** A men's group on D2 settled in cash with an extra charge: its accounting log's id. */
async function settledLog(page: Page, loungeId: number) {
  const seats = await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`);
  const seat = seats.body.seats.find((s: { name: string }) => s.name === "D2");
  const rules = await callApi(page, "GET", `/api/v1/fee_rules?lounge_id=${loungeId}`);
  const normal = rules.body.find((r: { label: string }) => r.label === "通常");
  const group = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: normal.id },
  });
  expect(group.status).toBe(201);
  const id = group.body.id as number;
  const bill = await callApi(
    page,
    "GET",
    `/accounting_logs/new?customer_group_ids[]=${id}&extra_charges=${id}:2500`,
  );
  const session = await callApi(page, "GET", "/api/v1/session");
  const settled = await callApi(
    page,
    "POST",
    "/accounting_logs",
    {
      accounting_log: {
        customer_group_ids: [id],
        cash: bill.body.groups_total_price,
        staff_id: session.body.staff.id,
        extra_charges: { [id]: 2500 },
      },
    },
    { "idempotency-key": `e2e-print-live-${id}-${Date.now()}` },
  );
  expect(settled.status).toBe(201);
  return settled.body.accounting_logs[0].id as number;
}

async function jobsOf(page: Page, loungeId: number, logId: number) {
  const answer = await callApi(
    page,
    "GET",
    `/print_jobs?lounge_id=${loungeId}&status=all&accounting_log_id=${logId}`,
  );
  return answer.body.print_jobs as { id: number; status: string }[];
}

test.afterEach(async () => {
  await setEmulatorFailure(null);
});

test("a paper printed again leaves the other tablet's board at once; 破棄 asks first and reaches it too", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const logId = await settledLog(page, loungeId);
  const board = await otherTablet(browser);
  await signIn(board, "shibuya-manager");
  await board.goto("/lounges/entries");
  await expect(board.getByTestId("board-grid")).toBeVisible();

  // The first tablet prints while the printer's cover is open: the board lists it without a reload.
  await setEmulatorFailure("cover_open");
  await page.goto(`/accounting_logs/${logId}`);
  await page.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(page.getByTestId("print-failure")).toContainText("EPTR_COVER_OPEN");
  const [failed] = await jobsOf(page, loungeId, logId);
  const notice = board.getByTestId("open-print-jobs");
  await unfold(notice);
  const row = notice.locator(`[data-job-id="${failed?.id}"]`);
  await expect(row).toContainText("EPTR_COVER_OPEN", AT_ONCE);
  await shoot(board, "board-print-failed");

  // 破棄 asks first; キャンセル keeps the paper.
  await row.getByRole("button", { name: "破棄" }).click();
  const dialog = board.getByRole("dialog", { name: "伝票の破棄" });
  await expect(dialog).toContainText("この伝票を破棄しますか？印刷されないまま一覧から消えます");
  // The picture only: past the modal's fade-in.
  if (process.env.E2E_SCREENSHOTS === "1") await board.waitForTimeout(500);
  await shoot(board, "board-print-dismiss-confirm");
  await dialog.getByRole("button", { name: "キャンセル" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  // Cover closed; the first tablet reloads and prints the receipt again, a new job.
  await setEmulatorFailure(null);
  await page.reload();
  await page.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(page.getByTestId("printer-message")).toHaveText("印刷しました");
  await expect(row).toHaveCount(0, AT_ONCE);
  const jobs = await jobsOf(page, loungeId, logId);
  expect(jobs.map((j) => j.status).sort()).toEqual(["printed", "superseded"]);

  // Another failure, dismissed on the first tablet's board: gone from the second one at once.
  await setEmulatorFailure("cover_open");
  await page.reload();
  await page.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(page.getByTestId("print-failure")).toContainText("EPTR_COVER_OPEN");
  const again = (await jobsOf(page, loungeId, logId)).find((j) => j.status === "failed");
  await unfold(notice);
  const againRow = notice.locator(`[data-job-id="${again?.id}"]`);
  await expect(againRow).toBeVisible(AT_ONCE);
  await page.goto("/lounges/entries");
  await unfold(page.getByTestId("open-print-jobs"));
  const ownRow = page.getByTestId("open-print-jobs").locator(`[data-job-id="${again?.id}"]`);
  await ownRow.getByRole("button", { name: "破棄" }).click();
  const dismissed = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith(`/print_jobs/${again?.id}/dismiss`),
  );
  await page
    .getByRole("dialog", { name: "伝票の破棄" })
    .getByRole("button", { name: "破棄する" })
    .click();
  const answer = await dismissed;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(ownRow).toHaveCount(0);
  await expect(againRow).toHaveCount(0, AT_ONCE);
  await board.context().close();
});

test("a tablet loaded before a manager moved the printer asks for a reload, then prints there", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const logId = await settledLog(page, loungeId);
  const tablet = await otherTablet(browser);
  await signIn(tablet, "shibuya-manager");
  await tablet.goto("/lounges/entries");
  await expect(tablet.getByTestId("board-grid")).toBeVisible();

  // The manager moves the printer to another address of the same device (its name on the LAN).
  const { port } = new URL(printerURL);
  const printers = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
  const printer = printers.body.printers.find((p: { kind: string }) => p.kind === "printer");
  const moved = await callApi(page, "PUT", `/printers/${printer.id}`, {
    printer: {
      name: printer.name,
      kind: "printer",
      scheme: "http",
      ip: "localhost",
      port: Number(port),
      device_id: "local_printer",
      timeout_ms: 10_000,
    },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);

  // The tablet, not reloaded, opens the settlement (inside the app): its page's policy still
  // names the old address, so it says so before anyone presses print, and after a press.
  await tablet.evaluate((path) => {
    window.history.pushState({}, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, `/accounting_logs/${logId}`);
  const prompt = tablet.getByTestId("reload-prompt");
  await expect(prompt).toContainText(
    "プリンターの設定が変わりました。ページを再読み込みしてください",
  );
  await tablet.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(prompt).toBeVisible();
  await expect(tablet.getByText(/プリンターに接続できません/)).toHaveCount(0);

  // 再読み込み: the page comes with the new address in its policy and prints there.
  await prompt.getByRole("button", { name: "再読み込み" }).click();
  await expect(tablet.getByRole("button", { name: "レシートを印刷" })).toBeEnabled();
  await expect(prompt).toHaveCount(0);
  await tablet.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(tablet.getByTestId("printer-message")).toHaveText("印刷しました");
  await tablet.context().close();
});
