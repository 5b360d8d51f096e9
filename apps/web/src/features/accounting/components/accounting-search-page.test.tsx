// Screen 11: 終了日時を無視 disables the end picker and drops the end filter, さらに表示 appends the
// next page by its cursor, the totals row and the CSV link carry the same search.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { AccountingSearchPage } from "./accounting-search-page";
import { accountingLog, json, sessionOf } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

const TOTALS = { count: 3, takings: 30000, cash: 20000, credit: 10000, e_money: 0 };

function stub({ businessDayOnly = false } = {}) {
  const asked: URL[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": sessionOf("manager"),
      // Every lounge exists (the sign-in list), but the manager works at 渋谷 only.
      "/api/v1/lounges": [
        { text: "渋谷", value: { id: 1, roles: ["staff", "manager"], account_list: true } },
        { text: "新宿", value: { id: 2, roles: ["staff", "manager"], account_list: true } },
        { text: "梅田", value: { id: 3, roles: ["staff", "manager"], account_list: true } },
      ],
      "/attendance_logs/staff_list": {
        staffs: [{ id: 3, name: "佐藤 花", account: "shibuya-staff" }],
      },
      "/accounting_logs": (url: URL) => {
        asked.push(url);
        const second = url.searchParams.get("cursor") === "1777636800000_501_21";
        return json({
          rows: second
            ? [accountingLog(23, { customer_group_id: 15, comment: "次のページ" })]
            : [
                accountingLog(21),
                accountingLog(22, {
                  settlement_id: 502,
                  customer_group_id: 13,
                  voided_at: "2026-05-01T13:00:00.000Z",
                }),
              ],
          totals: TOTALS,
          next_cursor: second ? null : "1777636800000_501_21",
          business_day_only: businessDayOnly,
        });
      },
    }),
  );
  return asked;
}

describe("AccountingSearchPage", () => {
  it("searches the current business day with the totals row and the CSV of the same search", async () => {
    const asked = stub();
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    const totals = await screen.findByTestId("search-totals");
    expect(totals).toHaveTextContent("3件");
    expect(totals).toHaveTextContent("¥30,000");
    const first = asked[0] as URL;
    expect(first.searchParams.get("lounge_id")).toBe("1");
    // From the business day's start (06:00 on the lounge's clock) to the next one's.
    expect(first.searchParams.get("from")).toMatch(/T21:00:00\.000Z$/);
    expect(first.searchParams.get("to")).toMatch(/T21:00:00\.000Z$/);
    const table = screen.getByRole("table", { name: "会計履歴" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("取消")).toBeInTheDocument();
    expect(within(table).getAllByRole("link", { name: "詳細" })[0]).toHaveAttribute(
      "href",
      "/accounting_logs/21/edit",
    );
    const csv = screen.getByRole("link", { name: "CSVダウンロード" });
    expect(csv).toHaveAttribute("download");
    const href = new URL(csv.getAttribute("href") ?? "", "http://localhost");
    expect(href.pathname).toBe("/accounting_logs/export");
    expect(href.searchParams.get("from")).toBe(first.searchParams.get("from"));
    expect(screen.queryByTestId("business-day-only")).toBeNull();
  });

  it("offers in its lounge picker only the lounges the signed-in manager works at", async () => {
    stub();
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    await screen.findByTestId("search-totals");
    const picker = screen.getByRole("combobox", { name: "店舗" });
    const options = within(picker).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["渋谷"]);
  });

  it("copies a row's settlement number and group id as plain digits", async () => {
    stub();
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    const table = await screen.findByRole("table", { name: "会計履歴" });
    const row = await waitFor(() => {
      const found = table.querySelector<HTMLElement>('tr[data-row-id="22"]');
      if (!found) throw new Error("row 22 is not shown yet");
      return found;
    });
    expect(row).toHaveTextContent("#502");
    expect(await copiedBy(copyButton(row, "会計番号"))).toEqual(["502"]);
    expect(await copiedBy(copyButton(row, "組ID"))).toEqual(["13"]);
  });

  it("disables the end picker while 終了日時を無視 is ticked and searches without an end", async () => {
    const asked = stub();
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    await screen.findByTestId("search-totals");
    const end = screen.getByRole("button", { name: "終了" });
    expect(end).toBeEnabled();
    // The pickers' ✕ say what they clear.
    expect(screen.getByRole("button", { name: "開始を消去" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "終了を消去" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "終了日時を無視" }));
    expect(screen.getByRole("button", { name: "終了" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get("ignore_end_time")).toBe("true"));
    expect(asked.at(-1)?.searchParams.has("to")).toBe(false);
    const csv = new URL(
      screen.getByRole("link", { name: "CSVダウンロード" }).getAttribute("href") ?? "",
      "http://localhost",
    );
    expect(csv.searchParams.get("ignore_end_time")).toBe("true");
    expect(csv.searchParams.has("to")).toBe(false);
  });

  it("searches by part of a formal receipt's addressee with the amount range, in the list and its CSV", async () => {
    const asked = stub();
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    await screen.findByTestId("search-totals");
    expect(asked[0]?.searchParams.has("addressee")).toBe(false);
    await userEvent.type(screen.getByRole("textbox", { name: "宛名（領収書）" }), " 株式会社 ");
    await userEvent.type(screen.getByRole("textbox", { name: "金額（以上）" }), "5000");
    await userEvent.click(screen.getByRole("button", { name: "検索" }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get("addressee")).toBe("株式会社"));
    expect(asked.at(-1)?.searchParams.get("min_amount")).toBe("5000");
    const csv = new URL(
      screen.getByRole("link", { name: "CSVダウンロード" }).getAttribute("href") ?? "",
      "http://localhost",
    );
    expect(csv.searchParams.get("addressee")).toBe("株式会社");
  });

  it("appends the next page with さらに表示 and tells staff they see today only", async () => {
    const asked = stub({ businessDayOnly: true });
    renderWithProviders(<AccountingSearchPage />, { path: "/accounting_logs" });
    expect(await screen.findByTestId("business-day-only")).toHaveTextContent(
      "スタッフは本日の営業日の会計のみ表示されます",
    );
    await userEvent.click(screen.getByRole("button", { name: "さらに表示" }));
    const table = screen.getByRole("table", { name: "会計履歴" });
    await within(table).findByText("次のページ");
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(asked.at(-1)?.searchParams.get("cursor")).toBe("1777636800000_501_21");
    expect(screen.queryByRole("button", { name: "さらに表示" })).toBeNull();
  });
});
