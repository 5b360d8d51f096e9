// Head office sets how 新宿's takings are booked for its accountant: 店舗設定 → 勘定科目, a card
// account changed and a paid-out reason added, saved and read back after a reload, then 既定に戻す
// (later specs export journals with the standard accounts). With E2E_SCREENSHOTS=1 it writes the
// dialog at both tablet sizes.
import { expect, test } from "@playwright/test";
import { callApi, shoot, signInThroughUi } from "./helpers";

test("an admin books 新宿's card payments under 未収入金, adds a reason, then returns to the defaults", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInThroughUi(page, "新宿", "admin");
  await expect(page.getByTestId("signed-in-staff")).toBeVisible();
  await page.goto("/lounges/settings");
  await page.getByRole("button", { name: "新宿の勘定科目" }).click();
  const dialog = page.getByRole("dialog", { name: "勘定科目: 新宿" });
  await expect(dialog.getByTestId("journal-accounts-default")).toBeVisible();
  await dialog.getByRole("textbox", { name: "クレジットの勘定科目" }).fill("未収入金");
  await dialog.getByRole("button", { name: "理由を追加" }).click();
  await dialog.getByRole("textbox", { name: "理由5", exact: true }).fill("交通費");
  await dialog.getByRole("textbox", { name: "交通費の勘定科目" }).fill("旅費交通費");
  await dialog.getByRole("combobox", { name: "交通費の税区分" }).selectOption("purchase_10");
  await shoot(page, "journal-accounts", dialog.getByRole("button", { name: "理由を追加" }));
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toHaveCount(0);

  // What the exports read: the lounge's own accounts now.
  const session = await callApi(page, "GET", "/api/v1/session");
  const stored = await callApi(
    page,
    "GET",
    `/api/v1/lounges/${session.body.lounge.id}/journal_accounts`,
  );
  expect(stored.body.is_default).toBe(false);
  expect(stored.body.journal_accounts.credit.account).toBe("未収入金");
  expect(stored.body.journal_accounts.reasons.交通費).toEqual({
    account: "旅費交通費",
    sub: "",
    tax: "purchase_10",
  });

  await page.reload();
  await page.getByRole("button", { name: "新宿の勘定科目" }).click();
  await expect(dialog.getByRole("textbox", { name: "クレジットの勘定科目" })).toHaveValue(
    "未収入金",
  );
  await dialog.getByRole("button", { name: "既定に戻す" }).click();
  await expect(dialog).toHaveCount(0);
  const back = await callApi(
    page,
    "GET",
    `/api/v1/lounges/${session.body.lounge.id}/journal_accounts`,
  );
  expect(back.body.is_default).toBe(true);
});
