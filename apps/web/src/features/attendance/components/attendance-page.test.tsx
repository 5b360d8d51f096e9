// The attendance screen: a row per staff member with the state's badge and since when, the buttons the
// state allows (every row for managers, one's own row for staff) and none on a 退勤漏れ？ row (managers
// get 退勤時刻を記録), a confirmation naming the member and the action before exactly the contract's
// payload is sent, the server's refusal in the modal, one record per double tap, and the lounge's cable
// refreshing the rows.
import { Notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { AttendancePage, MONTHLY_PATH } from "./attendance-page";
import { loggedAs, STATES, stateRow, stubPageServer } from "./attendance-page-fixtures";
import { json, MANAGER_SESSION, MEMBER, NOW, refusal, STAFF_SESSION } from "./test-fixtures";

beforeEach(() => {
  // Only the clock is fixed: timers stay real, so queries, modals and the socket run as they do.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage() {
  renderWithProviders(
    <>
      <Notifications />
      <AttendancePage />
    </>,
  );
  return screen.findByRole("table", { name: "勤怠状態" });
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const buttonsOf = (name: string) =>
  within(rowOf(name))
    .queryAllByRole("button")
    .map((b) => b.textContent);

describe("AttendancePage: rows and buttons", () => {
  it("shows every staff member's state badge and since when, 退勤漏れ？ past 16 hours", async () => {
    stubPageServer({
      session: MANAGER_SESSION,
      states: () => [
        ...STATES,
        // Clocked out yesterday evening (another business day): the date shows.
        stateRow(23, "小林 舞", "off", "2026-11-22T14:30:00.000Z"),
        // Working since 01:30 today (still business day 11/22): over 16 hours ago.
        stateRow(24, "高橋 凛", "working", "2026-11-22T16:30:00.000Z"),
        // 05:30 on the 23rd is still the 22nd's business day (cut-off 06:00): 15.5 hours, dated.
        stateRow(25, "伊藤 楓", "on_break", "2026-11-22T20:30:00.000Z"),
        // On a break since 18:00 today, in a shift that began 24 hours ago: the shift counts.
        stateRow(26, "森 花子", "on_break", "2026-11-23T09:00:00.000Z", "2026-11-22T12:00:00.000Z"),
      ],
    });
    const table = await renderPage();
    expect(within(table).getAllByRole("row")).toHaveLength(8);
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("渋谷");
    expect(screen.getByRole("heading", { name: "勤怠" })).toBeInTheDocument();

    const expectRow = (name: string, badge: string, color: string, since: string) => {
      const row = rowOf(name);
      const state = within(row).getByText(badge);
      expect(state.closest(".mantine-Badge-root")).toHaveStyle({
        "--badge-bg": `var(--mantine-color-${color}-light)`,
      });
      expect(row).toHaveTextContent(since);
    };
    expectRow("石田 美咲", "勤務外", "gray", "—");
    expectRow("田中 葵", "勤務中", "green", "18:05");
    expectRow("鈴木 玲奈", "休憩中", "orange", "20:40");
    expectRow("小林 舞", "勤務外", "gray", "11/22 23:30");
    expectRow("高橋 凛", "勤務中", "green", "11/23 01:30");
    expectRow("伊藤 楓", "休憩中", "orange", "11/23 05:30");
    expect(within(rowOf("田中 葵")).getByText(/\d\d:\d\d/).textContent).toBe("18:05");

    expect(within(rowOf("高橋 凛")).getByText("退勤漏れ？")).toBeInTheDocument();
    expect(within(rowOf("森 花子")).getByText("退勤漏れ？")).toBeInTheDocument();
    for (const name of ["石田 美咲", "田中 葵", "鈴木 玲奈", "小林 舞", "伊藤 楓"]) {
      expect(within(rowOf(name)).queryByText("退勤漏れ？")).not.toBeInTheDocument();
    }
  });

  it("gives a manager the buttons each state allows on every row", async () => {
    stubPageServer({ session: MANAGER_SESSION });
    await renderPage();
    expect(buttonsOf("石田 美咲")).toEqual(["出勤"]);
    expect(buttonsOf("田中 葵")).toEqual(["休憩開始", "退勤"]);
    expect(buttonsOf("鈴木 玲奈")).toEqual(["休憩終了"]);
  });

  it("gives staff the buttons on their own row only", async () => {
    stubPageServer({
      session: STAFF_SESSION,
      states: () => [
        stateRow(MEMBER.id, "石田 美咲", "working", "2026-11-23T09:00:00.000Z"),
        ...STATES.slice(1),
      ],
    });
    await renderPage();
    expect(buttonsOf("石田 美咲")).toEqual(["休憩開始", "退勤"]);
    expect(buttonsOf("田中 葵")).toEqual([]);
    expect(buttonsOf("鈴木 玲奈")).toEqual([]);
  });

  it("offers staff no live step on their 退勤漏れ？ row (16 hours or more) and says whom to ask", async () => {
    stubPageServer({
      session: STAFF_SESSION,
      states: () => [
        // 16 hours ago to the minute: the server refuses a live step in this shift.
        stateRow(MEMBER.id, MEMBER.name, "working", "2026-11-22T20:00:00.000Z"),
        ...STATES.slice(1),
      ],
    });
    await renderPage();
    expect(within(rowOf(MEMBER.name)).getByText("退勤漏れ？")).toBeInTheDocument();
    expect(buttonsOf(MEMBER.name)).toEqual([]);
    expect(rowOf(MEMBER.name)).toHaveTextContent("店長に退勤時刻の記録を依頼してください");
    expect(rowOf("田中 葵")).not.toHaveTextContent("店長に退勤時刻の記録を依頼してください");
  });

  it("gives a manager 退勤時刻を記録 instead of the live buttons on a 退勤漏れ？ row", async () => {
    stubPageServer({
      session: MANAGER_SESSION,
      states: () => [
        ...STATES,
        // 16 hours ago to the minute, and a minute short of it.
        stateRow(23, "小林 舞", "on_break", "2026-11-22T20:00:00.000Z"),
        stateRow(24, "高橋 凛", "working", "2026-11-22T20:01:00.000Z"),
      ],
    });
    await renderPage();
    expect(within(rowOf("小林 舞")).getByText("退勤漏れ？")).toBeInTheDocument();
    expect(buttonsOf("小林 舞")).toEqual(["退勤時刻を記録"]);
    expect(within(rowOf("高橋 凛")).queryByText("退勤漏れ？")).not.toBeInTheDocument();
    expect(buttonsOf("高橋 凛")).toEqual(["休憩開始", "退勤"]);
    expect(buttonsOf("鈴木 玲奈")).toEqual(["休憩終了"]);
  });

  it("links 月次勤怠 to the monthly sheet", async () => {
    stubPageServer({ session: STAFF_SESSION });
    await renderPage();
    expect(screen.getByRole("link", { name: "月次勤怠" })).toHaveAttribute("href", MONTHLY_PATH);
  });
});

describe("AttendancePage: recording", () => {
  it("asks with the member's name and the action, then posts exactly the contract's payload", async () => {
    const server = stubPageServer({ session: MANAGER_SESSION });
    await renderPage();
    await userEvent.click(within(rowOf("石田 美咲")).getByRole("button", { name: "出勤" }));
    const dialog = await screen.findByRole("dialog", { name: "勤怠の記録（渋谷）" });
    expect(dialog).toHaveTextContent("「石田 美咲」の出勤を記録しますか？");
    expect(server.posts()).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts()).toEqual([
      {
        method: "POST",
        path: "/attendance_logs",
        search: "",
        body: { attendance_log: { staff_id: MEMBER.id, lounge_id: 1, log_type: "clock_in" } },
      },
    ]);
    expect(await screen.findByText("石田 美咲の出勤を記録しました")).toBeInTheDocument();
  });

  it("posts nothing on キャンセル", async () => {
    const server = stubPageServer({ session: MANAGER_SESSION });
    await renderPage();
    await userEvent.click(within(rowOf("田中 葵")).getByRole("button", { name: "退勤" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("「田中 葵」の退勤を記録しますか？");
    await userEvent.click(within(dialog).getByRole("button", { name: "キャンセル" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts()).toEqual([]);
  });

  it("shows the server's refusal in the modal and stays open", async () => {
    const message = "休憩中です。先に休憩終了を記録してください";
    const server = stubPageServer({ session: MANAGER_SESSION, answer: () => refusal(message) });
    await renderPage();
    await userEvent.click(within(rowOf("田中 葵")).getByRole("button", { name: "退勤" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "記録する" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("dialog")).toBe(dialog);
    expect(server.posts()).toHaveLength(1);
    expect(screen.queryByText("田中 葵の退勤を記録しました")).not.toBeInTheDocument();
  });

  it("records once when OK is tapped twice", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = stubPageServer({
      session: STAFF_SESSION,
      answer: async (body) => {
        await held;
        return json(loggedAs(body.attendance_log, MEMBER.name), 201);
      },
    });
    await renderPage();
    await userEvent.click(within(rowOf("石田 美咲")).getByRole("button", { name: "出勤" }));
    const ok = within(await screen.findByRole("dialog")).getByRole("button", { name: "記録する" });
    // Two taps before React renders again (the pending state has not reached the button yet)…
    act(() => {
      fireEvent.click(ok);
      fireEvent.click(ok);
    });
    // …and more while the answer is awaited.
    await userEvent.dblClick(ok);
    release();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.posts()).toHaveLength(1);
  });

  it("works by keyboard: the row's button, then Enter on 記録する", async () => {
    const server = stubPageServer({ session: STAFF_SESSION });
    await renderPage();
    within(rowOf("石田 美咲")).getByRole("button", { name: "出勤" }).focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "記録する" })).toHaveFocus(),
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(server.posts()).toHaveLength(1));
  });
});

describe("AttendancePage: realtime", () => {
  it("opens the lounge's cable and reads the states again on an attendance message", async () => {
    let states = STATES;
    const server = stubPageServer({ session: STAFF_SESSION, states: () => states });
    await renderPage();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toContain("/cable?lounge_id=1");
    await act(async () => socket.open());
    await waitFor(() => expect(server.stateReads()).toBe(2)); // the page's read, and the connect's
    expect(screen.getByTestId("cable-status")).toHaveTextContent("接続中");

    // Another tablet clocks 石田 in.
    states = [stateRow(MEMBER.id, "石田 美咲", "working", NOW.toISOString()), ...STATES.slice(1)];
    await act(async () =>
      socket.message({ type: "attendance", staff_id: MEMBER.id, state: "working" }),
    );
    await waitFor(() => expect(within(rowOf("石田 美咲")).getByText("勤務中")).toBeInTheDocument());
    expect(server.stateReads()).toBe(3);
    expect(buttonsOf("石田 美咲")).toEqual(["休憩開始", "退勤"]);

    // Other messages do not read the states.
    await act(async () => socket.message({ type: "ping", at: NOW.toISOString() }));
    expect(server.stateReads()).toBe(3);
  });
});
