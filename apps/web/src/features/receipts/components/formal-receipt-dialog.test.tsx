// The post-receipt modal: defaults, お支払い方法 (「お支払いのとおり」 first, naming every means that paid,
// then only the types that cover the papers), the headcount split (down to hundreds), the custom rows
// (removal only while more than one row remains), the original system's alert on a split above the total (印刷
// disabled), the server's preview and its refusal.
import type { AccountingLog } from "@lounge-office/domain/accounting";
import { SPLIT_EXCEEDS_TOTAL_MESSAGE } from "@lounge-office/domain/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { FormalReceiptDialog } from "./formal-receipt-dialog";
import { fakeServer, settledLog } from "./test-server";

afterEach(() => vi.unstubAllGlobals());

function openDialog(
  onPrint = vi.fn(async () => null as string | null),
  log: AccountingLog = settledLog(),
) {
  const server = fakeServer();
  const onClose = vi.fn();
  renderWithProviders(
    <FormalReceiptDialog
      log={log}
      reissue={false}
      printerReady
      onClose={onClose}
      onPrint={onPrint}
    />,
  );
  const dialog = screen.getByRole("dialog");
  return { server, dialog, onPrint, onClose };
}

const printButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "印刷" });

describe("FormalReceiptDialog", () => {
  it("starts with 上様, ご飲食代として and お支払いのとおり, and previews the paper", async () => {
    const { dialog, server } = openDialog();
    expect(within(dialog).getByRole("textbox", { name: "宛名" })).toHaveValue("上様");
    expect(within(dialog).getByRole("textbox", { name: "但し書き" })).toHaveValue("ご飲食代として");
    const payment = within(dialog).getByRole("combobox", { name: "お支払い方法" });
    // Paid with cash (¥6,000) and e-money (¥4,000): neither alone covers the ¥10,000 paper.
    expect(
      within(payment)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["お支払いのとおり（現金・電子マネー）"]);
    const preview = await within(dialog).findByTestId("receipt-preview");
    expect(preview).toHaveTextContent("上様 様");
    expect(preview).toHaveTextContent("¥10,000");
    await userEvent.clear(within(dialog).getByRole("textbox", { name: "宛名" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "宛名" }), "株式会社ABC");
    await waitFor(() => expect(preview).toHaveTextContent("株式会社ABC 様"));
    // Read once the typing paused, not once per key.
    expect(server.previews.length).toBeLessThanOrEqual(3);
    expect(server.previews.at(-1)?.searchParams.get("receipt_type")).toBe("post_receipt");
    // As paid: the server names the means paper by paper.
    expect(server.previews.at(-1)?.searchParams.has("payment_type")).toBe(false);
  });

  it("never offers a type that hides the card: credit is named, and offered only for the card's part", async () => {
    const onPrint = vi.fn(async () => null as string | null);
    const mixed = settledLog({
      groups_total_price: 13_760,
      cash: 5000,
      credit: 5000,
      e_money: 3760,
    });
    const { dialog, server } = openDialog(onPrint, mixed);
    const payment = within(dialog).getByRole("combobox", { name: "お支払い方法" });
    const options = () =>
      within(payment)
        .getAllByRole("option")
        .map((o) => o.textContent);
    expect(options()).toEqual(["お支払いのとおり（現金・クレジット・電子マネー）"]);
    expect(payment).toHaveValue("");

    // A paper of ¥5,000: as paid it is the cash; the card or cash and e-money could pay it too.
    await userEvent.click(within(dialog).getByText("金額を指定"));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "1枚目の金額" }), "5000");
    expect(options()).toEqual(["お支払いのとおり（現金）", "クレジット", "現金・電子マネー"]);
    await userEvent.selectOptions(payment, "credit");
    await waitFor(() =>
      expect(server.previews.at(-1)?.searchParams.get("payment_type")).toBe("credit"),
    );
    await userEvent.click(printButton(dialog));
    expect(onPrint).toHaveBeenCalledWith(
      expect.objectContaining({ amounts: [5000], payment_type: "credit" }),
    );

    // Back to one paper for the whole amount: クレジット no longer covers it, as paid again.
    await userEvent.click(within(dialog).getByText("一括"));
    expect(payment).toHaveValue("");
    await userEvent.click(printButton(dialog));
    expect(onPrint).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ payment_type: expect.anything() }),
    );
  });

  it("names the one means used, without offering it twice", async () => {
    const onPrint = vi.fn(async () => null as string | null);
    const cashOnly = settledLog({ cash: 10000, e_money: 0 });
    const { dialog, server } = openDialog(onPrint, cashOnly);
    const payment = within(dialog).getByRole("combobox", { name: "お支払い方法" });
    expect(
      within(payment)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["お支払いのとおり（現金）"]);
    await within(dialog).findByTestId("receipt-preview");
    expect(server.previews.at(-1)?.searchParams.has("payment_type")).toBe(false);
    await userEvent.click(printButton(dialog));
    expect(onPrint).toHaveBeenCalledWith(
      expect.not.objectContaining({ payment_type: expect.anything() }),
    );
  });

  it("splits by headcount: the total ÷ count rounded down to hundreds, each shown", async () => {
    const { dialog, onPrint } = openDialog();
    await userEvent.click(within(dialog).getByText("人数で割る"));
    const count = within(dialog).getByRole("textbox", { name: "枚数" });
    await userEvent.clear(count);
    await userEvent.type(count, "3");
    expect(within(dialog).getByTestId("split-each")).toHaveTextContent("1枚あたり ¥3,300 × 3枚");
    await userEvent.clear(count);
    await userEvent.type(count, "7");
    expect(within(dialog).getByTestId("split-each")).toHaveTextContent("1枚あたり ¥1,400 × 7枚");
    await userEvent.click(printButton(dialog));
    expect(onPrint).toHaveBeenCalledWith({
      receipt_type: "post_receipt",
      split: "num",
      count: 7,
      addressee: "上様",
      purpose: "ご飲食代として",
    });
  });

  it("alerts 「[注意] 合計金額に差があります」 and prints nothing when custom rows exceed the total", async () => {
    const { dialog, server, onPrint } = openDialog();
    await userEvent.click(within(dialog).getByText("金額を指定"));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "1枚目の金額" }), "6000");
    await userEvent.click(within(dialog).getByRole("button", { name: "行を追加" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "2枚目の金額" }), "5000");
    const alert = within(dialog).getByRole("alert");
    expect(alert).toHaveTextContent(SPLIT_EXCEEDS_TOTAL_MESSAGE);
    expect(printButton(dialog)).toBeDisabled();
    await userEvent.click(printButton(dialog));
    expect(onPrint).not.toHaveBeenCalled();
    // The preview is not asked for a split the server would refuse.
    expect(
      server.previews.some((url) => url.searchParams.getAll("amounts[]").includes("5000")),
    ).toBe(false);

    const second = within(dialog).getByRole("textbox", { name: "2枚目の金額" });
    await userEvent.clear(second);
    await userEvent.type(second, "4000");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).getByTestId("split-sum")).toHaveTextContent("2枚 ・ 合計 ¥10,000");
    await userEvent.click(printButton(dialog));
    expect(onPrint).toHaveBeenCalledWith(
      expect.objectContaining({ split: "custom", amounts: [6000, 4000] }),
    );
  });

  it("removes a custom row only while more than one row remains", async () => {
    const { dialog } = openDialog();
    await userEvent.click(within(dialog).getByText("金額を指定"));
    const rows = () => within(dialog).getAllByRole("textbox", { name: /枚目の金額/ });
    expect(rows()).toHaveLength(1);
    expect(within(dialog).getByRole("button", { name: "1行目を削除" })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole("button", { name: "行を追加" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "行を追加" }));
    expect(rows()).toHaveLength(3);
    await userEvent.type(rows()[2] as HTMLElement, "2500");
    await userEvent.click(within(dialog).getByRole("button", { name: "1行目を削除" }));
    expect(rows()).toHaveLength(2);
    expect(rows()[1]).toHaveValue("¥2,500");
    await userEvent.click(within(dialog).getByRole("button", { name: "2行目を削除" }));
    expect(rows()).toHaveLength(1);
    expect(within(dialog).getByRole("button", { name: "1行目を削除" })).toBeDisabled();
    // A blank row prints nothing either.
    expect(printButton(dialog)).toBeDisabled();
  });

  it("keeps the dialog and shows the server's refusal", async () => {
    const onPrint = vi.fn(
      async () => "この会計の領収書は発行済みです。再発行は店長・管理者が行います",
    );
    const { dialog, onClose } = openDialog(onPrint);
    await userEvent.click(printButton(dialog));
    expect(await within(dialog).findByTestId("print-refused")).toHaveTextContent("再発行は店長");
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("textbox", { name: "宛名" })).toHaveValue("上様");
  });
});
