// Receipts in Chromium against the project's ePOS printer emulator (started by scripts/e2e.mjs): a
// cash bill settled on the accounting screen with a ¥10,000 note in one tap, its change shown large
// and printed (the emulator's paper shows the total, the T-number, お預かり and お釣り), a cover left
// open (the Japanese message, the job on the board, a reprint that prints once), a formal receipt
// split by three, the second formal receipt refused to staff and printed 【再発行】 for a manager, and
// a receipt log that cannot be recorded. Uses 渋谷 seats D3–D7, which no other spec seats groups on;
// jobs are told apart by their printjobid, never by the emulator's whole list. Also the printers
// page's device screen probing the emulator, and the customer display while paying. With
// E2E_SCREENSHOTS=1 it writes the README's images of these screens at both tablet sizes to
// docs/images/ (settle-change and settled-change: お預かり and お釣り).
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  callApi,
  emulatorJobs,
  IMAGES,
  openFromNavigation,
  printToEmulator,
  seatGroup,
  settle,
  shoot,
  signInThroughUi,
} from "./helpers";
import { printerURL } from "./playwright.config";

type PrintJob = { id: number; printjobid: string; status: string; receipt_type: string };

const yen = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;

async function setEmulatorFailure(fail: string | null) {
  const answer = await fetch(`${printerURL}/control`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ fail }),
  });
  expect(answer.status).toBe(200);
}

/** Papers the emulator received for these print jobs (by printjobid), printed or not. */
async function papersOf(jobs: PrintJob[]) {
  const ids = new Set(jobs.map((job) => job.printjobid));
  return (await emulatorJobs()).filter((job) => job.printjobid && ids.has(job.printjobid));
}

async function signIn(page: Page, account: string) {
  // Another member of staff on the same tablet: the previous session's cookie goes first.
  await page.context().clearCookies();
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  const session = await callApi(page, "GET", "/api/v1/session");
  return session.body.lounge.id as number;
}

async function printJobsOf(page: Page, loungeId: number, accountingLogId: number) {
  const answer = await callApi(
    page,
    "GET",
    `/print_jobs?lounge_id=${loungeId}&status=all&accounting_log_id=${accountingLogId}`,
  );
  return answer.body.print_jobs as PrintJob[];
}

test.beforeEach(async () => {
  await setEmulatorFailure(null);
});

/**
 * Dismisses papers of the lounge still open (a spec that stopped half-way leaves one), so the board's
 * list counts only what this test prints.
 */
async function dismissOpenPapers(page: Page, loungeId: number) {
  const open = await callApi(page, "GET", `/print_jobs?lounge_id=${loungeId}&status=open`);
  for (const job of open.body.print_jobs as PrintJob[]) {
    const answer = await callApi(page, "POST", `/print_jobs/${job.id}/dismiss`, {
      reason: "e2e: 前のテストの残り",
    });
    expect(answer.status).toBe(200);
  }
}

test.afterEach(async () => {
  await setEmulatorFailure(null);
});

test("a cash bill settled on the accounting screen with a ¥10,000 note: the change, then a receipt with お預かり and お釣り", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const groupId = await seatGroup(page, loungeId, "D4");
  await signIn(page, "shibuya-staff1");

  await page.goto(`/accounting_logs/new?customer_group_ids[]=${groupId}`);
  await expect(page.getByRole("heading", { name: "会計（1組）" })).toBeVisible();
  await page.getByRole("textbox", { name: `グループ #${groupId} の追加料金` }).fill("3000");
  await expect(page.getByTestId(`group-total-${groupId}`)).toContainText("¥3");
  const totalText = (await page.getByTestId("total-合計").textContent()) ?? "";
  const total = Number(totalText.replace(/[^\d]/g, ""));
  expect(total).toBeLessThan(10_000);
  await page.getByRole("textbox", { name: "現金" }).fill(String(total));
  // The guest hands over a ¥10,000 note: one tap, and the change in large figures.
  const tendered = page.getByRole("textbox", { name: "お預かり" });
  await expect(tendered).toHaveValue("");
  await page.getByRole("button", { name: "お預かり ¥10,000" }).click();
  await expect(tendered).toHaveValue("¥10,000");
  const change = 10_000 - total;
  await expect(page.getByTestId("change-due")).toHaveText(yen(change));
  // The staff member is chosen, never pre-filled with whoever signed in.
  const submit = page.getByRole("button", { name: "会計する" });
  await expect(submit).toBeDisabled();
  await page.getByRole("combobox", { name: "担当スタッフ" }).selectOption({ label: "石田 美咲" });
  await expect(submit).toBeEnabled();
  // A 1024 × 768 tablet shows the change and 会計する together, without scrolling.
  for (const shown of [page.getByTestId("change-due"), submit]) {
    const box = await shown.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
  }
  await page.mouse.move(0, 0);
  await shoot(page, "settle-change", submit);
  await submit.click();
  await expect(page.getByRole("heading", { name: "会計しました" })).toBeVisible();
  // What the server stored: the total as paid, the note handed over and its change.
  await expect(page.getByTestId("settled-合計")).toHaveText(yen(total));
  await expect(page.getByTestId("settled-現金")).toHaveText(yen(total));
  await expect(page.getByTestId("settled-お預かり")).toHaveText(yen(10_000));
  await expect(page.getByTestId("change-due")).toHaveText(yen(change));
  await shoot(page, "settled-change");

  await page.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(page.getByTestId("printer-message")).toHaveText("印刷しました");
  await shoot(page, "receipt-settled");

  // What the server says the receipt is, and what the emulator printed: the total and the T-number.
  const settlement = await callApi(page, "GET", `/accounting_logs?customer_group_id=${groupId}`);
  const logId = settlement.body.rows[0].id as number;
  const receipt = await callApi(
    page,
    "GET",
    `/accounting_logs/${logId}/receipt?receipt_type=receipt`,
  );
  const lines: { text: string }[] = receipt.body.documents[0].lines;
  const tNumber = lines.map((l) => l.text.match(/T\d{13}/)?.[0]).find(Boolean);
  expect(tNumber).toBeTruthy();
  const jobs = await printJobsOf(page, loungeId, logId);
  expect(jobs).toHaveLength(1);
  expect(jobs[0]?.status).toBe("printed");
  const papers = await papersOf(jobs);
  expect(papers).toHaveLength(1);
  expect(papers[0]?.ok).toBe(true);
  expect(papers[0]?.text).toContain(yen(total));
  expect(papers[0]?.text).toContain(tNumber);
  expect(papers[0]?.text).toMatch(new RegExp(`お預かり +${yen(10_000)}`));
  expect(papers[0]?.text).toMatch(new RegExp(`お釣り +${yen(change)}`));
});

test("a cover left open: the message in Japanese, the job on the board, a reprint that prints once", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await dismissOpenPapers(page, loungeId);
  await printToEmulator(page, loungeId);
  const groupId = await seatGroup(page, loungeId, "D5");
  const log = await settle(page, groupId, 2000);

  await setEmulatorFailure("cover_open");
  await page.goto(`/accounting_logs/${log.id}`);
  await page.getByRole("button", { name: "レシートを印刷" }).click();
  const failure = page.getByTestId("print-failure");
  await expect(failure).toContainText("カバー");
  await expect(failure).toContainText("EPTR_COVER_OPEN");
  await expect(failure).toContainText("会計は保存されています");
  await shoot(page, "print-failure");
  const [job] = await printJobsOf(page, loungeId, log.id);
  expect(job?.status).toBe("failed");

  // The board of the lounge lists it until it prints.
  await page.goto("/lounges/entries");
  const open = page.getByTestId("open-print-jobs");
  await expect(open).toContainText("印刷できなかった伝票 1件");
  // One line on the board until tapped open.
  await open.getByRole("button", { name: /^印刷できなかった伝票/ }).click();
  const row = open.locator(`[data-job-id="${job?.id}"]`);
  await expect(row).toContainText("EPTR_COVER_OPEN");
  await shoot(page, "board-print-jobs");

  // Cover closed: the same job prints, once.
  await setEmulatorFailure(null);
  await row.getByRole("button", { name: "再印刷" }).click();
  await expect(open).toHaveCount(0);
  // The list drops the job once it is claimed for printing; its result is recorded just after.
  await expect
    .poll(async () => (await printJobsOf(page, loungeId, log.id)).map((j) => [j.id, j.status]))
    .toEqual([[job?.id, "printed"]]);
  const jobs = await printJobsOf(page, loungeId, log.id);
  const papers = await papersOf(jobs);
  expect(papers.filter((p) => p.ok)).toHaveLength(1);
  expect(papers.filter((p) => !p.ok).map((p) => p.code)).toEqual(["EPTR_COVER_OPEN"]);
});

test("a formal receipt split by three prints three papers; a second one is refused to staff and printed 【再発行】 for a manager", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const groupId = await seatGroup(page, loungeId, "D6", 3);
  await signIn(page, "shibuya-staff1");
  const log = await settle(page, groupId, 9000);

  await page.goto(`/accounting_logs/${log.id}`);
  await page.getByRole("button", { name: "領収書を発行" }).click();
  const dialog = page.getByRole("dialog", { name: "領収書を発行" });
  await expect(dialog.getByLabel("宛名")).toHaveValue("上様");
  // A name no other run uses: the search below finds this settlement by part of it.
  const company = `ラウンジ商事${Date.now() % 100_000}`;
  await dialog.getByLabel("宛名").fill(`株式会社${company}`);
  await dialog.getByText("人数で割る").click();
  await dialog.getByRole("textbox", { name: "枚数" }).fill("3");
  const each = Math.floor(log.groups_total_price / 3 / 100) * 100;
  await expect(dialog.getByTestId("split-each")).toContainText(yen(each));
  await expect(dialog.getByText("領収書", { exact: false }).last()).toBeVisible();
  await shoot(page, "formal-receipt");
  await dialog.getByRole("button", { name: "印刷" }).click();
  await expect(page.getByTestId("printer-message")).toHaveText("印刷しました（3枚）");

  const jobs = await printJobsOf(page, loungeId, log.id);
  expect(
    jobs.filter((j) => j.receipt_type === "post_receipt" && j.status === "printed"),
  ).toHaveLength(3);
  const papers = await papersOf(jobs);
  expect(papers).toHaveLength(3);
  for (const paper of papers) {
    expect(paper.ok).toBe(true);
    expect(paper.text).toContain("領収書");
    expect(paper.text).toContain(yen(each));
    expect(paper.text).toContain(`株式会社${company} 様`);
    expect(paper.text).not.toContain("再発行");
  }

  // Staff: the button is disabled once logged, and the server refuses a second issuance.
  await expect(page.getByRole("button", { name: "領収書を発行" })).toBeDisabled();
  await expect(page.getByTestId("post-receipt-issued")).toBeVisible();
  const printers = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
  const printerId = printers.body.printers.find((p: { kind: string }) => p.kind === "printer").id;
  const refused = await callApi(page, "POST", "/print_jobs", {
    print_job: { accounting_log_id: log.id, printer_id: printerId, receipt_type: "post_receipt" },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toContain("再発行は店長");

  // A manager reissues it: 【再発行】 on the paper.
  await signIn(page, "shibuya-manager");
  await page.goto(`/accounting_logs/${log.id}`);
  await page.getByRole("button", { name: "領収書を再発行" }).click();
  await page
    .getByRole("dialog", { name: "領収書を再発行" })
    .getByRole("button", { name: "印刷" })
    .click();
  await expect(page.getByTestId("printer-message")).toHaveText("印刷しました");
  const reissued = (await printJobsOf(page, loungeId, log.id)).filter(
    (j) => !jobs.some((first) => first.id === j.id),
  );
  expect(reissued).toHaveLength(1);
  const [paper] = await papersOf(reissued);
  expect(paper?.text).toContain("【再発行】");

  // 発行履歴: the three papers by staff and the manager's reissue, each with its addressee.
  const history = page.getByRole("list", { name: "発行履歴" });
  const entries = history.getByRole("listitem");
  await expect(entries).toHaveCount(4);
  await expect(entries.first()).toContainText("再発行");
  await expect(entries.first()).toContainText("宛名 上様");
  await expect(entries.first()).toContainText("発行 青木 健");
  await expect(entries.last()).toContainText("発行 石田 美咲");
  await expect(entries.last()).toContainText(`宛名 株式会社${company}`);
  await expect(entries.last()).toContainText(/印刷済み \d{4}\/\d\d\/\d\d \d\d:\d\d/);
  await shoot(page, "receipt-history", history);

  // 会計履歴 finds the settlement by part of the addressee, and only it.
  await page.goto("/accounting_logs");
  await page.getByRole("textbox", { name: "宛名（領収書）" }).fill(company);
  await page.getByRole("button", { name: "検索" }).click();
  const results = page.getByRole("table", { name: "会計履歴" });
  await expect(results.locator(`tr[data-row-id="${log.id}"]`)).toBeVisible();
  await expect(page.getByTestId("search-totals")).toContainText("1件");
  await shoot(page, "accounting-search-addressee");
});

test("a receipt log that cannot be recorded says 「履歴登録に失敗しました」; the paper is printed", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const groupId = await seatGroup(page, loungeId, "D7");
  const log = await settle(page, groupId, 1000);

  await page.route("**/receipt_logs*", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "internal", message: "boom" } }),
        })
      : route.continue(),
  );
  await page.goto(`/accounting_logs/${log.id}`);
  await page.getByRole("button", { name: "レシートを印刷" }).click();
  await expect(page.getByTestId("printer-message")).toHaveText("履歴登録に失敗しました");
  const jobs = await printJobsOf(page, loungeId, log.id);
  expect(jobs.map((j) => j.status)).toEqual(["printed"]);
  expect((await papersOf(jobs)).filter((p) => p.ok)).toHaveLength(1);
});

test("the printers page probes the lounge's printer from this tablet: オンライン", async ({
  page,
}) => {
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  await page.goto("/lounges/entries");
  await openFromNavigation(page, "プリンター");
  await expect(page.getByRole("heading", { name: "プリンター", exact: true })).toBeVisible();
  const printers = page.getByRole("table", { name: "プリンター一覧" });
  await expect(printers).toContainText(printerURL.replace(/\/$/, ""));
  await page.getByRole("button", { name: "機器の状態を確認" }).click();
  const devices = page.getByRole("table", { name: "機器一覧" });
  await expect(devices).toContainText("local_printer");
  await expect(devices).toContainText("レシートプリンター");
  await expect(devices).toContainText("オンライン");
  await shoot(page, "printers");
  if (process.env.E2E_SCREENSHOTS === "1") {
    await page.goto(printerURL);
    await page.screenshot({ path: path.join(IMAGES, "printer-emulator.png"), fullPage: false });
  }
});

test("the customer display shows the total, what was handed over and the change while paying", async ({
  page,
}) => {
  const loungeId = await signIn(page, "shibuya-manager");
  await printToEmulator(page, loungeId);
  const { port, hostname } = new URL(printerURL);
  const devices = await callApi(page, "GET", `/printers?lounge_id=${loungeId}`);
  if (!devices.body.printers.some((p: { kind: string }) => p.kind === "display")) {
    const display = await callApi(page, "POST", "/printers", {
      printer: {
        lounge_id: loungeId,
        name: "客面ディスプレイ",
        kind: "display",
        scheme: "http",
        ip: hostname,
        port: Number(port),
        device_id: "local_display",
        timeout_ms: 10_000,
      },
    });
    expect(display.status).toBe(201);
  }
  const groupId = await seatGroup(page, loungeId, "D3");
  // A page loaded after the display was configured (its origin is in the CSP from then on).
  await page.goto(`/accounting_logs/new?customer_group_ids[]=${groupId}`);
  await page.getByRole("textbox", { name: `グループ #${groupId} の追加料金` }).fill("3000");
  await expect(page.getByTestId(`group-total-${groupId}`)).toContainText("¥3");
  const total = Number(
    ((await page.getByTestId("total-合計").textContent()) ?? "").replace(/[^\d]/g, ""),
  );
  await page.getByRole("textbox", { name: "現金" }).fill(String(total));
  await page.getByRole("textbox", { name: "お預かり" }).fill(String(total + 1000));
  const change = `お釣り ${yen(1000)}`;
  await expect
    .poll(async () =>
      (await emulatorJobs()).some((job) => job.kind === "display" && job.text.includes(change)),
    )
    .toBe(true);
  const shown = (await emulatorJobs()).filter(
    (job) => job.kind === "display" && job.text.includes(change),
  );
  expect(shown.at(-1)?.text).toContain(`合計 ${yen(total)}`);
  expect(shown.at(-1)?.text).toContain(`お預り ${yen(total + 1000)}`);
  // Leaves D3 empty: the touch-target spec measures every label on the board.
  await settle(page, groupId, 0);
});
