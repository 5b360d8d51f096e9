// The accounting log's update page: the original system's warning while payments differ (nothing sent), a
// correction with its reason, the comment dialog for everyone, and a voided settlement marked 取消済み.
import { PAYMENT_MISMATCH_MESSAGE } from "@lounge-office/domain/accounting";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { AccountingLogPage } from "./accounting-log-page";
import { accountingLog, billGroup, json, sessionOf } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

const detail = (over: Parameters<typeof accountingLog>[1] = {}) => ({
  accounting_logs: [accountingLog(21, over), accountingLog(22, { ...over, customer_group_id: 13 })],
  groups: [billGroup(12), billGroup(13)],
  changes: [
    {
      id: 1,
      kind: "comment",
      staff_id: 3,
      staff_name: "佐藤 花",
      changed_at: "2026-05-01T12:05:00.000Z",
      reason: "",
      before: { comment: "" },
      after: { comment: "常連" },
    },
  ],
  staffs: [
    { id: 3, name: "佐藤 花", account: "shibuya-staff" },
    { id: 7, name: "青木 健", account: "shibuya-manager" },
  ],
});

function stub(role: "staff" | "manager", over: Parameters<typeof accountingLog>[1] = {}) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": sessionOf(role),
      "/accounting_logs/21/void": (_url: URL, init?: RequestInit) => {
        sent.push({ void: JSON.parse(String(init?.body)) });
        return json({ accounting_logs: detail(over).accounting_logs });
      },
      "/accounting_logs/21": (_url: URL, init?: RequestInit) => {
        if (init?.method === "PUT") {
          sent.push(JSON.parse(String(init.body)));
          return json({ accounting_logs: detail(over).accounting_logs });
        }
        return json(detail(over));
      },
    }),
  );
  return sent;
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/accounting_logs/:id/edit" element={<AccountingLogPage />} />
    </Routes>,
    { path: "/accounting_logs/21/edit" },
  );

describe("AccountingLogPage", () => {
  it("copies the settlement number and its total as plain digits", async () => {
    stub("staff", { settlement_id: 777, groups_total_price: 12800 });
    render();
    await screen.findByRole("heading", { name: /会計 #777/ });
    expect(await copiedBy(copyButton(document.body, "会計番号"))).toEqual(["777"]);
    expect(screen.getByTestId("figure-合計")).toHaveTextContent("¥12,800");
    // The fixture's ¥6,000 cash share was handed over exactly.
    expect(screen.getByTestId("figure-お預かり")).toHaveTextContent("¥6,000");
    expect(screen.getByTestId("figure-お釣り")).toHaveTextContent("¥0");
    expect(await copiedBy(copyButton(screen.getByTestId("figure-合計"), "合計"))).toEqual([
      "12800",
    ]);
  });

  it("warns while the corrected payments differ from the total and sends nothing then", async () => {
    const sent = stub("manager");
    render();
    const cash = await screen.findByRole("textbox", { name: "現金" });
    expect(screen.queryByTestId("correction-mismatch")).toBeNull();
    await userEvent.clear(cash);
    await userEvent.type(cash, "5000");
    expect(screen.getByTestId("correction-mismatch")).toHaveTextContent(PAYMENT_MISMATCH_MESSAGE);
    expect(screen.getByRole("button", { name: "訂正する" })).toBeDisabled();
    // 5,000 cash + 5,000 credit = 10,000 again: the warning goes and the reason is asked for.
    const credit = screen.getByRole("textbox", { name: "クレジット" });
    await userEvent.clear(credit);
    await userEvent.type(credit, "5000");
    expect(screen.queryByTestId("correction-mismatch")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "訂正する" }));
    expect(await screen.findByText("理由を入力してください")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByRole("textbox", { name: "理由" }), "カード分の入力漏れ");
    await userEvent.click(screen.getByRole("button", { name: "訂正する" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      accounting_log: {
        cash: 5000,
        credit: 5000,
        e_money: 0,
        staff_id: 3,
        comment: "",
        reason: "カード分の入力漏れ",
      },
    });
  });

  it("sends another staff member chosen in the list as a number, as the call takes it", async () => {
    const sent = stub("manager");
    render();
    const select = await screen.findByRole("combobox", { name: "担当スタッフ" });
    await userEvent.selectOptions(select, "青木 健");
    await userEvent.type(screen.getByRole("textbox", { name: "理由" }), "担当の選び間違い");
    await userEvent.click(screen.getByRole("button", { name: "訂正する" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accounting_log: { staff_id: 7 } });
  });

  it("lets any staff member edit the comment, without the manager's correction or 取消", async () => {
    const sent = stub("staff");
    render();
    await userEvent.click(await screen.findByRole("button", { name: "コメント" }));
    expect(screen.queryByRole("button", { name: "訂正する" })).toBeNull();
    expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "コメント（会計 #21）" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "コメント" }), "領収書は後日");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(sent).toEqual([{ accounting_log: { comment: "領収書は後日" } }]));
    // The history shows who changed what.
    expect(screen.getByRole("table", { name: "変更履歴" })).toHaveTextContent(
      "コメント: （なし） → 常連",
    );
  });

  it("voids the settlement with a reason after the confirmation", async () => {
    const sent = stub("manager");
    render();
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    const dialog = await screen.findByRole("dialog", { name: "会計 #501 の取消" });
    expect(dialog).toHaveTextContent("この会計（2組）を取消します");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消する" }));
    expect(await within(dialog).findByText("理由を入力してください")).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: "理由" }), "二重会計");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消する" }));
    await waitFor(() => expect(sent).toEqual([{ void: { reason: "二重会計" } }]));
  });

  it("shows the app's receipt slot with the settlement's rows, but not for a voided settlement", async () => {
    stub("staff");
    const slot = vi.fn((rows: { id: number }[]) => (
      <div data-testid="receipt-slot">{rows.map((r) => r.id).join(",")}</div>
    ));
    const view = renderWithProviders(
      <Routes>
        <Route path="/accounting_logs/:id" element={<AccountingLogPage receiptSlot={slot} />} />
      </Routes>,
      { path: "/accounting_logs/21" },
    );
    expect(await screen.findByTestId("receipt-slot")).toHaveTextContent("21,22");
    view.unmount();
    vi.unstubAllGlobals();
    stub("manager", { voided_at: "2026-05-01T13:00:00.000Z" });
    renderWithProviders(
      <Routes>
        <Route path="/accounting_logs/:id" element={<AccountingLogPage receiptSlot={slot} />} />
      </Routes>,
      { path: "/accounting_logs/21" },
    );
    await screen.findByTestId("voided-badge");
    expect(screen.queryByTestId("receipt-slot")).toBeNull();
  });

  it("marks a voided settlement 取消済み and offers no correction", async () => {
    stub("manager", { voided_at: "2026-05-01T13:00:00.000Z" });
    render();
    expect(await screen.findByTestId("voided-badge")).toHaveTextContent("取消済み");
    expect(screen.queryByRole("button", { name: "訂正する" })).toBeNull();
    expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
  });
});
