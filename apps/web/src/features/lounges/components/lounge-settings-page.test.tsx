// Lounge settings form: prefilled from the lounge, the contract's messages before sending, the body
// sent without the id, a server field error on its field, and the opening hours per weekday.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { copiedBy, copyButton } from "../../../test/clipboard";
import { jsonFetch, renderWithProviders } from "../../../test/render";
import { LoungeSettingsPage } from "./lounge-settings-page";
import { SHIBUYA } from "./test-fixtures";

afterEach(() => vi.unstubAllGlobals());

function stub(answer: (body: Record<string, unknown>) => Response) {
  const sent: { method?: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/lounge_settings": [SHIBUYA],
      "/api/v1/lounge_settings/1": (url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: init?.method, path: url.pathname, body });
        return answer(body);
      },
    }),
  );
  return sent;
}

/** A tiny server: the list answers what was last saved; the bodies saved, in order. */
function storingServer() {
  let stored = SHIBUYA;
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    jsonFetch({
      "/api/v1/lounge_settings": () => new Response(JSON.stringify([stored])),
      "/api/v1/lounge_settings/1": (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        stored = { ...SHIBUYA, ...body };
        return new Response(JSON.stringify(stored));
      },
    }),
  );
  return sent;
}

async function openEdit() {
  renderWithProviders(<LoungeSettingsPage />);
  const table = await screen.findByRole("table", { name: "店舗一覧" });
  await userEvent.click(await within(table).findByRole("button", { name: "編集" }));
  return screen.findByRole("dialog");
}

describe("LoungeSettingsPage", () => {
  it("copies a lounge's registration number from its row; a lounge without one has no button", async () => {
    const unregistered = { ...SHIBUYA, id: 2, name: "新宿", invoice_registration_number: "" };
    vi.stubGlobal("fetch", jsonFetch({ "/api/v1/lounge_settings": [SHIBUYA, unregistered] }));
    renderWithProviders(<LoungeSettingsPage />);
    const table = await screen.findByRole("table", { name: "店舗一覧" });
    await within(table).findByText("新宿");
    const [, shibuya, shinjuku] = within(table).getAllByRole("row");

    expect(await copiedBy(copyButton(shibuya as HTMLElement, "登録番号"))).toEqual([
      "T9234567890123",
    ]);
    expect(
      within(shinjuku as HTMLElement).queryByRole("button", { name: "登録番号をコピー" }),
    ).toBeNull();
    // Every column is headed, the buttons' one too (hidden to the eye).
    expect(within(table).getByRole("columnheader", { name: "操作" })).toBeInTheDocument();
  });

  it("shows the schema's Japanese messages and sends nothing for invalid fields", async () => {
    const sent = stub(() => new Response(JSON.stringify(SHIBUYA)));
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText("店舗名")).toHaveValue("渋谷");
    await userEvent.clear(within(dialog).getByLabelText("店舗名"));
    await userEvent.clear(within(dialog).getByLabelText("営業日の切替時刻"));
    await userEvent.type(within(dialog).getByLabelText("営業日の切替時刻"), "25:00");
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("店舗名を入力してください")).toBeInTheDocument();
    expect(
      within(dialog).getByText("営業日の切替時刻は HH:mm で入力してください"),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("sends the edited settings (trimmed, without the id) and closes", async () => {
    const sent = stub((body) => new Response(JSON.stringify({ ...SHIBUYA, ...body })));
    const dialog = await openEdit();
    await userEvent.clear(within(dialog).getByLabelText("住所"));
    await userEvent.type(within(dialog).getByLabelText("住所"), " 東京都渋谷区9-9 ");
    await userEvent.click(within(dialog).getByLabelText("管理者"));
    // Mantine's label wraps the description too: the name begins with the label.
    const list = within(dialog).getByRole("switch", {
      name: /^サインイン画面にアカウント一覧を表示する/,
    });
    expect(list).toBeChecked();
    await userEvent.click(list);
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const { id: _id, closed_on: _closedOn, ...settings } = SHIBUYA;
    expect(sent).toEqual([
      {
        method: "PUT",
        path: "/api/v1/lounge_settings/1",
        body: {
          ...settings,
          address: "東京都渋谷区9-9",
          sign_in_roles: ["manager", "staff", "admin"],
          sign_in_account_list: false,
        },
      },
    ]);
  });

  it("round-trips the revenue-stamp switch and shows the judgement in the table", async () => {
    const sent = storingServer();
    const dialog = await openEdit();
    expect(
      within(dialog).getByLabelText("適格請求書発行事業者登録番号"),
    ).toHaveAccessibleDescription("T と13桁の数字（チェックデジットを確認します）");
    const table = screen.getByRole("table", { name: "店舗一覧" });
    expect(within(table).getByText("税込")).toBeInTheDocument();
    const stamp = within(dialog).getByRole("switch", { name: /^収入印紙を税抜金額で判定する/ });
    expect(stamp).not.toBeChecked();
    await userEvent.click(stamp);
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([expect.objectContaining({ stamp_on_tax_excluded: true })]);
    // Read back from the list: the table and the reopened form show the stored setting.
    expect(await within(table).findByText("税抜")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "編集" }));
    const reopened = await screen.findByRole("dialog");
    expect(
      within(reopened).getByRole("switch", { name: /^収入印紙を税抜金額で判定する/ }),
    ).toBeChecked();
  });

  it("turns the crowd feed on: shows its address to copy, sends it, and marks the lounge in the table", async () => {
    const sent = storingServer();
    const dialog = await openEdit();
    const table = screen.getByRole("table", { name: "店舗一覧" });
    expect(within(table).queryByText("混雑状況を公開中")).not.toBeInTheDocument();
    const feed = within(dialog).getByRole("switch", { name: /^混雑状況（男性◯名・女性◯名）/ });
    expect(feed).not.toBeChecked();
    const address = `${window.location.origin}/public/lounges/1/crowd`;
    expect(within(dialog).queryByText(address)).not.toBeInTheDocument();
    await userEvent.click(feed);
    expect(within(dialog).getByText(address)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "公開アドレスをコピー" })).toBeVisible();
    // The widget: a link to open it, and the iframe to paste into the lounge's website.
    const widget = `${window.location.origin}/widget/crowd/1`;
    expect(within(dialog).getByRole("link", { name: "ウィジェットを開く" })).toHaveAttribute(
      "href",
      widget,
    );
    expect(within(dialog).getByRole("button", { name: "埋め込みコードをコピー" })).toBeVisible();
    await userEvent.click(feed);
    expect(
      within(dialog).queryByRole("link", { name: "ウィジェットを開く" }),
    ).not.toBeInTheDocument();
    await userEvent.click(feed);
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([expect.objectContaining({ crowd_feed_public: true })]);
    expect(await within(table).findByText("混雑状況を公開中")).toBeInTheDocument();
  });

  it("edits the opening hours: a closed weekday, a night to 06:00", async () => {
    const sent = stub((body) => new Response(JSON.stringify({ ...SHIBUYA, ...body })));
    const dialog = await openEdit();
    const hours = within(dialog).getByRole("table", { name: "営業時間" });
    expect(within(hours).getByLabelText("土曜日の開店")).toHaveValue("18:00");
    // A closing before the opening is the next morning's.
    expect(within(hours).getByLabelText("土曜日の閉店")).toHaveAccessibleDescription("翌朝");
    await userEvent.click(within(hours).getByLabelText("月曜日は定休日"));
    expect(within(hours).getByLabelText("月曜日の開店")).toBeDisabled();
    fireEvent.change(within(hours).getByLabelText("金曜日の閉店"), { target: { value: "06:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const night = { open: "19:00", close: "05:00" };
    expect(sent[0]?.body.opening_hours).toEqual([
      night,
      null,
      night,
      night,
      night,
      { open: "19:00", close: "06:00" },
      { open: "18:00", close: "06:00" },
    ]);
  });

  it("refuses a closing at the opening time on its row, sending nothing", async () => {
    const sent = stub(() => new Response(JSON.stringify(SHIBUYA)));
    const dialog = await openEdit();
    const hours = within(dialog).getByRole("table", { name: "営業時間" });
    fireEvent.change(within(hours).getByLabelText("水曜日の閉店"), { target: { value: "19:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(hours).findByText(/^開店と閉店が同じ時刻です/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the server's field message on its field", async () => {
    stub(
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: "conflict",
              message: "この店舗名は既に使われています",
              fields: { name: "この店舗名は既に使われています" },
            },
          }),
          { status: 409 },
        ),
    );
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    const name = within(dialog).getByLabelText("店舗名");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(within(dialog).getAllByText("この店舗名は既に使われています").length).toBe(2);
  });

  it("shows the refusal to leave no lounge for admins on the roles", async () => {
    const message = "管理者がサインインできる店舗が1つもなくなるため、変更できません";
    stub(
      () =>
        new Response(
          JSON.stringify({
            error: { code: "unprocessable", message, fields: { sign_in_roles: message } },
          }),
          { status: 422 },
        ),
    );
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(message);
    expect(within(dialog).getAllByText(message).length).toBe(2);
  });
});
