// Screen 12 from the attendance page: the staff selector follows the lounge selector (filled from
// /attendance_logs/staff_list, cleared and refilled on a change), submit waits for a log type, a
// manager's time needs a reason, staff record themselves only, the server's refusals land on the form,
// and a 退勤漏れ？ row's 退勤時刻を記録 opens it on that member's clock-out, asking for time and reason.
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { AttendancePage } from "./attendance-page";
import { STATES, stateRow, stubPageServer } from "./attendance-page-fixtures";
import { json, MANAGER_SESSION, MEMBER, NOW, refusal, STAFF_SESSION } from "./test-fixtures";

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

async function openForm() {
  renderWithProviders(
    <>
      <Notifications />
      <AttendancePage />
    </>,
  );
  await userEvent.click(await screen.findByRole("button", { name: "勤怠を記録" }));
  return screen.findByRole("dialog");
}

/** Picks a day in the picker's calendar and a time through its hour and minute fields. */
async function pickTime(dialog: HTMLElement, day: string, hour: string, minute: string) {
  await userEvent.click(within(dialog).getByRole("button", { name: /時刻/ }));
  await userEvent.click(await screen.findByRole("button", { name: day, hidden: true }));
  await userEvent.type(screen.getByRole("spinbutton", { name: "時", hidden: true }), hour);
  await userEvent.type(screen.getByRole("spinbutton", { name: "分", hidden: true }), minute);
  await userEvent.click(screen.getByRole("button", { name: "決定", hidden: true }));
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((o) => o.textContent);

describe("AttendanceFormModal", () => {
  it("fills the staff selector from the lounge's list, and clears and refills it on a lounge change", async () => {
    const server = stubPageServer({ session: MANAGER_SESSION });
    const dialog = await openForm();
    expect(dialog).toHaveAccessibleName("勤怠を記録（渋谷）");
    const lounge = within(dialog).getByRole("combobox", { name: "店舗" });
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    expect(optionsOf(lounge)).toEqual(["渋谷", "新宿"]);
    await waitFor(() =>
      expect(optionsOf(staff)).toEqual(["選んでください", "石田 美咲", "田中 葵"]),
    );
    expect(staff).toHaveValue("");
    await userEvent.selectOptions(staff, "田中 葵");
    expect(staff).toHaveValue("21");

    await userEvent.selectOptions(lounge, "新宿");
    expect(staff).toHaveValue("");
    await waitFor(() => expect(optionsOf(staff)).toEqual(["選んでください", "山本 結衣"]));
    expect(dialog).toHaveAccessibleName("勤怠を記録（新宿）");
    expect(
      server.sent.filter((s) => s.path === "/attendance_logs/staff_list").map((s) => s.search),
    ).toEqual(["?lounge_id=1", "?lounge_id=2"]);
  });

  it("keeps submit disabled until a log type is chosen, then posts the choice", async () => {
    const server = stubPageServer({ session: MANAGER_SESSION });
    const dialog = await openForm();
    const submit = within(dialog).getByRole("button", { name: "記録する" });
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    await waitFor(() => expect(optionsOf(staff)).toContain("田中 葵"));
    await userEvent.selectOptions(staff, "田中 葵");
    expect(submit).toBeDisabled();
    for (const label of ["出勤", "休憩開始", "休憩終了", "退勤"]) {
      expect(within(dialog).getByRole("radio", { name: label })).not.toBeChecked();
    }

    await userEvent.click(within(dialog).getByRole("radio", { name: "退勤" }));
    expect(within(dialog).getByRole("radio", { name: "退勤" })).toBeChecked();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts().map((p) => p.body)).toEqual([
      { attendance_log: { staff_id: 21, lounge_id: 1, log_type: "clock_out" } },
    ]);
    expect(await screen.findByText("田中 葵の退勤を記録しました")).toBeInTheDocument();
  });

  it("asks a manager for a reason when a time is given, and sends both", async () => {
    const server = stubPageServer({ session: MANAGER_SESSION });
    const dialog = await openForm();
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    await waitFor(() => expect(optionsOf(staff)).toContain("石田 美咲"));
    await userEvent.selectOptions(staff, "石田 美咲");
    await userEvent.click(within(dialog).getByRole("radio", { name: "出勤" }));
    expect(within(dialog).queryByLabelText(/修正理由/)).not.toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText("コメント"), "打刻忘れ");
    await pickTime(dialog, "22 11月 2026", "22", "10");
    const reason = await within(dialog).findByLabelText(/修正理由/);

    // A time without a reason: the form says so and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    expect(await within(dialog).findByText("修正理由を入力してください")).toBeInTheDocument();
    expect(server.posts()).toEqual([]);

    await userEvent.type(reason, "出勤の打刻漏れ");
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts().map((p) => p.body)).toEqual([
      {
        attendance_log: {
          staff_id: MEMBER.id,
          lounge_id: 1,
          log_type: "clock_in",
          comment: "打刻忘れ",
          logged_at: "2026-11-22T22:10:00+09:00",
          reason: "出勤の打刻漏れ",
        },
      },
    ]);
  });
});

describe("AttendanceFormModal: staff and refusals", () => {
  it("gives staff their own name, chosen and fixed, and no time", async () => {
    const server = stubPageServer({ session: STAFF_SESSION });
    const dialog = await openForm();
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    expect(staff).toBeDisabled();
    expect(staff).toHaveValue(String(MEMBER.id));
    expect(optionsOf(staff)).toEqual(["石田 美咲"]);
    expect(within(dialog).queryByRole("button", { name: /時刻/ })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("radio", { name: "休憩開始" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts().map((p) => p.body)).toEqual([
      { attendance_log: { staff_id: MEMBER.id, lounge_id: 1, log_type: "break_start" } },
    ]);
    expect(server.sent.some((s) => s.path === "/attendance_logs/staff_list")).toBe(false);
  });

  it("shows the server's refusal on the form and its field message on the field", async () => {
    const answers = [
      refusal("既に出勤しています"),
      json(
        {
          error: {
            code: "unprocessable",
            message: "未来の時刻は記録できません",
            fields: { logged_at: "未来の時刻は記録できません" },
          },
        },
        422,
      ),
    ];
    const server = stubPageServer({
      session: MANAGER_SESSION,
      answer: () => answers.shift() ?? refusal("?"),
    });
    const dialog = await openForm();
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    await waitFor(() => expect(optionsOf(staff)).toContain("田中 葵"));
    await userEvent.selectOptions(staff, "田中 葵");
    await userEvent.click(within(dialog).getByRole("radio", { name: "出勤" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("既に出勤しています");

    await pickTime(dialog, "24 11月 2026", "09", "00");
    await userEvent.type(await within(dialog).findByLabelText(/修正理由/), "記録漏れ");
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    await waitFor(() =>
      expect(within(dialog).getAllByText("未来の時刻は記録できません")).toHaveLength(2),
    );
    expect(server.posts()).toHaveLength(2);
    expect(screen.getByRole("dialog")).toBe(dialog);
  });
});

describe("AttendanceFormModal: a forgotten clock-out", () => {
  it("opens from a 退勤漏れ？ row on the member's clock-out and asks for its time and reason", async () => {
    const server = stubPageServer({
      session: MANAGER_SESSION,
      // 田中 clocked in at 04:00 (business day 11/22), 17 hours ago, and never clocked out.
      states: () =>
        STATES.map((row) =>
          row.staff_id === 21
            ? stateRow(21, "田中 葵", "working", "2026-11-22T19:00:00.000Z")
            : row,
        ),
    });
    renderWithProviders(
      <>
        <Notifications />
        <AttendancePage />
      </>,
    );
    await screen.findByRole("table", { name: "勤怠状態" });
    const row = screen.getByText("田中 葵").closest("tr") as HTMLElement;
    await userEvent.click(within(row).getByRole("button", { name: "退勤時刻を記録" }));
    const dialog = await screen.findByRole("dialog", { name: "勤怠を記録（渋谷）" });
    expect(within(dialog).getByTestId("missing-clock-out")).toHaveTextContent(
      "田中 葵の勤務は16時間以上前に始まり、退勤が記録されていません",
    );
    const staff = within(dialog).getByRole("combobox", { name: /スタッフ/ });
    await waitFor(() => expect(optionsOf(staff)).toContain("田中 葵"));
    expect(staff).toHaveValue("21");
    expect(within(dialog).getByRole("radio", { name: "退勤" })).toBeChecked();
    // The time is what is missing: the keyboard starts there, the reason is asked beside it.
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /時刻/ })).toHaveFocus());
    const reason = within(dialog).getByLabelText(/修正理由/);

    // Without a time nothing is sent: a clock-out now would be refused.
    const submit = within(dialog).getByRole("button", { name: "記録する" });
    await userEvent.click(submit);
    expect(await within(dialog).findByText("退勤した時刻を選んでください")).toBeInTheDocument();
    expect(server.posts()).toEqual([]);

    await pickTime(dialog, "23 11月 2026", "05", "00");
    await userEvent.type(reason, "退勤の打刻漏れ");
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts().map((p) => p.body)).toEqual([
      {
        attendance_log: {
          staff_id: 21,
          lounge_id: 1,
          log_type: "clock_out",
          logged_at: "2026-11-23T05:00:00+09:00",
          reason: "退勤の打刻漏れ",
        },
      },
    ]);
    expect(await screen.findByText("田中 葵の退勤を記録しました")).toBeInTheDocument();
  });
});
