// A member's month under the sheet: opened by a row (click or Enter), the logs by business day with
// 修正済 / 取消, the change history; screen 17's comment dialog; managers' 修正, 取消 (saying what goes
// with the log) and 記録を追加 sending exactly their payloads, asking for a reason and keeping the input
// on a 422; staff get none.
import { Notifications, notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { LOGS, stubSheetServer } from "./attendance-sheet-fixtures";
import { AttendanceSheetPage } from "./attendance-sheet-page";
import { json, MEMBER, refusal } from "./test-fixtures";

beforeEach(() => {
  // The sheet follows the lounge's cable; these tests never open it.
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const CLOCK_IN_VOID = "出勤を取消すと、その勤務（休憩・退勤を含む）をまとめて取消します";

const ORDER_REFUSAL =
  "この修正では記録の順序が成り立ちません（11/23 22:10 の退勤: 出勤していないため退勤できません）";

function serve(options: Parameters<typeof stubSheetServer>[0]) {
  const server = stubSheetServer(options);
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

/** The sheet of 2026-11 with 石田 美咲's month opened by a click on her row. */
async function openMember() {
  renderWithProviders(
    <>
      <Notifications />
      <AttendanceSheetPage />
    </>,
    { path: "/attendance_logs/monthly?month=2026-11" },
  );
  await screen.findByRole("table", { name: "月次勤怠" });
  const row = document.querySelector(`tr[data-staff-id="${MEMBER.id}"]`) as HTMLElement;
  await userEvent.click(within(row).getByText("2日"));
  const section = await screen.findByRole("region", { name: "石田 美咲の記録" });
  await within(section).findByText("11/23 (月)");
  return section;
}

const logRow = (id: number) => document.querySelector(`[data-log-id="${id}"]`) as HTMLElement;

/** Sets the picker's time on the day it shows, through its hour and minute fields. */
async function pickTime(dialog: HTMLElement, hours: string, minutes: string) {
  const picker = within(dialog).getByRole("button", { name: /日時/ });
  const day = (picker.textContent ?? "").slice(0, 10);
  await userEvent.click(picker);
  await userEvent.type(await screen.findByRole("spinbutton", { name: "時", hidden: true }), hours);
  await userEvent.type(screen.getByRole("spinbutton", { name: "分", hidden: true }), minutes);
  await userEvent.click(screen.getByRole("button", { name: "決定", hidden: true }));
  await waitFor(() => expect(picker).toHaveTextContent(`${day} ${hours}:${minutes}`));
  return day.replaceAll("/", "-");
}

describe("AttendanceEntries", () => {
  it("lists the member's logs by business day with badges and the change history", async () => {
    const server = serve({ role: "manager" });
    const section = await openMember();
    const [entriesCall] = server.askedFor("/attendance_logs/entries");
    expect(Object.fromEntries(entriesCall?.searchParams ?? [])).toEqual({
      lounge_id: "1",
      month: "2026-11",
      staff_id: "3",
    });
    expect(
      within(section).getByRole("heading", { name: "石田 美咲の記録（2026年11月）" }),
    ).toBeInTheDocument();

    // The night shift stays on the 23rd, in order; times past midnight name their date.
    const night = section.querySelector('[data-business-day="2026-11-23"]') as HTMLElement;
    const ids = [...night.querySelectorAll("[data-log-id]")].map((el) =>
      el.getAttribute("data-log-id"),
    );
    expect(ids).toEqual(["41", "42", "43", "44"]);
    expect(logRow(41)).toHaveTextContent("22:10出勤");
    expect(logRow(42)).toHaveTextContent("00:00（11/24）休憩開始");
    expect(logRow(44)).toHaveTextContent("05:17（11/24）退勤修正済タクシー");
    expect(within(logRow(41)).queryByText("修正済")).toBeNull();
    // The voided log is marked and offers nothing.
    const wednesday = section.querySelector('[data-business-day="2026-11-25"]') as HTMLElement;
    expect(wednesday).toHaveTextContent("11/25 (水)");
    expect(within(logRow(45)).getByText("取消")).toBeInTheDocument();
    expect(within(logRow(45)).queryByRole("button")).toBeNull();
    expect(
      within(logRow(41))
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["コメント", "修正", "取消"]);

    const history = within(section).getByRole("table", { name: "変更履歴" });
    const rows = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((tr) =>
        within(tr)
          .getAllByRole("cell")
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      [
        "2026/11/24 12:00",
        "青木 健",
        "修正",
        "退勤 11/24 05:00 → 退勤 11/24 05:17",
        "退勤の押し忘れ",
      ],
      ["2026/11/25 19:00", "青木 健", "取消", "出勤 11/25 18:00 → （取消）", "二重登録"],
    ]);
  });

  it("opens a member's month with Enter on the row's name and closes it", async () => {
    serve({ role: "manager" });
    const section = await openMember();
    await userEvent.click(within(section).getByRole("button", { name: "閉じる" }));
    expect(screen.queryByRole("region", { name: "石田 美咲の記録" })).toBeNull();
    const name = screen.getByRole("button", { name: "石田 美咲" });
    name.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("region", { name: "石田 美咲の記録" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "佐藤 花" }));
    expect(await screen.findByRole("region", { name: "佐藤 花の記録" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "石田 美咲の記録" })).toBeNull();
  });

  it("edits a comment on screen 17 (staff, their own logs) and offers staff no correction", async () => {
    const server = serve({
      role: "staff",
      rows: () => [
        {
          staff_id: 3,
          name: MEMBER.name,
          days: 2,
          worked_minutes: 487,
          break_minutes: 60,
          open_shift: false,
        },
      ],
    });
    const section = await openMember();
    expect(within(section).queryByRole("button", { name: "記録を追加" })).toBeNull();
    expect(within(section).queryByRole("button", { name: /^修正/ })).toBeNull();
    expect(within(section).queryByRole("button", { name: /^取消/ })).toBeNull();

    // A log with a comment: the dialog shows it and the field is filled.
    await userEvent.click(within(logRow(44)).getByRole("button", { name: /^コメント/ }));
    let dialog = await screen.findByRole("dialog", {
      name: "コメント（石田 美咲 11/24 05:17 の退勤）",
    });
    expect(within(dialog).getByTestId("current-comment")).toHaveTextContent(
      "現在のコメント: タクシー",
    );
    expect(within(dialog).getByRole("textbox", { name: "コメント" })).toHaveValue("タクシー");
    await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // An empty one reads なし; the PUT carries exactly the comment.
    await userEvent.click(within(logRow(41)).getByRole("button", { name: /^コメント/ }));
    dialog = await screen.findByRole("dialog", {
      name: "コメント（石田 美咲 11/23 22:10 の出勤）",
    });
    expect(within(dialog).getByTestId("current-comment")).toHaveTextContent("現在のコメント: なし");
    const field = within(dialog).getByRole("textbox", { name: "コメント" });
    expect(field).toHaveValue("");
    const sheetReads = server.askedFor("/attendance_logs").length;
    await userEvent.type(field, "遅番に交代");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent).toEqual([
      {
        method: "PUT",
        path: "/attendance_logs/41",
        search: "",
        body: { attendance_log: { comment: "遅番に交代" } },
      },
    ]);
    expect(await screen.findByText("コメントを保存しました")).toBeInTheDocument();
    // The lounge's attendance reads are invalidated: the sheet is read again.
    await waitFor(() =>
      expect(server.askedFor("/attendance_logs").length).toBeGreaterThan(sheetReads),
    );
  });

  it("corrects a log's time with a reason, sending only what changed, the input kept on a 422", async () => {
    const server = serve({
      role: "manager",
      answers: [
        refusal(ORDER_REFUSAL),
        json({ ...LOGS[0], logged_at: "2026-11-23T20:30:00.000Z" }),
      ],
    });
    await openMember();
    await userEvent.click(within(logRow(44)).getByRole("button", { name: /^修正/ }));
    const dialog = await screen.findByRole("dialog", { name: "石田 美咲の記録の修正（渋谷）" });
    expect(within(dialog).getByTestId("current-log")).toHaveTextContent("現在: 11/24 05:17 の退勤");
    const submit = within(dialog).getByRole("button", { name: "修正する" });
    expect(submit).toBeDisabled();

    const day = await pickTime(dialog, "05", "30");
    expect(day).toBe("2026-11-24");
    await userEvent.click(submit);
    expect(await within(dialog).findByText("修正理由を入力してください")).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /理由/ }), "退勤の押し忘れ");
    await userEvent.click(submit);
    expect(await within(dialog).findByText(ORDER_REFUSAL)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        method: "PATCH",
        path: "/attendance_logs/44",
        search: "",
        body: {
          attendance_log: { logged_at: "2026-11-24T05:30:00+09:00", reason: "退勤の押し忘れ" },
        },
      },
    ]);
    expect(within(dialog).getByRole("textbox", { name: /理由/ })).toHaveValue("退勤の押し忘れ");
    expect(within(dialog).getByRole("button", { name: /日時/ })).toHaveTextContent(
      "2026/11/24 05:30",
    );

    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent).toHaveLength(2);
    expect(await screen.findByText("記録を修正しました")).toBeInTheDocument();
  });

  it("corrects a log's type alone", async () => {
    const server = serve({ role: "manager" });
    await openMember();
    await userEvent.click(within(logRow(42)).getByRole("button", { name: /^修正/ }));
    const dialog = await screen.findByRole("dialog", { name: "石田 美咲の記録の修正（渋谷）" });
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /種類/ }), "退勤");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /理由/ }), "押し間違い");
    await userEvent.click(within(dialog).getByRole("button", { name: "修正する" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent).toEqual([
      {
        method: "PATCH",
        path: "/attendance_logs/42",
        search: "",
        body: { attendance_log: { log_type: "clock_out", reason: "押し間違い" } },
      },
    ]);
  });

  it("voids a log after saying what it does, with a required reason", async () => {
    const server = serve({ role: "manager", answers: [refusal(ORDER_REFUSAL)] });
    await openMember();
    await userEvent.click(within(logRow(41)).getByRole("button", { name: /^取消/ }));
    const dialog = await screen.findByRole("dialog", { name: "石田 美咲の記録の取消（渋谷）" });
    expect(dialog).toHaveTextContent("石田 美咲の11/23 22:10 の出勤を取消します");
    expect(dialog).toHaveTextContent(CLOCK_IN_VOID);
    const submit = within(dialog).getByRole("button", { name: "取消する" });
    await userEvent.click(submit);
    expect(await within(dialog).findByText("修正理由を入力してください")).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /理由/ }), "二重登録");
    await userEvent.click(submit);
    expect(await within(dialog).findByText(ORDER_REFUSAL)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /理由/ })).toHaveValue("二重登録");
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const body = { attendance_log: { reason: "二重登録" } };
    expect(server.sent).toEqual([
      { method: "POST", path: "/attendance_logs/41/void", search: "", body },
      { method: "POST", path: "/attendance_logs/41/void", search: "", body },
    ]);
  });

  it("says what goes with the log it voids: a break's other half, a clock-in's whole shift", async () => {
    serve({ role: "manager" });
    await openMember();
    const voidDialogOf = async (id: number) => {
      await userEvent.click(within(logRow(id)).getByRole("button", { name: /^取消/ }));
      return screen.findByRole("dialog", { name: "石田 美咲の記録の取消（渋谷）" });
    };
    const close = async (dialog: HTMLElement) => {
      await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    };
    let dialog = await voidDialogOf(42);
    expect(dialog).toHaveTextContent("休憩開始を取消します");
    expect(dialog).toHaveTextContent("（休憩は開始と終了をまとめて取消します）");
    expect(dialog).not.toHaveTextContent(CLOCK_IN_VOID);
    await close(dialog);

    dialog = await voidDialogOf(44);
    expect(dialog).toHaveTextContent("退勤を取消します");
    expect(dialog).not.toHaveTextContent("まとめて取消します");
    await close(dialog);

    dialog = await voidDialogOf(41);
    expect(dialog).toHaveTextContent(CLOCK_IN_VOID);
    expect(dialog).not.toHaveTextContent("休憩は開始と終了");
  });

  it("adds a forgotten log with type, time and reason, the input kept on a 422", async () => {
    const server = serve({ role: "manager", answers: [refusal(ORDER_REFUSAL)] });
    const section = await openMember();
    await userEvent.click(within(section).getByRole("button", { name: "記録を追加" }));
    const dialog = await screen.findByRole("dialog", { name: "石田 美咲の記録の追加（渋谷）" });
    const submit = within(dialog).getByRole("button", { name: "追加する" });
    await userEvent.click(submit);
    expect(
      await within(dialog).findByText("種類は出勤・休憩開始・休憩終了・退勤から選んでください"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("修正理由を入力してください")).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /種類/ }), "退勤");
    const day = await pickTime(dialog, "05", "10");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /理由/ }), "退勤の押し忘れ");
    await userEvent.click(submit);
    expect(await within(dialog).findByText(ORDER_REFUSAL)).toBeInTheDocument();
    expect(server.sent).toEqual([
      {
        method: "POST",
        path: "/attendance_logs",
        search: "",
        body: {
          attendance_log: {
            staff_id: 3,
            lounge_id: 1,
            log_type: "clock_out",
            logged_at: `${day}T05:10:00+09:00`,
            reason: "退勤の押し忘れ",
          },
        },
      },
    ]);
    expect(within(dialog).getByRole("combobox", { name: /種類/ })).toHaveValue("clock_out");
    expect(within(dialog).getByRole("textbox", { name: /理由/ })).toHaveValue("退勤の押し忘れ");

    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.sent).toHaveLength(2);
    expect(await screen.findByText("記録を追加しました")).toBeInTheDocument();
  });
});
