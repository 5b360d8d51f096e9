// The event-log page's correction dialog: sends exactly the PUT body (the picked wall time in the
// lounge's zone as an instant with its offset), shows the server's refusal keeping the input, and on
// success refreshes the table and the 修正履歴; staff get no 修正 button.
import type { EventLog, EventLogCorrection } from "@lounge-office/domain/floor";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonFetch, renderWithProviders } from "../../../../test/render";
import { EventLogsPage } from "./event-logs-page";
import { json, MANAGER_SESSION } from "./test-fixtures";

const log = (id: number, extra: Partial<EventLog>): EventLog => ({
  id,
  customer_group_id: 12,
  seat_id: 3,
  seat_name: `A${id}`,
  status: "solo",
  start_at: "2026-05-01T11:00:00.000Z",
  end_at: null,
  sojourn_time_js: 30,
  ...extra,
});
// 20:00–20:30 and 20:30–(在席中) in Asia/Tokyo.
const LOGS = [
  log(31, { end_at: "2026-05-01T11:30:00.000Z" }),
  log(32, { status: "share", start_at: "2026-05-01T11:30:00.000Z", sojourn_time_js: 45 }),
];
const CORRECTION: EventLogCorrection = {
  id: 5,
  event_log_id: 31,
  staff_id: 7,
  staff_name: "青木 健",
  reason: "入店の記録漏れ",
  old_start_at: "2026-05-01T11:00:00.000Z",
  old_end_at: "2026-05-01T11:30:00.000Z",
  new_start_at: "2026-05-01T10:45:00.000Z",
  new_end_at: "2026-05-01T11:30:00.000Z",
  corrected_at: "2026-05-01T12:00:00.000Z",
};
const REFUSAL = "前の滞在記録と重なります。開始時刻を前の記録の終了時刻以降にしてください";

afterEach(() => vi.unstubAllGlobals());

function stub(answers: Response[], session = MANAGER_SESSION) {
  const sent: { method?: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": session,
      "/event_logs": LOGS,
      "/event_logs/corrections": [],
      "/event_logs/31": (url: URL, init?: RequestInit) => {
        sent.push({
          method: init?.method,
          path: url.pathname,
          body: JSON.parse(String(init?.body)),
        });
        return answers.shift() ?? json({ error: { code: "internal", message: "?" } }, 500);
      },
    }),
  );
  return sent;
}

const openPage = async () => {
  renderWithProviders(<EventLogsPage />, { path: "/event_logs?q[customer_group_id_eq]=12" });
  await screen.findAllByText("A31");
  return document.querySelector('[data-event-log-id="31"]') as HTMLElement;
};

/** Picks 19:45 on the start's own day through the picker's time fields. */
async function pickStart(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole("button", { name: /開始/ }));
  const hours = await screen.findByRole("spinbutton", { name: "時", hidden: true });
  await userEvent.type(hours, "19");
  await userEvent.type(screen.getByRole("spinbutton", { name: "分", hidden: true }), "45");
  await userEvent.click(screen.getByRole("button", { name: "決定", hidden: true }));
  await waitFor(() =>
    expect(within(dialog).getByRole("button", { name: /開始/ })).toHaveTextContent(
      "2026/05/01 19:45",
    ),
  );
}

describe("EventLogCorrectionModal", () => {
  it("sends the body exactly, keeps the input on a refusal, then refreshes table and history", async () => {
    const sent = stub([
      json({ error: { code: "unprocessable", message: REFUSAL } }, 422),
      json({
        event_logs: [
          { ...LOGS[0], start_at: CORRECTION.new_start_at, sojourn_time_js: 45 },
          LOGS[1],
        ],
        corrections: [CORRECTION],
      }),
    ]);
    const row = await openPage();
    expect(await screen.findByText("修正履歴はありません")).toBeInTheDocument();

    await userEvent.click(within(row).getByRole("button", { name: "修正" }));
    const dialog = await screen.findByRole("dialog", { name: "滞在記録の修正（A31）" });
    expect(within(dialog).getByTestId("current-times")).toHaveTextContent(
      "2026/05/01 20:00 〜 2026/05/01 20:30",
    );
    await pickStart(dialog);
    await userEvent.type(within(dialog).getByLabelText(/理由/), "入店の記録漏れ");
    await userEvent.click(within(dialog).getByRole("button", { name: "修正する" }));

    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/event_logs/31",
        body: {
          event_log: {
            start_at: "2026-05-01T19:45:00+09:00",
            end_at: "2026-05-01T11:30:00.000Z",
            reason: "入店の記録漏れ",
          },
        },
      },
    ]);
    // Still open, with what was typed.
    expect(within(dialog).getByLabelText(/理由/)).toHaveValue("入店の記録漏れ");
    expect(within(dialog).getByRole("button", { name: /開始/ })).toHaveTextContent(
      "2026/05/01 19:45",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "修正する" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
    expect(within(row).getByText("2026/05/01 19:45")).toBeInTheDocument();
    const history = screen.getByRole("table", { name: "修正履歴" });
    expect(within(history).getByText("青木 健")).toBeInTheDocument();
    expect(within(history).getByText("入店の記録漏れ")).toBeInTheDocument();
    expect(within(history).getByText("→ 2026/05/01 19:45 〜 2026/05/01 20:30")).toBeInTheDocument();
  });

  it("asks for a reason before sending, and keeps the open log's end 在席中", async () => {
    const sent = stub([]);
    await openPage();
    const openRow = document.querySelector('[data-event-log-id="32"]') as HTMLElement;
    await userEvent.click(within(openRow).getByRole("button", { name: "修正" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("終了")).toHaveValue("在席中");
    expect(within(dialog).getByLabelText("終了")).toBeDisabled();

    await userEvent.click(within(dialog).getByRole("button", { name: "修正する" }));

    expect(await within(dialog).findByText("理由を入力してください")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("offers no 修正 button to staff", async () => {
    stub([], {
      ...MANAGER_SESSION,
      staff: { ...MANAGER_SESSION.staff, role: "staff", role_ja: "スタッフ" },
    });
    const row = await openPage();
    expect(within(row).queryByRole("button", { name: "修正" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "修正履歴" })).toBeInTheDocument();
  });
});
