// The guest page in Chromium: staff open a group's details on the board and show its QR code on
// the whole screen (none of the group's notes there); a phone (another browser context, no session,
// its clock on UTC) opens the page from it and sees the seat, minutes and charge, and the arrival on
// the lounge's clock, as does a phone on New York's; staff add an order and the page shows it at its
// next read; after settlement the page shows only the total and a thank-you. With E2E_SCREENSHOTS=1
// it writes the full-screen QR at both tablet sizes and the phone's page. Uses 渋谷 seat C7, which no other spec seats groups on; the
// group is settled, as the receipts spec's are. The QR is also printed on a slip by the printer
// emulator (the slip's paper is written to docs/images/guest-slip.png with E2E_SCREENSHOTS=1).
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  callApi,
  emulatorJobs,
  IMAGES,
  printToEmulator,
  shoot,
  shootAsIs,
  signInThroughUi,
} from "./helpers";
import { printerURL } from "./playwright.config";

const SEAT = "C7";
/** Staff's note on the group: it must never be on the screen turned to the guests. */
const COMMENT = "常連・田中様。前回は女性4名と相席";

/** `HH:mm` of an instant on the lounge's clock (Tokyo), whatever this machine's zone. */
const tokyoClock = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Tokyo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

test("staff show a group its QR; the phone sees its minutes and charge, a new order, and the settled total", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A manager points the lounge's receipt printer at this run's emulator (the slip is printed there).
  await signInThroughUi(page, "渋谷", "shibuya-manager");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await printToEmulator(page, (await callApi(page, "GET", "/api/v1/session")).body.lounge.id);
  await page.context().clearCookies();
  await signInThroughUi(page, "渋谷", "shibuya-staff1");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  const session = (await callApi(page, "GET", "/api/v1/session")).body;
  const loungeId = session.lounge.id as number;
  const board = (await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`)).body;
  const seat = board.seats.find((s: { name: string }) => s.name === SEAT);
  const entered = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat.id, mens: 2, ladys: 0, fee_rule: board.fee_rules[0].id },
  });
  expect(entered.status).toBe(201);
  const groupId = entered.body.id as number;
  const noted = await callApi(page, "PUT", `/customer_groups/${groupId}`, {
    customer_group: { comment: COMMENT },
  });
  expect(noted.status).toBe(200);
  const group = (
    await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`)
  ).body.seats
    .flatMap((s: { group_mens: { id: number; service_start_at: string }[] }) => s.group_mens)
    .find((g: { id: number }) => g.id === groupId) as { service_start_at: string };
  const arrival = tokyoClock(group.service_start_at);

  // Staff: the group's details, then its QR code.
  await page.goto("/lounges/entries");
  await page.locator(`[role=button][data-group-id="${groupId}"]`).click();
  const detail = page.getByRole("dialog", { name: `男性 2名 — ${SEAT}` });
  await expect(detail).toBeVisible();
  await detail.getByRole("button", { name: "お客様用ページ（QRコード）" }).click();
  await expect(detail).toContainText(COMMENT);
  await detail.getByRole("button", { name: "QRコードを表示" }).click();
  // The QR on the whole screen, turned to the guests: lounge, seat, QR, how to use it, until when.
  const view = page.getByTestId("guest-qr-view");
  const qr = view.getByRole("img", { name: "お客様用ページのQRコード" });
  await expect(qr).toBeVisible();
  await expect(view).toContainText("渋谷");
  await expect(view.getByTestId("guest-qr-seat")).toHaveText(`お席 ${SEAT}`);
  await expect(view.getByTestId("guest-qr-expiry")).toHaveText(
    /^有効期限 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（お会計まで）$/,
  );
  await expect(view).not.toContainText(COMMENT);
  const close = view.getByRole("button", { name: "閉じる" });
  const box = await close.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // It covers the screen: the detail modal's notes are nowhere in sight.
  const qrBox = await view.boundingBox();
  expect(qrBox?.width).toBeGreaterThanOrEqual((page.viewportSize()?.width ?? 0) - 16);
  await shoot(page, "guest-qr");
  await close.click();
  await expect(view).toBeHidden();
  const address = (await detail.getByText(/\/g\/[A-Za-z0-9_-]{32}$/).textContent()) ?? "";
  expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/g\/[A-Za-z0-9_-]{32}$/);

  // The same QR on a slip from the lounge's receipt printer: the emulator's paper holds it.
  await detail.getByRole("button", { name: "QRを印刷" }).click();
  await expect(detail.getByTestId("guest-slip-status")).toHaveText(/で印刷しました$/);
  const slip = (await emulatorJobs()).find((job) => job.text.includes(`[QR:${address}]`));
  expect(slip?.ok).toBe(true);
  expect(slip?.text).toContain(`お席 ${SEAT}`);
  expect(slip?.text).toContain("お客様用ページ");
  expect(slip?.text).toMatch(/有効期限 \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（お会計まで）/);
  if (process.env.E2E_SCREENSHOTS === "1" && slip) {
    const png = await fetch(`${printerURL}/jobs/${slip.id}.png`);
    await writeFile(path.join(IMAGES, "guest-slip.png"), Buffer.from(await png.arrayBuffer()));
  }

  // The guest's phone: no session, a phone's screen, its clock set to UTC.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    timezoneId: "UTC",
  });
  // The phone's clock is Playwright's: the page's 30 s read comes when the test moves it on, not
  // after half a minute of waiting (the requests themselves are real).
  await phoneContext.clock.install();
  const phone = await phoneContext.newPage();
  await phone.goto(address);
  await expect(phone.getByTestId("guest-seat")).toHaveText(`お客様の席 ${SEAT}`);
  await expect(phone.getByTestId("guest-minutes")).toContainText("おひとり（お相席前） 0分");
  await expect(phone.getByTestId("guest-total")).toHaveText(/^¥[\d,]+$/);
  await expect(phone.getByText("現在のご利用料金（税込）")).toBeVisible();
  // The arrival on the lounge's clock, not the phone's UTC.
  await expect(phone.getByText(`ご入店 ${arrival}`)).toBeVisible();
  // A visitor's phone on New York's clock reads the same.
  const abroad = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: "America/New_York",
  });
  const abroadPage = await abroad.newPage();
  await abroadPage.goto(address);
  await expect(abroadPage.getByText(`ご入店 ${arrival}`)).toBeVisible();
  await abroad.close();

  // Staff add an order: the page shows it at its next read, 30 s on (a reload reads at once).
  const orderable = (await callApi(page, "GET", `/api/v1/orderable?lounge_id=${loungeId}`)).body;
  const menu = orderable.genres.flatMap(
    (g: { menus: { id: number; name: string }[] }) => g.menus,
  )[0];
  const ordered = await callApi(page, "POST", `/customer_groups/${groupId}/orders`, {
    menu_id: menu.id,
    num: 2,
  });
  expect(ordered.status).toBe(201);
  await phone.clock.fastForward(30_000);
  await expect(phone.getByTestId("guest-order")).toContainText(`${menu.name} × 2`);
  const billNow = async () =>
    (await callApi(page, "GET", `/accounting_logs/new?customer_group_ids[]=${groupId}`)).body as {
      groups_total_price: number;
    };
  // The page's total is the bill's (read again should a minute turn between the two reads).
  await expect(async () => {
    await phone.reload();
    const { groups_total_price } = await billNow();
    await expect(phone.getByTestId("guest-total")).toHaveText(
      `¥${groups_total_price.toLocaleString("ja-JP")}`,
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 30_000 });
  await shootAsIs(phone, "guest-page-phone");
  await phone.getByRole("button", { name: "English" }).click();
  await expect(phone.getByText("Charge so far (tax included)")).toBeVisible();
  await phone.getByRole("button", { name: "日本語" }).click();

  // Settled: the page shows only the total and a thank-you.
  await page.keyboard.press("Escape");
  const bill = await billNow();
  const settled = await callApi(
    page,
    "POST",
    "/accounting_logs",
    {
      accounting_log: {
        customer_group_ids: [groupId],
        cash: bill.groups_total_price,
        staff_id: session.staff.id,
      },
    },
    { "idempotency-key": `e2e-guest-${groupId}-${Date.now()}` },
  );
  expect(settled.status).toBe(201);
  await phone.reload();
  await expect(phone.getByText("お会計が済みました")).toBeVisible();
  await expect(phone.getByTestId("guest-total")).toHaveText(
    `お会計 ¥${bill.groups_total_price.toLocaleString("ja-JP")}`,
  );
  await expect(phone.getByTestId("guest-seat")).toHaveCount(0);
  await phoneContext.close();
});
