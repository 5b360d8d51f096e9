// A TM-T88 (42 columns) in Chromium: a manager adds it on the printers page by its model (機種), the
// list shows its paper, and a receipt printed to it comes out of a 42-column emulator with every row
// whole (no amount broken over two rows). Uses 渋谷 seat C5, which no other spec seats groups on; the
// added printer is deleted at the end, so other specs print where they did. With E2E_SCREENSHOTS=1 it
// writes the form's images at both tablet sizes and the 42-column paper to docs/images/.
import path from "node:path";
import { startPrinterEmulator } from "@lounge-office/printer-emulator";
import { expect, test } from "@playwright/test";
import {
  callApi,
  IMAGES,
  openFromNavigation,
  printToEmulator,
  seatGroup,
  settle,
  shoot,
  signInThroughUi,
} from "./helpers";
import { printerURL } from "./playwright.config";

/** Columns a row takes on the printer's grid: ASCII, half-width kana and ¥ one, the rest two. */
const cells = (row: string) =>
  [...row].reduce((sum, c) => {
    const code = c.codePointAt(0) ?? 0;
    return sum + (code < 0x80 || (code >= 0xff61 && code <= 0xff9f) || code === 0xa5 ? 1 : 2);
  }, 0);

test("a TM-T88 added by its model prints a receipt in its own 42 columns", async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughUi(page, "渋谷", "shibuya-manager");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  const loungeId = (await callApi(page, "GET", "/api/v1/session")).body.lounge.id as number;
  await printToEmulator(page, loungeId);
  const { hostname, port } = new URL(printerURL);

  // The form: 機種 fills the paper width and the columns.
  await openFromNavigation(page, "プリンター");
  await page.getByRole("button", { name: "プリンターを追加" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("名前").fill("レジ（TM-T88）");
  await dialog.getByText("http", { exact: true }).click();
  await dialog.getByLabel("IPアドレス").fill(hostname);
  await dialog.getByLabel("ポート").fill(port);
  await dialog.getByRole("combobox", { name: "機種" }).click();
  await page.getByRole("option", { name: /TM-T88/ }).click();
  await expect(dialog.getByLabel("桁数（半角）")).toHaveValue("42");
  await shoot(page, "printer-paper-form");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: "レジ（TM-T88）" });
  await expect(row.getByTestId("printer-paper")).toHaveText("80mm・42桁");

  const printers = (await callApi(page, "GET", `/printers?lounge_id=${loungeId}`)).body.printers;
  const t88 = printers.find((p: { name: string }) => p.name === "レジ（TM-T88）");
  expect(t88).toMatchObject({ paper_width: 80, columns: 42 });

  // A settled bill's receipt for it, printed on a printer of 42 columns.
  const groupId = await seatGroup(page, loungeId, "C5");
  const log = await settle(page, groupId, 12300, 13000);
  const jobs = await callApi(page, "POST", "/print_jobs", {
    print_job: {
      accounting_log_id: log.id,
      printer_id: t88.id,
      receipt_type: "receipt",
    },
  });
  expect(jobs.status, JSON.stringify(jobs.body)).toBe(201);
  const xml = jobs.body.print_jobs[0].xml as string;

  const t88Printer = await startPrinterEmulator({ port: 0, columns: 42 });
  try {
    const answer = await fetch(
      `${t88Printer.url}/cgi-bin/epos/service.cgi?devid=local_printer&timeout=10000`,
      { method: "POST", headers: { "content-type": "text/xml; charset=utf-8" }, body: xml },
    );
    expect(await answer.text()).toContain('success="true"');
    const [paper] = t88Printer.jobs();
    const rows = (paper?.text ?? "").split("\n");
    // Every row whole on the 42-column paper: the rule spans it, the total ends at its edge.
    expect(rows).toContain("-".repeat(42));
    for (const printed of rows) expect(cells(printed), printed).toBeLessThanOrEqual(42);
    const total = yenOf(log.groups_total_price);
    expect(rows.some((printed) => printed.startsWith("合計") && printed.endsWith(total))).toBe(
      true,
    );
    expect(rows.some((printed) => printed.trim() === total.slice(1))).toBe(false);
    if (process.env.E2E_SCREENSHOTS === "1") {
      const png = await fetch(`${t88Printer.url}/jobs/${paper?.id}.png`);
      const { writeFile } = await import("node:fs/promises");
      await writeFile(
        path.join(IMAGES, "receipt-42-columns.png"),
        Buffer.from(await png.arrayBuffer()),
      );
    }
  } finally {
    await t88Printer.close();
    expect((await callApi(page, "DELETE", `/printers/${t88.id}`)).status).toBe(200);
  }
});

const yenOf = (amount: number) => `¥${amount.toLocaleString("ja-JP")}`;
