// お預かり and お釣り on screen 10: the field appears with a cash share, 「ちょうど」 and the next
// ¥1,000, ¥5,000 and ¥10,000 in one tap (or typed), お釣り in large figures, 会計する held back while
// お預かり is short, cash_tendered sent with the settlement, and the settled panel showing how it
// was paid with お預かり and お釣り.
import { CASH_TENDERED_SHORT_MESSAGE } from "@lounge-office/domain/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { AccountingPage } from "./accounting-page";
import { accountingLog, json } from "./test-fixtures";
import { PATH, stubServer } from "./test-server";

afterEach(() => vi.unstubAllGlobals());

const submit = () => screen.getByRole("button", { name: "会計する" });
const field = (label: string) => screen.getByRole("textbox", { name: label });
const quick = (name: string) => screen.getByRole("button", { name: `お預かり ${name}` });
const chooseStaff = () =>
  userEvent.selectOptions(screen.getByRole("combobox", { name: "担当スタッフ" }), "佐藤 花");

async function openScreen(options: Parameters<typeof stubServer>[0] = {}) {
  const server = stubServer(options);
  renderWithProviders(<AccountingPage receiptSlot={() => null} />, { path: PATH });
  await screen.findByTestId("total-合計");
  return server;
}

describe("お預かり and お釣り", () => {
  it("offers ちょうど and the next ¥1,000, ¥5,000 and ¥10,000 above the cash share, and settles with the note", async () => {
    // 10,000 + 3,760 of extra charges: a bill of ¥13,760, all in cash.
    const settledRow = accountingLog(1, {
      groups_total_price: 13_760,
      cash: 13_760,
      cash_tendered: 20_000,
      change: 6240,
      credit: 0,
    });
    const { posted } = await openScreen({
      extra: { 12: 3760 },
      settle: () => json({ accounting_logs: [settledRow] }, 201),
    });
    expect(screen.getByTestId("total-合計")).toHaveTextContent("¥13,760");
    // No cash share, no お預かり.
    expect(screen.queryByRole("textbox", { name: "お預かり" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    expect(field("お預かり")).toHaveValue("");
    const offered = screen
      .getAllByRole("button", { name: /^お預かり / })
      .map((button) => button.textContent);
    expect(offered).toEqual(["ちょうど", "¥14,000", "¥15,000", "¥20,000"]);
    // Blank is exactly the cash share: no change.
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥0");

    await userEvent.click(quick("¥20,000"));
    expect(field("お預かり")).toHaveValue("¥20,000");
    expect(quick("¥20,000")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥6,240");
    await chooseStaff();
    await userEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({
      accounting_log: { cash: 13_760, cash_tendered: 20_000, credit: 0, e_money: 0 },
    });

    // The settled panel: the total, how it was paid, お預かり and the server's お釣り.
    await screen.findByRole("heading", { name: "会計しました" });
    expect(screen.getByTestId("settled-合計")).toHaveTextContent("¥13,760");
    expect(screen.getByTestId("settled-現金")).toHaveTextContent("¥13,760");
    expect(screen.queryByTestId("settled-クレジット")).toBeNull();
    expect(screen.getByTestId("settled-お預かり")).toHaveTextContent("¥20,000");
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥6,240");
  });

  it("keeps 会計する disabled while お預かり is below the cash share, and says by how much", async () => {
    await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await chooseStaff();
    expect(submit()).toBeEnabled();
    await userEvent.type(field("お預かり"), "5000");
    expect(submit()).toBeDisabled();
    expect(screen.getByTestId("tendered-short")).toHaveTextContent(
      `${CASH_TENDERED_SHORT_MESSAGE}（あと¥5,000）`,
    );
    // Where お釣り would be: what is still missing, as large.
    expect(screen.queryByTestId("change-due")).toBeNull();
    expect(screen.getByTestId("tendered-missing")).toHaveTextContent("¥5,000");
    // Typed on the keypad in full, it covers the share again.
    await userEvent.clear(field("お預かり"));
    await userEvent.type(field("お預かり"), "12000");
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥2,000");
    expect(submit()).toBeEnabled();
    // A larger cash share than the note handed over holds 会計する back again.
    await userEvent.clear(field("現金"));
    await userEvent.type(field("現金"), "13000");
    expect(screen.getByTestId("tendered-short")).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it("works from the keyboard: a quick amount is a real button that Enter and Space press", async () => {
    await openScreen({ extra: { 12: 3760 } });
    await userEvent.type(field("現金"), "13760");
    quick("¥15,000").focus();
    await userEvent.keyboard("{Enter}");
    expect(field("お預かり")).toHaveValue("¥15,000");
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥1,240");
    quick("ちょうど").focus();
    await userEvent.keyboard(" ");
    expect(field("お預かり")).toHaveValue("¥13,760");
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥0");
  });

  it("gives change on the cash share only, and sends 0 with no cash share", async () => {
    const { posted } = await openScreen({
      settle: () =>
        json(
          {
            accounting_logs: [
              accountingLog(1, { cash: 0, cash_tendered: 0, change: 0, credit: 10_000 }),
            ],
          },
          201,
        ),
    });
    await userEvent.type(field("現金"), "6000");
    await userEvent.click(screen.getByRole("button", { name: "残り全額をクレジットで" }));
    // 6,000 in cash: ¥10,000 is the note above it.
    await userEvent.click(quick("¥10,000"));
    expect(screen.getByTestId("change-due")).toHaveTextContent("¥4,000");
    // Paid by card after all: the field goes, and nothing handed over is sent.
    await userEvent.clear(field("現金"));
    await userEvent.click(screen.getByRole("button", { name: "残り全額をクレジットで" }));
    expect(screen.queryByRole("textbox", { name: "お預かり" })).toBeNull();
    await chooseStaff();
    await userEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({
      accounting_log: { cash: 0, cash_tendered: 0, credit: 10_000 },
    });
    // A settlement without cash shows no お預かり or お釣り once made.
    await screen.findByRole("heading", { name: "会計しました" });
    expect(screen.getByTestId("settled-クレジット")).toHaveTextContent("¥10,000");
    expect(screen.queryByTestId("settled-お預かり")).toBeNull();
    expect(screen.queryByTestId("change-due")).toBeNull();
  });
});
