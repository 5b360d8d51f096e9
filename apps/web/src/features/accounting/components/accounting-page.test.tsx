// Screen 10: every figure comes from the server's bill (re-read with the discount and extra charges),
// 会計する only when the payments match and a staff member is chosen (never pre-filled; the last one
// named on this tablet offered as 「前回: …」), the discount confirmation, 残り into one field, and
// settling with one Idempotency-Key across a retry.
import { PAYMENT_MISMATCH_MESSAGE } from "@lounge-office/domain/accounting";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { renderWithProviders } from "../../../test/render";
import { AccountingPage } from "./accounting-page";
import { accountingLog, billOf, json } from "./test-fixtures";
import { PATH, stubServer } from "./test-server";

afterEach(() => vi.unstubAllGlobals());

const submit = () => screen.getByRole("button", { name: "会計する" });
const field = (label: string) => screen.getByRole("textbox", { name: label });
const staffSelect = () => screen.getByRole("combobox", { name: "担当スタッフ" });
const chooseStaff = (name = "佐藤 花") => userEvent.selectOptions(staffSelect(), name);

async function openScreen() {
  const view = renderWithProviders(<AccountingPage />, { path: PATH });
  await screen.findByTestId("total-合計");
  return view;
}

describe("AccountingPage", () => {
  it("shows each group's explainable bill and the server's totals", async () => {
    const { bills } = stubServer();
    await openScreen();
    expect(bills[0]?.searchParams.getAll("customer_group_ids[]")).toEqual(["12", "13"]);
    const group = screen
      .getByText("#12", { exact: false })
      .closest("[data-group-id]") as HTMLElement;
    const stays = within(group).getByRole("table", { name: "滞在の記録" });
    expect(stays).toHaveTextContent("ひとり");
    expect(stays).toHaveTextContent("19:30〜20:00");
    expect(stays).toHaveTextContent("20:00〜21:00（滞在中）");
    expect(within(group).getByRole("table", { name: "注文と特典" })).toHaveTextContent(
      "ハイボール（濃いめ）",
    );
    expect(within(group).getByText("特典")).toBeInTheDocument();
    expect(within(group).queryByTestId("special-price")).toBeNull();
    // A tap on an hour line shows each of its units' price cells.
    expect(within(group).queryByTestId("unit-cells")).toBeNull();
    const hour = within(group).getByRole("button", { name: /^相席 20時台 通常/ });
    expect(hour).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(hour);
    expect(hour).toHaveAttribute("aria-expanded", "true");
    const cells = within(group).getByTestId("unit-cells");
    expect(cells).toHaveTextContent("20:00〜 20時台 金土祝前 通常 ¥1,000 × 2名 = ¥2,000");
    expect(cells).toHaveTextContent("20:30〜 20時台 金土祝前 通常 ¥1,000 × 2名 = ¥2,000");
    expect(screen.getByTestId("total-小計")).toHaveTextContent("¥10,000");
    expect(screen.getByTestId("total-合計")).toHaveTextContent("¥10,000");
    expect(screen.getByTestId("total-内消費税")).toHaveTextContent("¥909");
  });

  it("copies the total and what is left to pay as plain integers", async () => {
    stubServer();
    await openScreen();
    const total = screen.getByTestId("total-合計");
    expect(await copiedBy(copyButton(total, "合計"))).toEqual(["10000"]);
    await userEvent.type(field("現金"), "6000");
    const rest = screen.getByTestId("payment-rest");
    expect(rest).toHaveTextContent("¥4,000");
    expect(await copiedBy(copyButton(rest, "残り"))).toEqual(["4000"]);
  });

  it("shows the special-price line only when it is above 0", async () => {
    stubServer();
    const base = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith("/accounting_logs/new")) return base(input, init);
      const bill = billOf();
      bill.groups[0] = { ...bill.groups[0], special_price: 6000 } as (typeof bill.groups)[0];
      bill.groups[0].visited_at = "2026-12-31T11:00:00.000Z";
      return json(bill);
    });
    await openScreen();
    const specials = screen.getAllByTestId("special-price");
    expect(specials).toHaveLength(1);
    expect(specials[0]).toHaveTextContent("¥6,000");
    expect(specials[0]?.parentElement).toHaveTextContent("年末年始料金");
  });

  it("labels a special-fee guest's flat price 特別料金, never 相席料金, and other special dates 特別日料金", async () => {
    stubServer();
    const base = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith("/accounting_logs/new")) return base(input, init);
      const bill = billOf();
      // One man on 特別料金 (5,000 a person), alone all evening: no hour lines, no units.
      bill.groups[0] = {
        ...(bill.groups[0] as (typeof bill.groups)[0]),
        num: 1,
        fee_rule: "特別料金",
        share_minutes: 0,
        solo_minutes: 90,
        charge_price: 5000,
        solo_price: 0,
        special_price: 1000,
        order_price: 0,
        total_price: 6000,
        share_hours: [],
        solo_hours: [],
        units: [],
        orders: [],
      };
      return json(bill);
    });
    await openScreen();
    const guest = screen
      .getByText("#12", { exact: false })
      .closest("[data-group-id]") as HTMLElement;
    expect(within(guest).getByTestId("flat-price").parentElement).toHaveTextContent(
      "特別料金¥5,000",
    );
    expect(within(guest).queryByText("相席料金")).toBeNull();
    // A May special date is not the year-end price, and not 特別料金 either.
    expect(within(guest).getByTestId("special-price").parentElement).toHaveTextContent(
      "特別日料金¥1,000",
    );
    // A timed group keeps its 相席料金.
    const timed = screen
      .getByText("#13", { exact: false })
      .closest("[data-group-id]") as HTMLElement;
    expect(within(timed).getByText("相席料金")).toBeInTheDocument();
    expect(within(timed).queryByTestId("flat-price")).toBeNull();
  });

  it("enables 会計する only when the payments add up and a staff member is chosen", async () => {
    stubServer();
    await openScreen();
    // The signed-in member (id 3) is listed, yet nobody is chosen for the staff.
    expect(staffSelect()).toHaveValue("");
    expect(submit()).toBeDisabled();
    expect(screen.getByTestId("payment-mismatch")).toHaveTextContent(PAYMENT_MISMATCH_MESSAGE);
    await userEvent.type(field("現金"), "6000");
    expect(screen.getByTestId("payment-rest")).toHaveTextContent("¥4,000");
    expect(submit()).toBeDisabled();
    await userEvent.type(field("クレジット"), "4000");
    expect(screen.getByTestId("payment-rest")).toHaveTextContent("¥0");
    expect(screen.queryByTestId("payment-mismatch")).toBeNull();
    // The payments add up: only the staff member is missing, and the screen says so.
    expect(submit()).toBeDisabled();
    expect(screen.getByTestId("staff-missing")).toHaveTextContent("担当スタッフを選んでください");
    await chooseStaff();
    expect(screen.queryByTestId("staff-missing")).toBeNull();
    expect(submit()).toBeEnabled();
    expect(submit()).toHaveAttribute("data-ready", "true");
    await userEvent.type(field("電子マネー"), "1");
    expect(submit()).toBeDisabled();
    expect(screen.getByText(PAYMENT_MISMATCH_MESSAGE)).toBeInTheDocument();
  });

  it("offers the last staff member named on this tablet as one tap, never pre-filled, per lounge", async () => {
    // Lounge 1's last settlement on this tablet named 鈴木 (4); lounge 2's named someone else.
    window.localStorage.setItem("lounge-office:accounting-staff:1", "4");
    window.localStorage.setItem("lounge-office:accounting-staff:2", "3");
    const { posted } = stubServer({
      settle: () => json({ accounting_logs: [accountingLog(1, { staff_id: 4 })] }, 201),
    });
    await openScreen();
    expect(staffSelect()).toHaveValue("");
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole("button", { name: "前回: 佐藤 花" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "前回: 鈴木 一郎" }));
    expect(staffSelect()).toHaveValue("4");
    expect(screen.queryByRole("button", { name: /^前回:/ })).toBeNull();
    expect(submit()).toBeEnabled();
    // Another member chosen instead is remembered once the settlement is made.
    await chooseStaff("佐藤 花");
    await userEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ accounting_log: { staff_id: 3 } });
    await waitFor(() =>
      expect(window.localStorage.getItem("lounge-office:accounting-staff:1")).toBe("3"),
    );
    window.localStorage.clear();
  });

  it("settles from the keyboard: C puts the rest in cash, T goes to the staff, Ctrl+Enter settles", async () => {
    const { posted } = stubServer({
      settle: () => json({ accounting_logs: [accountingLog(1, { staff_id: 3 })] }, 201),
    });
    await openScreen();
    expect(screen.getByTestId("settle-keys")).toHaveTextContent("会計する");
    await userEvent.keyboard("c");
    expect(field("現金")).toHaveValue("¥10,000");
    expect(screen.getByTestId("payment-rest")).toHaveTextContent("¥0");
    // Ctrl+Enter does nothing while 会計する is not ready.
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(posted).toHaveLength(0);
    await userEvent.keyboard("t");
    expect(staffSelect()).toHaveFocus();
    // A letter typed in a field is the field's: k chooses nothing here.
    await userEvent.keyboard("k");
    expect(field("クレジット")).toHaveValue("");
    await userEvent.selectOptions(staffSelect(), "佐藤 花");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toMatchObject({ accounting_log: { cash: 10000, staff_id: 3 } });
  });

  it("takes 「前回」 with P", async () => {
    window.localStorage.setItem("lounge-office:accounting-staff:1", "4");
    stubServer();
    await openScreen();
    await userEvent.keyboard("p");
    expect(staffSelect()).toHaveValue("4");
    window.localStorage.clear();
  });

  it("offers no suggestion for a member no longer on the lounge's list", async () => {
    window.localStorage.setItem("lounge-office:accounting-staff:1", "99");
    stubServer();
    await openScreen();
    expect(screen.queryByRole("button", { name: /^前回:/ })).toBeNull();
    expect(staffSelect()).toHaveValue("");
    window.localStorage.clear();
  });

  it("keeps 会計する disabled until a staff member is chosen when the signed-in one is not listed", async () => {
    stubServer({ staffs: [{ id: 4, name: "鈴木 一郎", account: "shibuya-staff2" }] });
    await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    expect(field("現金")).toHaveValue("¥10,000");
    expect(submit()).toBeDisabled();
    expect(screen.getByRole("combobox", { name: "担当スタッフ" })).toHaveValue("");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "担当スタッフ" }),
      "鈴木 一郎",
    );
    expect(submit()).toBeEnabled();
  });

  it("puts the rest into one field with one tap", async () => {
    stubServer();
    await openScreen();
    await userEvent.type(field("クレジット"), "3000");
    await userEvent.type(field("電子マネー"), "500");
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    expect(field("現金")).toHaveValue("¥6,500");
    expect(screen.getByTestId("payment-rest")).toHaveTextContent("¥0");
    await chooseStaff();
    expect(submit()).toBeEnabled();
  });

  it("asks before a discount, re-prices with it, then disables all three buttons", async () => {
    const { bills } = stubServer();
    await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "20%割引" }));
    const dialog = await screen.findByRole("dialog", { name: "割引の確認" });
    await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    expect(screen.getByRole("button", { name: "20%割引" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "20%割引" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "割引の確認" })).getByRole("button", {
        name: "20%割引する",
      }),
    );
    await waitFor(() => expect(screen.getByTestId("total-合計")).toHaveTextContent("¥8,000"));
    expect(bills.at(-1)?.searchParams.get("discount_percent")).toBe("20");
    expect(screen.getByTestId("total-割引")).toHaveTextContent("-¥2,000（20%）");
    for (const name of ["50%割引", "30%割引", "20%割引"]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
    }
  });

  it("re-prices with the extra charges in the original system's id:yen form", async () => {
    const { bills } = stubServer();
    await openScreen();
    await userEvent.type(screen.getByRole("textbox", { name: "グループ #13 の追加料金" }), "1000");
    await waitFor(() => expect(screen.getByTestId("total-合計")).toHaveTextContent("¥11,000"));
    expect(bills.at(-1)?.searchParams.get("extra_charges")).toBe("13:1000");
    expect(screen.getByTestId("group-total-13")).toHaveTextContent("¥4,600");
  });

  it("settles with an Idempotency-Key, the same one on a retry after a network failure", async () => {
    const { posted } = stubServer({
      settle: (attempt) => {
        if (attempt === 1) throw new TypeError("Failed to fetch");
        return json({ accounting_logs: [accountingLog(1), accountingLog(2)] }, 201);
      },
    });
    const { router } = await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await chooseStaff();
    await userEvent.click(submit());
    expect(await screen.findByTestId("settle-error")).toHaveTextContent("サーバーに接続できません");
    await userEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe("/lounges/entries"));
    expect(posted).toHaveLength(2);
    const key = posted[0]?.headers["Idempotency-Key"];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posted[1]?.headers["Idempotency-Key"]).toBe(key);
    expect(posted[1]?.body).toEqual({
      accounting_log: {
        customer_group_ids: [12, 13],
        cash: 10000,
        cash_tendered: 10000,
        credit: 0,
        e_money: 0,
        staff_id: 3,
        discount_percent: null,
        extra_charges: {},
      },
    });
  });

  it("copies the settlement number once settled (with the app's receipt slot)", async () => {
    stubServer({
      settle: () =>
        json(
          { accounting_logs: [accountingLog(1, { settlement_id: 640 }), accountingLog(2)] },
          201,
        ),
    });
    renderWithProviders(<AccountingPage receiptSlot={() => null} />, { path: PATH });
    await screen.findByTestId("total-合計");
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await chooseStaff();
    await userEvent.click(submit());
    await screen.findByRole("heading", { name: "会計しました" });
    expect(screen.getByText(/会計番号/)).toHaveTextContent("会計番号 #640");
    expect(await copiedBy(copyButton(document.body, "会計番号"))).toEqual(["640"]);
  });

  it("shows the server's message when another tablet settled first (409)", async () => {
    const message = "この組はすでに会計済みです";
    const { posted } = stubServer({
      settle: () => json({ error: { code: "conflict", message } }, 409),
    });
    await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "残り全額を現金で" }));
    await chooseStaff();
    await userEvent.click(submit());
    expect(await screen.findByTestId("settle-error")).toHaveTextContent(message);
    await userEvent.click(submit());
    await waitFor(() => expect(posted).toHaveLength(2));
    // The server answered: the next attempt is a request of its own.
    expect(posted[1]?.headers["Idempotency-Key"]).not.toBe(posted[0]?.headers["Idempotency-Key"]);
  });

  it("会計をやめる releases the groups and returns to the board", async () => {
    const released: unknown[] = [];
    stubServer();
    const base = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith("/accounting_logs/release"))
        released.push(JSON.parse(String(init?.body)));
      return base(input, init);
    });
    const { router } = await openScreen();
    await userEvent.click(screen.getByRole("button", { name: "会計をやめる" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/lounges/entries"));
    expect(released).toEqual([{ customer_group_ids: [12, 13] }]);
  });
});
