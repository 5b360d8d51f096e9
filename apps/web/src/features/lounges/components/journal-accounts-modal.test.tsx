// 勘定科目 on the lounge settings page: the lounge's accounts (the defaults at first), edited and
// saved as one setting; a reason added and one removed; an empty account or a reason named twice
// stopped before sending, on its row; 既定に戻す sends null.
import { DEFAULT_JOURNAL_ACCOUNTS, type JournalAccounts } from "@lounge-office/domain/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { LoungeSettingsPage } from "./lounge-settings-page";
import { SHIBUYA } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

/** The lounge's setting as a tiny server keeps it: the defaults until something is saved. */
function accountsServer() {
  let stored: JournalAccounts | null = null;
  const sent: (JournalAccounts | null)[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/lounge_settings": [SHIBUYA],
      "/api/v1/lounges/1/journal_accounts": (_url: URL, init?: RequestInit) => {
        if (init?.method === "PUT") {
          stored = JSON.parse(String(init.body)).journal_accounts;
          sent.push(stored);
        }
        return new Response(
          JSON.stringify({
            journal_accounts: stored ?? DEFAULT_JOURNAL_ACCOUNTS,
            is_default: stored === null,
          }),
        );
      },
    }),
  );
  return sent;
}

async function openAccounts() {
  renderWithProviders(<LoungeSettingsPage />);
  const table = await screen.findByRole("table", { name: "店舗一覧" });
  await userEvent.click(await within(table).findByRole("button", { name: "渋谷の勘定科目" }));
  const dialog = await screen.findByRole("dialog", { name: "勘定科目: 渋谷" });
  await within(dialog).findByRole("table", { name: "お金の種類ごとの勘定科目" });
  return dialog;
}

describe("JournalAccountsModal", () => {
  it("shows the defaults, saves an edited account and a new reason, and drops a removed one", async () => {
    const sent = accountsServer();
    const dialog = await openAccounts();
    expect(within(dialog).getByTestId("journal-accounts-default")).toBeInTheDocument();
    const credit = within(dialog).getByRole("textbox", { name: "クレジットの補助科目" });
    expect(credit).toHaveValue("クレジット");
    expect(within(dialog).getByRole("combobox", { name: "売上の税区分" })).toHaveValue("sales_10");

    await userEvent.clear(within(dialog).getByRole("textbox", { name: "クレジットの勘定科目" }));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "クレジットの勘定科目" }),
      "未収入金",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "立替を削除" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "理由を追加" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "理由4" }), "交通費");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "交通費の勘定科目" }),
      "旅費交通費",
    );
    await userEvent.selectOptions(
      within(dialog).getByRole("combobox", { name: "交通費の税区分" }),
      "purchase_10",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const saved = sent[0] as JournalAccounts;
    expect(saved.credit).toEqual({ account: "未収入金", sub: "クレジット", tax: "none" });
    expect(Object.keys(saved.reasons)).toEqual(["買い出し", "両替", "給与", "交通費"]);
    expect(saved.reasons.交通費).toEqual({ account: "旅費交通費", sub: "", tax: "purchase_10" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("stops empty accounts and a reason named twice on their rows, sending nothing", async () => {
    const sent = accountsServer();
    const dialog = await openAccounts();
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "売上の勘定科目" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "理由を追加" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "理由5" }), "両替");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "入力内容を確認してください（3件）",
    );
    // 売上's account, and the new reason's, which is still empty.
    expect(within(dialog).getAllByText("勘定科目を入力してください")).toHaveLength(2);
    expect(within(dialog).getByText("同じ理由が2つあります")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("goes back to the defaults with 既定に戻す once the lounge has its own", async () => {
    const sent = accountsServer();
    let dialog = await openAccounts();
    expect(within(dialog).getByRole("button", { name: "既定に戻す" })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "現金の補助科目" }), "レジ1");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.click(screen.getByRole("button", { name: "渋谷の勘定科目" }));
    dialog = await screen.findByRole("dialog", { name: "勘定科目: 渋谷" });
    expect(await within(dialog).findByRole("textbox", { name: "現金の補助科目" })).toHaveValue(
      "レジ1",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "既定に戻す" }));
    await waitFor(() => expect(sent).toEqual([expect.anything(), null]));
  });
});
