// Shared steps for the e2e specs: sign in through the sign-in page like a member of staff.
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "lounge-demo";

export async function signInThroughUi(
  page: Page,
  lounge: string,
  account: string,
  password = PASSWORD,
) {
  await page.goto("/sign_in");
  await page.getByLabel("店舗").selectOption({ label: lounge });
  const accountSelect = page.getByLabel("アカウント");
  await expect(accountSelect.locator(`option[value="${account}"]`)).toHaveCount(1);
  await accountSelect.selectOption(account);
  await page.getByLabel("パスワード").fill(password);
  await page.getByRole("button", { name: "サインイン" }).click();
}
