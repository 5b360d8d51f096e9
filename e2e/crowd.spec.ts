// The crowd feed in Chromium: head office turns it on for 新宿 in the lounge settings (the form shows
// the address to give the lounge's website and the widget to embed), then a website with no session
// reads the board's counts from another origin and shows the widget in an iframe on a phone, and
// both change when a group is seated. The lounge is open by its opening hours (set in the same form),
// with nobody seated, and the widget tells the time on the lounge's clock on a phone set to UTC and a
// tablet set to New York's. With E2E_SCREENSHOTS=1 it writes the settings form's and the
// widget's images at both tablet sizes to docs/images/. The group it seats is cancelled and the
// feed turned off again: other spec files share the database (it seats in 新宿's row B, which no other
// spec uses, and cancels there: floor-sync reads 渋谷's change list).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { callApi, openFromNavigation, shoot, shootAsIs, signInThroughUi } from "./helpers";

type BoardSeat = { id: number; name: string; mens: number; ladys: number };
type Crowd = {
  lounge: string;
  mens: number;
  ladys: number;
  total: number;
  open: boolean;
  time_zone: string;
  updated_at: string;
};

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];

/** `HH:mm` on the lounge's clock (Tokyo), `offsetMs` from now. */
const tokyoClock = (offsetMs = 0) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Tokyo",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() + offsetMs));

/** The widget's reading time, which must be the lounge's clock's (give or take the minute it turned). */
async function expectTokyoReading(text: string | null) {
  const shown = /(\d{2}:\d{2}) 時点/.exec(text ?? "")?.[1];
  expect([tokyoClock(), tokyoClock(-60_000)]).toContain(shown);
}

test("head office publishes 新宿's crowd; a website reads the board's counts and frames the widget, and both follow a seated group", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, "渋谷", "admin");
  await openFromNavigation(page, "店舗設定");
  const table = page.getByRole("table", { name: "店舗一覧" });
  const row = table.getByRole("row").filter({ hasText: "新宿" });
  await row.getByRole("button", { name: "編集" }).click();
  const dialog = page.getByRole("dialog");
  const feed = dialog.getByRole("switch", { name: /^混雑状況（男性◯名・女性◯名）/ });
  await expect(feed).not.toBeChecked();
  await feed.check();
  const address = dialog.getByText(/\/public\/lounges\/\d+\/crowd$/);
  await expect(address).toBeVisible();
  await expect(dialog.getByRole("button", { name: "公開アドレスをコピー" })).toBeVisible();
  const openWidget = dialog.getByRole("link", { name: "ウィジェットを開く" });
  await openWidget.scrollIntoViewIfNeeded();
  // The picture shows the demo's opening hours, before the test changes them.
  await shoot(page, "crowd-feed-settings");
  // Open every day but for one minute twelve hours from now: the feed must say open on an empty
  // floor with nobody on shift, whatever the hour this runs.
  const far = String((Number(tokyoClock().slice(0, 2)) + 12) % 24).padStart(2, "0");
  for (const day of WEEKDAYS) {
    await dialog.getByLabel(`${day}曜日の開店`).fill(`${far}:01`);
    await dialog.getByLabel(`${day}曜日の閉店`).fill(`${far}:00`);
  }
  const url = new URL((await address.textContent()) ?? "");
  const loungeId = Number(url.pathname.split("/")[3]);
  const widgetUrl = await dialog
    .getByRole("link", { name: "ウィジェットを開く" })
    .getAttribute("href");
  expect(widgetUrl).toBe(`${baseURL}/widget/crowd/${loungeId}`);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("混雑状況を公開中");

  // The lounge's website: another origin, no cookies.
  const website = await playwright.request.newContext({ baseURL });
  const read = async () => {
    const res = await website.get(url.pathname, {
      headers: { origin: "https://www.shinjuku-lounge.example" },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()["access-control-allow-origin"]).toBe("*");
    return (await res.json()) as Crowd;
  };
  const board = async () =>
    (await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`)).body as {
      seats: BoardSeat[];
      fee_rules: { id: number }[];
    };
  const counts = (seats: BoardSeat[]) => ({
    mens: seats.reduce((sum, s) => sum + s.mens, 0),
    ladys: seats.reduce((sum, s) => sum + s.ladys, 0),
  });

  const before = await board();
  const first = await read();
  expect(first).toMatchObject({
    lounge: "新宿",
    ...counts(before.seats),
    open: true,
    time_zone: "Asia/Tokyo",
  });

  // A guest's phone on the lounge's website, which frames the widget (another origin, no session).
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    timezoneId: "UTC",
  });
  // Playwright's clock: the widget's 15 s read comes when the test moves it on (requests are real).
  await phone.clock.install();
  const site = await phone.newPage();
  // The website is served from this machine under another origin (localhost is not 127.0.0.1) by
  // a real server: Chromium refuses a page it cannot place on the local network (as one fulfilled
  // by page.route) framing a loopback address (Local Network Access), which a lounge's server is not.
  const siteServer = http.createServer((_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(
      `<!doctype html><meta charset="utf-8"><h1>新宿ラウンジ</h1><iframe src="${widgetUrl}" title="新宿の混雑状況" width="370" height="560" style="border:0"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => siteServer.listen(0, "127.0.0.1", resolve));
  await site.goto(`http://localhost:${(siteServer.address() as AddressInfo).port}/`);
  const widget = site.frameLocator("iframe");
  await expect(widget.getByRole("heading", { name: "新宿" })).toBeVisible();
  await expect(widget.getByTestId("crowd-mens")).toHaveText(`${first.mens}名`);
  await expect(widget.getByTestId("crowd-ladys")).toHaveText(`${first.ladys}名`);
  await expect(widget.getByTestId("crowd-open")).toHaveText("営業中");
  await expectTokyoReading(await widget.getByText(/時点・15秒ごとに更新$/).textContent());

  const seat = before.seats.filter((s) => /^B\d+$/.test(s.name) && s.mens + s.ladys === 0).at(-1);
  expect(seat).toBeDefined();
  const entered = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat?.id, mens: 2, ladys: 0, fee_rule: before.fee_rules[0]?.id },
  });
  expect(entered.status).toBe(201);
  const seated = await read();
  expect(seated).toMatchObject({ mens: first.mens + 2, ladys: first.ladys, open: true });
  expect(seated).toMatchObject(counts((await board()).seats));
  // The widget asks again every 15 s: the phone shows the two men without a reload.
  await phone.clock.fastForward(15_000);
  await expect(widget.getByTestId("crowd-mens")).toHaveText(`${first.mens + 2}名`);
  await expect(widget.getByTestId("crowd-open")).toHaveText("営業中");
  await expect(widget.getByTestId("crowd-balance")).toHaveText(
    first.ladys > first.mens + 2
      ? "女性が多めです"
      : first.ladys === first.mens + 2
        ? "男女同数です"
        : "男性が多めです",
  );
  await shootAsIs(site, "crowd-widget-phone");
  // The widget page itself at the tablet sizes.
  const tablet = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    timezoneId: "America/New_York",
  });
  const opened = await tablet.newPage();
  await opened.goto(widgetUrl ?? "");
  await expect(opened.getByTestId("crowd-mens")).toHaveText(`${first.mens + 2}名`);
  await expectTokyoReading(await opened.getByText(/時点・15秒ごとに更新$/).textContent());
  await shoot(opened, "crowd-widget");
  await tablet.close();
  await phone.close();
  siteServer.close();

  // Leave the floor and the setting as they were.
  const cancelled = await callApi(page, "POST", `/customer_groups/${entered.body.id}/cancel`, {
    customer_group: { reason: "e2e の後片付け", lock_version: entered.body.lock_version },
  });
  expect(cancelled.status).toBe(200);
  expect(await read()).toMatchObject({ mens: first.mens, ladys: first.ladys });
  await row.getByRole("button", { name: "編集" }).click();
  await dialog.getByRole("switch", { name: /^混雑状況（男性◯名・女性◯名）/ }).uncheck();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  expect((await website.get(url.pathname)).status()).toBe(404);
  await website.dispose();
});
