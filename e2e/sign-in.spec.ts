// Sign-in, remembered choices, prefill, errors, throttling, sign-out and role-based access, in Chromium.
import { expect, test } from "@playwright/test";
import { accountField, openFromNavigation, PASSWORD, signInThroughUi, signOut } from "./helpers";

test.describe("sign-in", () => {
  for (const { account, role, name, nav, hidden } of [
    {
      account: "shibuya-staff1",
      role: "スタッフ",
      name: "石田 美咲",
      nav: [],
      hidden: ["スタッフ管理", "店舗設定"],
    },
    {
      account: "shibuya-manager",
      role: "店長",
      name: "青木 健",
      nav: ["スタッフ管理"],
      hidden: ["店舗設定"],
    },
    {
      account: "admin",
      role: "管理者",
      name: "本部 管理者",
      nav: ["スタッフ管理", "店舗設定"],
      hidden: [],
    },
  ]) {
    test(`signs in as ${role} and sees the shell for that role`, async ({ page }) => {
      await signInThroughUi(page, "渋谷", account);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId("signed-in-staff")).toContainText(name);
      await expect(page.getByTestId("signed-in-staff")).toContainText(role);
      const menu = page.getByRole("navigation", { name: "メインメニュー" });
      await expect(menu.getByRole("link", { name: "ホーム" })).toBeVisible();
      for (const label of nav) await expect(menu.getByRole("link", { name: label })).toBeVisible();
      for (const label of hidden)
        await expect(menu.getByRole("link", { name: label })).toHaveCount(0);
      await expect(page.getByTestId("clock")).toHaveText(/^\d{1,2}\/\d{1,2} \(.\) \d{2}:\d{2}$/);
    });
  }

  test("remembers the lounge and the account after reload and sign-out", async ({
    page,
    context,
  }) => {
    await signInThroughUi(page, "新宿", "shinjuku-manager");
    await expect(page.getByTestId("signed-in-staff")).toContainText("大西 亮");
    const cookies = await context.cookies();
    const lounge = cookies.find((c) => c.name === "last_selected_lounge_text");
    const accounts = cookies.find((c) => c.name === "last_selected_staff_account");
    expect(decodeURIComponent(lounge?.value ?? "")).toBe("新宿");
    expect(JSON.parse(decodeURIComponent(accounts?.value ?? "{}"))).toMatchObject({
      新宿: "shinjuku-manager",
    });
    expect(lounge?.path).toBe("/");
    const days = ((lounge?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30.01);

    await signOut(page);
    await page.reload();
    await expect(page.getByLabel("店舗")).toHaveValue("新宿");
    await expect(accountField(page)).toHaveValue("shinjuku-manager");
  });

  test("prefills account and password from ac/pw and removes them from the address bar", async ({
    page,
  }) => {
    await page.goto(`/sign_in?ac=umeda-staff2&pw=${PASSWORD}`);
    await expect(page.getByLabel("パスワード", { exact: true })).toHaveValue(PASSWORD);
    expect(page.url()).not.toContain("pw=");
    expect(page.url()).not.toContain("ac=");
    await page.getByLabel("店舗").selectOption({ label: "梅田" });
    await expect(accountField(page)).toHaveValue("umeda-staff2");
    await page.getByRole("button", { name: "サインイン" }).click();
    await expect(page.getByTestId("signed-in-staff")).toContainText("佐野 蓮");
  });

  test("a sign-in link chooses its account's lounge: one click signs in", async ({ page }) => {
    await page.goto(`/sign_in?ac=shibuya-staff1&pw=${PASSWORD}`);
    await expect(page.getByLabel("店舗")).toHaveValue("渋谷");
    await expect(accountField(page)).toBeEnabled();
    await expect(accountField(page)).toHaveValue("shibuya-staff1");
    await expect(page.getByLabel("パスワード", { exact: true })).toHaveValue(PASSWORD);
    expect(page.url()).not.toContain("ac=");
    await page.getByRole("button", { name: "サインイン" }).click();
    await expect(page.getByTestId("signed-in-staff")).toContainText("石田 美咲");
  });

  test("shows a Japanese message for a wrong password and stays on the page", async ({ page }) => {
    await signInThroughUi(page, "渋谷", "shibuya-staff2", "wrong-password");
    await expect(page.getByRole("alert")).toHaveText(
      "アカウントまたはパスワードが正しくありません",
    );
    await expect(page).toHaveURL(/\/sign_in/);
  });

  test("throttles repeated failures with a clear message", async ({ page }) => {
    await page.goto("/sign_in");
    await page.getByLabel("店舗").selectOption({ label: "梅田" });
    // Picked from the suggestions this time (the other tests type).
    await accountField(page).click();
    await page.getByRole("option", { name: "umeda-staff3（スタッフ）" }).click();
    await expect(accountField(page)).toHaveValue("umeda-staff3");
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("パスワード", { exact: true }).fill(`wrong-${i}`);
      await page.getByRole("button", { name: "サインイン" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "アカウントまたはパスワードが正しくありません",
      );
    }
    await page.getByLabel("パスワード", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "サインイン" }).click();
    await expect(page.getByRole("alert")).toContainText("サインインの失敗が続いたため");
    await expect(page).toHaveURL(/\/sign_in/);
  });

  test("signs out: protected pages send the browser back to sign-in", async ({ page }) => {
    await signInThroughUi(page, "渋谷", "shibuya-staff3");
    await expect(page.getByTestId("signed-in-staff")).toContainText("遠藤 彩");
    await signOut(page);
    await page.goto("/staffs");
    await expect(page).toHaveURL(/\/sign_in\?next=%2Fstaffs/);
  });
});

test.describe("own password", () => {
  test("changes it from the header's menu; the account's other browser is sent to sign-in with a message", async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    await signInThroughUi(other, "新宿", "shinjuku-staff3");
    await expect(other.getByTestId("signed-in-staff")).toBeVisible();
    await signInThroughUi(page, "新宿", "shinjuku-staff3");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();

    await page.getByRole("button", { name: /のメニュー$/ }).click();
    await page.getByRole("menuitem", { name: "パスワード変更" }).click();
    const dialog = page.getByRole("dialog", { name: "パスワード変更" });
    await dialog.getByLabel("現在のパスワード").fill("not-the-password");
    await dialog.getByLabel("新しいパスワード", { exact: true }).fill("shinjuku-new-pw");
    await dialog.getByLabel("新しいパスワード（確認）").fill("shinjuku-new-pw");
    await dialog.getByRole("button", { name: "変更する" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("現在のパスワードが正しくありません");
    await dialog.getByLabel("現在のパスワード").fill(PASSWORD);
    await dialog.getByRole("button", { name: "変更する" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("パスワードを変更しました")).toBeVisible();

    // The other browser's next call is refused: it lands on sign-in, told why.
    await openFromNavigation(other, "在席一覧");
    await expect(other).toHaveURL(/\/sign_in/);
    await expect(other.getByRole("status")).toHaveText(
      "サインインの有効期限が切れました。もう一度サインインしてください",
    );
    await other.close();

    // This browser stays signed in, and the new password is the one that works.
    await page.reload();
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
    await signOut(page);
    await signInThroughUi(page, "新宿", "shinjuku-staff3", "shinjuku-new-pw");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  });
});

test.describe("permissions", () => {
  test("a staff account is refused the staff-management page and its API", async ({ page }) => {
    await signInThroughUi(page, "渋谷", "shibuya-staff1");
    await expect(page.getByTestId("signed-in-staff")).toBeVisible();
    await page.goto("/staffs");
    await expect(page.getByRole("alert")).toContainText("権限がありません");
    const status = await page.evaluate(async () => (await fetch("/api/v1/staff_members")).status);
    expect(status).toBe(403);
  });

  test("a manager adds a staff member; the lounge filter disables the staff filter", async ({
    page,
  }) => {
    await signInThroughUi(page, "梅田", "umeda-manager");
    await openFromNavigation(page, "スタッフ管理");
    await expect(page.getByRole("table", { name: "スタッフ一覧" })).toContainText("umeda-staff1");
    await expect(page.getByRole("table", { name: "スタッフ一覧" })).not.toContainText(
      "shibuya-staff1",
    );

    await page.getByRole("button", { name: "スタッフを追加" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("名前").fill("新人 太郎");
    await dialog.getByLabel("アカウント").fill("umeda-newcomer");
    await dialog.getByLabel("初期パスワード").fill("short");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toContainText("パスワードは8文字以上で入力してください");
    await dialog.getByLabel("初期パスワード").fill("newcomer-pass");
    // No lounge is ticked for the newcomer: the manager chooses it.
    const umeda = dialog
      .getByRole("group", { name: "所属店舗" })
      .getByRole("checkbox", { name: "梅田" });
    await expect(umeda).not.toBeChecked();
    await umeda.check();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "スタッフ一覧" })).toContainText("umeda-newcomer");

    const staffFilter = page.getByLabel("スタッフ", { exact: true });
    await expect(staffFilter).toBeEnabled();
    await page.getByLabel("店舗", { exact: true }).selectOption({ label: "梅田" });
    await expect(staffFilter).toBeDisabled();
  });
});

test.describe("lounge settings", () => {
  test("an admin adds a lounge: the form shows the schema's message, then the lounge is listed", async ({
    page,
  }) => {
    await signInThroughUi(page, "渋谷", "admin");
    await openFromNavigation(page, "店舗設定");
    await page.getByRole("button", { name: "店舗を追加" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("店舗名").fill("e2e 新店");
    await dialog.getByLabel("営業日の切替時刻").fill("25:00");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toContainText("営業日の切替時刻は HH:mm で入力してください");
    await dialog.getByLabel("営業日の切替時刻").fill("05:00");
    await dialog
      .getByRole("switch", { name: /^サインイン画面にアカウント一覧を表示する/ })
      .uncheck();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("table", { name: "店舗一覧" })).toContainText("e2e 新店");

    // Its sign-in lists no accounts: head office types its account into a plain text field.
    await signOut(page);
    await page.getByLabel("店舗").selectOption({ label: "e2e 新店" });
    await expect(page.getByRole("textbox", { name: "アカウント" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "アカウント" })).toHaveCount(0);
    await signInThroughUi(page, "e2e 新店", "admin");
    await expect(page.getByTestId("signed-in-staff")).toContainText("本部 管理者");
  });
});
