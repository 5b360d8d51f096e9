// The printers page: the lounge's devices in a table, the add/edit form checked by the contract's
// schema (the port follows the scheme while it is a default), delete only after confirming, and the
// device screen watching every device from this tablet while open, with this tablet's monitor
// setting (the transport mocked: no LAN in jsdom).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type EposOutcome, sendEpos } from "../../../lib/epos-transport";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { PrintersPage, RELOAD_NOTE } from "./printers-page";
import {
  DISPLAY,
  failed,
  HTTP_PRINTER,
  MANAGER_SESSION,
  ONLINE,
  RECEIPT_PRINTER,
} from "./test-fixtures";

vi.mock("../../../lib/epos-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/epos-transport")>()),
  sendEpos: vi.fn(),
}));
// The envelopes are the domain's business (tested there); here they only need to be told apart.
vi.mock("@lounge-office/domain/shared", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@lounge-office/domain/shared")>()),
  eposProbeXml: () => "<probe/>",
  eposDisplayXml: (lines: string[]) => `<display>${lines.join("|")}</display>`,
}));

const send = vi.mocked(sendEpos);
// A function returned from beforeEach is a clean-up hook: return nothing.
beforeEach(() => {
  send.mockReset();
  // The device screen asks every device as soon as the page opens.
  send.mockResolvedValue(ONLINE);
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Sent = { method?: string; path: string; search: string; body: unknown };

function stubServer(printers: unknown[], answer?: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const record = (url: URL, init?: RequestInit) => {
    const entry = {
      method: init?.method ?? "GET",
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    if (entry.method !== "GET") sent.push(entry);
    if (entry.method === "GET") return new Response(JSON.stringify({ printers }));
    return answer?.(entry) ?? new Response(JSON.stringify({ ok: true }));
  };
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/session": MANAGER_SESSION,
      "/printers": record,
      "/printers/7": record,
    }),
  );
  return sent;
}

async function renderPage() {
  renderWithProviders(<PrintersPage />);
  return screen.findByRole("table", { name: "プリンター一覧" });
}

/** The table's rows once the devices are read (the header row shows before they are). */
async function rowsOf(table: HTMLElement, count: number) {
  await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(count));
  return within(table).getAllByRole("row");
}

describe("PrintersPage: the table and the form", () => {
  it("lists the lounge's printers and displays with their address, and says a reload is needed", async () => {
    stubServer([RECEIPT_PRINTER, DISPLAY]);
    const table = await renderPage();
    const rows = await rowsOf(table, 3);
    expect(rows[1]).toHaveTextContent("レジ横");
    expect(rows[1]).toHaveTextContent("レシートプリンター");
    expect(rows[1]).toHaveTextContent("https://192.168.0.50:8043");
    expect(rows[1]).toHaveTextContent("local_printer");
    expect(rows[1]).toHaveTextContent("10,000 ms");
    expect(rows[2]).toHaveTextContent("カスタマーディスプレイ");
    expect(screen.getByText(RELOAD_NOTE)).toBeInTheDocument();
    expect(screen.getByTestId("page-lounge")).toHaveTextContent("渋谷");
  });

  it("copies a device's address from its row", async () => {
    stubServer([RECEIPT_PRINTER, DISPLAY]);
    const table = await renderPage();
    const rows = await rowsOf(table, 3);
    expect(await copiedBy(copyButton(rows[1] as HTMLElement, "接続先"))).toEqual([
      "https://192.168.0.50:8043",
    ]);
    expect(await copiedBy(copyButton(rows[2] as HTMLElement, "接続先"))).toEqual([
      "https://192.168.0.52:8043",
    ]);
  });

  it("shows the schema's messages and sends nothing; the port follows the scheme only while a default", async () => {
    const sent = stubServer(
      [],
      (entry) =>
        new Response(
          JSON.stringify({
            id: 11,
            origin: "http://192.168.0.60:8008",
            ...(entry.body as { printer: object }).printer,
          }),
          { status: 201 },
        ),
    );
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "プリンターを追加" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("ポート")).toHaveValue("8043");
    expect(within(dialog).getByLabelText(/デバイスID/)).toHaveValue("local_printer");
    expect(within(dialog).getByLabelText(/タイムアウト/)).toHaveValue("10000");

    // An address pasted with its port is not an IP address.
    await userEvent.type(within(dialog).getByLabelText(/IPアドレス/), "192.168.0.60:8008");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("名前を入力してください")).toBeInTheDocument();
    expect(
      within(dialog).getByText("IPアドレスは 192.168.0.50 の形で入力してください"),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    // http's default port replaces https's; a port typed by hand stays through a scheme change.
    await userEvent.click(within(dialog).getByRole("radio", { name: "http" }));
    expect(within(dialog).getByLabelText("ポート")).toHaveValue("8008");
    await userEvent.clear(within(dialog).getByLabelText("ポート"));
    await userEvent.type(within(dialog).getByLabelText("ポート"), "9100");
    await userEvent.click(within(dialog).getByRole("radio", { name: "https" }));
    expect(within(dialog).getByLabelText("ポート")).toHaveValue("9100");
    await userEvent.click(within(dialog).getByRole("radio", { name: "http" }));
    await userEvent.clear(within(dialog).getByLabelText("ポート"));
    await userEvent.type(within(dialog).getByLabelText("ポート"), "8008");

    await userEvent.type(within(dialog).getByLabelText(/名前/), " 受付 ");
    await userEvent.clear(within(dialog).getByLabelText(/IPアドレス/));
    await userEvent.type(within(dialog).getByLabelText(/IPアドレス/), "192.168.0.60");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        method: "POST",
        path: "/printers",
        search: "",
        body: {
          printer: {
            lounge_id: 1,
            name: "受付",
            kind: "printer",
            scheme: "http",
            ip: "192.168.0.60",
            port: 8008,
            device_id: "local_printer",
            timeout_ms: 10000,
            paper_width: 80,
            columns: 48,
          },
        },
      },
    ]);
  });

  it("a model sets the paper and its columns; 58 mm brings 32 columns unless typed", async () => {
    const sent = stubServer([]);
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "プリンターを追加" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByLabelText("機種", { selector: "input:not([type=hidden])" }),
    ).toHaveValue("TM-m30 シリーズ（80mm）・48桁");
    await userEvent.click(
      within(dialog).getByLabelText("機種", { selector: "input:not([type=hidden])" }),
    );
    await userEvent.click(await screen.findByRole("option", { name: /TM-T88/ }));
    expect(within(dialog).getByLabelText(/桁数/)).toHaveValue("42");
    await userEvent.click(within(dialog).getByRole("radio", { name: "58mm" }));
    // 42 was the model's, not typed: the narrower paper keeps it (only a default follows).
    expect(within(dialog).getByLabelText(/桁数/)).toHaveValue("42");
    await userEvent.clear(within(dialog).getByLabelText(/桁数/));
    await userEvent.type(within(dialog).getByLabelText(/桁数/), "32");
    expect(
      within(dialog).getByLabelText("機種", { selector: "input:not([type=hidden])" }),
    ).toHaveValue("58mm 幅のプリンター・32桁");
    await userEvent.type(within(dialog).getByLabelText(/名前/), "受付");
    await userEvent.type(within(dialog).getByLabelText(/IPアドレス/), "192.168.0.61");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ printer: { paper_width: 58, columns: 32 } });
  });

  it("a display defaults to local_display; a timeout out of range is refused", async () => {
    const sent = stubServer([]);
    await renderPage();
    await userEvent.click(screen.getByRole("button", { name: "プリンターを追加" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("radio", { name: "カスタマーディスプレイ" }));
    expect(within(dialog).getByLabelText(/デバイスID/)).toHaveValue("local_display");
    await userEvent.clear(within(dialog).getByLabelText(/タイムアウト/));
    await userEvent.type(within(dialog).getByLabelText(/タイムアウト/), "500");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(
      await within(dialog).findByText("タイムアウトは1000〜300000ミリ秒で入力してください"),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("edits a printer through its id, without its lounge", async () => {
    const sent = stubServer(
      [RECEIPT_PRINTER],
      (entry) =>
        new Response(
          JSON.stringify({ ...RECEIPT_PRINTER, ...(entry.body as { printer: object }).printer }),
        ),
    );
    const table = await renderPage();
    await userEvent.click(await within(table).findByRole("button", { name: "編集" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/名前/)).toHaveValue("レジ横");
    await userEvent.clear(within(dialog).getByLabelText(/タイムアウト/));
    await userEvent.type(within(dialog).getByLabelText(/タイムアウト/), "30000");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const { id: _id, lounge_id: _lounge, origin: _origin, ...fields } = RECEIPT_PRINTER;
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/printers/7",
        search: "",
        body: { printer: { ...fields, timeout_ms: 30000 } },
      },
    ]);
  });

  it("deletes only after confirming", async () => {
    const sent = stubServer([RECEIPT_PRINTER]);
    const table = await renderPage();
    await userEvent.click(await within(table).findByRole("button", { name: "削除" }));
    const dialog = await screen.findByRole("dialog", { name: "プリンターの削除" });
    expect(dialog).toHaveTextContent("「レジ横」（https://192.168.0.50:8043）を削除しますか？");
    await userEvent.click(within(dialog).getByRole("button", { name: "やめる" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await userEvent.click(within(table).getByRole("button", { name: "削除" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "削除する" }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([{ method: "DELETE", path: "/printers/7", search: "", body: null }]);
  });
});

describe("PrintersPage: the device screen", () => {
  it("asks every device in parallel as the page opens: オンライン / オフライン / 不明, a spinner meanwhile", async () => {
    stubServer([RECEIPT_PRINTER, HTTP_PRINTER, DISPLAY]);
    let answerDisplay: (outcome: EposOutcome) => void = () => {};
    send.mockImplementation((endpoint) => {
      if (endpoint.ip === RECEIPT_PRINTER.ip) return Promise.resolve(ONLINE);
      if (endpoint.ip === HTTP_PRINTER.ip)
        return Promise.resolve(failed("EPTR_COVER_OPEN", "プリンターのカバーが開いています"));
      return new Promise((resolve) => {
        answerDisplay = resolve;
      });
    });
    await renderPage();

    const devices = screen.getByRole("table", { name: "機器一覧" });
    // Staff read Japanese: no original field names or codes in the table.
    expect(
      within(devices)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["名前", "デバイスID", "種類", "状態", "最終確認"]);
    const printerRow = await within(devices).findByTestId("device-7");
    const online = await within(printerRow).findByText("オンライン");
    expect(online.closest("[data-status]")).toHaveAttribute("data-status", "ONLINE");
    expect(printerRow).toHaveTextContent("local_printer");
    expect(printerRow).toHaveTextContent("レシートプリンター");
    // When it last answered, in the lounge's time zone.
    expect(printerRow).toHaveTextContent(/\d{2}:\d{2}:\d{2}/);
    const httpRow = within(devices).getByTestId("device-8");
    expect(await within(httpRow).findByText("オフライン")).toBeInTheDocument();
    expect(httpRow).toHaveTextContent("印刷できません（カバーが開いています）");
    // The display has not answered yet: its row spins while the others are done.
    const displayRow = within(devices).getByTestId("device-9");
    expect(within(displayRow).getByLabelText("確認中")).toBeInTheDocument();
    expect(displayRow).toHaveTextContent("カスタマーディスプレイ");

    answerDisplay(failed("NETWORK_TIMEOUT", "機器から応答がありません", false));
    expect(await within(displayRow).findByText("不明")).toBeInTheDocument();
    expect(devices).not.toHaveTextContent(/type_|ONLINE|OFFLINE|UNKNOWN|deviceId|status/);

    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ ip: RECEIPT_PRINTER.ip, device_id: "local_printer" }),
      "print",
      "<probe/>",
      expect.objectContaining({ timeoutMs: 10000 }),
    );
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ ip: DISPLAY.ip, device_id: "local_display" }),
      "display",
      "<display></display>",
      expect.objectContaining({ timeoutMs: 10000 }),
    );
  });

  it("keeps asking while open, shows a roll near its end and the battery, and asks at once on the button", async () => {
    // Asked every second: the shortest interval this tablet can choose.
    window.localStorage.setItem(
      "lounge-office:printer-monitor:1",
      JSON.stringify({ on: false, intervalMs: 1000 }),
    );
    stubServer([RECEIPT_PRINTER]);
    const nearEnd = 251_658_260 + 131_072;
    send.mockResolvedValueOnce(ONLINE).mockResolvedValue({
      ...ONLINE,
      status: nearEnd,
      response: { success: true, code: "", status: nearEnd, battery: 0x3131 },
    });
    await renderPage();
    const row = await screen.findByTestId("device-7");
    expect(await within(row).findByText("オンライン")).toBeInTheDocument();
    expect(
      await within(row).findByText(
        /^用紙残りわずかです。ロール紙を交換してください。バッテリー残量わずか/,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(row).toHaveTextContent("バッテリー: 残量 1/6（充電してください）");
    // Still オンライン: it prints.
    expect(within(row).getByText("オンライン")).toBeInTheDocument();
    expect(screen.getByText(/1\s*秒ごとに接続して/)).toBeInTheDocument();

    const asked = send.mock.calls.length;
    await userEvent.click(screen.getByRole("button", { name: "機器の状態を確認" }));
    await waitFor(() => expect(send.mock.calls.length).toBeGreaterThan(asked));
  });

  it("sets this tablet's monitor: on for its board, and the interval in whole seconds from 1 to 6", async () => {
    stubServer([RECEIPT_PRINTER]);
    await renderPage();
    const toggle = screen.getByRole("switch", { name: /^この端末のボードでプリンターを監視する/ });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    const interval = screen.getByRole("radiogroup", { name: "確認の間隔（この端末）" });
    expect(
      within(interval)
        .getAllByRole("radio")
        .map((radio) => radio.closest("div")?.textContent),
    ).toEqual(["1秒", "2秒", "3秒", "4秒", "5秒", "6秒"]);
    expect(within(interval).getByRole("radio", { name: "3秒" })).toBeChecked();
    await userEvent.click(within(interval).getByText("5秒"));
    expect(
      JSON.parse(window.localStorage.getItem("lounge-office:printer-monitor:1") ?? ""),
    ).toEqual({ on: true, intervalMs: 5000 });
    expect(screen.getByText(/5\s*秒ごとに接続して/)).toBeInTheDocument();
  });

  it("says so in Japanese (and logs the original system's 'Failed to get device list.') when the list cannot be read", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      jsonFetch({
        "/api/v1/session": MANAGER_SESSION,
        "/printers": () =>
          new Response(JSON.stringify({ error: { code: "internal", message: "内部エラー" } }), {
            status: 500,
          }),
      }),
    );
    renderWithProviders(<PrintersPage />);
    expect(await screen.findByText("機器の一覧を読み込めませんでした")).toBeInTheDocument();
    expect(screen.queryByText("Failed to get device list.")).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith("Failed to get device list.", expect.any(Error));
    expect(screen.queryByRole("table", { name: "機器一覧" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "機器の状態を確認" })).toBeDisabled();
    expect(send).not.toHaveBeenCalled();
  });

  it("checks one printer from this tablet from its row", async () => {
    stubServer([RECEIPT_PRINTER]);
    send.mockResolvedValue(ONLINE);
    const table = await renderPage();
    await userEvent.click(await within(table).findByRole("button", { name: "この端末から確認" }));
    const dialog = await screen.findByRole("dialog", { name: "この端末から確認: レジ横" });
    expect(await within(dialog).findByText("この端末から印刷できます")).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ ip: RECEIPT_PRINTER.ip }),
      "print",
      "<probe/>",
      expect.anything(),
    );
  });
});
