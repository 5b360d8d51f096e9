// The floor on two devices and a flaky network: a comment edited on both (the second is told and
// keeps its text), a move racing a move, an entry sent offline or held in flight then cancelled
// (seated at most once, the board matching the server), corrections in place and a cancelled
// entry in the managers' change list. Uses 渋谷 seats A1–A4, B1–B3 and C3, which no other spec seats.
import { type Browser, expect, type Page, type Route, test } from "@playwright/test";
import { callApi, drag, signInThroughUi } from "./helpers";

const CONFLICT = "他の端末でこのグループが変更されました";
const NETWORK = "サーバーに接続できません。ネットワークを確認してください";

type BoardGroup = { id: number; num: number; comment: string; fee_rule: string | null };
type BoardSeat = {
  id: number;
  name: string;
  group_mens: BoardGroup[];
  group_ladys: BoardGroup[];
};

const seat = (page: Page, name: string) => page.locator(`[data-seat-name="${name}"]`);
const chip = (page: Page, id: number) => page.locator(`[role="button"][data-group-id="${id}"]`);

async function openBoard(page: Page, account: string) {
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await page.goto("/lounges/entries");
  // The board's first load brings its code and reads: seconds on a loaded machine.
  await expect(seat(page, "A1")).toBeVisible({ timeout: 30_000 });
}

async function device(browser: Browser, account: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openBoard(page, account);
  return { context, page };
}

/** The board as the server has it (the truth every screen must match). */
async function serverSeats(page: Page): Promise<BoardSeat[]> {
  const session = await callApi(page, "GET", "/api/v1/session");
  const board = await callApi(
    page,
    "GET",
    `/lounges/entries/board?lounge_id=${session.body.lounge.id}`,
  );
  return board.body.seats;
}

async function serverSeat(page: Page, name: string) {
  const found = (await serverSeats(page)).find((s) => s.name === name);
  if (!found) throw new Error(`no seat ${name}`);
  return found;
}

async function seatGroup(page: Page, seatName: string, body: Record<string, unknown>) {
  const { id: seat_id } = await serverSeat(page, seatName);
  const answer = await callApi(page, "POST", "/customer_groups", {
    customer_group: { seat_id, mens: 0, ladys: 0, ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function openGroup(page: Page, id: number) {
  await chip(page, id).click();
  const detail = page.getByRole("dialog").filter({ has: page.locator(`[data-group-id="${id}"]`) });
  await expect(detail).toBeVisible();
  return detail;
}

test.describe("floor sync", () => {
  test("a comment edited on two devices: the second save is told and its text is kept", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, "shibuya-staff1");
    const id = await seatGroup(page, "A1", { mens: 2 });
    const other = await device(browser, "shibuya-staff2");
    const b = other.page;
    try {
      for (const p of [page, b]) {
        await (await openGroup(p, id)).getByRole("button", { name: "コメント" }).click();
      }
      // Both open on the same version: the dialog keeps what it showed when it opened (its code
      // loads on first use, so it shows a moment after the tap).
      const commentB = b.getByRole("dialog", { name: /コメント/ });
      await expect(commentB.getByLabel("コメント")).toBeVisible();
      const commentA = page.getByRole("dialog", { name: /コメント/ });
      await commentA.getByLabel("コメント").fill("窓側希望");
      await commentA.getByRole("button", { name: "保存" }).click();
      await expect(commentA).toBeHidden();

      await commentB.getByLabel("コメント").fill("誕生日のお祝い");
      await commentB.getByRole("button", { name: "保存" }).click();
      const notice = commentB.getByTestId("conflict-notice");
      await expect(notice).toContainText(CONFLICT);
      await expect(notice.getByTestId("conflict-now")).toContainText("窓側希望");
      await expect(commentB.getByLabel("コメント")).toHaveValue("誕生日のお祝い");
      // Nothing overwritten: the server still holds the first device's comment.
      const held = (await serverSeat(page, "A1")).group_mens.find((g) => g.id === id);
      expect(held?.comment).toBe("窓側希望");

      // One tap reopens on the newest state with the text kept; one more saves it.
      await notice.getByRole("button", { name: "最新の状態で開き直す" }).click();
      await expect(commentB.getByTestId("current-comment")).toContainText("窓側希望");
      await commentB.getByRole("button", { name: "保存" }).click();
      await expect(commentB).toBeHidden();
      await expect
        .poll(async () => (await serverSeat(page, "A1")).group_mens.find((g) => g.id === id))
        .toMatchObject({ comment: "誕生日のお祝い" });
    } finally {
      await other.context.close();
    }
  });

  test("a move racing a move: one wins, the other is told where the group is now", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, "shibuya-staff1");
    const id = await seatGroup(page, "A2", { mens: 2 });
    const other = await device(browser, "shibuya-staff2");
    const b = other.page;
    try {
      // Both pick the label up before either drops it.
      await expect(chip(b, id)).toBeVisible();
      await drag(page, chip(page, id), seat(page, "A3"));
      await drag(b, chip(b, id), seat(b, "A4"));
      const moveA = page.getByRole("dialog", { name: "移動 男性 A2 → A3" });
      const moveB = b.getByRole("dialog", { name: "移動 男性 A2 → A4" });
      await expect(moveA).toBeVisible();
      await expect(moveB).toBeVisible();
      await moveA.getByRole("button", { name: "OK" }).click();
      await expect(moveA).toBeHidden();
      await moveB.getByRole("button", { name: "OK" }).click();
      await expect(moveB.getByTestId("conflict-notice")).toContainText(CONFLICT);
      await expect(moveB.getByTestId("conflict-now")).toContainText("A3 男性 2名");

      const a3 = await serverSeat(page, "A3");
      const a4 = await serverSeat(page, "A4");
      expect(a3.group_mens.map((g) => g.id)).toEqual([id]);
      expect(a4.group_mens).toEqual([]);
      for (const p of [page, b]) {
        await expect(seat(p, "A3").locator(`[role="button"][data-group-id="${id}"]`)).toBeVisible();
      }
    } finally {
      await other.context.close();
    }
  });

  test("offline: OK fails at once, cancel, online: nothing is seated later; a retry seats once", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, "shibuya-staff1");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/customer_groups")) {
        posts.push(request.headers()["idempotency-key"] ?? "");
      }
    });

    await drag(page, page.getByTestId("palette-mens"), seat(page, "B1"));
    const entry = page.getByRole("dialog", { name: "新規 男性 → B1" });
    await expect(entry).toBeVisible();
    await context.setOffline(true);
    await entry.getByRole("button", { name: "OK" }).click();
    await expect(entry.getByRole("alert")).toContainText(NETWORK);
    await entry.getByRole("button", { name: "キャンセル" }).click();
    await expect(entry).toBeHidden();
    await context.setOffline(false);
    // Nothing was paused to be sent on reconnect: the seat stays empty on the server and the board.
    await page.waitForTimeout(2_000);
    expect((await serverSeat(page, "B1")).group_mens).toEqual([]);
    await expect(seat(page, "B1").locator("[role=button][data-group-id]")).toHaveCount(0);

    // Offline again, then OK pressed again once the network is back: the same key, seated once.
    posts.length = 0;
    await drag(page, page.getByTestId("palette-mens"), seat(page, "B2"));
    const retry = page.getByRole("dialog", { name: "新規 男性 → B2" });
    await context.setOffline(true);
    await retry.getByRole("button", { name: "OK" }).click();
    await expect(retry.getByRole("alert")).toContainText(NETWORK);
    await context.setOffline(false);
    await retry.getByRole("button", { name: "OK" }).click();
    await expect(retry).toBeHidden();
    const b2 = await serverSeat(page, "B2");
    expect(b2.group_mens).toHaveLength(1);
    await expect(seat(page, "B2").locator("[role=button][data-group-id]")).toHaveCount(1);
    // Both presses of OK were one action: one key.
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts).size).toBe(1);
  });

  test("held in flight: 取りやめる aborts, the board says it was not recorded and matches the server", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, "shibuya-staff1");
    let held: Route | null = null;
    await page.route("**/customer_groups", (route) => {
      if (route.request().method() !== "POST") return route.continue();
      held = route;
    });
    await drag(page, page.getByTestId("palette-ladys"), seat(page, "B3"));
    const entry = page.getByRole("dialog", { name: "新規 女性 → B3" });
    await entry.getByRole("button", { name: "OK" }).click();
    await expect(entry.getByText("送信中…")).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);
    await entry.getByRole("button", { name: "取りやめる" }).click();
    await expect(entry.getByTestId("write-cancelled")).toContainText(
      "通信を取りやめました。入店は記録されていません",
    );
    // The network lets the held request go: the browser already dropped it.
    await (held as Route | null)?.continue().catch(() => {});
    await page.unroute("**/customer_groups");
    await page.waitForTimeout(2_000);
    expect((await serverSeat(page, "B3")).group_ladys).toEqual([]);
    await entry.getByRole("button", { name: "キャンセル" }).click();
    await expect(seat(page, "B3").locator("[role=button][data-group-id]")).toHaveCount(0);
  });

  test("corrections in place and a cancelled entry in the managers' change list", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openBoard(page, "shibuya-manager");
    const man = await seatGroup(page, "C3", { mens: 2 });
    const lady = await seatGroup(page, "C3", { ladys: 2, matched_group_ids: [man] });
    await expect(chip(page, lady)).toBeVisible();

    // Headcount and fee rule of the men's group, and its match, in one correction.
    let detail = await openGroup(page, man);
    await detail.getByRole("button", { name: "修正" }).click();
    const correction = page.getByRole("dialog", { name: /^修正/ });
    await correction.getByLabel("人数").selectOption("3");
    await correction.getByLabel("料金区分").selectOption({ label: "VIP" });
    await correction.getByRole("checkbox").uncheck();
    await correction.getByRole("button", { name: "保存" }).click();
    await expect(correction).toBeHidden();
    detail = page.getByRole("dialog", { name: "男性 3名 — C3" });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText("VIP");
    const c1 = await serverSeat(page, "C3");
    expect(c1.group_mens.find((g) => g.id === man)).toMatchObject({ num: 3, fee_rule: "VIP" });
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    // The ladies' group was seated by mistake: cancelled with a reason, gone from the board.
    detail = await openGroup(page, lady);
    await detail.getByRole("button", { name: "入店取消" }).click();
    const cancel = page.getByRole("dialog", { name: /^入店取消/ });
    await expect(cancel).toContainText("スタッフは入店から10分以内");
    await cancel.getByLabel(/取消の理由/).fill("別の席の組と取り違えた");
    await cancel.getByRole("button", { name: "入店を取り消す" }).click();
    await expect(cancel).toBeHidden();
    await expect(chip(page, lady)).toHaveCount(0);
    expect((await serverSeat(page, "C3")).group_ladys).toEqual([]);
    // Never charged: it cannot be billed.
    const bill = await callApi(page, "GET", `/accounting_logs/new?customer_group_ids[]=${lady}`);
    expect(bill.status).toBeGreaterThanOrEqual(400);

    await page.goto("/customer_groups/changes");
    const table = page.getByRole("table", { name: "フロア修正履歴" });
    await expect(table.locator('tr[data-action="cancel"]')).toContainText("別の席の組と取り違えた");
    await expect(table.locator('tr[data-action="headcount"]')).toContainText("C3");
    await expect(table.locator('tr[data-action="fee_rule"]')).toBeVisible();
    await expect(table.locator('tr[data-action="matches"]').first()).toBeVisible();
  });
});
