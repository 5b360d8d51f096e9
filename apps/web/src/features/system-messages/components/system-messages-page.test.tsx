// The system messages page: the compose form posts exactly `{system_message:{lounge_id, message,
// until}}` (a lounge or 全店舗, with or without a 表示期限) and says so; the form's own and the
// server's refusals show on their fields in Japanese and send nothing more; the list shows each
// message's time, target, text, end, state and sender, and 表示を終了 ends an active one.
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SystemMessagesPage } from "./system-messages-page";
import { json, message, NOW, stubServer } from "./test-fixtures";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openPage() {
  renderWithProviders(
    <>
      <Notifications />
      <SystemMessagesPage />
    </>,
  );
  const form = await screen.findByRole("region", { name: "お知らせを送信" });
  return {
    form,
    target: within(form).getByRole("combobox", { name: /送信先/ }),
    text: within(form).getByRole("textbox", { name: /本文/ }),
    submit: within(form).getByRole("button", { name: "送信" }),
  };
}

/** Picks a day in the picker's calendar and a time through its hour and minute fields. */
async function pickUntil(form: HTMLElement, day: string, hour: string, minute: string) {
  await userEvent.click(within(form).getByRole("button", { name: /表示期限/ }));
  await userEvent.click(await screen.findByRole("button", { name: day, hidden: true }));
  await userEvent.type(screen.getByRole("spinbutton", { name: "時", hidden: true }), hour);
  await userEvent.type(screen.getByRole("spinbutton", { name: "分", hidden: true }), minute);
  await userEvent.click(screen.getByRole("button", { name: "決定", hidden: true }));
}

const listReads = (server: ReturnType<typeof stubServer>) =>
  server.sent.filter((s) => s.path === "/system_messages" && s.method === "GET");

describe("the compose form", () => {
  it("posts a lounge's message without an end, says so and clears the form", async () => {
    const server = stubServer();
    const { target, text, submit } = await openPage();
    expect(
      within(target)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["選んでください", "全店舗", "渋谷", "新宿"]);
    await userEvent.selectOptions(target, "渋谷");
    await userEvent.type(text, "  本日は22時から点検です ");
    expect(screen.getByTestId("message-length")).toHaveTextContent("15/500文字");
    await waitFor(() => expect(listReads(server)).toHaveLength(1));
    await userEvent.click(submit);

    expect(await screen.findByText("お知らせを渋谷に送信しました")).toBeInTheDocument();
    expect(server.posts().map((p) => [p.path, p.body])).toEqual([
      [
        "/system_messages",
        { system_message: { lounge_id: 1, message: "本日は22時から点検です", until: null } },
      ],
    ]);
    await waitFor(() => expect(text).toHaveValue(""));
    expect(target).toHaveValue("");
    // The list is read again, with the new message.
    await waitFor(() => expect(listReads(server)).toHaveLength(2));
  });

  it("posts a message to every lounge with its 表示期限 as an instant of the lounge's zone", async () => {
    const server = stubServer();
    const { form, target, text, submit } = await openPage();
    await userEvent.selectOptions(target, "全店舗");
    await userEvent.type(text, "全店でシステム点検を行います");
    await pickUntil(form, "23 11月 2026", "23", "30");
    await userEvent.click(submit);
    await waitFor(() => expect(server.posts()).toHaveLength(1));
    expect(server.posts()[0]?.body).toEqual({
      system_message: {
        lounge_id: null,
        message: "全店でシステム点検を行います",
        until: "2026-11-23T23:30:00+09:00",
      },
    });
  });

  it("says in Japanese what is missing, too long or already past, and sends nothing", async () => {
    const server = stubServer();
    const { form, target, text, submit } = await openPage();
    await userEvent.click(submit);
    expect(await within(form).findByText("送信先を選んでください")).toBeInTheDocument();
    expect(within(form).getByText("お知らせの本文を入力してください")).toBeInTheDocument();

    await userEvent.selectOptions(target, "新宿");
    await userEvent.click(text);
    await userEvent.paste("あ".repeat(501));
    expect(screen.getByTestId("message-length")).toHaveTextContent("501/500文字");
    await userEvent.click(submit);
    expect(
      await within(form).findByText("お知らせの本文は500文字以内で入力してください"),
    ).toBeInTheDocument();

    await userEvent.clear(text);
    await userEvent.type(text, "過去の期限");
    await pickUntil(form, "23 11月 2026", "20", "00");
    await userEvent.click(submit);
    expect(
      await within(form).findByText("表示期限には今より後の日時を指定してください"),
    ).toBeInTheDocument();
    expect(server.posts()).toEqual([]);
  });

  it("shows the server's refusal on its field", async () => {
    const refused = "送信先の店舗が見つかりません";
    const server = stubServer({
      create: () =>
        json(
          { error: { code: "unprocessable", message: refused, fields: { lounge_id: refused } } },
          422,
        ),
    });
    const { form, target, text, submit } = await openPage();
    await userEvent.selectOptions(target, "新宿");
    await userEvent.type(text, "閉店した店舗へ");
    await userEvent.click(submit);
    await waitFor(() => expect(target).toHaveAttribute("aria-invalid", "true"));
    expect(within(form).getAllByText(refused).length).toBeGreaterThan(0);
    expect(server.posts()).toHaveLength(1);
  });
});

describe("the list", () => {
  const LIST = [
    message(3, {
      lounge_id: null,
      lounge_name: null,
      message: "全店へのお知らせ",
      until: "2026-11-24T14:00:00.000Z",
    }),
    message(2, {
      message: "終了したお知らせ",
      active: false,
      ended_at: "2026-11-23T11:30:00.000Z",
    }),
    message(1, {
      message: "期限切れのお知らせ",
      active: false,
      until: "2026-11-23T11:15:00.000Z",
      created_by_name: "本部 次郎",
    }),
  ];

  const rowOf = (text: string) => screen.getByRole("row", { name: new RegExp(text) });
  const cells = (text: string) =>
    within(rowOf(text))
      .getAllByRole("cell")
      .map((c) => c.textContent);

  it("shows each message's time, target, text, end, state and sender", async () => {
    stubServer({ list: () => LIST });
    await openPage();
    const table = await screen.findByRole("table", { name: "送信したお知らせ" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["送信日時", "送信先", "本文", "表示期限", "状態", "送信者", "操作"]);
    expect(cells("全店へのお知らせ")).toEqual([
      "2026/11/23 20:00",
      "全店舗",
      "全店へのお知らせ",
      "2026/11/24 23:00",
      "表示中",
      "本部 管理者",
      "表示を終了",
    ]);
    expect(cells("終了したお知らせ").slice(1, 6)).toEqual([
      "渋谷",
      "終了したお知らせ",
      "なし",
      "終了",
      "本部 管理者",
    ]);
    expect(cells("期限切れのお知らせ").slice(3, 6)).toEqual([
      "2026/11/23 20:15",
      "期限切れ",
      "本部 次郎",
    ]);
    // Only an active message can be ended.
    expect(within(rowOf("終了したお知らせ")).queryByRole("button")).not.toBeInTheDocument();
    expect(within(rowOf("期限切れのお知らせ")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("ends an active message with 表示を終了 and reads the list again", async () => {
    let ended = false;
    const endedFirst = { ...LIST[0]!, active: false, ended_at: NOW.toISOString() };
    const server = stubServer({
      list: () => (ended ? [endedFirst, ...LIST.slice(1)] : LIST),
      end: () => {
        ended = true;
        return json(endedFirst);
      },
    });
    await openPage();
    await screen.findByRole("table", { name: "送信したお知らせ" });
    await userEvent.click(
      within(rowOf("全店へのお知らせ")).getByRole("button", { name: /表示を終了/ }),
    );
    expect(await screen.findByText("お知らせの表示を終了しました")).toBeInTheDocument();
    expect(server.posts().map((p) => p.path)).toEqual(["/system_messages/3/end"]);
    await waitFor(() => expect(cells("全店へのお知らせ")[4]).toBe("終了"));
  });
});
