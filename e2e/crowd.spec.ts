// The crowd feed in Chromium: head office turns it on for 新宿 in the lounge settings (the form shows
// the address to give the lounge's website), then a website with no session reads the board's counts
// from another origin, and they change when a group is seated. With E2E_SCREENSHOTS=1 it writes the
// settings form's images at both tablet sizes to docs/images/. The group it seats is cancelled and the
// feed turned off again: other spec files share the database (it seats in 新宿's row B, which no other
// spec uses, and cancels there: floor-sync reads 渋谷's change list).
import { expect, test } from "@playwright/test";
import { callApi, openFromNavigation, shoot, signInThroughUi } from "./helpers";

type BoardSeat = { id: number; name: string; mens: number; ladys: number };
type Crowd = { lounge: string; mens: number; ladys: number; total: number; open: boolean };

test("head office publishes 新宿's crowd; a website reads the board's counts, and they follow a seated group", async ({
  page,
  playwright,
  baseURL,
}) => {
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
  await address.scrollIntoViewIfNeeded();
  await shoot(page, "crowd-feed-settings");
  const url = new URL((await address.textContent()) ?? "");
  const loungeId = Number(url.pathname.split("/")[3]);
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
  expect(first).toMatchObject({ lounge: "新宿", ...counts(before.seats) });

  const seat = before.seats.filter((s) => /^B\d+$/.test(s.name) && s.mens + s.ladys === 0).at(-1);
  expect(seat).toBeDefined();
  const entered = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id: seat?.id, mens: 2, ladys: 0, fee_rule: before.fee_rules[0]?.id },
  });
  expect(entered.status).toBe(201);
  const seated = await read();
  expect(seated).toMatchObject({ mens: first.mens + 2, ladys: first.ladys, open: true });
  expect(seated).toMatchObject(counts((await board()).seats));

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
