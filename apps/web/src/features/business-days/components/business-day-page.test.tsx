// The business-day page: the state header, the close's guard (a blocking pre-check item disables
// 締める until 再チェック finds none), a difference that needs its reason before the close is sent with
// exactly the contract's body, what staff do not get (締める, 訂正, 取消), a closed day with its
// changes after the close (再開 for admins only), and the lounge's cable reading the day again.
import { Notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { BusinessDayPage } from "./business-day-page";
import {
  ADMIN_SESSION,
  CLOCKED_IN,
  closedDay,
  GROUPS_ON_FLOOR,
  json,
  MANAGER_SESSION,
  movement,
  NOW,
  openDay,
  STAFF_SESSION,
  stubDayServer,
  TODAY,
} from "./test-fixtures";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(path = "/business_day") {
  renderWithProviders(
    <>
      <Notifications />
      <BusinessDayPage />
    </>,
    { path },
  );
  return screen.findByTestId("day-state");
}

const closeButton = () => screen.getByRole("button", { name: "締める" });

describe("BusinessDayPage: the state", () => {
  it("shows today's business day open with its float, by the lounge's clock", async () => {
    const server = stubDayServer({ session: STAFF_SESSION });
    const state = await renderPage();
    expect(state).toHaveTextContent("2026/11/23");
    expect(state).toHaveTextContent("営業中");
    expect(state).toHaveTextContent("釣銭準備金 ¥30,000");
    expect(state).toHaveTextContent("開店 11/23 18:00 青木 健");
    expect(server.reads(`/business_days/1/${TODAY}`)).toBeGreaterThan(0);
  });

  it("says a settlement opened the day and offers to enter the counted float", async () => {
    stubDayServer({
      session: STAFF_SESSION,
      day: () => openDay({ opened_automatically: true, float: 20000 }),
    });
    await renderPage();
    const note = screen.getByTestId("opened-automatically");
    expect(note).toHaveTextContent("会計で自動的に開店しました（釣銭準備金 ¥20,000）");
    await userEvent.click(within(note).getByRole("button", { name: "数えた釣銭準備金を入力" }));
    expect(within(note).getByRole("button", { name: "釣銭準備金を登録" })).toBeInTheDocument();
  });

  it("offers 開店 with the last close's float on a day not opened", async () => {
    stubDayServer({
      session: STAFF_SESSION,
      day: () => openDay({ state: "not_opened", float: 0, default_float: 25000, opened_at: null }),
      movements: () => [],
    });
    const state = await renderPage();
    expect(state).toHaveTextContent("未開店");
    expect(screen.getByRole("textbox", { name: "釣銭準備金" })).toHaveValue("¥25,000");
    expect(screen.getByRole("button", { name: "開店する" })).toBeEnabled();
  });
});

describe("BusinessDayPage: the close", () => {
  it("disables 締める while a blocking pre-check item remains, until 再チェック finds none", async () => {
    let items = [GROUPS_ON_FLOOR, CLOCKED_IN];
    stubDayServer({ session: MANAGER_SESSION, precheck: () => items });
    await renderPage();
    const blocking = await screen.findByText(/在席中の組が1組あります/);
    const alert = blocking.closest("[data-precheck]") as HTMLElement;
    expect(alert).toHaveAttribute("data-blocking", "true");
    expect(alert).toHaveTextContent("C3 男性 2名");
    expect(within(alert).getByRole("link", { name: "フロアで会計・取消する" })).toHaveAttribute(
      "href",
      "/lounges/entries",
    );
    const warning = screen
      .getByText("退勤していないスタッフが1人います")
      .closest("[data-precheck]");
    expect(warning).toHaveAttribute("data-blocking", "false");
    expect(closeButton()).toBeDisabled();
    expect(screen.getByTestId("close-blocked")).toBeInTheDocument();

    // The group was settled on the floor: 再チェック reads the pre-check again.
    items = [CLOCKED_IN];
    await userEvent.click(screen.getByRole("button", { name: "再チェック" }));
    await waitFor(() => expect(screen.queryByText(/在席中の組/)).not.toBeInTheDocument());
    expect(screen.queryByTestId("close-blocked")).not.toBeInTheDocument();
  });

  it("shows 理論残高 as its sum, requires a reason for a difference, then sends exactly the count", async () => {
    const server = stubDayServer({ session: MANAGER_SESSION });
    await renderPage();
    expect(screen.getByTestId("expected-cash")).toHaveTextContent(
      "理論残高 = 釣銭準備金 ¥30,000 ＋ 現金売上 ¥19,360 ＋ 入金 ¥5,000 − 出金 ¥2,500",
    );
    expect(screen.getByTestId("expected-cash")).toHaveTextContent("理論残高 ¥51,860");
    await screen.findByTestId("precheck-clear");

    // ¥1,000 short: 4 × 10,000 + 1 × 5,000 + 5 × 1,000 + 500 + 3 × 100 + 50 + 10 = ¥50,860.
    const counts = { "1万円札": "4", "5千円札": "1", 千円札: "5", "500円玉": "1", "100円玉": "3" };
    for (const [label, n] of Object.entries(counts)) {
      await userEvent.type(screen.getByRole("textbox", { name: `${label}の枚数` }), n);
    }
    await userEvent.type(screen.getByRole("textbox", { name: "50円玉の枚数" }), "1");
    await userEvent.type(screen.getByRole("textbox", { name: "10円玉の枚数" }), "1");
    expect(screen.getByTestId("counted-cash")).toHaveTextContent("実残高 ¥50,860");
    const difference = screen.getByTestId("difference");
    expect(difference).toHaveTextContent("-¥1,000 不足");
    expect(difference).toHaveAttribute("data-difference", "-1000");

    expect(screen.getByTestId("reason-needed")).toHaveTextContent("過不足の理由を入力してください");
    expect(closeButton()).toBeDisabled();
    await userEvent.type(screen.getByRole("textbox", { name: /過不足の理由/ }), "お釣りの渡し過ぎ");
    expect(closeButton()).toBeEnabled();
    expect(server.posts()).toEqual([]);

    expect(screen.getByRole("textbox", { name: /翌日の釣銭準備金/ })).toHaveValue("¥30,000");
    await userEvent.click(closeButton());
    const dialog = await screen.findByRole("dialog", { name: "2026/11/23 (月)の営業を締めます" });
    expect(dialog).toHaveTextContent("-¥1,000 不足");
    await userEvent.click(within(dialog).getByRole("button", { name: "締める" }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toEqual({
      method: "POST",
      path: `/business_days/1/${TODAY}/close`,
      body: {
        counted: {
          "10000": 4,
          "5000": 1,
          "2000": 0,
          "1000": 5,
          "500": 1,
          "100": 3,
          "50": 1,
          "10": 1,
          "5": 0,
          "1": 0,
        },
        // 翌日の釣銭準備金 untouched: the server keeps the day's float (at most the count).
        difference_reason: "お釣りの渡し過ぎ",
      },
    });
  });

  it("puts the server's refusal of a missing reason on the reason field", async () => {
    const message = "過不足が-¥51,860あります。理由を入力してください";
    stubDayServer({
      session: MANAGER_SESSION,
      close: () =>
        json(
          { error: { code: "unprocessable", message, fields: { difference_reason: message } } },
          422,
        ),
    });
    await renderPage();
    await screen.findByTestId("precheck-clear");
    await userEvent.type(screen.getByRole("textbox", { name: /過不足の理由/ }), " x");
    await userEvent.click(closeButton());
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "締める" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe("BusinessDayPage: roles", () => {
  it("gives staff the figures and the paid-in/out form, but no 締める, 訂正 or 取消", async () => {
    stubDayServer({ session: STAFF_SESSION, precheck: () => [CLOCKED_IN] });
    await renderPage();
    await screen.findByRole("table", { name: "入出金の一覧" });
    expect(screen.getByTestId("day-figures")).toHaveTextContent("¥44,860");
    expect(screen.getByTestId("expected-cash")).toHaveTextContent("理論残高 ¥51,860");
    expect(screen.getByText("締め（レジ金の確認）は店長・管理者が行います。")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "締める" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "訂正" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "取消" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "出金を記録" })).toBeInTheDocument();
  });

  it("gives a manager 訂正 and 取消 per paid-in/out, and shows a voided one struck through", async () => {
    stubDayServer({
      session: MANAGER_SESSION,
      movements: () => [
        movement(11),
        movement(12, {
          direction: "in",
          amount: 999,
          reason: "",
          voided_at: "2026-11-23T11:00:00.000Z",
          changes: [
            {
              kind: "void",
              at: "2026-11-23T11:00:00.000Z",
              by: 7,
              by_name: "青木 健",
              reason: "誤操作",
              before: {},
              after: {},
            },
          ],
        }),
      ],
    });
    await renderPage();
    const table = await screen.findByRole("table", { name: "入出金の一覧" });
    const live = table.querySelector('[data-movement-id="11"]') as HTMLElement;
    expect(within(live).getByRole("button", { name: "訂正" })).toBeInTheDocument();
    expect(within(live).getByRole("button", { name: "取消" })).toBeInTheDocument();
    const voided = table.querySelector('[data-movement-id="12"]') as HTMLElement;
    expect(voided).toHaveAttribute("data-voided", "true");
    expect(within(voided).queryByRole("button")).not.toBeInTheDocument();
    expect(table).toHaveTextContent("取消 11/23 20:00 青木 健: 取消（理由: 誤操作）");
  });
});

describe("BusinessDayPage: paid-in/out", () => {
  it("records a paid-out with a reason picked from the lounge's list", async () => {
    const server = stubDayServer({ session: STAFF_SESSION, movements: () => [] });
    await renderPage();
    const form = await screen.findByRole("form", { name: "入出金の記録" });
    const record = within(form).getByRole("button", { name: "出金を記録" });
    expect(record).toBeDisabled();
    await userEvent.type(within(form).getByRole("textbox", { name: "金額" }), "3000");
    await userEvent.click(within(form).getByText("両替"));
    expect(within(form).getByRole("textbox", { name: "理由" })).toHaveValue("両替");
    await userEvent.click(record);
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toEqual({
      method: "POST",
      path: `/business_days/1/${TODAY}/cash_movements`,
      body: { direction: "out", amount: 3000, reason: "両替" },
    });
  });

  it("lets a manager correct one only with a reason, sending the new values and why", async () => {
    const server = stubDayServer({ session: MANAGER_SESSION });
    await renderPage();
    const table = await screen.findByRole("table", { name: "入出金の一覧" });
    await userEvent.click(within(table).getByRole("button", { name: "訂正" }));
    const dialog = await screen.findByRole("dialog", { name: "入出金の訂正" });
    expect(dialog).toHaveTextContent("訂正前: 出金 ¥2,500（買い出し）");
    const amount = within(dialog).getByRole("textbox", { name: "金額" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "3000");
    await userEvent.click(within(dialog).getByRole("button", { name: "訂正する" }));
    expect(within(dialog).getByText("訂正の理由を入力してください")).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /訂正の理由/ }),
      "レシート確認",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "訂正する" }));
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]).toEqual({
      method: "PUT",
      path: "/cash_movements/11",
      body: {
        direction: "out",
        amount: 3000,
        reason: "買い出し",
        correction_reason: "レシート確認",
      },
    });
  });
});

describe("BusinessDayPage: a closed day", () => {
  it("shows the count, the difference and the changes after the close; no close, no 再開 for a manager", async () => {
    stubDayServer({ session: MANAGER_SESSION, day: closedDay });
    const state = await renderPage();
    expect(state).toHaveTextContent("締め済み");
    expect(screen.getByTestId("closed-by")).toHaveTextContent("締め 11/23 23:45 青木 健");
    expect(screen.getByTestId("difference")).toHaveTextContent("-¥1,000 不足");
    expect(screen.getByText("過不足の理由: お釣りの渡し過ぎ")).toBeInTheDocument();
    const adjustments = screen.getByRole("table", { name: "締め後の訂正" });
    const row = within(adjustments).getAllByRole("row")[1] as HTMLElement;
    for (const text of ["11/24 00:10", "#1042", "取消", "青木 健", "-¥8,000", "返金"]) {
      expect(row).toHaveTextContent(text);
    }
    expect(screen.queryByTestId("close-flow")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "出金を記録" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "訂正" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "営業日を再開" })).not.toBeInTheDocument();
  });

  it("lets an admin reopen it only with a reason", async () => {
    const server = stubDayServer({ session: ADMIN_SESSION, day: closedDay });
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "営業日を再開" }));
    const dialog = await screen.findByRole("dialog", { name: "営業日の再開" });
    await userEvent.click(within(dialog).getByRole("button", { name: "再開する" }));
    expect(within(dialog).getByText("再開の理由を入力してください")).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
  });
});

describe("BusinessDayPage: realtime", () => {
  it("reads the day again when another tablet closes it", async () => {
    let day = openDay();
    const server = stubDayServer({ session: STAFF_SESSION, day: () => day });
    await renderPage();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toContain("/cable?lounge_id=1");
    await act(async () => socket.open());
    day = closedDay();
    await act(async () => socket.message({ type: "business_day", date: TODAY, state: "closed" }));
    await waitFor(() => expect(screen.getByTestId("day-state")).toHaveTextContent("締め済み"));
    expect(server.reads(`/business_days/1/${TODAY}`)).toBeGreaterThanOrEqual(2);
  });
});
