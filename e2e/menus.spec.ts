// Menus, genres, rewards and orders in Chromium: the search's genre refill, the provide toggle with its row
// highlight, the image limit on the menu form, dragging rows (mouse and keyboard) and a reload keeping the order,
// ordering for a group through the orders panel, and a staff account refused the menu screens.
// Data is changed in 渋谷 only: other spec files share the same database.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { callApi, openFromNavigation, signInThroughUi } from "./helpers";

const SUFFIX = String(Date.now() % 100_000);
const NEW_MENU = `E2Eソーダ${SUFFIX}`;
const INDIGO = "rgb(59, 91, 219)"; // the theme's primary, filled (indigo.8)
const RED = "rgb(224, 49, 49)"; // red, filled (red.8)

async function signIn(page: Page, account: string) {
  await signInThroughUi(page, "渋谷", account);
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
}

const menuTable = (page: Page) => page.getByRole("table", { name: "メニュー一覧" });
const menuRow = (page: Page, name: string) => menuTable(page).locator(`tr[data-menu="${name}"]`);
const toggleOf = (row: Locator) => row.getByRole("button", { name: /提供中|停止中/ });
const menuNames = (page: Page) =>
  menuTable(page)
    .locator("tr[data-menu]")
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-menu")));

async function openMenus(page: Page) {
  await openFromNavigation(page, "メニュー");
  await expect(page.getByRole("heading", { name: "メニュー", exact: true })).toBeVisible();
  await expect(menuRow(page, "生ビール")).toBeVisible();
}

/** Narrows the menu list to 渋谷's おつまみ through the filters. */
async function showOtsumami(page: Page) {
  await page.getByLabel("ジャンル種別").selectOption({ label: "フード" });
  const genre = page.getByLabel("ジャンル", { exact: true });
  await expect(genre.locator("option")).toHaveText(["すべてのジャンル", "おつまみ", "食事"]);
  await genre.selectOption({ label: "おつまみ" });
  await expect(menuTable(page).locator("tr[data-menu]")).toHaveCount(3);
}

/** Drags a row by its handle with the mouse onto another row. */
async function dragRow(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("drag handles not visible");
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

test.describe("menus, rewards and orders", () => {
  test.describe.configure({ mode: "serial" });

  test("searches menus: lounge and genre kind refill the genre selector; prices filter while ticked", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openMenus(page);
    await showOtsumami(page);
    expect(await menuNames(page)).toEqual(["枝豆", "フライドポテト", "唐揚げ"]);

    // An amount counts only while its checkbox is ticked.
    await page.getByLabel("この価格より高い").fill("600");
    await page.waitForTimeout(500);
    await expect(menuTable(page).locator("tr[data-menu]")).toHaveCount(3);
    await page.getByLabel("価格が次より高い").check();
    await expect(menuTable(page).locator("tr[data-menu]")).toHaveCount(2);
    expect(await menuNames(page)).toEqual(["フライドポテト", "唐揚げ"]);
    await page.getByLabel("価格が次より高い").uncheck();
    await expect(menuTable(page).locator("tr[data-menu]")).toHaveCount(3);

    // Back to every kind: the genre selector lists all six genres again.
    await page.getByLabel("ジャンル種別").selectOption({ label: "すべての種別" });
    await expect(page.getByLabel("ジャンル", { exact: true }).locator("option")).toHaveText([
      "すべてのジャンル",
      "ビール",
      "カクテル・サワー",
      "ソフトドリンク",
      "おつまみ",
      "食事",
      "ボトル",
    ]);
  });

  test("toggles a menu: the button turns red with a ban icon, the row lights up for 3 s, a reload keeps it", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openMenus(page);
    const row = menuRow(page, "唐揚げ");
    const toggle = toggleOf(row);
    await expect(toggle).toHaveAttribute("data-provided", "true");
    await expect(toggle).toHaveCSS("background-color", INDIGO);
    await expect(toggle.locator(".tabler-icon-tools-kitchen-2")).toHaveCount(1);
    await expect(row).toHaveAttribute("data-highlighted", "false");

    const put = page.waitForRequest(
      (r) => r.method() === "PUT" && /\/menus\/\d+$/.test(new URL(r.url()).pathname),
    );
    await toggle.click();
    const body = (await put).postDataJSON();
    expect(body).toEqual({ menu: { provide_flag: false, lounge_id: expect.any(Number) } });
    await expect(toggle).toHaveAttribute("data-provided", "false");
    await expect(toggle).toHaveText("停止中");
    await expect(toggle).toHaveCSS("background-color", RED);
    await expect(toggle.locator(".tabler-icon-ban")).toHaveCount(1);
    await expect(row).toHaveAttribute("data-highlighted", "true");
    // The highlight goes after 3000 ms.
    await expect(row).toHaveAttribute("data-highlighted", "false", { timeout: 6_000 });

    await page.reload();
    await expect(toggleOf(menuRow(page, "唐揚げ"))).toHaveAttribute("data-provided", "false");

    // And back on: a primary button with the cutlery icon.
    await toggleOf(menuRow(page, "唐揚げ")).click();
    await expect(toggleOf(menuRow(page, "唐揚げ"))).toHaveAttribute("data-provided", "true");
    await expect(toggleOf(menuRow(page, "唐揚げ"))).toHaveCSS("background-color", INDIGO);
    await expect(menuRow(page, "唐揚げ")).toHaveAttribute("data-highlighted", "true");
  });

  test("menu form: over 1 MB disables submit, a renamed text file is refused, a real PNG is saved", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openMenus(page);
    await page.getByRole("link", { name: "メニューを登録" }).click();
    await expect(page.getByRole("heading", { name: "メニューの登録" })).toBeVisible();

    await page.getByLabel(/ジャンル/).selectOption({ label: "ソフトドリンク" });
    await page.getByLabel(/メニュー名/).fill(NEW_MENU);
    await page.getByLabel(/価格/).fill("650");
    const options = page.getByLabel("オプション");
    await options.fill("Hot");
    await options.press("Enter");
    await options.pressSequentially("ICE;hot;");
    await expect(page.getByRole("button", { name: /を削除$/ })).toHaveCount(2);

    const image = page.getByLabel("画像", { exact: true });
    const save = page.getByRole("button", { name: "保存" });
    await image.setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(1024 * 1024 + 1, 7),
    });
    await expect(page.getByTestId("image-file-size")).toHaveText("ファイルサイズ:1.00MB");
    await expect(page.getByText("画像は1MB以下にしてください")).toBeVisible();
    await expect(save).toBeDisabled();

    // A text file renamed .png passes the size check but not the server's content check.
    await image.setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("これは画像ではありません\n"),
    });
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole("alert")).toContainText(
      "画像は PNG・JPEG・WebP のいずれかにしてください",
    );
    await expect(page.getByLabel(/メニュー名/)).toHaveValue(NEW_MENU);

    // A real PNG (a demo image's bytes) under the limit.
    const png = await page.request.get("/images/1");
    expect(png.headers()["content-type"]).toBe("image/png");
    const buffer = await png.body();
    await image.setInputFiles({ name: "soda.png", mimeType: "image/png", buffer });
    await expect(page.getByTestId("image-file-size")).toHaveText(
      `ファイルサイズ:${(buffer.length / 1024 / 1024).toFixed(2)}MB`,
    );
    await expect(page.getByText("画像は1MB以下にしてください")).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page).toHaveURL(/\/menus\?lounge_id=\d+$/);
    const row = menuRow(page, NEW_MENU);
    await expect(row).toBeVisible();
    await expect(row).toContainText("650円");
    await expect(row).toContainText("hot");
    await expect(row).toContainText("ice");
    const img = row.getByRole("img", { name: NEW_MENU });
    await expect(img).toHaveAttribute("src", /^\/images\/\d+$/);
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test("drags a menu row with the mouse and a reward row with the keyboard; a reload keeps both orders", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openMenus(page);
    await showOtsumami(page);
    expect(await menuNames(page)).toEqual(["枝豆", "フライドポテト", "唐揚げ"]);

    const sorted = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/menus\/\d+\/sort$/.test(r.url()),
    );
    await dragRow(
      page,
      page.getByRole("button", { name: "「唐揚げ」をドラッグして並べ替え" }),
      page.getByRole("button", { name: "「枝豆」をドラッグして並べ替え" }),
    );
    const answer = await sorted;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      _method: "put",
      menu: { row_order_position: expect.any(Number) },
    });
    await expect.poll(() => menuNames(page)).toEqual(["唐揚げ", "枝豆", "フライドポテト"]);
    await expect(menuRow(page, "唐揚げ")).toHaveAttribute("data-highlighted", "true");
    await page.reload();
    await expect(menuRow(page, "唐揚げ")).toBeVisible();
    expect(await menuNames(page)).toEqual(["唐揚げ", "枝豆", "フライドポテト"]);

    // Rewards: 記念チェキ moved to the top with the keyboard (Space, ↑ ↑, Space).
    await openFromNavigation(page, "特典");
    const rewards = page.getByRole("table", { name: "特典一覧" });
    const rewardNames = () =>
      rewards
        .locator("tr[data-reward]")
        .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-reward")));
    await expect(rewards.locator("tr[data-reward]")).toHaveCount(3);
    expect(await rewardNames()).toEqual(["乾杯ショット", "デザートプレート", "記念チェキ"]);
    const rewardSorted = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/rewards\/\d+\/sort$/.test(r.url()),
    );
    const handle = page.getByRole("button", { name: "「記念チェキ」をドラッグして並べ替え" });
    await handle.focus();
    // dnd-kit's keyboard sensor moves by measured rows: let each step settle before the next key.
    for (const key of ["Space", "ArrowUp", "ArrowUp", "Space"]) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    expect((await rewardSorted).request().postDataJSON()).toEqual({
      _method: "put",
      reward: { row_order_position: 0 },
    });
    await expect.poll(rewardNames).toEqual(["記念チェキ", "乾杯ショット", "デザートプレート"]);
    await page.reload();
    await expect(rewards.locator("tr[data-reward]")).toHaveCount(3);
    expect(await rewardNames()).toEqual(["記念チェキ", "乾杯ショット", "デザートプレート"]);
  });

  test("表示順 counts within a genre: a typed place moves the menu there and the genre renumbers", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openMenus(page);
    await expect(page.getByRole("columnheader", { name: "表示順（ジャンル内）" })).toBeVisible();
    // Every genre's first menu is 1, whatever its lounge-wide row_order.
    await expect(menuRow(page, "生ビール").getByLabel("「生ビール」の表示順")).toHaveValue("1");
    await showOtsumami(page);
    const names = await menuNames(page);
    const place = (name: string) => menuRow(page, name).getByLabel(`「${name}」の表示順`);
    for (const [index, name] of names.entries()) {
      await expect(place(name as string)).toHaveValue(String(index + 1));
    }
    const [first, second, last] = names as [string, string, string];
    const sorted = page.waitForResponse(
      (r) => r.request().method() === "POST" && /\/menus\/\d+\/sort$/.test(r.url()),
    );
    await place(last).fill("1");
    await place(last).press("Enter");
    expect((await sorted).status()).toBe(200);
    await expect.poll(() => menuNames(page)).toEqual([last, first, second]);
    await expect(place(last)).toHaveValue("1");
    await expect(place(first)).toHaveValue("2");
    await expect(place(second)).toHaveValue("3");
    await page.reload();
    await expect(place(last)).toHaveValue("1");
    expect(await menuNames(page)).toEqual([last, first, second]);
  });

  test("an admin edits the header's lounge: a link to another lounge offers the switch; the switcher works at 768 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, "admin");
    const session = await callApi(page, "GET", "/api/v1/session");
    const idOf = (name: string) =>
      (session.body.lounges as { id: number; name: string }[]).find((l) => l.name === name)?.id;
    const switcher = page.getByLabel("店舗の切替");
    const pageLounge = page.getByTestId("page-lounge");
    const offer = page.getByTestId("lounge-mismatch");

    // A link to 梅田's menus shows 渋谷's (the context) and says so; no second selector.
    await page.goto(`/menus?lounge_id=${idOf("梅田")}`);
    await expect(pageLounge).toHaveText("店舗: 渋谷");
    await expect(offer).toContainText(
      "このリンクは梅田のものです。いま表示・編集している店舗は渋谷です。",
    );
    await expect(page.getByLabel("店舗", { exact: true })).toHaveCount(0);
    await expect(menuRow(page, "生ビール")).toBeVisible();

    // The header's switcher fits the 768 px header (navigation behind the burger) and switches the page.
    await expect(switcher).toBeVisible();
    const box = await switcher.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 768 && box.height >= 30).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await switcher.selectOption({ label: "梅田" });
    await expect(pageLounge).toHaveText("店舗: 梅田");
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/menus$/);

    // A link back to 渋谷's seats: one tap on the offer switches, and the dialogs name the lounge.
    await page.goto(`/seats?lounge_id=${idOf("渋谷")}`);
    await expect(pageLounge).toHaveText("店舗: 梅田");
    await offer.getByRole("button", { name: "渋谷に切り替える" }).click();
    await expect(pageLounge).toHaveText("店舗: 渋谷");
    await expect(switcher).toHaveValue(String(idOf("渋谷")));
    await expect(page).toHaveURL(/\/seats$/);
    await page.getByRole("button", { name: "料金区分を追加" }).click();
    const dialog = page.getByRole("dialog", { name: "料金区分の追加（渋谷）" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "キャンセル" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("staff order two items for a group on the board (one with an option) and see the order lines", async ({
    page,
  }) => {
    await signIn(page, "shibuya-staff1");
    const session = await callApi(page, "GET", "/api/v1/session");
    const loungeId = session.body.lounge.id as number;
    const board = await callApi(page, "GET", `/lounges/entries/board?lounge_id=${loungeId}`);
    expect(board.status).toBe(200);
    const free = (board.body.seats as any[]).find((s) => s.mens === 0 && s.ladys === 0);
    expect(free, "a free 渋谷 seat").toBeTruthy();
    const seated = await callApi(page, "POST", "/customer_groups", {
      customer_group: { seat_id: free.id, mens: 2, ladys: 0 },
    });
    expect(seated.status).toBe(201);
    const groupId = seated.body.id as number;

    // On the board: open the group's detail modal, which carries its orders panel.
    await page.goto("/lounges/entries");
    await page.locator(`[data-seat-id="${free.id}"] [data-group-id="${groupId}"]`).click();
    const detail = page.getByRole("dialog", { name: `男性 2名 — ${free.name}` });
    const panel = detail.getByTestId("group-orders-panel");
    await expect(panel.getByText("注文はまだありません")).toBeVisible();
    await panel.getByRole("button", { name: "注文を追加" }).click();

    await panel.getByRole("tab", { name: "カクテル・サワー" }).click();
    await panel.getByRole("button", { name: "ハイボール 700円" }).click();
    const order = panel.getByRole("button", { name: "注文する" });
    await expect(order).toBeDisabled();
    // The chips' radios are visually hidden; staff tap the chip's label.
    await panel.locator("label", { hasText: "濃いめ" }).click();
    await expect(panel.getByRole("radio", { name: "濃いめ" })).toBeChecked();
    await panel.getByLabel("数量", { exact: true }).fill("2");
    await order.click();
    const lines = panel.getByRole("table", { name: "注文一覧" });
    const highball = lines.locator('tr[data-order-line="ハイボール"]');
    await expect(highball).toContainText("濃いめ");
    await expect(highball).toContainText("700円");
    await expect(highball).toContainText("1,400円");

    await panel.getByRole("tab", { name: "ビール" }).click();
    await panel.getByRole("button", { name: "生ビール 800円" }).click();
    await panel.getByRole("button", { name: "注文する" }).click();
    const beer = lines.locator('tr[data-order-line="生ビール"]');
    await expect(beer).toContainText("800円");
    await expect(panel.getByTestId("order-total")).toHaveText("2,200円");

    const stored = await callApi(page, "GET", `/customer_groups/${groupId}/orders`);
    expect(
      (stored.body as any[]).map(({ name, option, price, num, order_price }) => ({
        name,
        option,
        price,
        num,
        order_price,
      })),
    ).toEqual([
      { name: "ハイボール", option: "濃いめ", price: 700, num: 2, order_price: 1400 },
      { name: "生ビール", option: "", price: 800, num: 1, order_price: 800 },
    ]);

    // A cancel keeps the line, struck through, with who cancelled it.
    await beer.getByRole("button", { name: "「生ビール」の注文を取消" }).click();
    await beer.getByRole("button", { name: "取り消す" }).click();
    await expect(beer).toHaveAttribute("data-cancelled", "true");
    await expect(beer.getByTestId("cancelled-note")).toContainText("取消:");
    await expect(panel.getByTestId("order-total")).toHaveText("1,400円");
  });

  test("genres: the row-order input sends PUT /genres/{id} and lights the row; an added genre joins the selector", async ({
    page,
  }) => {
    await signIn(page, "shibuya-manager");
    await openFromNavigation(page, "ジャンル");
    const table = page.getByRole("table", { name: "ジャンル一覧" });
    const bottles = table.locator('tr[data-genre="ボトル"]');
    const input = bottles.getByLabel("「ボトル」の表示順");
    // A lounge's genres are numbered 1…n: the demo's ボトル is the sixth.
    await expect(input).toHaveValue("6");

    const put = page.waitForRequest(
      (r) => r.method() === "PUT" && /\/genres\/\d+$/.test(new URL(r.url()).pathname),
    );
    await input.fill("12");
    await input.press("Enter");
    expect((await put).postDataJSON()).toEqual({ genre: { row_order: 12 } });
    await expect(bottles).toHaveAttribute("data-highlighted", "true");
    await expect(bottles).toHaveAttribute("data-highlighted", "false", { timeout: 6_000 });
    await page.reload();
    // A number past the end moves it to the end.
    await expect(table.locator("tr[data-genre]").first()).toBeVisible();
    const count = await table.locator("tr[data-genre]").count();
    await expect(
      table.locator('tr[data-genre="ボトル"]').getByLabel("「ボトル」の表示順"),
    ).toHaveValue(String(count));

    const genreName = `E2Eデザート${SUFFIX}`;
    await page.getByLabel(/ジャンル名/).fill(genreName);
    await page.getByLabel("ジャンル種別").selectOption({ label: "フード" });
    await page.getByRole("button", { name: "ジャンルを追加" }).click();
    await expect(table.locator(`tr[data-genre="${genreName}"]`)).toContainText("フード");

    await page.goto("/menus");
    await page.getByLabel("ジャンル種別").selectOption({ label: "フード" });
    await expect(page.getByLabel("ジャンル", { exact: true }).locator("option")).toHaveText([
      "すべてのジャンル",
      "おつまみ",
      "食事",
      genreName,
    ]);
  });

  test("a staff account is refused the menu screens and calls", async ({ page }) => {
    await signIn(page, "shibuya-staff1");
    const nav = page.getByRole("navigation", { name: "メインメニュー" });
    for (const label of ["メニュー", "ジャンル", "特典"]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }
    for (const path of ["/menus", "/genres", "/rewards", "/menus/new"]) {
      await page.goto(path);
      await expect(page.getByRole("alert")).toContainText("権限がありません");
    }
    const session = await callApi(page, "GET", "/api/v1/session");
    const search = await callApi(page, "GET", `/menus?lounge_id=${session.body.lounge.id}`);
    expect(search.status).toBe(403);
  });
});
