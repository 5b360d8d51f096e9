// The board under its notices on an iPad, landscape (1024×768) and portrait (768×1024): with one of
// head office's messages and two papers that did not print, each notice is one line, the first three
// rows of seats (A–C) stay on screen and, in portrait, the accounting table starts on screen; a tap
// unfolds a notice (the message's text, the papers' 再印刷). Seats C8 and D2 are seated and settled at
// once (no other spec uses them). With E2E_SCREENSHOTS=1 it writes docs/images/board-notices-*.png.
import path from "node:path";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { callApi, IMAGES, signInThroughUi } from "./helpers";

const SIZES = [
  { name: "1024x768", width: 1024, height: 768 },
  { name: "768x1024", width: 768, height: 1024 },
] as const;

/** A notice folded to one line: a 44 px line inside a bordered box. */
const ONE_LINE_PX = 56;

async function signedIn(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  const session = await callApi(page, "GET", "/api/v1/session");
  return { page, loungeId: session.body.lounge.id as number };
}

/** A group seated on `seatName` and settled in cash at once: the settlement's id. */
async function settledOn(page: Page, loungeId: number, seatName: string) {
  const board = await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`);
  const seat = board.body.seats.find((s: { name: string }) => s.name === seatName);
  const rules = await callApi(page, "GET", `/api/v1/fee_rules?lounge_id=${loungeId}`);
  const normal = rules.body.find((r: { label: string }) => r.label === "通常");
  const group = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: normal.id },
  });
  expect(group.status).toBe(201);
  const bill = await callApi(
    page,
    "GET",
    `/accounting_logs/new?customer_group_ids[]=${group.body.id}`,
  );
  const session = await callApi(page, "GET", "/api/v1/session");
  const settled = await callApi(
    page,
    "POST",
    "/accounting_logs",
    {
      accounting_log: {
        customer_group_ids: [group.body.id],
        cash: bill.body.groups_total_price,
        staff_id: session.body.staff.id,
      },
    },
    { "idempotency-key": `e2e-notices-${group.body.id}-${Date.now()}` },
  );
  expect(settled.status).toBe(201);
  return settled.body.accounting_logs[0].id as number;
}

/** A receipt of the settlement that the printer refused (cover open), as a tablet reports one. */
async function failedReceipt(page: Page, loungeId: number, accountingLogId: number) {
  const printers = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
  const printer = printers.body.printers.find((p: { kind: string }) => p.kind === "printer");
  const created = await callApi(page, "POST", "/print_jobs", {
    print_job: {
      accounting_log_id: accountingLogId,
      printer_id: printer.id,
      receipt_type: "receipt",
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const job = created.body.print_jobs[0];
  expect((await callApi(page, "POST", `/print_jobs/${job.id}/claim`)).status).toBe(200);
  const result = await callApi(page, "POST", `/print_jobs/${job.id}/result`, {
    print_job: { success: false, code: "EPTR_COVER_OPEN", status: "0" },
  });
  expect(result.status).toBe(200);
  return job.id as number;
}

/** `target` lies wholly inside the viewport. */
async function expectOnScreen(page: Page, target: Locator, what: string) {
  const viewport = page.viewportSize();
  const box = await target.boundingBox();
  if (!viewport || !box) throw new Error(`${what} is not drawn`);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends inside the screen`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, what).toBeLessThanOrEqual(viewport.width);
}

test("one message and two unprinted papers fold to a line each; rows A–C stay on screen", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, "admin");
  const manager = await signedIn(browser, "shibuya-manager");
  const loungeId = manager.loungeId;
  const text = `本日22時からシステム点検を行います（e2e ${Date.now()}）\n点検中はレシートを手書きしてください`;
  const sent = await callApi(admin.page, "POST", "/system_messages", {
    system_message: { lounge_id: loungeId, message: text, until: null },
  });
  expect(sent.status).toBe(201);
  const jobs = [
    await failedReceipt(manager.page, loungeId, await settledOn(manager.page, loungeId, "C8")),
    await failedReceipt(manager.page, loungeId, await settledOn(manager.page, loungeId, "D2")),
  ];
  const open = await callApi(manager.page, "GET", `/print_jobs?lounge_id=${loungeId}`);
  const openCount = open.body.print_jobs.length as number;
  expect(openCount).toBeGreaterThanOrEqual(2);

  try {
    const staff = await signedIn(browser, "shibuya-staff3");
    const page = staff.page;
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto("/lounges/entries");
      const message = page.getByTestId("system-message");
      const papers = page.getByTestId("open-print-jobs");
      await expect(message).toContainText("お知らせ: 本日22時からシステム点検を行います");
      await expect(papers).toContainText(`印刷できなかった伝票 ${openCount}件`);
      await expect(page.locator('[data-seat-name="A1"]')).toBeVisible();

      // One line each: the message's second line and the papers' rows wait for a tap.
      for (const notice of [message, papers]) {
        const box = await notice.boundingBox();
        expect(box?.height ?? 0, size.name).toBeLessThanOrEqual(ONE_LINE_PX);
      }
      await expect(message).not.toContainText("レシートを手書き");
      await expect(papers.getByRole("button", { name: "再印刷" })).toHaveCount(0);

      // Rows A, B and C of the demo floor (eight seats each) are wholly on screen.
      for (const row of ["A", "B", "C"]) {
        for (let col = 1; col <= 8; col++) {
          const seat = `${row}${col}`;
          await expectOnScreen(
            page,
            page.locator(`[data-seat-name="${seat}"]`),
            `${size.name} ${seat}`,
          );
        }
      }
      if (size.height > size.width) {
        // Portrait: the accounting table's heading is on screen without scrolling.
        await expectOnScreen(page, page.getByText("会計（在席中のグループ）"), "会計");
      }
      if (process.env.E2E_SCREENSHOTS === "1") {
        await page.screenshot({ path: path.join(IMAGES, `board-notices-${size.name}.png`) });
      }

      // A tap unfolds each: the whole message, the papers with 再印刷; another folds them again.
      const messageLine = message.getByTestId("notice-toggle");
      await messageLine.click();
      await expect(messageLine).toHaveAttribute("aria-expanded", "true");
      await expect(message).toContainText("点検中はレシートを手書きしてください");
      const papersLine = papers.getByTestId("notice-toggle");
      await papersLine.click();
      await expect(papersLine).toHaveAttribute("aria-expanded", "true");
      for (const id of jobs) {
        await expect(
          papers.locator(`[data-job-id="${id}"]`).getByRole("button", { name: "再印刷" }),
        ).toBeVisible();
      }
      await messageLine.click();
      await papersLine.click();
      await expect(papers.getByRole("button", { name: "再印刷" })).toHaveCount(0);
    }
    await staff.page.context().close();
  } finally {
    // Later specs share the database: the message and the papers must not stay on 渋谷's board.
    await callApi(admin.page, "POST", `/system_messages/${sent.body.id}/end`);
    for (const id of jobs) await callApi(manager.page, "POST", `/print_jobs/${id}/dismiss`, {});
  }
  await admin.page.context().close();
  await manager.page.context().close();
});
