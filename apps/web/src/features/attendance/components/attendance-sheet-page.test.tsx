// The monthly sheet: each member's figures as `H:mm（分）`, the open-shift badge, the total row from
// the domain's totals, an empty month, the month selector (opening on the lounge's business month),
// the CSV of the lounge and month (the button loading meanwhile; a refusal in a notification), and the
// lounge's cable reading the sheet again.
import { nextMonth, previousMonth } from "@lounge-office/domain/attendance";
import { businessDayOf } from "@lounge-office/domain/shared";
import { Notifications, notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket } from "../../../test/fake-web-socket";
import { renderWithProviders } from "../../../test/render";
import { ROWS, stubSheetServer } from "./attendance-sheet-fixtures";
import { AttendanceSheetPage } from "./attendance-sheet-page";
import { MEMBER, refusal, SHIBUYA } from "./test-fixtures";

const { createObjectURL, revokeObjectURL } = URL;

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(options: Parameters<typeof stubSheetServer>[0]) {
  const server = stubSheetServer(options);
  vi.stubGlobal("fetch", server.fetch);
  return server;
}

const render = (path = "/attendance_logs/monthly?month=2026-11") =>
  renderWithProviders(
    <>
      <Notifications />
      <AttendanceSheetPage />
    </>,
    { path },
  );

const row = (staffId: number) =>
  document.querySelector(`tr[data-staff-id="${staffId}"]`) as HTMLElement;

describe("AttendanceSheetPage", () => {
  it("shows each member's days, minutes and breaks, the open-shift badge and the total row", async () => {
    const server = serve({ role: "manager" });
    render();
    const table = await screen.findByRole("table", { name: "月次勤怠" });
    expect(screen.getByRole("heading", { name: "月次勤怠" })).toBeInTheDocument();
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("渋谷");
    expect(screen.getByRole("link", { name: "勤怠" })).toHaveAttribute("href", "/attendance_logs");
    const [sheetCall] = server.askedFor("/attendance_logs");
    expect(sheetCall?.searchParams.get("lounge_id")).toBe("1");
    expect(sheetCall?.searchParams.get("month")).toBe("2026-11");

    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["名前", "出勤日数", "勤務時間", "休憩"]);
    const ishida = within(row(3))
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(ishida).toEqual(["石田 美咲", "2日", "8:07（487分）", "1:00（60分）"]);
    expect(within(row(3)).queryByText("退勤漏れあり")).toBeNull();
    expect(within(row(8)).getByText("退勤漏れあり")).toBeInTheDocument();
    expect(within(row(8)).getAllByRole("cell")[2]).toHaveTextContent("5:00（300分）");

    const total = screen.getByTestId("sheet-total");
    const totals = within(total)
      .getAllByRole("cell")
      .map((td) => td.textContent);
    expect(totals).toEqual(["合計退勤漏れ 1名", "3日", "13:07（787分）", "1:30（90分）"]);
    expect(screen.getByText(/その勤務の時間は集計に含まれません/)).toBeInTheDocument();
  });

  it("says so for a month without records, with no total row", async () => {
    serve({ role: "manager", rows: () => [] });
    render("/attendance_logs/monthly?month=2026-12");
    expect(await screen.findByTestId("sheet-empty")).toHaveTextContent(
      "2026年12月の勤怠記録はありません",
    );
    expect(screen.queryByRole("table", { name: "月次勤怠" })).toBeNull();
    expect(screen.queryByTestId("sheet-total")).toBeNull();
  });

  it("opens on the lounge's current business month and moves by 前月, 翌月 and the month input", async () => {
    const server = serve({ role: "staff" });
    render("/attendance_logs/monthly");
    await screen.findByRole("table", { name: "月次勤怠" });
    const current = businessDayOf(new Date().toISOString(), {
      timeZone: SHIBUYA.time_zone,
      cutoff: SHIBUYA.business_day_cutoff,
    }).slice(0, 7);
    const months = () =>
      server.askedFor("/attendance_logs").map((u) => u.searchParams.get("month"));
    expect(months()).toEqual([current]);
    const input = screen.getByLabelText("対象月");
    expect(input).toHaveValue(current);

    await userEvent.click(screen.getByRole("button", { name: "前月" }));
    await waitFor(() => expect(months().at(-1)).toBe(previousMonth(current)));
    expect(input).toHaveValue(previousMonth(current));

    await userEvent.click(screen.getByRole("button", { name: "翌月" }));
    await userEvent.click(screen.getByRole("button", { name: "翌月" }));
    await waitFor(() => expect(months().at(-1)).toBe(nextMonth(current)));

    fireEvent.change(input, { target: { value: "2025-04" } });
    await waitFor(() => expect(months().at(-1)).toBe("2025-04"));
    expect(await screen.findByText(/^2025年4月/)).toBeInTheDocument();
    // Every call was for the session's lounge.
    expect(
      server.askedFor("/attendance_logs").every((u) => u.searchParams.get("lounge_id") === "1"),
    ).toBe(true);
  });

  it("downloads the CSV of the lounge and month as sent, the button loading meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    const bytes = "\uFEFFスタッフID,名前\r\n,合計\r\n";
    const server = serve({
      role: "manager",
      csv: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:attendance";
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render();
    await screen.findByRole("table", { name: "月次勤怠" });

    const button = screen.getByRole("button", { name: "CSVダウンロード" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("data-loading"));
    const [csvCall] = server.askedFor("/attendance_logs/export");
    expect(csvCall?.searchParams.get("lounge_id")).toBe("1");
    expect(csvCall?.searchParams.get("month")).toBe("2026-11");
    expect(click).not.toHaveBeenCalled();

    answer(
      new Response(bytes, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": 'attachment; filename="attendance_shibuya_2026-11.csv"',
        },
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("attendance_shibuya_2026-11.csv");
    expect(link.getAttribute("href")).toBe("blob:attendance");
    // The bytes as the server sent them, the BOM included.
    const saved0 = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    expect([...saved0.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(saved0)).toBe(bytes.slice(1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:attendance");
    await waitFor(() => expect(button).not.toHaveAttribute("data-loading"));
  });

  it("says in a notification why the CSV could not be downloaded", async () => {
    serve({ role: "staff", csv: () => refusal("この店舗の勤怠は表示できません", 403) });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    render();
    await screen.findByRole("table", { name: "月次勤怠" });
    await userEvent.click(screen.getByRole("button", { name: "CSVダウンロード" }));
    expect(await screen.findByText("CSVをダウンロードできませんでした")).toBeInTheDocument();
    expect(screen.getByText("この店舗の勤怠は表示できません")).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it("reads the sheet again when the lounge's cable connects and on an attendance message", async () => {
    let worked = 487;
    const server = serve({
      role: "manager",
      rows: () =>
        ROWS.map((r) => (r.staff_id === MEMBER.id ? { ...r, worked_minutes: worked } : r)),
    });
    render();
    await screen.findByRole("table", { name: "月次勤怠" });
    const sheetReads = () => server.askedFor("/attendance_logs").length;
    expect(sheetReads()).toBe(1);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toContain("/cable?lounge_id=1");

    // (Re)connected: whatever was recorded meanwhile is only in the database.
    await act(async () => socket.open());
    await waitFor(() => expect(sheetReads()).toBe(2));

    // A manager's tablet corrects 石田's clock-out: her minutes change here at once.
    worked = 547;
    await act(async () =>
      socket.message({ type: "attendance", staff_id: MEMBER.id, state: "off" }),
    );
    await waitFor(() =>
      expect(within(row(MEMBER.id)).getAllByRole("cell")[2]).toHaveTextContent("9:07（547分）"),
    );
    expect(sheetReads()).toBe(3);

    // Other messages do not read it.
    await act(async () => socket.message({ type: "ping", at: new Date().toISOString() }));
    expect(sheetReads()).toBe(3);
  });
});
