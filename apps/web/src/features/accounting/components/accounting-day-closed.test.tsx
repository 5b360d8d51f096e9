// Settling on a closed business day: the server's 409 (「…締め済みです…」, what happened and what to
// do) heads the accounting screen in a banner of its own, not among the payment fields.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { AccountingPage } from "./accounting-page";
import { billOf, json, sessionOf } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

const MESSAGE =
  "2026/11/23の営業は締め済みです。この営業日には会計・入出金を記録できません。続けるには管理者に営業日の再開を依頼してください";

describe("AccountingPage on a closed business day", () => {
  it("shows the server's explanation prominently above the bill", async () => {
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": sessionOf("staff", 3),
        "/accounting_logs/new": () => json(billOf({ discountPercent: null, extra: {} })),
        "/accounting_logs": () => json({ error: { code: "conflict", message: MESSAGE } }, 409),
        "/accounting_logs/bill_session": { ok: true },
      }),
    );
    renderWithProviders(<AccountingPage />, {
      path: "/accounting_logs/new?customer_group_ids[]=12&customer_group_ids[]=13",
    });
    await screen.findByTestId("total-合計");
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "担当スタッフ" }),
      "佐藤 花",
    );
    await userEvent.click(screen.getByRole("button", { name: "会計する" }));

    const banner = await screen.findByTestId("day-closed");
    expect(banner).toHaveTextContent("本日の営業は締め済みです。会計できません");
    expect(within(banner).getByText(MESSAGE)).toBeInTheDocument();
    // Above the bill's heading, not a line among the payment fields.
    const heading = screen.getByRole("heading", { name: /^会計（/ });
    expect(heading.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId("settle-error")).not.toBeInTheDocument();
  });
});
