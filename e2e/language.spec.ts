// Japanese and English for staff: a new member of staff (so no other spec's account changes
// language) chooses English from the user menu; the app loads again in English, and the sign-in page
// after signing out too. Another member signing in on the same tablet gets Japanese (their own), and
// a fresh tablet signs the first one in English again (the choice is kept on the server). Japanese
// comes back the same way. With E2E_SCREENSHOTS=1 it writes docs/images/language-*.png.
import { expect, type Page, test } from "@playwright/test";
import { callApi, PASSWORD, shoot, signInThroughUi, signOut } from "./helpers";

const ACCOUNT = `shibuya-lang-${Date.now().toString(36)}`;

/** The sign-in form in English, as the page shows it once English is chosen. */
async function signInInEnglish(page: Page, account: string) {
  await page.goto("/sign_in");
  await expect(page.getByText("Staff sign-in")).toBeVisible();
  await page.getByLabel("Lounge").selectOption({ label: "渋谷" });
  await page
    .getByRole("combobox", { name: "Account" })
    .or(page.getByRole("textbox", { name: "Account" }))
    .fill(account);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/sign_in"), { timeout: 30_000 });
}

test("a member of staff reads the screens in English, kept for them, not for the tablet", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A manager adds the member this spec changes.
  await signInThroughUi(page, "渋谷", "shibuya-manager");
  const session = await callApi(page, "GET", "/api/v1/session");
  const created = await callApi(page, "POST", "/api/v1/staff_members", {
    name: "言語 太郎",
    account: ACCOUNT,
    role: "staff",
    lounge_ids: [session.body.lounge.id],
    password: PASSWORD,
  });
  expect(created.status).toBe(201);
  await signOut(page);

  // In Japanese first (the default), then English from the user menu: the page loads in it.
  await signInThroughUi(page, "渋谷", ACCOUNT);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await page.getByRole("button", { name: "言語 太郎 スタッフのメニュー" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  const menu = page.getByRole("button", { name: "言語 太郎 Staff menu" });
  await expect(menu).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Home – 渋谷 | Lounge Office");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const navigation = page.getByRole("navigation", { name: "Main menu" });
  await expect(navigation.getByRole("link", { name: "Floor", exact: true })).toBeVisible();
  await expect(navigation.getByRole("link", { name: "Attendance", exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await shoot(page, "language-home-en");

  // Signed out, the tablet's sign-in page is in English too.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign_in/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Sign in" }).click();
  // The lounge and the account come back from the last sign-in; the password is asked for.
  await expect(page.getByText("Enter your password")).toBeVisible();
  await shoot(page, "language-sign-in-en");

  // Another member signs in on this tablet: their own language, Japanese.
  await signInInEnglish(page, "shibuya-staff2");
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  await expect(page.getByRole("button", { name: "サインアウト" })).toBeVisible();
  await signOut(page);

  // A fresh tablet: Japanese until the member signs in, then English, kept on the server.
  const tablet = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await signInThroughUi(tablet, "渋谷", ACCOUNT);
  await expect(tablet.locator("html")).toHaveAttribute("lang", "en");
  await expect(tablet.getByRole("button", { name: "言語 太郎 Staff menu" })).toBeVisible();

  // Japanese again from the same menu.
  await tablet.getByRole("button", { name: "言語 太郎 Staff menu" }).click();
  await expect(tablet.getByText("Language / 言語")).toBeVisible();
  await tablet.getByRole("menuitem", { name: "日本語" }).click();
  await expect(tablet.getByRole("button", { name: "言語 太郎 スタッフのメニュー" })).toBeVisible();
  await expect(tablet.locator("html")).toHaveAttribute("lang", "ja");
  await tablet.close();
});
